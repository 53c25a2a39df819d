import type { z } from 'zod';
import { CAPABILITIES, type Capability } from '../../config/contract.js';
import type { CapabilitySpec, ConnectorShape, RequestSpec, Setting } from './definition-schema.js';
import { RESERVED_ACCOUNT_FIELDS, ROW_FIELDS, type FieldType } from './rows.js';
import { checkQuoted } from './query-language-checks.js';
import { APP_VARIABLES, ENCODINGS, isEncoding, placeholdersOf, REQUEST_VARIABLES, renderTemplate, wholePlaceholder } from './templates.js';
import { valueAt } from './paths.js';
import { PATH_PATTERN, pathsOf, transformKind, type Transform } from './transform-schema.js';

/**
 * Cross-field rules of a connector definition (zod superRefine of connectorSchema). Each rule exists
 * because breaking it would make the runtime read the wrong thing, leak a secret, or write to a vendor.
 */

type Path = (string | number)[];

/** Record fields never read (spec: clinical notes, treatment records, case notes, message bodies, internal notes, agent comments). */
const NEVER_READ = /^(notes?|internal_notes?|case_notes?|clinical.*|treatment.*|comments?|body|messages?|conversation_parts)$/i;

/** Capabilities that return lists of the customer's own records (the safety filter applies). */
/** Capabilities whose rows may declare an owner reference. */
export const OWNER_REF_CAPABILITIES: readonly Capability[] = ['orders', 'order_status', 'invoices', 'balance', 'bookings', 'subscriptions', 'tickets'];

export const LIST_CAPABILITIES: readonly Capability[] = ['orders', 'invoices', 'bookings', 'subscriptions', 'tickets'];

/** Transform kinds a field of each type may use at top level. */
const KINDS_FOR: Record<FieldType, readonly string[]> = {
  text: ['path', 'firstOf', 'const', 'enum', 'join', 'datetime', 'lastSegment'],
  date: ['date'],
  amount: ['money'],
  boolean: ['path', 'firstOf', 'const', 'enum'],
  integer: ['path', 'firstOf', 'const'],
  number_or_text: ['path', 'firstOf', 'const', 'enum', 'lastSegment'],
};

