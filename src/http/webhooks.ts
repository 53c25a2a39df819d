import { Router } from 'express';
import { z } from 'zod';
import { LIMITS } from '../../config/limits.js';
import { testDeliveryResult, WEBHOOKS_TEST_JOB, WEBHOOKS_TEST_QUEUE, WEBHOOKS_TEST_RPC_MARGIN_MS } from '../../queues/webhooks.js';
import { DeliveryStore } from '../events/deliveries.js';
import { WebhookEndpoints } from '../events/endpoints.js';
import { EVENT_NAMES } from '../events/kinds.js';
import { DeliveryReplays } from '../events/replay.js';
import { DeliveryRetention } from '../events/retention.js';
import { WEBHOOK_MESSAGES } from '../messages.js';
import type { Services } from '../services.js';
import { authedTenant, platformAuth } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { errorDetail } from './error-shapes.js';
import { route, type ApiDocs } from './route.js';

const TAG = 'webhooks' as const;
const DELIVERIES_DEFAULT_LIMIT = 50;
const DELIVERIES_MAX_LIMIT = 500;

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
  last_delivered_at: timestamp.nullable(),
  created_at: timestamp,
});

const registerBody = z.object({
  url: z.string().trim().min(1).max(LIMITS.webhookUrlMaxChars),
  events: z.array(z.string()).nullish().describe('omitted, null or empty: every event'),
  description: z.string().max(LIMITS.webhookDescriptionMaxChars).optional(),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });
const deliveryParams = z.object({ delivery_id: z.uuid().describe('the X-Service-Delivery value') });
const recoverBody = z.object({
  since: z
    .union([z.iso.datetime({ offset: true }), z.iso.date()])
    .describe('ISO 8601 (a date alone is its midnight UTC): re-send every delivery to this endpoint that ended failed at or after this moment'),
});
const deliveriesQuery = z.object({ limit: z.coerce.number().int().min(1).max(DELIVERIES_MAX_LIMIT).default(DELIVERIES_DEFAULT_LIMIT) });

const listResponse = z.object({ success: z.literal(true), webhooks: z.array(endpointRecord), events: z.array(eventName) });
const registerResponse = z.object({ success: z.literal(true), webhook: endpointRecord.extend({ secret: z.string().length(43) }), note: z.string() });
const badRequest = z.object({ detail: z.string(), invalid_events: z.array(z.string()).optional(), valid_events: z.array(eventName).optional() });
const testResponse = z.object({
  success: z.boolean().describe('true when the endpoint answered 2xx'),
  webhook_id: z.number().int(),
  event: z.literal('conversation.started'),
  delivery_id: z.string().nullable(),
  status_code: z.number().int().nullable(),
  latency_ms: z.number().int().nullable(),
  error: z.string().nullable(),
  system_error: z.literal(true).optional(),
});
const attemptView = z.object({
  attempt: z.number().int(),
  at: timestamp,
  response_code: z.number().int().nullable(),
  latency_ms: z.number().int(),
  error: z.string().nullable(),
});
const deliveryView = z.object({
  id: z.string().describe('the X-Service-Delivery value'),
  event: z.string(),
  event_id: z.number().int(),
  endpoint_id: z.number().int().nullable().describe('null once the endpoint is deleted'),
  endpoint_url: z.string(),
  status: z.enum(['pending', 'retrying', 'delivered', 'failed', 'cancelled']),
  attempts: z.number().int(),
  replays: z.number().int().describe('times it was sent again on request (replay or recover)'),
  response_code: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: timestamp,
  last_attempt_at: timestamp.nullable(),
  next_attempt_at: timestamp.nullable(),
  completed_at: timestamp.nullable(),
  attempt_log: z.array(attemptView),
});
const deliveriesResponse = z.object({
  success: z.literal(true),
  count: z.number().int(),
  retention_days: z.number().int().describe('deliveries are kept this many days (WEBHOOK_RETENTION_DAYS)'),
  kept_since: timestamp.describe('the log reaches back to about this moment'),
  deliveries: z.array(deliveryView),
});
const replayResponse = z.object({
  success: z.literal(true),
  delivery_id: z.string(),
  webhook_id: z.number().int(),
  status: z.literal('pending'),
  replays: z.number().int(),
});
const recoverResponse = z.object({
  success: z.literal(true),
  webhook_id: z.number().int(),
  since: timestamp,
  queued: z.number().int().describe('failed deliveries sent again, oldest first'),
});
const refused = { description: 'the endpoint is deactivated or deleted, or the delivery is still being attempted', schema: errorDetail };
const deleteResponse = z.object({ success: z.literal(true), deleted: z.number().int() });
const notFound = { description: WEBHOOK_MESSAGES.notFound, schema: errorDetail };

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * Webhook management, /api/sandbox/webhooks: the platform key decides the account (a live key
 * manages the live account's endpoints, an sbx_ key the sandbox's).
 */
