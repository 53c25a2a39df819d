/**
 * Placeholders in connector definitions.
 *
 * A template is a string with `{name}` placeholders. `name` is a config field, a secret, or one of
 * the request variables below. Where the value lands decides how it is written:
 * - base URL and path: `{name}` is percent-encoded (so a value can never change the host or add a
 *   path segment); `{+name}` is inserted as is (for a full address the tenant gave, such as a
 *   webhook URL or a path like `api/customers/lookup`).
 * - query values and headers: inserted as is (query values are encoded when the URL is built).
 * - JSON bodies: only a string that is exactly one placeholder (`"{email}"`) is replaced; every other
 *   string is literal, so GraphQL selections such as `{ id name }` need no escaping.
 * - form bodies (`bodyEncoding: 'form'`): the same, and a field whose placeholder has no value is left
 *   out; values are form-encoded when the call is sent.
 *
 * A value that lands inside a quoted string of a vendor's query language (an OData `$filter`, SOQL, a
 * JSON filter in a query parameter, Stripe search, JQL) is first escaped for that language by an
 * encoding written after a colon: `{name:encoding}` (or `{+name:encoding}`). Definition checks
 * require one for every placeholder they find inside quotes (define-checks.ts):
 * - `odata`: single quotes doubled (`O'Brien` -> `O''Brien`), for OData and SQL-style `'...'` strings;
 * - `json`: escaped as inside a JSON string, without the outer quotes (`"` -> `\"`, `\` -> `\\`,
 *   control characters as `\n`, `\u0000`...), for JSON written into a query parameter;
 * - `soql`: backslash-escaped quotes and backslashes, newlines and tabs as `\n`, `\t`... (Salesforce SOQL);
 * - `backslash`: `\`, `'` and `"` each preceded by a backslash, for query languages that escape
 *   quotes with a backslash (Stripe search, Jira JQL, Help Scout search).
 * The encoding is applied first, then the place's own encoding (percent-encoding in a path).
 */

/**
 * The service's own OAuth app at the vendor (OAUTH_APPS), usable in an oauth2 connector's `headers`
 * only, for vendors that want the app's key on every call besides the user's token (Etsy:
 * `x-api-key: {app_client_id}:{app_client_secret}`). Filled in the worker; never stored on a connection.
 */
export const APP_VARIABLES = ['app_client_id', 'app_client_secret'] as const;

/** Variables the runtime fills in for a read, besides config fields and secrets. */
export const REQUEST_VARIABLES = [
  /** Email the customer gave (search) or the verified customer's email (reads). */
  'email',
  /** MD5 of the lower-cased email (Mailchimp, EmailOctopus member ids). */
  'email_md5',
  /** Mobile as the customer gave it or as the vendor holds it. */
  'phone',
  /** The mobile's digits only. */
  'phone_digits',
  /** The last 10 digits of the mobile (the spec's comparison rule). */
  'phone_last10',
  'full_name',
  'postcode',
  /** The verified customer record's vendor id. */
  'customer_id',
  'order_number',
  'tracking_number',
  /** YYYY-MM-DD, `lookbackDays` before today (for vendors that list by date). */
  'from_date',
  /** YYYY-MM-DD, `lookaheadDays` after today (the end of a date window that reaches into the future). */
  'to_date',
  /** YYYY-MM-DD, from the injected clock. */
  'today',
] as const;

export type RequestVariable = (typeof REQUEST_VARIABLES)[number];

/**
 * Variables whose values the runtime makes from a fixed alphabet (dates, digits, hex), so they cannot
 * leave a quoted string and need no encoding there.
 */
export const SAFE_VARIABLES: readonly RequestVariable[] = ['from_date', 'to_date', 'today', 'phone_digits', 'phone_last10', 'email_md5'];

/** Escapings for values inside the quoted strings of vendor query languages (see above). */
export const ENCODINGS = ['odata', 'json', 'soql', 'backslash'] as const;
export type Encoding = (typeof ENCODINGS)[number];

