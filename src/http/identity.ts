import { Router } from 'express';
import { z } from 'zod';
import { checkJwksUrl, forgetJwks, IdentityJwksStore, JWKS_URL_MAX_CHARS } from '../identity/identity-jwks.js';
import { IdentitySecrets } from '../identity/identity-secrets.js';
import type { Services } from '../services.js';
import { platformAuth, sameTenant } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { errorDetail, settingsRefusal } from './error-shapes.js';
import { route, type ApiDocs } from './route.js';

const tenantIdParams = z.object({ tenantId: z.coerce.number().int().positive() });
const keyParams = tenantIdParams.extend({ keyId: z.string().min(1).max(40).describe('A key_id from POST .../identity-secrets') });
const secretRow = z.object({
  key_id: z.string(),
  alg: z.literal('HS256'),
  created_at: z.string().describe('ISO 8601'),
  last_used_at: z.string().nullable().describe('When a token signed with it was last accepted (to the minute); null: never'),
});
const unauthorised = { description: 'Invalid API key' };
const jwksBody = z.object({
  jwks_url: z
    .string()
    .trim()
    .min(1)
    .max(JWKS_URL_MAX_CHARS)
    .describe("The HTTPS address of the tenant's JWKS (RFC 7517): RS256 (RSA) and ES256 (EC P-256) keys, each with a kid"),
});

/**
 * A tenant's identity secrets (issue 28), on the tenant key or the dashboard session: create one (the
 * secret is shown in this answer only), list them, retire one at once. Its server signs identity
 * tokens (HS256 JWTs, header kid = key_id) with one; several may be live for rotation. Or it
 * publishes RS256/ES256 keys at a JWKS address it saves here (checked by the address policy).
 */
export function identityRouter(services: Services, docs: ApiDocs): Router {
  const router = Router();
  const secrets = new IdentitySecrets(services.orm, services.box, services.clock);
  const jwks = new IdentityJwksStore(services.orm, services.configEpochs);
  const base = { tag: 'tenants' as const, security: 'platform' as const, before: [platformAuth(services.tenants), sameTenant] };

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: '/api/tenants/:tenantId/identity-secrets',
      operationId: 'createIdentitySecret',
      params: tenantIdParams,
      summary:
        "A new HS256 secret (32 random bytes, base64url) for signing identity tokens: shown in this answer only; sign with its UTF-8 text and put key_id in the token's kid",
      responses: {
        201: { description: 'the new secret', schema: z.object({ success: z.literal(true), key_id: z.string(), secret: z.string(), alg: z.literal('HS256') }) },
        401: unauthorised,
      },
    },
    async ({ params }, _req, res) => {
      const created = await secrets.create(params.tenantId);
      res.status(201).set('Cache-Control', 'no-store');
      return { success: true as const, key_id: created.keyId, secret: created.secret, alg: 'HS256' as const };
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'get',
      path: '/api/tenants/:tenantId/identity-secrets',
      operationId: 'listIdentitySecrets',
      params: tenantIdParams,
      summary: "The tenant's live identity secrets (key ids, never the secrets), newest first",
      responses: { 200: { description: 'the secrets', schema: z.object({ success: z.literal(true), secrets: z.array(secretRow) }) }, 401: unauthorised },
    },
    async ({ params }) => ({
      success: true as const,
      secrets: (await secrets.list(params.tenantId)).map((s) => ({
        key_id: s.keyId,
        alg: s.alg,
        created_at: s.createdAt.toISOString(),
        last_used_at: s.lastUsedAt?.toISOString() ?? null,
      })),
    }),
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'delete',
      path: '/api/tenants/:tenantId/identity-secrets/:keyId',
      operationId: 'retireIdentitySecret',
      params: keyParams,
      summary: 'Retire a secret at once: tokens signed with it are refused from now on',
      responses: {
        200: { description: 'retired', schema: z.object({ success: z.literal(true) }) },
        401: unauthorised,
        404: { description: 'no such key', schema: errorDetail },
      },
    },
    async ({ params }) => {
      if (!(await secrets.retire(params.tenantId, params.keyId))) throw new HttpError(404, { detail: 'No such identity secret' });
      return { success: true as const };
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'put',
      path: '/api/tenants/:tenantId/identity-jwks',
      operationId: 'setIdentityJwks',
      params: tenantIdParams,
      body: jwksBody,
      summary:
        "Save the HTTPS address of the tenant's JWKS (its RS256/ES256 keys, fetched by a worker, cached by Cache-Control): a token whose kid is no identity secret is checked with that kid's JWKS key",
      responses: {
        200: { description: 'saved', schema: z.object({ success: z.literal(true), jwks_url: z.string() }) },
        400: { description: "That address can't be used: ...", schema: settingsRefusal },
        401: unauthorised,
        422: { description: 'invalid body' },
      },
    },
    async ({ params, body }) => {
      const checked = checkJwksUrl(body.jwks_url, { allowPrivate: services.config.ALLOW_PRIVATE_TARGETS });
      if (!checked.ok) throw new HttpError(400, { success: false, message: checked.message });
      if (!(await jwks.set(params.tenantId, checked.url))) throw new HttpError(404, { detail: 'Not found' });
      await forgetJwks(services.redis, services.config.REDIS_PREFIX, params.tenantId);
      return { success: true as const, jwks_url: checked.url };
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'delete',
      path: '/api/tenants/:tenantId/identity-jwks',
      operationId: 'clearIdentityJwks',
      params: tenantIdParams,
      summary: 'Stop using the JWKS: tokens signed with its keys are refused from now on',
      responses: { 200: { description: 'cleared', schema: z.object({ success: z.literal(true) }) }, 401: unauthorised },
    },
    async ({ params }) => {
      if (!(await jwks.set(params.tenantId, null))) throw new HttpError(404, { detail: 'Not found' });
      await forgetJwks(services.redis, services.config.REDIS_PREFIX, params.tenantId);
      return { success: true as const };
    },
  );

  return router;
}
