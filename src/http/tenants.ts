import { Router } from 'express';
import { z } from 'zod';
import type { Services } from '../services.js';
import { currentVerifier } from '../verification/verifier-choice.js';
import { authedTenant, platformAuth, sameTenant } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { route, type ApiDocs } from './route.js';

const tenantView = z.object({
  tenant_id: z.number().int(), name: z.string(), business_name: z.string(), owner_email: z.string(), sms_enabled: z.boolean(), sandbox: z.boolean(),
  verifier: z.union([z.object({ kind: z.literal('account_connect') }), z.object({ kind: z.literal('connector'), connection_id: z.number().int(), connector: z.string() }), z.null()])
    .describe('Which source verifies customers: Account Connect, one connection, or none'),
});
const tenantIdParams = z.object({ tenantId: z.coerce.number().int().positive() });

/** Dashboard API of one tenant, on its own key. */
export function tenantsRouter(services: Services, docs: ApiDocs): Router {
  const router = Router();
  const before = [platformAuth(services.tenants), sameTenant];
  route(router, docs, {
    method: 'get', path: '/api/tenants/:tenantId', summary: 'The tenant this key belongs to', tag: 'tenants', security: 'platform', before,
    params: tenantIdParams,
    responses: { 200: { description: 'the tenant', schema: tenantView }, 401: { description: 'Invalid API key' } },
  }, async (_input, _req, res) => {
    const t = authedTenant(res);
    const verifier = await currentVerifier(services.orm, t.id);
    return { tenant_id: t.id, name: t.name, business_name: t.businessName, owner_email: t.ownerEmail, sms_enabled: t.smsEnabled, sandbox: t.sandboxOf !== null, verifier };
  });
  route(router, docs, {
    method: 'post', path: '/api/tenants/:tenantId/api-key/regenerate', summary: 'Replace the API key; the old key fails at once', tag: 'tenants', security: 'platform', before,
    params: tenantIdParams,
    responses: { 200: { description: 'the new key', schema: z.object({ success: z.literal(true), api_key: z.string() }) }, 401: { description: 'Invalid API key' } },
  }, async ({ params }) => {
    const key = await services.tenants.regenerateKey(params.tenantId);
    if (!key) throw new HttpError(404, { detail: 'Not found' });
    return { success: true, api_key: key };
  });
  return router;
}