export function patternRegExp(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`);
}

export function checkDefinition(def: ConnectorShape, ctx: z.RefinementCtx): void {
  const issue = (path: Path, message: string): void => ctx.addIssue({ code: 'custom', path, message });
  const settings = new Map<string, Setting>();

  // Settings: unique names that do not shadow request variables; patterns compile; examples fit.
  for (const [group, list] of [
    ['config', def.config],
    ['secrets', def.secrets],
  ] as const) {
    list.forEach((s, i) => {
      if (settings.has(s.name)) issue([group, i, 'name'], `"${s.name}" is declared twice`);
      if ((REQUEST_VARIABLES as readonly string[]).includes(s.name)) issue([group, i, 'name'], `"${s.name}" is a request variable name`);
      if ((APP_VARIABLES as readonly string[]).includes(s.name)) issue([group, i, 'name'], `"${s.name}" is the service's OAuth app value`);
      settings.set(s.name, s);
      if (s.pattern !== undefined) {
        let re: RegExp | undefined;
        try {
          re = patternRegExp(s.pattern);
        } catch {
          issue([group, i, 'pattern'], 'not a valid regular expression');
        }
        if (re && !re.test(s.example)) issue([group, i, 'example'], `the example does not match the pattern`);
      }
      if (s.type === 'url' && !/^https:\/\/[^\s/]+/.test(s.example)) issue([group, i, 'example'], 'a url example starts with https://');
    });
  }
  const settingNames = new Set(settings.keys());
  const allNames = new Set<string>([...settingNames, ...REQUEST_VARIABLES]);

  const checkTemplate = (template: string, known: Set<string>, path: Path): void => {
    for (const p of placeholdersOf(template)) {
      if (!known.has(p.name)) issue(path, `unknown placeholder {${p.name}}`);
      if (p.encoding !== undefined && !isEncoding(p.encoding))
        issue(path, `{${p.name}:${p.encoding}}: unknown encoding "${p.encoding}" (known: ${ENCODINGS.join(', ')})`);
    }
  };

  // Connection-level templates: config fields and secrets only.
  checkTemplate(def.baseUrl, settingNames, ['baseUrl']);
  // oauth2 connectors' headers may also name the service's own app (APP_VARIABLES, Etsy's x-api-key).
  const headerNames = def.auth.type === 'oauth2' ? new Set<string>([...settingNames, ...APP_VARIABLES]) : settingNames;
  for (const [name, value] of Object.entries(def.headers)) checkTemplate(value, headerNames, ['headers', name]);
  checkAuth(def, settingNames, checkTemplate, issue);
  checkBaseUrl(def, issue);

  // Capabilities.
  const present = CAPABILITIES.filter((c) => def.capabilities[c] !== undefined);
  if (present.length === 0 && def.verification !== 'not_supported') issue(['capabilities'], 'a connector needs at least one capability');
  for (const c of present) {
    const spec = def.capabilities[c]!;
    const at = (...rest: Path): Path => ['capabilities', c, ...rest];
    checkRequest(spec.request, def, allNames, checkTemplate, issue, at('request'));
    if (c === 'find_customer') {
      if (mentions(spec.request, ['customer_id'])) issue(at('request'), 'find_customer cannot use {customer_id}');
      if (spec.byPhone) {
        checkRequest(spec.byPhone, def, allNames, checkTemplate, issue, at('byPhone'));
        if (!mentions(spec.byPhone, ['phone', 'phone_digits', 'phone_last10']))
          issue(at('byPhone'), 'byPhone must use {phone}, {phone_digits} or {phone_last10}');
      }
    } else if (spec.byPhone) {
      issue(at('byPhone'), 'byPhone is for find_customer only');
    }
    if (spec.single === true && spec.pagination) issue(at('pagination'), 'a single record has no pages');
    if (spec.noMatch?.emptyArray && spec.records === '$') issue(at('noMatch', 'emptyArray'), 'with records "$" a bare [] is already an empty list');
    if (spec.pagination?.type === 'cursor' && (spec.pagination.cursorPath === undefined) === (spec.pagination.lastRecordPath === undefined)) {
      issue(at('pagination'), 'a cursor needs exactly one of cursorPath or lastRecordPath');
    }
    checkBodyPagination(spec, issue, at('pagination'));
    checkMap(c, spec.map, issue, at('map'));
    if (spec.ownerRef) checkOwnerRef(c, spec.ownerRef, def, issue, at('ownerRef'));
    const transforms: Transform[] = [
      ...Object.values(spec.map),
      ...(spec.owner ? [spec.owner.email, ...(spec.owner.name ? [spec.owner.name] : [])] : []),
      ...(spec.ownerRef ? [spec.ownerRef] : []),
    ];
    // noMatch.bodyFields paths are deliberately not checked: they are compared with a documented
    // constant ("Client Not Found"), never read into a row, so a field named "message" is fine there.
    for (const path of [spec.records, ...transforms.flatMap(pathsOf)]) {
      const bad = path.split('.').find((seg) => NEVER_READ.test(seg));
      if (bad) issue(at(), `"${path}" reads "${bad}", which is never read (notes, comments and message bodies stay with the vendor)`);
    }
    if (c === 'order_status' && mentions(spec.request, ['order_number']) && !spec.owner) {
      issue(at('owner'), "an order-number lookup needs owner.email so only the verified customer's order is shown");
    }
  }
  checkVerification(def, issue);
}

/**
 * `ownerRef` names the vendor's customer reference on a row: a path or item pick, the lastSegment of
 * one, or a firstOf of those, on a list, order lookup or balance of a connector that searches customers
 * (its find_customer `id` is what it equals).
 */
function checkOwnerRef(c: Capability, ref: Transform, def: ConnectorShape, issue: Issue, path: Path): void {
  if (!OWNER_REF_CAPABILITIES.includes(c)) issue(path, `ownerRef is for ${OWNER_REF_CAPABILITIES.join(', ')}`);
  if (def.verification !== 'search_email' && def.verification !== 'search_email_phone') {
    issue(path, "ownerRef compares with the verified record's id: only connectors that search customers have one");
  }
  // A path, or one list item's field picked by its siblings (FHIR's participant whose actor.type is Patient).
  const read = (t: Transform): boolean => transformKind(t) === 'path';
  const plain = (t: Transform): boolean => read(t) || (typeof t === 'object' && 'lastSegment' in t && read(t.lastSegment));
  const ok = plain(ref) || (typeof ref === 'object' && 'firstOf' in ref && ref.firstOf.every(plain));
  if (!ok) issue(path, 'ownerRef is a path (or an item pick) or the lastSegment of one, or a firstOf of those');
}

