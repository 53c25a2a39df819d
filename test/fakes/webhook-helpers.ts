import type { Clock } from '../../config/clock.js';
import { ticketCreated } from '../../src/events/builders.js';
import type { EventDraft } from '../../src/events/kinds.js';
import { recordEvent } from '../../src/events/outbox.js';
import type { Services } from '../../src/services.js';
import { http } from './infra.js';

let tenantNo = 0;

/** A new live tenant (and its key) so each test sees only its own endpoints and events. */
export async function newTenant(services: Services, opts: { sandboxOf?: number } = {}): Promise<{ tenantId: number; apiKey: string }> {
  tenantNo++;
  const live = opts.sandboxOf ? ((await services.tenants.get(opts.sandboxOf)) ?? undefined) : undefined;
  const { tenant, apiKey } = await services.tenants.create({ name: `Tenant ${tenantNo}`, ownerEmail: `owner${tenantNo}@example.com`, sandboxOf: live });
  return { tenantId: tenant.id, apiKey };
}

export interface Registered {
  id: number;
  secret: string;
  url: string;
}

/** Registers an endpoint through the API; fails the test on anything but 200. */
export async function registerEndpoint(baseUrl: string, apiKey: string, body: { url: string; events?: string[]; description?: string }): Promise<Registered> {
  const res = await http(baseUrl, 'POST', '/api/sandbox/webhooks', { headers: { 'X-API-Key': apiKey }, body });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.webhook.id, secret: res.body.webhook.secret, url: res.body.webhook.url };
}

/** A ticket.created event for ticket `id`, as the webhook tests raise them. */
export function sampleTicket(clock: Clock, id: number): EventDraft<'ticket.created'> {
  return ticketCreated({
    id,
    ticketNumber: `TCK-${id}`,
    subject: 'Broken router',
    description: 'It blinks red all day',
    priority: 'Medium',
    status: 'open',
    createdAt: new Date(clock.now()),
  });
}

/** Raises events the way features do: recordEvent inside a committed transaction. */
export async function raise(services: Services, clock: Clock, tenantId: number, ...drafts: EventDraft[]): Promise<string[]> {
  return services.orm.em.fork().transactional(async (tx) => {
    const rows = drafts.map((draft) => recordEvent(tx, { tenantId, draft, clock }));
    await tx.flush();
    return rows.map((r) => r?.id ?? '');
  });
}

/** GET /api/sandbox/webhooks/deliveries for a key, optionally filtered (status, event). */
export async function deliveries(baseUrl: string, apiKey: string, limit = 500, filter: Record<string, string> = {}): Promise<DeliveryView[]> {
  const query = new URLSearchParams({ limit: String(limit), ...filter });
  const res = await http(baseUrl, 'GET', `/api/sandbox/webhooks/deliveries?${query.toString()}`, { headers: { 'X-API-Key': apiKey } });
  if (res.status !== 200) throw new Error(`deliveries failed: ${res.status}`);
  return res.body.deliveries as DeliveryView[];
}

/** GET /api/sandbox/webhooks/deliveries/{id} for a key: the delivery in full (fails the test on anything but 200). */
export async function deliveryDetail(baseUrl: string, apiKey: string, id: string): Promise<DeliveryDetailView> {
  const res = await http(baseUrl, 'GET', `/api/sandbox/webhooks/deliveries/${id}`, { headers: { 'X-API-Key': apiKey } });
  if (res.status !== 200) throw new Error(`delivery failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.delivery as DeliveryDetailView;
}

/** GET /api/sandbox/webhooks, one endpoint. */
export async function endpointRecord(baseUrl: string, apiKey: string, id: number): Promise<Record<string, unknown> | undefined> {
  const res = await http(baseUrl, 'GET', '/api/sandbox/webhooks', { headers: { 'X-API-Key': apiKey } });
  return (res.body.webhooks as Record<string, unknown>[]).find((w) => w.id === id);
}

export interface DeliveryView {
  id: string;
  event: string;
  event_id: number;
  endpoint_id: number | null;
  endpoint_url: string;
  status: string;
  test: boolean;
  attempts: number;
  replays: number;
  response_code: number | null;
  error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  completed_at: string | null;
  attempt_log: { attempt: number; at: string; response_code: number | null; latency_ms: number; error: string | null }[];
}

export interface DeliveryDetailView extends Omit<DeliveryView, 'attempt_log'> {
  payload: string;
  payload_bytes: number;
  attempt_log: (DeliveryView['attempt_log'][number] & {
    headers: Record<string, string> | null;
    response_body: string | null;
    response_truncated: boolean;
  })[];
}
