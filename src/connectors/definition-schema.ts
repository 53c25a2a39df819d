import { z } from 'zod';
import { CONNECTOR_CATEGORIES, VERIFICATION_MODES } from './categories.js';
import { CAPABILITIES, type Capability } from '../../config/contract.js';
import { pathSchema, transformSchema } from './transform-schema.js';

/**
 * A connector is data: this zod schema is the whole contract a catalogue entry is written against
 * (examples: catalogue/ecommerce/shopify.ts, catalogue/events/eventbrite.ts, catalogue/automation/*).
 * Runtime code (src/connectors/runtime) is shared by every connector. Cross-field rules live in
 * define-checks.ts; field transforms in transform-schema.ts; placeholders in templates.ts.
 */

const FIELD_NAME = /^[a-z][a-z0-9_]{0,39}$/;
const HEADER_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

/** The closed set of test_level values (README "Catalogue fidelity"). */
export const TEST_LEVELS = ['documented', 'partly-documented', 'unconfirmed'] as const;
export type TestLevel = (typeof TEST_LEVELS)[number];

export const fieldNameSchema = z.string().regex(FIELD_NAME, 'snake_case, starting with a letter');

/** A value the tenant enters on the dashboard: a config field (stored plain) or a secret (encrypted). */
export const settingSchema = z.strictObject({
  name: fieldNameSchema,
  /** Completes "Enter the <label>" and "That <label> doesn't look right — e.g. <example>". */
  label: z.string().min(1).max(80),
  example: z.string().min(1).max(300),
  /** Regular expression the whole value must match (anchors are implied). */
  pattern: z.string().min(1).optional(),
  /**
   * text: https:// and trailing slashes are removed before checking (host names, ids);
   * url: a full address, checked with the outbound address policy (webhook URLs, API bases).
   */
  type: z.enum(['text', 'url']).default('text'),
  /** A blank optional value is allowed. Default false. */
  optional: z.boolean().default(false),
});
export type Setting = z.output<typeof settingSchema>;

const templateRecord = (key: RegExp) => z.record(z.string().regex(key), z.string());
const authHeader = { scheme: z.string().default('Bearer'), header: z.string().regex(HEADER_NAME).default('Authorization') };

/**
 * Auth strategies. Templates refer to config fields and secrets by name.
 * - header: one or more headers, e.g. `{'X-Shopify-Access-Token': '{access_token}'}` or
 *   `{Authorization: 'Token token={api_token}'}`.
 * - bearer: `<header>: <scheme> <secret>` (default `Authorization: Bearer`).
 * - basic: `Authorization: Basic base64(username:password)`; either template may be empty.
 * - query: query parameters added to every call, e.g. `{api_token: '{api_token}'}`.
 * - oauth2: sign-in at the vendor; the stored access_token is sent as `<header>: <scheme> <token>`
 *   (scheme `Zoho-oauthtoken` for Zoho, header `x-amz-access-token` with scheme '' for Amazon).
 * - client_credentials: client id + secret exchanged at tokenUrl (absolute, or relative to the base
 *   URL) for a short-lived token, cached per connection; the secret goes only to tokenUrl.
 * - none: the (secret) address is the credential, e.g. a workflow webhook URL.
 */
export const authSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('header'), headers: templateRecord(HEADER_NAME).refine((h) => Object.keys(h).length > 0, 'at least one header') }),
  z.strictObject({ type: z.literal('bearer'), secret: fieldNameSchema, ...authHeader }),
  z.strictObject({ type: z.literal('basic'), username: z.string(), password: z.string() }),
  z.strictObject({
    type: z.literal('query'),
    params: templateRecord(/^[A-Za-z0-9_.[\]-]{1,64}$/).refine((p) => Object.keys(p).length > 0, 'at least one parameter'),
  }),
  z.strictObject({
    type: z.literal('oauth2'),
    authorizeUrl: z.string().min(1),
    tokenUrl: z.string().min(1),
    scopes: z.array(z.string().min(1)).default([]),
    /** The vendor supports PKCE (RFC 7636): sign-in sends an S256 code challenge. Default false. */
    pkce: z.boolean().default(false),
    /** How the service's client id and secret (OAUTH_APPS) reach tokenUrl: form fields (default) or HTTP Basic. */
    clientAuth: z.enum(['basic', 'body']).default('body'),
    /** Extra parameters of the authorize request, e.g. Google's {access_type: 'offline', prompt: 'consent'}. */
    authorizeParams: z.record(z.string().regex(/^[a-z_]{1,40}$/), z.string().max(200)).default({}),
    ...authHeader,
  }),
  z.strictObject({
    type: z.literal('client_credentials'),
    tokenUrl: z.string().min(1),
    /** Config field or secret holding the client id. */
    clientId: fieldNameSchema,
    /** Secret holding the client secret. */
    clientSecret: fieldNameSchema,
    scopes: z.array(z.string().min(1)).default([]),
    /** How the client id and secret reach tokenUrl: HTTP Basic (default) or form fields. */
    clientAuth: z.enum(['basic', 'body']).default('basic'),
    ...authHeader,
  }),
  z.strictObject({ type: z.literal('none') }),
]);
export type AuthSpec = z.output<typeof authSchema>;

