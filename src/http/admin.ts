import { Router } from 'express';
import { z } from 'zod';
import type { Services } from '../services.js';
import { adminAuth } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { route, type ApiDocs } from './route.js';

export const createTenantBody = z.object({
  name: z.string().trim().min(1).max(200),
  business_name: z.string().trim().min(1).max(200).optional(),
  owner_email: z.email().max(320),
  sms_enabled: z.boolean().optional(),
});

const createdTenant = z.object({ tenant_id: z.number().int(), api_key: z.string() });
const tenantIdParams = z.object({ tenantId: z.coerce.number().int().positive() });

/** Operator entry: create tenants and reveal a tenant's key, with X-Admin-Token. */
export function adminRouter(services: Services, docs: ApiDocs): Router {
  const router = Router();
  const before = [adminAuth(services.config.ADMIN_TOKEN)];
  route(
    router,
    docs,
    {
      method: 'post',
      path: '/api/admin/tenants',
      operationId: 'createTenant',
      summary: 'Create a tenant and its API key',
      tag: 'admin',
      security: 'admin',
      before,
      body: createTenantBody,
      responses: {
        201: { description: 'created; the key is shown once here', schema: createdTenant },
        401: { description: 'bad admin token' },
        422: { description: 'invalid body' },
      },
    },
    async ({ body }, _req, res) => {
      const { tenant, apiKey } = await services.tenants.create({
        name: body.name,
        businessName: body.business_name,
        ownerEmail: body.owner_email,
        smsEnabled: body.sms_enabled,
      });
      res.status(201);
      return { tenant_id: tenant.id, api_key: apiKey };
    },
  );
  route(
    router,
    docs,
    {
      method: 'get',
      path: '/api/admin/tenants/:tenantId/api-key',
      operationId: 'revealTenantApiKey',
      summary: "Show a tenant's current API key to its owner",
      tag: 'admin',
      security: 'admin',
      before,
      params: tenantIdParams,
      responses: { 200: { description: 'the key', schema: createdTenant }, 404: { description: 'no such tenant' } },
    },
    async ({ params }) => {
      const key = await services.tenants.revealKey(params.tenantId);
      if (!key) throw new HttpError(404, { detail: 'Not found' });
      return { tenant_id: params.tenantId, api_key: key };
    },
  );
  return router;
}