const PLACEHOLDER = /\{(\+?)([a-z][a-z0-9_]*)(?::([a-z]+))?\}/g;

export interface Placeholder {
  name: string;
  /** Written `{+name}`: inserted without percent-encoding. */
  raw: boolean;
  /** Written `{name:encoding}`: the text after the colon (checked against ENCODINGS by define-checks). */
  encoding?: string;
  /** Where the placeholder starts in the template, and its length. */
  index: number;
  length: number;
}

/** The placeholders of a template, in order. */
export function placeholdersOf(template: string): Placeholder[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => ({
    name: m[2]!,
    raw: m[1] === '+',
    ...(m[3] !== undefined ? { encoding: m[3] } : {}),
    index: m.index,
    length: m[0].length,
  }));
}

/** A string that is exactly one placeholder: its name; otherwise undefined. */
export function wholePlaceholder(template: string): string | undefined {
  const m = /^\{([a-z][a-z0-9_]*)\}$/.exec(template);
  return m?.[1];
}

export function isEncoding(value: string): value is Encoding {
  return (ENCODINGS as readonly string[]).includes(value);
}

const SOQL_ESCAPES: Record<string, string> = { '\\': '\\\\', "'": "\\'", '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };

/** Escapes a value for the inside of a quoted string of a vendor query language. */
export function encodeValue(value: string, encoding: Encoding): string {
  switch (encoding) {
    case 'odata':
      return value.replaceAll("'", "''");
    case 'json':
      return JSON.stringify(value).slice(1, -1);
    case 'soql':
      return value.replace(/[\\'"\n\r\t\b\f]/g, (c) => SOQL_ESCAPES[c]!);
    case 'backslash':
      return value.replace(/[\\'"]/g, (c) => `\\${c}`);
  }
}

/** Looks a variable up; undefined or '' mean "no value". */
export type VariableLookup = (name: string) => string | undefined;

export type RenderOutcome = { ok: true; value: string } | { ok: false; missing: string };

/**
 * Fills a template. A `{name:encoding}` value is escaped for its query language first. Then
 * `encoding: 'url'` percent-encodes `{name}` values (not `{+name}`); `'none'` inserts them as they
 * are. A placeholder without a value (or with an unknown encoding) is reported as missing, so the call
 * is never made with it.
 */
export function renderTemplate(template: string, lookup: VariableLookup, encoding: 'url' | 'none'): RenderOutcome {
  let missing: string | undefined;
  const value = template.replace(PLACEHOLDER, (_all, plus: string, name: string, language: string | undefined) => {
    const v = lookup(name);
    if (v === undefined || v === '' || (language !== undefined && !isEncoding(language))) {
      missing ??= name;
      return '';
    }
    const escaped = language !== undefined && isEncoding(language) ? encodeValue(v, language) : v;
    return encoding === 'url' && plus !== '+' ? encodeURIComponent(escaped) : escaped;
  });
  return missing === undefined ? { ok: true, value } : { ok: false, missing };
}

/** A placeholder of a template and the quote character of the string literal it sits in, if any. */
export interface QuotedPlaceholder extends Placeholder {
  quote?: "'" | '"';
}

/**
 * Where each placeholder sits: inside a `'...'` or `"..."` string of the template, or outside any.
 * A backslash inside quotes escapes the next character; OData's doubled `''` closes and reopens.
 */
export function quotedPlaceholders(template: string): QuotedPlaceholder[] {
  const found = placeholdersOf(template);
  const out: QuotedPlaceholder[] = [];
  let quote: "'" | '"' | undefined;
  let next = 0;
  for (let i = 0; i < template.length; i++) {
    const p = found[next];
    if (p && p.index === i) {
      out.push(quote ? { ...p, quote } : p);
      next++;
      i += p.length - 1;
      continue;
    }
    const c = template[i];
    if (quote && c === '\\' && found[next]?.index !== i + 1) i++;
    else if (c === "'" || c === '"') {
      if (quote === undefined) quote = c;
      else if (quote === c) quote = undefined;
    }
  }
  return out;
}