/** One HTTP call of a capability. GET, or POST only when declared read-only. */
export const requestSchema = z.strictObject({
  method: z.enum(['GET', 'POST']).default('GET'),
  /**
   * Required for POST: why the POST reads only (search endpoint, GraphQL query, workflow hook).
   * `search` also covers an RPC-style API that takes every call as a POST and whose named action
   * only reads (WHMCS `action=GetClientsDetails`).
   */
  readOnly: z.enum(['search', 'graphql', 'hook']).optional(),
  /** Appended to the base URL; `{name}` values are percent-encoded, `{+name}` inserted as is. */
  path: z.string().default(''),
  /**
   * Query parameters; a parameter whose placeholders have no value is left out. A value inside a
   * quoted string of a filter language is written with an encoding, e.g. `"email eq '{email:odata}'"`
   * (templates.ts; define-checks requires one).
   */
  query: z.record(z.string().min(1), z.string()).default({}),
  headers: templateRecord(HEADER_NAME).default({}),
  /**
   * Body of a POST; strings that are exactly one placeholder are replaced, every other string is
   * literal. Sent as JSON unless `bodyEncoding` says form.
   */
  body: z.json().optional(),
  /**
   * How the POST body is sent. `json` (the default when left out). `form`: as
   * application/x-www-form-urlencoded fields (WHMCS): the body is then a flat object of text (numbers
   * are written in decimal; booleans and nesting are refused, since a form has only text), whole
   * placeholders are replaced as in JSON bodies, and a field whose placeholder has no value is left
   * out (as query parameters are). Config fields and secrets may fill body fields, so a vendor that
   * takes its credential as form fields keeps it out of the URL (auth `none`; see Mews for JSON).
   * Page parameters with `in: 'body'` are then top-level field names.
   */
  bodyEncoding: z.enum(['json', 'form']).optional(),
});
export type RequestSpec = z.output<typeof requestSchema>;

/**
 * Where page, offset and cursor parameters go: query parameters (the default), or fields of the JSON
 * body of a read-only POST (`param` and `sizeParam` are then dotted paths such as
 * `pagination.starting_after`; page numbers, offsets and sizes are written as JSON numbers), or fields
 * of a form body (`bodyEncoding: 'form'`: top-level names such as `limitstart`, values as text).
 */
const pageParamsIn = z.enum(['query', 'body']).default('query');

/** Bounded pagination: never more than maxPages calls for one read. */
export const paginationSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('page'),
    param: z.string().min(1),
    first: z.number().int().min(0).default(1),
    sizeParam: z.string().min(1).optional(),
    size: z.number().int().min(1).max(500).optional(),
    maxPages: z.number().int().min(1).max(10),
    in: pageParamsIn,
  }),
  z.strictObject({
    type: z.literal('offset'),
    param: z.string().min(1),
    sizeParam: z.string().min(1),
    size: z.number().int().min(1).max(500),
    maxPages: z.number().int().min(1).max(10),
    in: pageParamsIn,
  }),
  z.strictObject({
    type: z.literal('cursor'),
    /** Query parameter (or, with `in: 'body'`, body field) that carries the cursor. */
    param: z.string().min(1),
    /** Where the next cursor is in the body, e.g. pagination.continuation ... */
    cursorPath: pathSchema.optional(),
    /** ... or the field of the last record to continue after (Stripe's starting_after=<last id>). */
    lastRecordPath: pathSchema.optional(),
    /** A body flag that must be true for another page, e.g. pagination.has_more_items. */
    hasMorePath: pathSchema.optional(),
    maxPages: z.number().int().min(1).max(10),
    in: pageParamsIn,
  }),
  /** RFC 8288 `Link: <...>; rel="next"`, same origin as the base URL only. */
  z.strictObject({ type: z.literal('link_header'), maxPages: z.number().int().min(1).max(10) }),
  /** A next-page URL in the body, same origin as the base URL only. */
  z.strictObject({ type: z.literal('next_url'), nextPath: pathSchema, maxPages: z.number().int().min(1).max(10) }),
]);
export type PaginationSpec = z.output<typeof paginationSchema>;

