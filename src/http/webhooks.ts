import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { LIMITS } from '../../config/limits.js';
import { sampleDeliveryOutcome, WEBHOOKS_SAMPLE_JOB, WEBHOOKS_SAMPLE_QUEUE, WEBHOOKS_SAMPLE_RPC_MARGIN_MS } from '../../queues/webhooks.js';
import { WebhookEndpoints } from '../events/endpoints.js';
import { EVENT_NAMES } from '../events/kinds.js';
import { SecretRotation } from '../events/secret-rotation.js';
import { WEBHOOK_MESSAGES } from '../messages.js';
import type { Services } from '../services.js';
import { authedTenant, platformAuth } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { route, type ApiDocs } from './route.js';
import { webhookDeliveryRoutes } from './webhook-deliveries.js';

const TAG = 'webhooks';

const eventName = z.enum(EVENT_NAMES);
const timestamp = z.string().describe('ISO 8601');
const endpointRecord = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(eventName),
  description: z.string(),
  is_active: z.boolean(),
  consecutive_failures: z.number().int(),
  last_error: z.string().nullable(),
  last_delivered_at: timestamp.nullable().describe('the last real event delivered (sample deliveries do not move it)'),
  created_at: timestamp,
  previous_secret_expires_at: timestamp.nullable().describe('after a secret rotation: when the previous secret stops signing; otherwise null'),
});

const registerBody = z.object({
  url: z.string().trim().min(1).max(LIMITS.webhookUrlMaxChars),
  events: z.array(z.string()).nullish().describe('omitted, null or empty: every event'),
  description: z.string().max(LIMITS.webhookDescriptionMaxChars).optional(),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });
const listResponse = z.object({ success: z.literal(true), webhooks: z.array(endpointRecord), events: z.array(eventName) });
const registerResponse = z.object({ success: z.literal(true), webhook: endpointRecord.extend({ secret: z.string().length(43) }), note: z.string() });
const badRequest = z.object({ detail: z.string(), invalid_events: z.array(z.string()).optional(), valid_events: z.array(eventName).optional() });
const rotateResponse = z.object({ success: z.literal(true), webhook: endpointRecord.extend({ secret: z.string().length(43) }), note: z.string() });
const testResponse = z.object({
  success: z.boolean().describe('true when the endpoint answered 2xx'),
  webhook_id: z.number().int(),
  event: z.literal('conversation.started'),
  delivery_id: z.string().nullable().describe('the sample delivery in the deliveries log (marked test)'),
  status_code: z.number().int().nullable(),
  latency_ms: z.number().int().nullable(),
  error: z.string().nullable(),
  system_error: z.literal(true).optional(),
  queued: z.literal(true).optional().describe('the endpoint was full: the sample is sent when a slot frees, and shows in the log then'),
});
const deleteResponse = z.object({ success: z.literal(true), deleted: z.number().int() });
const notFound = { description: WEBHOOK_MESSAGES.notFound, schema: z.object({ detail: z.string() }) };

/**
 * Webhook management, /api/sandbox/webhooks: the platform key decides the account (a live key
 * manages the live account's endpoints, an sbx_ key the sandbox's).
 */
