import { Router } from 'express';
import { z } from 'zod';
import type { Tenant } from '../db/entities/tenant.js';
import type { Services } from '../services.js';
import { currentVerifier } from '../verification/verifier-choice.js';
import { authedTenant, platformAuth, sameTenant } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { route, type ApiDocs } from './route.js';

const tenantView = z.object({
  tenant_id: z.number().int(),
  name: z.string(),
  business_name: z.string(),
  owner_email: z.string(),
  sms_enabled: z.boolean(),
  sandbox: z.boolean(),
  verifier: z
    .union([
      z.object({ kind: z.literal('account_connect') }),
      z.object({ kind: z.literal('connector'), connection_id: z.number().int(), connector: z.string() }),
      z.null(),
    ])
    .describe('Which source verifies customers: Account Connect, one connection, or none'),
});
const tenantIdParams = z.object({ tenantId: z.coerce.number().int().positive() });
const settingsBody = z
  .object({
    business_name: z.string().trim().min(1).max(200).optional().describe('Shown in code texts: "<business name> verification code: ..."'),
    sms_enabled: z.boolean().optional().describe('Send codes by text when the record holds a mobile'),
  })
  .refine((b) => b.business_name !== undefined || b.sms_enabled !== undefined, { message: 'Give business_name and/or sms_enabled' });

async function view(services: Services, t: Tenant): Promise<z.infer<typeof tenantView>> {
  const verifier = await currentVerifier(services.orm, t.id);
  return {
    tenant_id: t.id,
    name: t.name,
    business_name: t.businessName,
    owner_email: t.ownerEmail,
    sms_enabled: t.smsEnabled,
    sandbox: t.sandboxOf !== null,
    verifier,
  };
}

/** Dashboard API of one tenant, on its own key. */
export function tenantsRouter(services: Services, docs: ApiDocs): Router {
  const router = Router();
  const before = [platformAuth(services.tenants), sameTenant];
  route(
    router,
    docs,
    {
      method: 'get',
      path: '/api/tenants/:tenantId',
      operationId: 'getTenant',
      summary: 'The tenant this key belongs to',
      tag: 'tenants',
      security: 'platform',
      before,
      params: tenantIdParams,
      responses: { 200: { description: 'the tenant', schema: tenantView }, 401: { description: 'Invalid API key' } },
    },
    async (_input, _req, res) => view(services, authedTenant(res)),
  );
  route(
    router,
    docs,
    {
      method: 'patch',
      path: '/api/tenants/:tenantId',
      operationId: 'updateTenant',
      summary: 'Change the business name and whether codes go by SMS',
      tag: 'tenants',
      security: 'platform',
      before,
      params: tenantIdParams,
      body: settingsBody,
      responses: { 200: { description: 'the tenant', schema: tenantView }, 401: { description: 'Invalid API key' }, 422: { description: 'invalid body' } },
    },
    async ({ params, body }) => {
      const t = await services.tenants.updateSettings(params.tenantId, { businessName: body.business_name, smsEnabled: body.sms_enabled });
      if (!t) throw new HttpError(404, { detail: 'Not found' });
      return view(services, t);
    },
  );
  route(
    router,
    docs,
    {
      method: 'get',
      path: '/api/tenants/:tenantId/api-key',
      operationId: 'getApiKey',
      summary: 'Show the API key (the dashboard reveals it only when the owner asks)',
      tag: 'tenants',
      security: 'platform',
      before,
      params: tenantIdParams,
      responses: { 200: { description: 'the current key', schema: z.object({ api_key: z.string() }) }, 401: { description: 'Invalid API key' } },
    },
    async ({ params }, _req, res) => {
      res.set('Cache-Control', 'no-store');
      const key = await services.tenants.revealKey(params.tenantId);
      if (!key) throw new HttpError(404, { detail: 'Not found' });
      return { api_key: key };
    },
  );
  route(
    router,
    docs,
    {
      method: 'post',
      path: '/api/tenants/:tenantId/api-key/regenerate',
      operationId: 'regenerateApiKey',
      summary: 'Replace the API key; the old key fails at once',
      tag: 'tenants',
      security: 'platform',
      before,
      params: tenantIdParams,
      responses: {
        200: { description: 'the new key', schema: z.object({ success: z.literal(true), api_key: z.string() }) },
        401: { description: 'Invalid API key' },
      },
    },
    async ({ params }, _req, res) => {
      res.set('Cache-Control', 'no-store');
      const key = await services.tenants.regenerateKey(params.tenantId);
      if (!key) throw new HttpError(404, { detail: 'Not found' });
      return { success: true, api_key: key };
    },
  );
  return router;
}
