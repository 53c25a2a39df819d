import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig } from '@asteasolutions/zod-to-openapi';
import type { Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import { errorDetail, validationFailure, wrappedRefusal } from './error-shapes.js';
import { parseOr422 } from './middleware/validate.js';

/** Which credential a route takes; shown in the OpenAPI document (signedIn: only the dashboard's sign-in cookie). */
export type Security = 'none' | 'platform' | 'signedIn' | 'connect' | 'admin' | 'demo' | 'demoBearer';

type AnyObject = z.ZodType<Record<string, unknown>>;

/** The document's tags: one per part of the API, in the order a reader meets them. */
export const API_TAGS = {
  'chatbot-api': "The bot's API on the tenant key: the toolset per conversation, its MCP server, and the verification and read calls",
  conversations: 'Conversations: open one per chat, add messages, hand over and close',
  tickets: 'Tickets the bot raises, and the team desk',
  webhooks: 'Signed webhook endpoints and their deliveries',
  sandbox: 'The sandbox tenant: its key and its reset',
  tenants: "The tenant's own settings and API key",
  'account-connect': "Account Connect: the tenant's own five endpoints, and their chain test",
  connections: 'Vendor connections from the catalogue: connect, test, choose what each one does',
  connect: "A connection's verification endpoints on its per-connection key (scc_), in the Account Connect shape",
  'account-connect-demo': 'The built-in demo of an Account Connect server and of a vendor API (DEMO_API_KEY)',
  public: 'The public connector catalogue',
  receipts: 'The customer\'s receipt: its "This wasn\'t me" page',
  dashboard: "The dashboard's sign-in and its development outbox",
  notify: "The SMS provider's delivery reports",
  admin: 'Operators: create tenants (X-Admin-Token)',
  operations: 'Liveness and readiness probes',
} as const;
export type ApiTag = keyof typeof API_TAGS;

/** One documented answer of a route; a 4xx always names its body shape (schema), JSON unless mediaType says otherwise. */
export interface DocumentedResponse {
  description: string;
  schema?: z.ZodType;
  /** Default application/json. */
  mediaType?: string;
}

export interface RouteSpec<B extends z.ZodType | undefined, Q extends AnyObject | undefined, P extends AnyObject | undefined> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Express-style path, e.g. /api/tenants/:tenantId/api-key/regenerate */
  path: string;
  /** The operation's stable name in the OpenAPI document and in generated clients: camelCase, verb first (e.g. regenerateTenantApiKey). */
  operationId: string;
  summary: string;
  tag: ApiTag;
  security: Security;
  body?: B;
  query?: Q;
  params?: P;
  /**
   * Documented responses by status. The answers every route of its kind can give are added by ApiDocs
   * (401/403 of its credential, 404 of a path with parameters, 422 of validation, 400/413/415 of a body).
   */
  responses: Record<number, DocumentedResponse>;
  /** Middleware run before validation (authentication). */
  before?: RequestHandler[];
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<B, Q, P> {
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
}

/** Answers with the body to send (or a promise of it), or undefined once it has written the reply itself. */
export type RouteHandler<B, Q, P> = (input: RouteInput<B, Q, P>, req: Request, res: Response) => unknown;

const SECURITY_SCHEMES = {
  platform: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Tenant API key (or sbx_ sandbox key)' },
  connect: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Per-connection key (scc_...)' },
  admin: { type: 'apiKey', in: 'header', name: 'X-Admin-Token', description: 'ADMIN_TOKEN of the deployment' },
  demo: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'DEMO_API_KEY of the public demo' },
  demoBearer: { type: 'http', scheme: 'bearer', description: 'DEMO_API_KEY of the public demo as a bearer token (its REST-bridge reads)' },
  dashboardSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'dash_session',
    description: 'The dashboard sign-in session (alternative to the tenant key on platform routes); state-changing requests also send X-CSRF-Token',
  },
} as const;

/** Platform routes take the tenant key or the dashboard session cookie; public ones say `security: []`. */
function securityOf(security: Security): Record<string, string[]>[] {
  if (security === 'none') return [];
  if (security === 'signedIn') return [{ dashboardSession: [] }];
  return security === 'platform' ? [{ platform: [] }, { dashboardSession: [] }] : [{ [security]: [] }];
}

type AnySpec = RouteSpec<z.ZodType | undefined, AnyObject | undefined, AnyObject | undefined>;

/** The answers a route gives because of its kind, whatever its handler does (see RouteSpec.responses). */
function standardResponses(spec: AnySpec): Record<number, DocumentedResponse> {
  const out: Record<number, DocumentedResponse> = {};
  const takesBody = spec.method !== 'get';
  if (spec.security === 'platform') {
    out[401] = { description: 'Invalid API key (no X-API-Key that opens a tenant, and no dashboard sign-in)', schema: errorDetail };
    out[403] = { description: 'A dashboard sign-in request from another origin, or a state-changing one without its X-CSRF-Token', schema: errorDetail };
  } else if (spec.security === 'connect' || spec.security === 'demo' || spec.security === 'demoBearer') {
    out[401] = { description: spec.security === 'demoBearer' ? 'Missing or wrong bearer token' : 'Missing or wrong X-API-Key', schema: wrappedRefusal };
  } else if (spec.security === 'admin') {
    out[401] = { description: 'Missing or wrong X-Admin-Token', schema: errorDetail };
  }
  if (spec.params) out[404] = { description: 'Not found', schema: errorDetail };
  if (spec.body || spec.query || spec.params || takesBody) {
    out[422] = { description: 'The request does not match the schema, or its JSON does not parse (detail names each problem)', schema: validationFailure };
  }
  if (takesBody) {
    out[400] = { description: 'The request body could not be read', schema: errorDetail };
    out[413] = { description: 'Request body too large (256 kB at most)', schema: errorDetail };
    out[415] = { description: 'Unsupported body encoding', schema: errorDetail };
  }
  return out;
}

