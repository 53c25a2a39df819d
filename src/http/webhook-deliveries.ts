import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import { DELIVERY_STATUSES } from '../db/entities/webhook-delivery.js';
import { DeliveryLog } from '../events/delivery-log.js';
import { EVENT_NAMES } from '../events/kinds.js';
import { DeliveryReplays } from '../events/replay.js';
import { DeliveryRetention } from '../events/retention.js';
import { WEBHOOK_MESSAGES } from '../messages.js';
import type { Services } from '../services.js';
import { authedTenant } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { route, type ApiDocs } from './route.js';

const TAG = 'webhooks';
const DELIVERIES_DEFAULT_LIMIT = 50;
const DELIVERIES_MAX_LIMIT = 500;

const timestamp = z.string().describe('ISO 8601');
const idParams = z.object({ id: z.coerce.number().int().positive() });
const deliveryParams = z.object({ delivery_id: z.uuid().describe('the X-Service-Delivery value') });
const recoverBody = z.object({
  since: z
    .union([z.iso.datetime({ offset: true }), z.iso.date()])
    .describe('ISO 8601 (a date alone is its midnight UTC): re-send every delivery to this endpoint that ended failed at or after this moment'),
});
const deliveriesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(DELIVERIES_MAX_LIMIT).default(DELIVERIES_DEFAULT_LIMIT),
  status: z.enum(DELIVERY_STATUSES).optional().describe('only deliveries in this status'),
  event: z.enum(EVENT_NAMES).optional().describe('only deliveries of this event'),
});

const attemptView = z.object({
  attempt: z.number().int(),
  at: timestamp,
  response_code: z.number().int().nullable(),
  latency_ms: z.number().int().describe('time to the status line of the answer'),
  error: z.string().nullable(),
});
const attemptDetail = attemptView.extend({
  headers: z.record(z.string(), z.string()).nullable().describe('the headers this attempt was sent with (signatures included); null if not recorded'),
  response_body: z.string().nullable().describe("the first 1 KB of the receiver's answer, as text; null when no answer came"),
  response_truncated: z.boolean().describe('the answer was longer than the part kept'),
});
const deliveryFields = {
  id: z.string().describe('the X-Service-Delivery value'),
  event: z.string(),
  event_id: z.number().int(),
  endpoint_id: z.number().int().nullable().describe('null once the endpoint is deleted'),
  endpoint_url: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  test: z.boolean().describe('a sample delivery (Send test): one attempt per round, never counted by its endpoint'),
  attempts: z.number().int(),
  replays: z.number().int().describe('times it was sent again on request (replay or recover)'),
  response_code: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: timestamp,
  last_attempt_at: timestamp.nullable(),
  next_attempt_at: timestamp.nullable(),
  completed_at: timestamp.nullable(),
};
const deliveryView = z.object({ ...deliveryFields, attempt_log: z.array(attemptView) });
const deliveryDetail = z.object({
  ...deliveryFields,
  payload: z.string().describe('the exact body every attempt sent'),
  payload_bytes: z.number().int(),
  attempt_log: z.array(attemptDetail),
});
const deliveriesResponse = z.object({
  success: z.literal(true),
  count: z.number().int(),
  retention_days: z.number().int().describe('deliveries are kept this many days (WEBHOOK_RETENTION_DAYS)'),
  kept_since: timestamp.describe('the log reaches back to about this moment'),
  deliveries: z.array(deliveryView),
});
const deliveryResponse = z.object({ success: z.literal(true), delivery: deliveryDetail });
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
const detail = z.object({ detail: z.string() });
const refused = { description: 'the endpoint is deactivated or deleted, or the delivery is still being attempted', schema: detail };
const notFound = { description: WEBHOOK_MESSAGES.notFound, schema: detail };
const deliveryNotFound = { description: WEBHOOK_MESSAGES.deliveryNotFound, schema: detail };

/** The delivery log's routes of /api/sandbox/webhooks: the list (filtered), one delivery, replay and recover. */
export function webhookDeliveryRoutes(router: Router, docs: ApiDocs, services: Services, before: RequestHandler[]): void {
  const log = new DeliveryLog(services.orm);
  const replays = new DeliveryReplays(services.orm);
  const retention = new DeliveryRetention(services.orm, services.clock, services.config.WEBHOOK_RETENTION_DAYS);

  route(
    router,
    docs,
    {
      method: 'get',
      path: '/api/sandbox/webhooks/deliveries',
      operationId: 'listWebhookDeliveries',
      summary: 'Recent deliveries, newest first, with every attempt; filter by status and event',
      tag: TAG,
      security: 'platform',
      before,
      query: deliveriesQuery,
      responses: {
        200: { description: `deliveries (limit default ${DELIVERIES_DEFAULT_LIMIT}, max ${DELIVERIES_MAX_LIMIT})`, schema: deliveriesResponse },
        401: { description: 'Invalid API key' },
        422: { description: 'limit out of range, or an unknown status or event' },
      },
    },
    async ({ query }, _req, res) => {
      const tenant = authedTenant(res);
      const rows = await log.list(tenant.id, query);
      return {
        success: true,
        count: rows.length,
        retention_days: retention.retentionDays,
        kept_since: retention.keptSince().toISOString(),
        deliveries: rows,
      };
    },
  );

  route(
    router,
    docs,
    {
      method: 'get',
      path: '/api/sandbox/webhooks/deliveries/:delivery_id',
      operationId: 'getWebhookDelivery',
      summary: "One delivery: its exact payload, and per attempt the headers sent and the first 1 KB of the receiver's answer",
      tag: TAG,
      security: 'platform',
      before,
      params: deliveryParams,
      responses: {
        200: { description: 'the delivery', schema: deliveryResponse },
        401: { description: 'Invalid API key' },
        404: deliveryNotFound,
        422: { description: 'delivery_id is not a delivery id' },
      },
    },
    async ({ params }, _req, res) => {
      const tenant = authedTenant(res);
      const delivery = await log.get(tenant.id, params.delivery_id);
      if (!delivery) throw new HttpError(404, { detail: WEBHOOK_MESSAGES.deliveryNotFound });
      return { success: true, delivery };
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
        404: deliveryNotFound,
        409: refused,
        422: { description: 'delivery_id is not a delivery id' },
      },
    },
    async ({ params }, _req, res) => {
      const tenant = authedTenant(res);
      const outcome = await replays.replay(tenant.id, params.delivery_id);
      if (!outcome.ok) {
        if (outcome.reason === 'not_found') throw new HttpError(404, { detail: WEBHOOK_MESSAGES.deliveryNotFound });
        const message =
          outcome.reason === 'endpoint_deleted'
            ? WEBHOOK_MESSAGES.replayEndpointDeleted
            : outcome.reason === 'endpoint_inactive'
              ? WEBHOOK_MESSAGES.replayEndpointInactive
              : WEBHOOK_MESSAGES.replayInFlight;
        throw new HttpError(409, { detail: message });
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
      summary: 'Send again every delivery to this endpoint that ended failed since a moment, oldest first (sample deliveries excepted)',
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
}