function mentions(req: RequestSpec, names: readonly string[]): boolean {
  return requestTemplates(req).some(({ template }) => placeholdersOf(template).some((p) => names.includes(p.name)));
}

/** Every template of a request with its place. Body strings count only when they are one whole placeholder. */
export function requestTemplates(req: RequestSpec): { template: string; path: Path }[] {
  const out: { template: string; path: Path }[] = [{ template: req.path, path: ['path'] }];
  for (const [k, v] of Object.entries(req.query)) out.push({ template: v, path: ['query', k] });
  for (const [k, v] of Object.entries(req.headers)) out.push({ template: v, path: ['headers', k] });
  const walk = (value: unknown, path: Path): void => {
    if (typeof value === 'string') {
      if (wholePlaceholder(value) !== undefined) out.push({ template: value, path });
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
  };
  walk(req.body, ['body']);
  return out;
}

type CheckTemplate = (template: string, known: Set<string>, path: Path) => void;
type Issue = (path: Path, message: string) => void;

function checkAuth(def: ConnectorShape, settingNames: Set<string>, checkTemplate: CheckTemplate, issue: Issue): void {
  const auth = def.auth;
  const secretNames = new Set(def.secrets.map((s) => s.name));
  switch (auth.type) {
    case 'header':
      for (const [h, v] of Object.entries(auth.headers)) checkTemplate(v, settingNames, ['auth', 'headers', h]);
      break;
    case 'query':
      for (const [p, v] of Object.entries(auth.params)) checkTemplate(v, settingNames, ['auth', 'params', p]);
      break;
    case 'basic':
      checkTemplate(auth.username, settingNames, ['auth', 'username']);
      checkTemplate(auth.password, settingNames, ['auth', 'password']);
      break;
    case 'bearer':
      if (!secretNames.has(auth.secret)) issue(['auth', 'secret'], `"${auth.secret}" is not a declared secret`);
      break;
    case 'oauth2':
      checkTemplate(auth.authorizeUrl, settingNames, ['auth', 'authorizeUrl']);
      checkTemplate(auth.tokenUrl, settingNames, ['auth', 'tokenUrl']);
      break;
    case 'client_credentials': {
      checkTemplate(auth.tokenUrl, settingNames, ['auth', 'tokenUrl']);
      if (!settingNames.has(auth.clientId)) issue(['auth', 'clientId'], `"${auth.clientId}" is not a declared config field or secret`);
      if (!secretNames.has(auth.clientSecret)) issue(['auth', 'clientSecret'], `"${auth.clientSecret}" is not a declared secret`);
      // The client secret goes only to the token endpoint.
      const elsewhere: { template: string; path: Path }[] = [
        { template: def.baseUrl, path: ['baseUrl'] },
        ...Object.entries(def.headers).map(([k, v]) => ({ template: v, path: ['headers', k] as Path })),
        ...CAPABILITIES.flatMap((c) => {
          const spec = def.capabilities[c];
          if (!spec) return [];
          return [spec.request, ...(spec.byPhone ? [spec.byPhone] : [])].flatMap((r) =>
            requestTemplates(r).map((t) => ({ template: t.template, path: ['capabilities', c, ...t.path] as Path })),
          );
        }),
      ];
      for (const t of elsewhere) {
        if (placeholdersOf(t.template).some((p) => p.name === auth.clientSecret)) issue(t.path, 'the client secret may only go to the token endpoint');
      }
      break;
    }
    case 'none':
      break;
  }
}

/** The base URL filled with the examples must be an https address. */
function checkBaseUrl(def: ConnectorShape, issue: Issue): void {
  const examples = new Map([...def.config, ...def.secrets].map((s) => [s.name, s.example]));
  const rendered = renderTemplate(def.baseUrl, (n) => examples.get(n), 'url');
  if (!rendered.ok) return; // unknown placeholder already reported
  let url: URL | undefined;
  try {
    url = new URL(rendered.value);
  } catch {
    issue(['baseUrl'], `with the examples filled in, "${rendered.value}" is not a URL`);
    return;
  }
  if (url.protocol !== 'https:') issue(['baseUrl'], 'vendors are called over https only');
}

function checkRequest(req: RequestSpec, def: ConnectorShape, known: Set<string>, checkTemplate: CheckTemplate, issue: Issue, at: Path): void {
  for (const t of requestTemplates(req)) {
    checkTemplate(t.template, known, [...at, ...t.path]);
    if (t.path[0] !== 'body') checkQuoted(t.template, issue, [...at, ...t.path]);
  }
  checkBodyStrings(req.body, known, issue, [...at, 'body']);
  if (req.method === 'GET') {
    if (req.readOnly !== undefined) issue([...at, 'readOnly'], 'readOnly is for POST requests');
    if (req.body !== undefined) issue([...at, 'body'], 'a GET has no body');
    if (req.bodyEncoding !== undefined) issue([...at, 'bodyEncoding'], 'bodyEncoding is for POST bodies');
    return;
  }
  if (req.bodyEncoding === 'form') checkFormBody(req, issue, at);
  if (req.readOnly === undefined) {
    issue([...at, 'readOnly'], 'a POST must be declared read-only (search, graphql or hook)');
    return;
  }
  if (req.readOnly === 'hook' && def.auth.type !== 'none') issue([...at, 'readOnly'], 'hook POSTs are for workflow webhooks (auth none)');
  if (req.readOnly === 'graphql') {
    const body = req.body;
    const query = body !== null && typeof body === 'object' && !Array.isArray(body) ? body['query'] : undefined;
    if (typeof query !== 'string') issue([...at, 'body'], 'a GraphQL request needs body.query');
    else if (/\bmutation\b/i.test(query)) issue([...at, 'body', 'query'], 'GraphQL mutations are not allowed');
  }
}

/**
 * A form body (`bodyEncoding: 'form'`) is a flat object of text: a form has no nesting, no JSON types,
 * and PHP vendors read the text "false" as true, so booleans are refused rather than guessed. GraphQL
 * queries are JSON.
 */
function checkFormBody(req: RequestSpec, issue: Issue, at: Path): void {
  if (req.readOnly === 'graphql') issue([...at, 'bodyEncoding'], 'a GraphQL query is sent as JSON, not as a form');
  const body = req.body;
  if (body === undefined) return;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    issue([...at, 'body'], 'a form body is an object of field names and text values');
    return;
  }
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') continue;
    if (typeof value === 'number' && Number.isFinite(value)) continue;
    const missing = value === null ? 'null' : Array.isArray(value) ? 'lists' : typeof value === 'object' ? 'nesting' : 'booleans';
    issue([...at, 'body', name], `form field "${name}" must be text (or a number), e.g. "1" or "true": a form has no ${missing}`);
  }
}

