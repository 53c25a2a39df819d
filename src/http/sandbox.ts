import { Router } from 'express';
import { z } from 'zod';
import { SANDBOX_MESSAGES } from '../messages.js';
import { SandboxService } from '../sandbox/sandbox-service.js';
import type { Services } from '../services.js';
import { authedTenant, platformAuth } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { errorDetail } from './error-shapes.js';
import { route, type ApiDocs } from './route.js';

const TAG = 'sandbox' as const;

const sandboxRecord = z.object({
  tenant_id: z.number().int(),
  live_tenant_id: z.number().int(),
  api_key: z.string().describe('The sbx_ key'),
  created_at: z.string(),
  account_connect_base_url: z.string().nullable().describe('The public demo after create or reset (code 123456)'),
  conversations: z.number().int(),
  tickets: z.number().int(),
});
const seeded = z.object({ conversations: z.number().int(), messages: z.number().int(), comments: z.number().int(), tickets: z.number().int() });
const detail = errorDetail;
const unauthorised = { description: 'Invalid API key' };
const liveKeyOnly = { description: SANDBOX_MESSAGES.liveKeyOnly, schema: detail };

/**
 * The sandbox account (spec part D, "Sandbox"): GET /api/sandbox, POST /api/sandbox (live key),
 * POST /api/sandbox/reset, DELETE /api/sandbox (live key). The webhook management under
 * /api/sandbox/webhooks is a separate router.
 */
export function sandboxRouter(services: Services, docs: ApiDocs): Router {
  const router = Router();
  const base = { tag: TAG, security: 'platform' as const, before: [platformAuth(services.tenants)] };
  const sandboxes = new SandboxService(services);
  const caller = (tenant: ReturnType<typeof authedTenant>) => ({ id: tenant.id, sandboxOf: tenant.sandboxOf });

  route(
    router,
    docs,
    {
      ...base,
      method: 'get',
      path: '/api/sandbox',
      operationId: 'getSandbox',
      summary: 'Whether a sandbox exists, and its sbx_ key (with the sbx_ key: the sandbox itself)',
      responses: {
        200: {
          description: 'the sandbox or none',
          schema: z.object({ success: z.literal(true), exists: z.boolean(), sandbox: sandboxRecord.nullable(), message: z.string().optional() }),
        },
        401: unauthorised,
      },
    },
    async (_input, _req, res) => {
      const sandbox = await sandboxes.find(caller(authedTenant(res)));
      return sandbox ? { success: true, exists: true, sandbox } : { success: true, exists: false, sandbox: null, message: SANDBOX_MESSAGES.none };
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: '/api/sandbox',
      operationId: 'createSandbox',
      summary: 'Create and seed the sandbox (live key); an existing sandbox is returned unchanged',
      responses: {
        201: {
          description: 'created and seeded',
          schema: z.object({ success: z.literal(true), created: z.literal(true), message: z.string(), sandbox: sandboxRecord, seeded }),
        },
        200: {
          description: 'it already existed',
          schema: z.object({ success: z.literal(true), created: z.literal(false), message: z.string(), sandbox: sandboxRecord, seeded: z.null() }),
        },
        401: unauthorised,
        403: liveKeyOnly,
      },
    },
    async (_input, _req, res) => {
      const outcome = await sandboxes.create(caller(authedTenant(res)));
      if (outcome.kind === 'live_key_only') throw new HttpError(403, { detail: SANDBOX_MESSAGES.liveKeyOnly });
      const created = outcome.kind === 'created';
      res.status(created ? 201 : 200);
      return {
        success: true,
        created,
        message: created ? SANDBOX_MESSAGES.created : SANDBOX_MESSAGES.exists,
        sandbox: outcome.sandbox,
        seeded: outcome.seeded,
      };
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: '/api/sandbox/reset',
      operationId: 'resetSandbox',
      summary:
        "Wipe the sandbox's conversations and tickets and seed them again; Account Connect back to the demo. Keeps the sbx_ key, webhooks and connections",
      responses: {
        200: { description: 'reset', schema: z.object({ success: z.literal(true), message: z.string(), sandbox: sandboxRecord, seeded }) },
        401: unauthorised,
        404: { description: SANDBOX_MESSAGES.none, schema: detail },
      },
    },
    async (_input, _req, res) => {
      const outcome = await sandboxes.reset(caller(authedTenant(res)));
      if (outcome.kind === 'none') throw new HttpError(404, { detail: SANDBOX_MESSAGES.none });
      return { success: true, message: SANDBOX_MESSAGES.reset, sandbox: outcome.sandbox, seeded: outcome.seeded };
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'delete',
      path: '/api/sandbox',
      operationId: 'deleteSandbox',
      summary: 'Delete the sandbox and everything in it (live key); its sbx_ key stops working at once',
      responses: {
        200: { description: 'deleted, or there was none', schema: z.object({ success: z.literal(true), deleted: z.boolean(), message: z.string() }) },
        401: unauthorised,
        403: liveKeyOnly,
      },
    },
    async (_input, _req, res) => {
      const outcome = await sandboxes.remove(caller(authedTenant(res)));
      if (outcome.kind === 'live_key_only') throw new HttpError(403, { detail: SANDBOX_MESSAGES.liveKeyOnly });
      return outcome.kind === 'deleted'
        ? { success: true, deleted: true, message: SANDBOX_MESSAGES.deleted }
        : { success: true, deleted: false, message: SANDBOX_MESSAGES.none };
    },
  );

  return router;
}