export function webhooksRouter(services: Services, docs: ApiDocs): Router {
  const router = Router();
  const before = [platformAuth(services.tenants)];
  const endpoints = new WebhookEndpoints(services.orm, services.box, services.clock, { allowPrivate: services.config.ALLOW_PRIVATE_TARGETS });
  const deliveries = new DeliveryStore(services.orm);
  const replays = new DeliveryReplays(services.orm);
  const retention = new DeliveryRetention(services.orm, services.clock, services.config.WEBHOOK_RETENTION_DAYS);

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

  route(
    router,
    docs,
    {
      method: 'get',
      path: '/api/sandbox/webhooks/deliveries',
      operationId: 'listWebhookDeliveries',
      summary: 'Recent deliveries, newest first, with every attempt',
      tag: TAG,
      security: 'platform',
      before,
      query: deliveriesQuery,
      responses: {
        200: { description: `deliveries (limit default ${DELIVERIES_DEFAULT_LIMIT}, max ${DELIVERIES_MAX_LIMIT})`, schema: deliveriesResponse },
        401: { description: 'Invalid API key' },
        422: { description: 'limit out of range' },
      },
    },
    async ({ query }, _req, res) => {
      const tenant = authedTenant(res);
      const rows = await deliveries.recent(tenant.id, query.limit);
      return {
        success: true,
        count: rows.length,
        retention_days: retention.retentionDays,
        kept_since: retention.keptSince().toISOString(),
        deliveries: rows.map(({ delivery: d, attempts }) => ({
          id: d.id,
          event: d.event,
          event_id: Number(d.eventId),
          endpoint_id: d.endpointId,
          endpoint_url: d.endpointUrl,
          status: d.status,
          attempts: d.attempts,
          replays: d.replays,
          response_code: d.responseCode,
          error: d.error,
          created_at: d.createdAt.toISOString(),
          last_attempt_at: iso(d.lastAttemptAt),
          next_attempt_at: iso(d.nextAttemptAt),
          completed_at: iso(d.completedAt),
          attempt_log: attempts.map((a) => ({
            attempt: a.attempt,
            at: a.startedAt.toISOString(),
            response_code: a.responseCode,
            latency_ms: a.latencyMs,
            error: a.error,
          })),
        })),
      };
    },
  );

  route(
    router,
    docs,
    {
      method: 'post',
      path: '/api/sandbox/webhooks/deliveries/:delivery_id/replay',
      operationId: 'replayWebhookDelivery',
      summary: 'Send one delivery again: same X-Service-Delivery, same body bytes, a new round of attempts in the log',
      tag: TAG,
      security: 'platform',
      before,
      params: deliveryParams,
      responses: {
        200: { description: 'queued; the attempt shows in the deliveries log', schema: replayResponse },
        401: { description: 'Invalid API key' },
        404: { description: WEBHOOK_MESSAGES.deliveryNotFound, schema: errorDetail },
        409: refused,
        422: { description: 'delivery_id is not a delivery id' },
      },
    },
    async ({ params }, _req, res) => {
      const tenant = authedTenant(res);
      const outcome = await replays.replay(tenant.id, params.delivery_id);
      if (!outcome.ok) {
        if (outcome.reason === 'not_found') throw new HttpError(404, { detail: WEBHOOK_MESSAGES.deliveryNotFound });
        const detail =
          outcome.reason === 'endpoint_deleted'
            ? WEBHOOK_MESSAGES.replayEndpointDeleted
            : outcome.reason === 'endpoint_inactive'
              ? WEBHOOK_MESSAGES.replayEndpointInactive
              : WEBHOOK_MESSAGES.replayInFlight;
        throw new HttpError(409, { detail });
      }
      return { success: true, delivery_id: outcome.deliveryId, webhook_id: outcome.endpointId, status: 'pending', replays: outcome.replays } as const;
    },
  );

  route(
    router,
    docs,
    {
      method: 'post',
      path: '/api/sandbox/webhooks/:id/recover',
      operationId: 'recoverWebhookDeliveries',
      summary: 'Send again every delivery to this endpoint that ended failed since a moment, oldest first',
      tag: TAG,
      security: 'platform',
      before,
      params: idParams,
      body: recoverBody,
      responses: {
        200: { description: 'how many failed deliveries were queued again', schema: recoverResponse },
        401: { description: 'Invalid API key' },
        404: notFound,
        409: refused,
        422: { description: 'since missing or not an ISO 8601 timestamp' },
      },
    },
    async ({ params, body }, _req, res) => {
      const tenant = authedTenant(res);
      const since = new Date(body.since);
      const outcome = await replays.recover(tenant.id, params.id, since);
      if (!outcome.ok) {
        if (outcome.reason === 'not_found') throw new HttpError(404, { detail: WEBHOOK_MESSAGES.notFound });
        throw new HttpError(409, { detail: WEBHOOK_MESSAGES.replayEndpointInactive });
      }
      return { success: true, webhook_id: params.id, since: since.toISOString(), queued: outcome.queued };
    },
  );

  route(
    router,
    docs,
    {
      method: 'post',
      path: '/api/sandbox/webhooks/:id/test',
      operationId: 'sendWebhookSample',
      summary: 'Send a signed conversation.started sample marked test true, now, and report the result',
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
        services.queues.get(WEBHOOKS_TEST_QUEUE),
        WEBHOOKS_TEST_JOB,
        { tenantId: tenant.id, endpointId: params.id },
        {
          timeoutMs: services.config.WEBHOOK_TIMEOUT_MS + WEBHOOKS_TEST_RPC_MARGIN_MS,
          resultSchema: testDeliveryResult,
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
      };
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