/**
 * Page parameters carried in the body (`in: 'body'`): only for POST requests, at dotted paths whose
 * parents in the written body are objects (or absent), so the runtime can set them; in a form body,
 * top-level field names only.
 */
function checkBodyPagination(spec: CapabilitySpec, issue: Issue, at: Path): void {
  const p = spec.pagination;
  if (!p || (p.type !== 'page' && p.type !== 'offset' && p.type !== 'cursor') || p.in !== 'body') return;
  const params = [p.param, ...(p.type !== 'cursor' && p.sizeParam !== undefined ? [p.sizeParam] : [])];
  for (const req of [spec.request, ...(spec.byPhone ? [spec.byPhone] : [])]) {
    if (req.method !== 'POST') {
      issue([...at, 'in'], 'page parameters in the body need a POST request');
      return;
    }
    for (const param of params) {
      if (param === '$' || !PATH_PATTERN.test(param)) {
        issue([...at, 'param'], `"${param}" is not a dotted body path such as "pagination.starting_after"`);
        continue;
      }
      if (req.bodyEncoding === 'form' && param.includes('.')) {
        issue([...at, 'param'], `"${param}": a form body is flat, so page parameters are top-level field names such as "limitstart"`);
        continue;
      }
      const segments = param.split('.');
      for (let i = 1; i < segments.length; i++) {
        const parent = valueAt(req.body, segments.slice(0, i).join('.'));
        if (parent !== undefined && (parent === null || typeof parent !== 'object' || Array.isArray(parent))) {
          issue([...at, 'param'], `"${segments.slice(0, i).join('.')}" in the body is not an object, so "${param}" cannot be set`);
          break;
        }
      }
    }
  }
}