export function webhooksRouter(services: Services, docs: ApiDocs): Router {
  const router = Router();
  const before = [platformAuth(services.tenants)];
  const endpoints = new WebhookEndpoints(services.orm, services.box, services.clock, { allowPrivate: services.config.ALLOW_PRIVATE_TARGETS });
  const rotation = new SecretRotation(services.orm, services.box, services.clock);

  route(
    router,
    docs,
    {
      method: 'get',
      path: '/api/sandbox/webhooks',
      operationId: 'listWebhooks',
      summary: 'List endpoints and every valid event name',
      tag: TAG,
      security: 'platform',
      before,
      responses: { 200: { description: 'endpoints (never with secrets) and event names', schema: listResponse }, 401: { description: 'Invalid API key' } },
    },
    async (_input, _req, res) => {
      const tenant = authedTenant(res);
      return { success: true, webhooks: await endpoints.list(tenant.id), events: [...EVENT_NAMES] };
    },
  );

  route(
    router,
    docs,
    {
      method: 'post',
      path: '/api/sandbox/webhooks',
      operationId: 'registerWebhook',
      summary: 'Register an endpoint; its secret is shown only in this response',
      tag: TAG,
      security: 'platform',
      before,
      body: registerBody,
      responses: {
        200: { description: 'registered', schema: registerResponse },
        400: { description: 'unknown event names (the valid ones are listed), or an address that cannot be used', schema: badRequest },
        401: { description: 'Invalid API key' },
        422: { description: 'invalid body (url over 512 characters, description over 255...)' },
      },
    },
    async ({ body }, _req, res) => {
      const tenant = authedTenant(res);
      const outcome = await endpoints.register(tenant.id, { url: body.url, events: body.events, description: body.description });
      if (!outcome.ok && outcome.reason === 'unknown_events') {
        throw new HttpError(400, {
          detail: WEBHOOK_MESSAGES.unknownEvents(outcome.unknown, outcome.valid),
          invalid_events: outcome.unknown,
          valid_events: outcome.valid,
        });
      }
      if (!outcome.ok) throw new HttpError(400, { detail: outcome.message });
      return { success: true, webhook: outcome.webhook, note: WEBHOOK_MESSAGES.secretNote };
    },
  );

  webhookDeliveryRoutes(router, docs, services, before);

  route(
    router,
    docs,
    {
      method: 'post',
      path: '/api/sandbox/webhooks/:id/test',
      operationId: 'sendWebhookSample',
      summary: 'Send a signed conversation.started sample marked test true to this endpoint only, now: logged as a test delivery, reported here',
      tag: TAG,
      security: 'platform',
      before,
      params: idParams,
      responses: {
        200: { description: 'what the endpoint answered (success is true for a 2xx)', schema: testResponse },
        401: { description: 'Invalid API key' },
        404: notFound,
      },
    },
    async ({ params }, _req, res) => {
      const tenant = authedTenant(res);
      if (!(await endpoints.exists(tenant.id, params.id))) throw new HttpError(404, { detail: WEBHOOK_MESSAGES.notFound });
      const unavailable = {
        success: false,
        webhook_id: params.id,
        event: 'conversation.started',
        delivery_id: null,
        status_code: null,
        latency_ms: null,
        error: WEBHOOK_MESSAGES.testUnavailable,
        system_error: true,
      } as const;
      if (!services.rpc) return unavailable;
      const outcome = await services.rpc.call(
        services.queues.get(WEBHOOKS_SAMPLE_QUEUE),
        WEBHOOKS_SAMPLE_JOB,
        { tenantId: tenant.id, endpointId: params.id, deliveryId: randomUUID() },
        {
          timeoutMs: services.config.WEBHOOK_TIMEOUT_MS + WEBHOOKS_SAMPLE_RPC_MARGIN_MS,
          resultSchema: sampleDeliveryOutcome,
        },
      );
      if (!outcome.ok) return unavailable;
      if (!outcome.value.found) throw new HttpError(404, { detail: WEBHOOK_MESSAGES.notFound });
      const r = outcome.value;
      return {
        success: r.delivered,
        webhook_id: params.id,
        event: 'conversation.started',
        delivery_id: r.delivery_id,
        status_code: r.status_code,
        latency_ms: r.latency_ms,
        error: r.error,
        ...(r.queued ? { queued: true as const } : {}),
      };
    },
  );

  route(
    router,
    docs,
    {
      method: 'post',
      path: '/api/sandbox/webhooks/:id/rotate-secret',
      operationId: 'rotateWebhookSecret',
      summary: 'Issue a new secret (shown only in this response); the previous one keeps signing for 24 hours beside it, then is dropped',
      tag: TAG,
      security: 'platform',
      before,
      params: idParams,
      responses: {
        200: { description: 'the record with its new secret; previous_secret_expires_at says when the previous one stops signing', schema: rotateResponse },
        401: { description: 'Invalid API key' },
        404: notFound,
        409: { description: 'the endpoint is deactivated, or its last rotation is still in its grace period', schema: z.object({ detail: z.string() }) },
      },
    },
    async ({ params }, _req, res) => {
      const tenant = authedTenant(res);
      const outcome = await rotation.rotate(tenant.id, params.id);
      if (!outcome.ok) {
        if (outcome.reason === 'not_found') throw new HttpError(404, { detail: WEBHOOK_MESSAGES.notFound });
        if (outcome.reason === 'inactive') throw new HttpError(409, { detail: WEBHOOK_MESSAGES.rotateInactive });
        throw new HttpError(409, { detail: WEBHOOK_MESSAGES.rotateInGrace(outcome.until.toISOString()) });
      }
      return { success: true, webhook: outcome.webhook, note: WEBHOOK_MESSAGES.rotatedNote(outcome.previousExpiresAt.toISOString()) };
    },
  );

  route(
    router,
    docs,
    {
      method: 'delete',
      path: '/api/sandbox/webhooks/:id',
      operationId: 'deleteWebhook',
      summary: 'Remove an endpoint (its delivery log stays)',
      tag: TAG,
      security: 'platform',
      before,
      params: idParams,
      responses: { 200: { description: 'deleted', schema: deleteResponse }, 401: { description: 'Invalid API key' }, 404: notFound },
    },
    async ({ params }, _req, res) => {
      const tenant = authedTenant(res);
      if (!(await endpoints.remove(tenant.id, params.id))) throw new HttpError(404, { detail: WEBHOOK_MESSAGES.notFound });
      return { success: true, deleted: params.id };
    },
  );

  return router;
}
