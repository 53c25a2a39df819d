import { Router } from 'express';
import { z } from 'zod';
import type { Tenant } from '../db/entities/tenant.js';
import type { Services } from '../services.js';
import { DESTINATION_CAPS } from '../verification/destination-caps.js';
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
  code_caps: z
    .object({
      per_10_minutes: z.number().int().describe('Codes one email address or mobile may be sent in 10 minutes (the tenant setting, else the default 5)'),
      per_24_hours: z.number().int().describe('Codes one email address or mobile may be sent in 24 hours (the tenant setting, else the default 10)'),
      set_10_minutes: z.number().int().nullable().describe('What the tenant set (null: the default)'),
      set_24_hours: z.number().int().nullable(),
    })
    .describe('Caps on codes to one destination, across every connection and conversation'),
  customer_receipts: z
    .boolean()
    .describe('Send a verified customer a receipt of what the bot read (kinds and row counts, never the data), with a "This wasn\'t me" link'),
  identity_jwks_url: z
    .string()
    .nullable()
    .describe('Where the tenant publishes the RS256/ES256 keys its server signs identity tokens with (PUT .../identity-jwks); null: none'),
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
    code_cap_10_minutes: z
      .number()
      .int()
      .min(1)
      .max(DESTINATION_CAPS.per10Minutes)
      .nullable()
      .optional()
      .describe(`Fewer codes to one destination in 10 minutes than the default ${DESTINATION_CAPS.per10Minutes}; null for the default`),
    code_cap_24_hours: z
      .number()
      .int()
      .min(1)
      .max(DESTINATION_CAPS.per24Hours)
      .nullable()
      .optional()
      .describe(`Fewer codes to one destination in 24 hours than the default ${DESTINATION_CAPS.per24Hours}; null for the default`),
    customer_receipts: z.boolean().optional().describe('Send the verified customer a receipt of what the bot read (off by default)'),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Give business_name, sms_enabled, code_cap_10_minutes, code_cap_24_hours and/or customer_receipts',
  });

async function view(services: Services, t: Tenant): Promise<z.infer<typeof tenantView>> {
  const verifier = await currentVerifier(services.orm, t.id);
  return {
    tenant_id: t.id,
    name: t.name,
    business_name: t.businessName,
    owner_email: t.ownerEmail,
    sms_enabled: t.smsEnabled,
    code_caps: {
      per_10_minutes: t.codeCap10Minutes ?? DESTINATION_CAPS.per10Minutes,
      per_24_hours: t.codeCap24Hours ?? DESTINATION_CAPS.per24Hours,
      set_10_minutes: t.codeCap10Minutes,
      set_24_hours: t.codeCap24Hours,
    },
    customer_receipts: t.customerReceipts,
    identity_jwks_url: t.identityJwksUrl,
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
      summary: 'Change the business name, whether codes go by SMS, the caps on codes to one destination, and customer receipts',
      tag: 'tenants',
      security: 'platform',
      before,
      params: tenantIdParams,
      body: settingsBody,
      responses: { 200: { description: 'the tenant', schema: tenantView }, 401: { description: 'Invalid API key' }, 422: { description: 'invalid body' } },
    },
    async ({ params, body }) => {
      const t = await services.tenants.updateSettings(params.tenantId, {
        businessName: body.business_name,
        smsEnabled: body.sms_enabled,
        codeCap10Minutes: body.code_cap_10_minutes,
        codeCap24Hours: body.code_cap_24_hours,
        customerReceipts: body.customer_receipts,
      });
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