/**
 * Body strings are replaced only when they are exactly one placeholder; a known placeholder inside
 * other text would be sent literally (and a value written into a query string there would be unescaped).
 */
function checkBodyStrings(value: unknown, known: Set<string>, issue: Issue, at: Path): void {
  if (typeof value === 'string') {
    if (wholePlaceholder(value) !== undefined) return;
    const inner = placeholdersOf(value).find((p) => known.has(p.name));
    if (inner) issue(at, `{${inner.name}} inside a longer body string is sent literally: give the value its own string (a GraphQL variable or a JSON field)`);
  } else if (Array.isArray(value)) value.forEach((v, i) => checkBodyStrings(v, known, issue, [...at, i]));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) checkBodyStrings(v, known, issue, [...at, k]);
}

function checkMap(c: Capability, map: Record<string, Transform>, issue: Issue, at: Path): void {
  if (c === 'account') {
    if (Object.keys(map).length === 0) issue(at, 'an account mapping needs at least one field');
    for (const name of Object.keys(map)) {
      if ((RESERVED_ACCOUNT_FIELDS as readonly string[]).includes(name)) issue([...at, name], `"${name}" is already in the account summary`);
    }
    return;
  }
  const fields = ROW_FIELDS[c];
  for (const [name, t] of Object.entries(map)) {
    const spec = fields[name];
    if (!spec) {
      issue([...at, name], `"${name}" is not a field of this row (fields: ${Object.keys(fields).join(', ')})`);
      continue;
    }
    const kind = transformKind(t);
    if (!KINDS_FOR[spec.type].includes(kind)) issue([...at, name], `"${name}" (${spec.type}) takes ${KINDS_FOR[spec.type].join(' or ')}, not ${kind}`);
  }
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.required && map[name] === undefined) issue([...at, name], `"${name}" is required`);
  }
  if (c === 'find_customer' && map['email'] === undefined && map['phone'] === undefined) {
    issue(at, 'a customer record needs email or phone to send a code to');
  }
}

function checkVerification(def: ConnectorShape, issue: Issue): void {
  const caps = def.capabilities;
  switch (def.verification) {
    case 'search_email':
    case 'search_email_phone': {
      const find = caps.find_customer;
      if (!find) {
        issue(['verification'], `${def.verification} needs a find_customer capability`);
        return;
      }
      if (!mentions(find.request, ['email', 'email_md5'])) issue(['capabilities', 'find_customer', 'request'], 'the customer search must use {email}');
      if (def.verification === 'search_email_phone' && !find.byPhone && !mentions(find.request, ['phone', 'phone_digits', 'phone_last10'])) {
        issue(['capabilities', 'find_customer'], 'search_email_phone needs byPhone or a request that uses {phone}');
      }
      return;
    }
    case 'from_orders_email':
    case 'from_bookings_email': {
      if (caps.find_customer) issue(['capabilities', 'find_customer'], `${def.verification} connectors verify from records, not a customer search`);
      const source: Capability = def.verification === 'from_bookings_email' ? 'bookings' : caps.orders ? 'orders' : 'invoices';
      const spec = caps[source];
      if (!spec) issue(['verification'], `${def.verification} needs a ${source} capability`);
      else if (!spec.owner?.name) issue(['capabilities', source, 'owner', 'name'], 'verifying from records needs owner.name (matching rule 5)');
      // Only records naming the verified email are shown, so every list must say whose each record is.
      for (const c of LIST_CAPABILITIES) {
        if (caps[c] && !caps[c].owner)
          issue(['capabilities', c, 'owner'], `${def.verification} connectors show only records naming the verified email: owner.email is required`);
      }
      return;
    }
    case 'not_supported':
      if (caps.find_customer) issue(['capabilities', 'find_customer'], 'not_supported connectors have no customer search');
      return;
  }
}