/** Vendor replies that mean "no match" for one capability (see capabilitySchema.noMatch). */
export const noMatchSchema = z
  .strictObject({
    /** The record path is absent from a JSON object reply (Square's searches answer `{}`). */
    missingRecords: z.boolean().optional(),
    /** The record path holds null (a GraphQL lookup such as Memberful's `memberByEmail: null`). */
    nullRecord: z.boolean().optional(),
    /** 204 No Content, or a 2xx reply with an empty body (Zoho's searches). */
    emptyBody: z.boolean().optional(),
    /**
     * The reply is a bare empty JSON array `[]` although the records sit inside an object otherwise
     * (PrestaShop answers `[]` for a filter that matches nothing, else `{"customers":[...]}`). Only
     * exactly `[]`; meaningless with records "$", where `[]` is already an empty list.
     */
    emptyArray: z.boolean().optional(),
    /**
     * The reply is a JSON object whose fields at these dotted paths all equal the documented values,
     * and the record path holds no list or record (absent, null, or a scalar such as ""): WHMCS answers
     * `{"result":"error","message":"Client Not Found"}` (bodyFields `{result: 'error', message: 'Client
     * Not Found'}`) and an empty list as `{"result":"success","numreturned":0,...}` without the list.
     * Values compare exactly, as text (`0` equals `"0"`). The fields are only compared, never read into
     * rows, so the never-read field names (message, notes...) are allowed here.
     */
    bodyFields: z
      .record(pathSchema, z.union([z.string(), z.number(), z.boolean()]))
      .refine((f) => Object.keys(f).length > 0, 'bodyFields needs at least one field')
      .optional(),
    /**
     * An error reply the vendor documents as "no match": this 4xx status with a JSON body whose fields
     * equal these values (Campaign Monitor answers an address that is not on the list with 400
     * `{"Code": 203, "Message": "Subscriber not in list"}`: `{status: 400, bodyFields: {Code: 203}}`).
     * Not 401/403/429 (refusals and rate limits are never "no match"); for a bare 404 use notFoundIsEmpty.
     */
    errorReply: z
      .strictObject({
        status: z
          .number()
          .int()
          .min(400)
          .max(499)
          .refine((s) => ![401, 403, 404, 429].includes(s), 'not 401, 403, 404 or 429'),
        bodyFields: z
          .record(pathSchema, z.union([z.string(), z.number(), z.boolean()]))
          .refine((f) => Object.keys(f).length > 0, 'bodyFields needs at least one field'),
      })
      .optional(),
  })
  .refine(
    (o) =>
      o.missingRecords === true ||
      o.nullRecord === true ||
      o.emptyBody === true ||
      o.emptyArray === true ||
      o.bodyFields !== undefined ||
      o.errorReply !== undefined,
    'name at least one reply that means "no match"',
  );
export type NoMatchSpec = z.output<typeof noMatchSchema>;

/** Whose record it is: used by the safety filter and by verification from orders/bookings. */
export const ownerSchema = z.strictObject({ email: transformSchema, name: transformSchema.optional() });

