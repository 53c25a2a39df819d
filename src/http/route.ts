import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { parseOr422 } from './middleware/validate.js';

/** Which credential a route takes; shown in the OpenAPI document. */
export type Security = 'none' | 'platform' | 'connect' | 'admin' | 'demo';

type AnyObject = z.ZodType<Record<string, unknown>>;

export interface RouteSpec<B extends z.ZodType | undefined, Q extends AnyObject | undefined, P extends AnyObject | undefined> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Express-style path, e.g. /api/tenants/:tenantId/api-key/regenerate */
  path: string;
  summary: string;
  tag: string;
  security: Security;
  body?: B;
  query?: Q;
  params?: P;
  /** Documented responses by status. */
  responses: Record<number, { description: string; schema?: z.ZodType }>;
  /** Middleware run before validation (authentication). */
  before?: RequestHandler[];
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<B, Q, P> {
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
}

export type RouteHandler<B, Q, P> = (input: RouteInput<B, Q, P>, req: Request, res: Response) => Promise<unknown> | unknown;

const SECURITY_SCHEMES = {
  platform: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Tenant API key (or sbx_ sandbox key)' },
  connect: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Per-connection key (scc_...)' },
  admin: { type: 'apiKey', in: 'header', name: 'X-Admin-Token', description: 'ADMIN_TOKEN of the deployment' },
  demo: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'DEMO_API_KEY of the public demo' },
  dashboardSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'dash_session',
    description: 'The dashboard sign-in session (alternative to the tenant key on platform routes); state-changing requests also send X-CSRF-Token',
  },
} as const;

/** Platform routes take the tenant key or the dashboard session cookie. */
function securityOf(security: Security): Record<string, string[]>[] {
  if (security === 'none') return [];
  return security === 'platform' ? [{ platform: [] }, { dashboardSession: [] }] : [{ [security]: [] }];
}

/** The OpenAPI 3.1 registry every router adds its routes to, from the same zod schemas it validates with. */
export class ApiDocs {
  readonly registry = new OpenAPIRegistry();

  constructor() {
    for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) this.registry.registerComponent('securitySchemes', name, scheme);
  }

  add(spec: RouteSpec<z.ZodType | undefined, AnyObject | undefined, AnyObject | undefined>): void {
    const responses: Record<string, { description: string; content?: { 'application/json': { schema: z.ZodType } } }> = {};
    for (const [status, r] of Object.entries(spec.responses)) {
      responses[status] = r.schema ? { description: r.description, content: { 'application/json': { schema: r.schema } } } : { description: r.description };
    }
    this.registry.registerPath({
      method: spec.method,
      path: spec.path.replace(/:([A-Za-z_]+)/g, '{$1}'),
      summary: spec.summary,
      tags: [spec.tag],
      ...(spec.security === 'none' ? {} : { security: securityOf(spec.security) }),
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
      info: { title: info.title, version: info.version },
      servers: [{ url: info.serverUrl }],
    });
  }
}

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
  docs.add(spec as RouteSpec<z.ZodType | undefined, AnyObject | undefined, AnyObject | undefined>);
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