/** The route's own responses with the standard ones added; a status both name takes either body. */
function allResponses(spec: AnySpec): Record<number, DocumentedResponse> {
  const merged: Record<number, DocumentedResponse> = { ...spec.responses };
  for (const [key, standard] of Object.entries(standardResponses(spec))) {
    const status = Number(key);
    const own = merged[status];
    if (!own) merged[status] = standard;
    else if (!own.schema) merged[status] = { ...own, schema: standard.schema };
    else if (own.schema !== standard.schema && !own.mediaType) {
      merged[status] = { description: `${own.description}; or: ${standard.description}`, schema: z.union([own.schema, standard.schema!]) };
    }
  }
  for (const [status, r] of Object.entries(merged)) {
    if (Number(status) >= 400 && Number(status) < 500 && !r.schema) throw new Error(`${spec.operationId}: the ${status} answer needs its body shape (schema)`);
  }
  return merged;
}

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' as const } } };

/** The OpenAPI 3.1 registry every router adds its routes to, from the same zod schemas it validates with. */
export class ApiDocs {
  readonly registry = new OpenAPIRegistry();
  private readonly operationIds = new Set<string>();

  constructor() {
    for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) this.registry.registerComponent('securitySchemes', name, scheme);
  }

  add(spec: AnySpec): void {
    if (!/^[a-z][A-Za-z0-9]{2,80}$/.test(spec.operationId)) throw new Error(`operationId ${JSON.stringify(spec.operationId)}: camelCase, verb first`);
    if (this.operationIds.has(spec.operationId)) throw new Error(`operationId ${spec.operationId} is used twice`);
    this.operationIds.add(spec.operationId);
    const responses: Record<string, ResponseConfig> = {};
    for (const [status, r] of Object.entries(allResponses(spec))) {
      responses[status] = {
        description: r.description,
        ...(r.schema ? { content: { [r.mediaType ?? 'application/json']: { schema: r.schema } } } : {}),
        ...(status === '429' ? { headers: RETRY_AFTER } : {}),
      };
    }
    this.registry.registerPath({
      method: spec.method,
      path: spec.path.replace(/:([A-Za-z_]+)/g, '{$1}'),
      operationId: spec.operationId,
      summary: spec.summary,
      tags: [spec.tag],
      security: securityOf(spec.security),
      request: {
        ...(spec.body ? { body: { content: { 'application/json': { schema: spec.body } }, required: true } } : {}),
        ...(spec.query ? { query: spec.query as z.ZodObject } : {}),
        ...(spec.params ? { params: spec.params as z.ZodObject } : {}),
      },
      responses,
    });
  }

  document(info: { title: string; version: string; serverUrl: string }): ReturnType<OpenApiGeneratorV31['generateDocument']> {
    return new OpenApiGeneratorV31(this.registry.definitions).generateDocument({
      openapi: '3.1.0',
      info: { title: info.title, version: info.version, description: API_DESCRIPTION },
      servers: [{ url: info.serverUrl }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    });
  }
}

const API_DESCRIPTION =
  'Verifies that the person chatting is the account holder (full name and one detail, then a six-digit code sent to contact details ' +
  "already on the account) and only then reads that customer's own orders, invoices, bookings, subscriptions and tickets, read-only. " +
  'Errors: 401 for a missing or wrong credential, 404 for what the credential cannot see, 422 with detail items for a request that does ' +
  'not match the schema, 429 with Retry-After when rate limited.';

/**
 * Declares a route once: it is documented in `docs`, authenticated by `before`, validated (422 on bad
 * input) and handled. A handler's return value is sent as JSON unless it already responded.
 */
export function route<B extends z.ZodType | undefined = undefined, Q extends AnyObject | undefined = undefined, P extends AnyObject | undefined = undefined>(
  router: Router,
  docs: ApiDocs,
  spec: RouteSpec<B, Q, P>,
  handler: RouteHandler<B, Q, P>,
): void {
  docs.add(spec);
  const run: RequestHandler = async (req, res) => {
    const input = {
      body: spec.body ? parseOr422(spec.body, req.body ?? {}, 'body') : undefined,
      query: spec.query ? parseOr422(spec.query, req.query, 'query') : undefined,
      params: spec.params ? parseOr422(spec.params, req.params, 'path') : undefined,
    } as RouteInput<B, Q, P>;
    const result = await handler(input, req, res);
    if (!res.headersSent && result !== undefined) res.json(result);
  };
  router[spec.method](spec.path, ...(spec.before ?? []), run);
}
