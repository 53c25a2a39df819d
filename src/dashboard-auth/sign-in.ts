import { randomUUID } from 'node:crypto';
import { SIGN_IN_EMAIL_JOB, signInEmailJobId, signInLinkAad } from '../../queues/dashboard-mail.js';
import type { QueueRegistry } from '../../queues/registry.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { Tenant } from '../db/entities/tenant.js';
import { hydrateRow, type Orm } from '../db/orm.js';
import type { Logger } from '../logger.js';
import type { SignIn, SignIns } from './sign-ins.js';
import type { SignInLimits } from './sign-in-limits.js';
import type { SignInLinks } from './sign-in-links.js';

/** The dashboard's path prefix; sign-in returns the owner to a page under it. */
export const DASHBOARD_PATH = '/dashboard';
/** Path of the link in the sign-in email (and of the sign-in page). */
export const SIGN_IN_PATH = `${DASHBOARD_PATH}/sign-in`;
/** Live tenants one sign-in request emails at most (one owner may run several businesses). */
const MAX_TENANTS_PER_EMAIL = 5;

/** A page of the dashboard to return to after sign-in; anything else becomes the dashboard's home. */
export function safeNext(next: string | undefined | null): string {
  if (!next) return DASHBOARD_PATH;
  // Only our own dashboard paths: no scheme, no host, no "//" or backslash tricks, no sign-in loop.
  if (!/^\/dashboard(\/[A-Za-z0-9._~\-/]*)?(\?[A-Za-z0-9._~\-=&%]*)?$/.test(next) || next.includes('//') || next.startsWith(SIGN_IN_PATH))
    return DASHBOARD_PATH;
  return next;
}

export type SignInRequestOutcome = { kind: 'accepted' } | { kind: 'limited'; retryAfterMs: number };

export interface DashboardSignInDeps {
  orm: Orm;
  box: SecretBox;
  queues: QueueRegistry;
  links: SignInLinks;
  signIns: SignIns;
  limits: SignInLimits;
  logger: Logger;
  /** PUBLIC_BASE_URL: the link in the email points here. */
  publicBaseUrl: string;
}

/**
 * The owner's way in: an email address becomes, when it is a live tenant's owner email, a single-use
 * sign-in link sent by the otp pool; opening the link starts a 12-hour session. The answer to a
 * request never says whether the address is known.
 */
export class DashboardSignIn {
  constructor(private readonly deps: DashboardSignInDeps) {}

  async request(email: string, ip: string, next?: string): Promise<SignInRequestOutcome> {
    const normalised = email.trim().toLowerCase();
    const limit = await this.deps.limits.take(normalised, ip);
    if (!limit.ok) return { kind: 'limited', retryAfterMs: limit.retryAfterMs };
    const owners = await this.ownersOf(normalised);
    for (const tenant of owners) {
      const { token } = await this.deps.links.issue({ tenantId: tenant.id, next: safeNext(next) });
      const mailId = randomUUID().replace(/-/g, '');
      const link = `${this.deps.publicBaseUrl}${SIGN_IN_PATH}?token=${token}`;
      await this.deps.queues.enqueue(
        SIGN_IN_EMAIL_JOB,
        {
          mailId,
          tenantId: tenant.id,
          to: tenant.ownerEmail,
          business: tenant.businessName,
          linkSealed: this.deps.box.seal(link, signInLinkAad(mailId)),
        },
        { jobId: signInEmailJobId(mailId) },
      );
      this.deps.logger.info({ tenantId: tenant.id, mailId }, 'dashboard sign-in link queued');
    }
    return { kind: 'accepted' };
  }

  /** A link for the demo tenant's owner, minted by `npm start` (same single-use rules). */
  async linkFor(tenantId: number): Promise<string> {
    const { token } = await this.deps.links.issue({ tenantId, next: DASHBOARD_PATH });
    return `${this.deps.publicBaseUrl}${SIGN_IN_PATH}?token=${token}`;
  }

  /** Uses a link up and starts a session; null when the link is wrong, used or expired. */
  async open(token: string): Promise<{ cookie: string; session: SignIn; next: string } | null> {
    const grant = await this.deps.links.consume(token);
    if (!grant) return null;
    const { token: cookie, session } = await this.deps.signIns.create(grant.tenantId);
    this.deps.logger.info({ tenantId: grant.tenantId }, 'dashboard session started');
    return { cookie, session, next: safeNext(grant.next) };
  }

  private async ownersOf(email: string): Promise<Tenant[]> {
    if (!email.includes('@')) return [];
    const em = this.deps.orm.em.fork();
    const rows = await em
      .getConnection()
      .execute<Record<string, unknown>[]>('select * from tenants where lower(owner_email) = ? and sandbox_of_id is null order by id limit ?', [
        email,
        MAX_TENANTS_PER_EMAIL,
      ]);
    return rows.map((r) => hydrateRow(em, Tenant, r));
  }
}
