import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../config/clock.js';
import { LIMITS } from '../../config/limits.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { WebhookEndpoint } from '../db/entities/webhook-endpoint.js';
import type { Orm } from '../db/orm.js';
import { ADDRESS_REASONS, DASHBOARD_MESSAGES } from '../messages.js';
import { checkTargetUrl, type AddressPolicy } from '../net/address-policy.js';
import { INITIAL_ENDPOINT_STATE, isActiveValue } from './endpoint-states.js';
import { EVENT_NAMES, isEventName, type EventName } from './kinds.js';
import { CURRENT_SECRET_FORMAT, newEndpointSecret } from './signing.js';

/** The spec's webhook endpoint record (without the secret). */
export interface EndpointView {
  id: number;
  url: string;
  events: EventName[];
  description: string;
  is_active: boolean;
  consecutive_failures: number;
  last_error: string | null;
  last_delivered_at: string | null;
  created_at: string;
  /** While a secret rotation's grace period lasts: when the previous secret stops signing; otherwise null. */
  previous_secret_expires_at: string | null;
}

export interface NewEndpoint {
  url: string;
  /** Omitted, null or empty: every event. */
  events?: string[] | null | undefined;
  description?: string | undefined;
}

export type RegisterOutcome =
  | { ok: true; webhook: EndpointView & { secret: string } }
  | { ok: false; reason: 'unknown_events'; unknown: string[]; valid: readonly EventName[] }
  | { ok: false; reason: 'bad_url'; message: string };

/** Associated data binding a sealed secret to its endpoint row, so it cannot be moved to another. */
export function secretAssociatedData(endpointId: number): string {
  return `webhook-secret:${endpointId}`;
}

export function endpointView(e: WebhookEndpoint, now: Date): EndpointView {
  const previousUntil = e.previousSecretSealed && e.previousSecretExpiresAt && e.previousSecretExpiresAt > now ? e.previousSecretExpiresAt : null;
  return {
    id: e.id,
    url: e.url,
    events: e.events && e.events.length > 0 ? e.events.filter(isEventName) : [...EVENT_NAMES],
    description: e.description,
    is_active: e.isActive,
    consecutive_failures: e.consecutiveFailures,
    last_error: e.lastError,
    last_delivered_at: e.lastDeliveredAt ? e.lastDeliveredAt.toISOString() : null,
    created_at: e.createdAt.toISOString(),
    previous_secret_expires_at: previousUntil ? previousUntil.toISOString() : null,
  };
}

/**
 * A tenant's webhook endpoints. The secret (32 random bytes, standard base64 without padding: 43
 * characters; see SECRET_FORMATS for the older base64url ones) is returned
 * once, at registration (and a new one at each rotation: secret-rotation.ts); it is stored sealed
 * with the deployment's encryption key because every delivery needs it to sign. There is no reactivation: a deactivated endpoint is deleted and
 * registered again (new id, new secret). Endpoints are read fresh by the relay and by every attempt,
 * so a new one is served from its next event and a deleted or deactivated one gets nothing more.
 */
export class WebhookEndpoints {
  constructor(
    private readonly orm: Orm,
    private readonly box: SecretBox,
    private readonly clock: Clock,
    private readonly policy: AddressPolicy,
  ) {}

  async list(tenantId: number): Promise<EndpointView[]> {
    const rows = await this.orm.em.fork().find(WebhookEndpoint, { tenantId }, { orderBy: { id: 'asc' } });
    const now = new Date(this.clock.now());
    return rows.map((e) => endpointView(e, now));
  }

  async register(tenantId: number, input: NewEndpoint): Promise<RegisterOutcome> {
    const names = [...new Set(input.events ?? [])];
    const unknown = names.filter((n) => !isEventName(n));
    if (unknown.length > 0) return { ok: false, reason: 'unknown_events', unknown, valid: EVENT_NAMES };
    const url = input.url.trim();
    // http:// is accepted (spec); private, loopback and internal targets are not, outside development and
    // tests (the one address policy, src/net/address-policy.ts; the sender checks again at connect time).
    const target = checkTargetUrl(url, this.policy, { requireHttps: false });
    if (!target.ok) return { ok: false, reason: 'bad_url', message: DASHBOARD_MESSAGES.addressUnusable(target.reason) };
    if (url.length > LIMITS.webhookUrlMaxChars)
      return { ok: false, reason: 'bad_url', message: DASHBOARD_MESSAGES.addressUnusable(ADDRESS_REASONS.tooLong(LIMITS.webhookUrlMaxChars)) };
    const secret = newEndpointSecret();
    const endpoint = await this.orm.em.fork().transactional(async (tx: EntityManager) => {
      const row = tx.create(WebhookEndpoint, {
        tenantId,
        url,
        events: names.length > 0 ? names : null,
        description: input.description ?? '',
        secretSealed: 'pending',
        secretFormat: CURRENT_SECRET_FORMAT,
        deactivationEmail: null,
        isActive: isActiveValue(INITIAL_ENDPOINT_STATE),
        consecutiveFailures: 0,
        lastError: null,
        lastDeliveredAt: null,
        createdAt: new Date(this.clock.now()),
      });
      await tx.flush(); // the id binds the sealed secret
      row.secretSealed = this.box.seal(secret, secretAssociatedData(row.id));
      await tx.flush();
      return row;
    });
    return { ok: true, webhook: { ...endpointView(endpoint, new Date(this.clock.now())), secret } };
  }

  /** Deletes one of the tenant's endpoints; false when it has no such endpoint. Its delivery log stays. */
  async remove(tenantId: number, id: number): Promise<boolean> {
    const deleted = await this.orm.em.fork().nativeDelete(WebhookEndpoint, { id, tenantId });
    return deleted > 0;
  }

  async exists(tenantId: number, id: number): Promise<boolean> {
    return (await this.orm.em.fork().count(WebhookEndpoint, { id, tenantId })) > 0;
  }
}
