import type { Clock } from '../../config/clock.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { WebhookEndpoint } from '../db/entities/webhook-endpoint.js';
import type { Orm } from '../db/orm.js';
import { endpointView, secretAssociatedData, type EndpointView } from './endpoints.js';
import { CURRENT_SECRET_FORMAT, newEndpointSecret } from './signing.js';

/** How long the previous secret keeps signing after a rotation: 24 hours, as Svix keeps it. */
export const SECRET_GRACE_MS = 24 * 60 * 60_000;

export type RotateOutcome =
  | { ok: true; webhook: EndpointView & { secret: string }; previousExpiresAt: Date }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'inactive' }
  /** The last rotation's grace period is still running (one previous secret at a time). */
  | { ok: false; reason: 'in_grace'; until: Date };

/**
 * Secret rotation of a webhook endpoint. A rotation issues a new secret (shown once, in the answer;
 * the current keying, format 2) and keeps the one it replaces as the previous secret for
 * SECRET_GRACE_MS: until then every delivery is signed with both (signing.ts, signatureHeaders),
 * after that the signer ignores it by its clock, and the hourly `webhooks.prune` job clears it
 * (dropExpired), so the sealed secret does not outlive its use. One previous secret at a time: a second
 * rotation during the grace period is refused, so the secret a receiver still holds is never dropped
 * early. Rotating is also how an endpoint of the older keying (secret format 1) moves to the current one.
 */
export class SecretRotation {
  constructor(
    private readonly orm: Orm,
    private readonly box: SecretBox,
    private readonly clock: Clock,
  ) {}

  async rotate(tenantId: number, endpointId: number): Promise<RotateOutcome> {
    const now = new Date(this.clock.now());
    const until = new Date(now.getTime() + SECRET_GRACE_MS);
    const secret = newEndpointSecret();
    const sealed = this.box.seal(secret, secretAssociatedData(endpointId));
    const em = this.orm.em.fork();
    // One guarded statement: the current secret becomes the previous one (the right-hand sides read the row as it was).
    const rotated = await em.getConnection().execute<{ id: number }[]>(
      `update webhook_endpoints
          set previous_secret_sealed = secret_sealed, previous_secret_format = secret_format, previous_secret_expires_at = ?,
              secret_sealed = ?, secret_format = ?
        where id = ? and tenant_id = ? and is_active and (previous_secret_expires_at is null or previous_secret_expires_at <= ?)
        returning id`,
      [until, sealed, CURRENT_SECRET_FORMAT, endpointId, tenantId, now],
    );
    if (rotated.length === 0) {
      const rows = await em
        .getConnection()
        .execute<{ is_active: boolean; previous_secret_expires_at: Date | string | null }[]>(
          'select is_active, previous_secret_expires_at from webhook_endpoints where id = ? and tenant_id = ?',
          [endpointId, tenantId],
        );
      const row = rows[0];
      if (!row) return { ok: false, reason: 'not_found' };
      if (!row.is_active) return { ok: false, reason: 'inactive' };
      return { ok: false, reason: 'in_grace', until: new Date(row.previous_secret_expires_at ?? until) };
    }
    const endpoint = await em.findOneOrFail(WebhookEndpoint, { id: endpointId, tenantId });
    return { ok: true, webhook: { ...endpointView(endpoint, now), secret }, previousExpiresAt: until };
  }

  /** Clears previous secrets whose grace period has ended; returns how many. */
  async dropExpired(): Promise<number> {
    const rows = await this.orm.em.fork().execute<{ n: number }[]>(
      `with dropped as (
         update webhook_endpoints set previous_secret_sealed = null, previous_secret_format = null, previous_secret_expires_at = null
          where previous_secret_expires_at <= ? returning 1
       )
       select count(*)::int as n from dropped`,
      [new Date(this.clock.now())],
    );
    return rows[0]?.n ?? 0;
  }
}