export const capabilitySchema = z.strictObject({
  request: requestSchema,
  /** find_customer only: the call used when the customer gave a mobile and no email. */
  byPhone: requestSchema.optional(),
  /** Path of the record list in the reply ("$" = the reply itself). Missing = a failure, never empty. */
  records: pathSchema,
  /**
   * What the path holds. false (the default): a list of records. true: one record (an object).
   * 'either': a list, or one object standing for a list of one (Lightspeed Retail R-Series answers
   * `"Customer": {...}` for one hit and `"Customer": [...]` for several); such a list may have pages.
   * Anything else at the path is a failure.
   */
  single: z.union([z.boolean(), z.literal('either')]).default(false),
  /** A 404 reply means "no such record" (lookups by id or email in the path). Default false. */
  notFoundIsEmpty: z.boolean().default(false),
  /**
   * Other replies the vendor documents as "no match", read as an empty result. Without this (the
   * default) each of them is a failure, never an empty list. A reply carrying a non-empty top-level
   * `errors` list (GraphQL, Square) is always a failure.
   */
  noMatch: noMatchSchema.optional(),
  pagination: paginationSchema.optional(),
  /** Days before today that {from_date} stands for. Default 365. */
  lookbackDays: z.number().int().min(1).max(730).default(365),
  /** Days after today that {to_date} stands for. Default 365. */
  lookaheadDays: z.number().int().min(1).max(730).default(365),
  owner: ownerSchema.optional(),
  /**
   * Which field of a vendor record carries the vendor's customer reference, where the vendor returns
   * one (Stripe's invoice `customer`, Shopify's order `customer.id`): a path, `{lastSegment: path}` for
   * a link or reference to the customer (`.../patients/123`, FHIR `Patient/123`), or a firstOf of those.
   * On a read for a verified customer the runtime keeps only rows whose reference equals the verified
   * record's id (find_customer's `id`); a row naming another reference, or none, is dropped and
   * counted (runtime/ownership.ts). Lists, order lookups and balances of connectors that search
   * customers only.
   */
  ownerRef: transformSchema.optional(),
  /**
   * Row field -> transform (transform-schema.ts: paths, firstOf, enum, money, dates as ISO text or unix
   * time, or in a named form such as `{date: 'date_created', format: 'rfc2822' | 'day_first'}`).
   * Fields and required fields are those of the capability's row (rows.ts).
   */
  map: z.record(fieldNameSchema, transformSchema),
});
export type CapabilitySpec = z.output<typeof capabilitySchema>;
/** What a definition file writes for one capability (defaults may be left out). */
export type CapabilityInput = z.input<typeof capabilitySchema>;

const capabilitiesShape = Object.fromEntries(CAPABILITIES.map((c) => [c, capabilitySchema.optional()])) as {
  [C in Capability]: z.ZodOptional<typeof capabilitySchema>;
};

/** The definition's fields; `connectorSchema` (define.ts) adds the cross-field rules of define-checks.ts. */
export const connectorObjectSchema = z.strictObject({
  /** Stable id: catalogue key, vendor queue name, fixture folder. */
  key: z.string().regex(/^[a-z][a-z0-9_]{1,63}$/),
  name: z.string().min(1).max(80),
  category: z.enum(CONNECTOR_CATEGORIES),
  auth: authSchema,
  config: z.array(settingSchema).default([]),
  secrets: z.array(settingSchema).default([]),
  /** Base URL template, e.g. https://{shop}.myshopify.com/admin/api/2024-10 or {+webhook_url}. */
  baseUrl: z.string().min(1),
  /**
   * What `concurrency` bounds: 'vendor' (default), every connection's calls together (one host such as
   * api.stripe.com serves them all); 'connection', each connection's calls on their own, for a vendor
   * whose host is the tenant's own (a self-hosted store, a per-account host, a workflow hook), so one
   * tenant's slow host holds up only its own calls.
   */
  bound: z.enum(['vendor', 'connection']).default('vendor'),
  /** Headers sent on every call (API versions, account ids), templates of config fields/secrets. */
  headers: templateRecord(HEADER_NAME).default({}),
  verification: z.enum(VERIFICATION_MODES),
  capabilities: z.strictObject(capabilitiesShape),
  /** Calls in flight to this vendor (to each connection, with bound 'connection') across all workers; default VENDOR_CONCURRENCY_DEFAULT. */
  concurrency: z.number().int().min(1).max(100).optional(),
  docs: z.url({ protocol: /^https$/ }),
  setup: z.string().min(1),
  /**
   * How far the definition is confirmed (README "Catalogue fidelity"): `documented` — the request and
   * every mapped field were checked against an official example (documentation page, OpenAPI document
   * or SDK fixture) named in test_detail; `partly-documented` — test_detail lists what is not confirmed;
   * `unconfirmed` — written from conventions or memory, no official example found.
   */
  test_level: z.enum(TEST_LEVELS),
  /** What was checked, against which official source (URL or repository + path + version), and what was not. */
  test_detail: z.string().min(20),
  note: z.string().min(1).nullable().default(null),
});

export type ConnectorShape = z.output<typeof connectorObjectSchema>;
