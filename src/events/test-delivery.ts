import { randomUUID } from 'node:crypto';
import type { Clock } from '../../config/clock.js';
import type { TestDeliveryPayload, TestDeliveryResult } from '../../queues/webhooks.js';
import type { WebhookEndpoints } from './endpoints.js';
import { serializeEnvelope } from './envelope.js';
import type { WebhookSender } from './sender.js';
import { deliveryHeaders } from './signing.js';

/**
 * The sample POST /api/sandbox/webhooks/{id}/test sends: a signed conversation.started marked
 * test true, with conversation_id, channel and an identity object (match_key, display_name), plus the
 * other conversation fields so a receiver can exercise its real handler. It is not an outbox event:
 * it is sent once, synchronously (by a webhooks worker, over request-reply), is not recorded in the
 * delivery log and does not touch the endpoint's counters.
 */
export function testSampleBody(tenantId: number, now: Date): string {
  return serializeEnvelope({
    event: 'conversation.started',
    tenantId,
    createdAt: now,
    data: {
      test: true,
      conversation_id: 0,
      channel: 'test',
      customer_name: 'Test Customer',
      customer_phone: null,
      customer_email: null,
      status: 'active',
      started_at: now.toISOString(),
      identity: { match_key: 'test-customer', display_name: 'Test Customer' },
    },
  });
}

/** Worker side of the test: one signed attempt, its result reported back. */
export async function sendTestDelivery(
  deps: { endpoints: WebhookEndpoints; sender: WebhookSender; clock: Clock },
  payload: TestDeliveryPayload,
  signal?: AbortSignal,
): Promise<TestDeliveryResult> {
  const found = await deps.endpoints.withSecret(payload.tenantId, payload.endpointId);
  if (!found) return { found: false };
  const now = new Date(deps.clock.now());
  const deliveryId = randomUUID();
  const body = Buffer.from(testSampleBody(payload.tenantId, now), 'utf8');
  const headers = deliveryHeaders({
    event: 'conversation.started',
    deliveryId,
    secret: found.secret,
    secretFormat: found.secretFormat,
    body,
    timestampSeconds: Math.floor(now.getTime() / 1000),
  });
  const result = await deps.sender.send({ url: found.endpoint.url, headers, body, ...(signal ? { signal } : {}) });
  return {
    found: true,
    delivered: result.delivered,
    delivery_id: deliveryId,
    status_code: result.responseCode,
    latency_ms: result.latencyMs,
    error: result.error,
  };
}
