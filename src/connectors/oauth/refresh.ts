import type { Clock } from '../../../config/clock.js';
import { LIMITS } from '../../../config/limits.js';
import type { Logger } from '../../logger.js';
import { DASHBOARD_MESSAGES, VENDOR_ERRORS } from '../../messages.js';
import type { ConnectorDefinition } from '../define.js';
import type { HealthAlerts } from '../connections/health-alerts.js';
import { FAILURES, type VendorFailure } from '../runtime/failures.js';
import { settingsLookup } from '../runtime/variables.js';
import type { VendorHttpClient } from '../runtime/vendor-client.js';
import { renderTemplate } from '../templates.js';
import { oauth2Of, oauthApp, type OAuthApps } from './apps.js';
import type { RefreshLock } from './refresh-lock.js';
import { callTokenEndpoint } from './token-endpoint.js';
import type { OAuthTokenStore, StoredGrant } from './oauth-token-store.js';

/**
 * Access tokens of oauth2 connections for the vendor pool (worker side). A token is used until
 * LIMITS.oauthRefreshBeforeExpiryMs (60 s) before it expires by the injected clock; then it is
 * refreshed:
 * - one refresh at a time per connection across every worker (RefreshLock); a worker that finds the
 *   lease taken waits for it to be released and uses the tokens the holder saved;
 * - the rotated refresh token (and the new access token) are saved sealed in Postgres before the new
 *   access token is used, so a crash right after cannot lose the only valid refresh token;
 * - a refused refresh marks the connection failing and deletes the refresh token, so it is never
 *   offered again (no retry loop); the owner is owed the failing email if it was working;
 * - an outage of the token endpoint (timeout, 5xx) keeps using the current token while it is valid.
 */

export type AccessTokenOutcome = { ok: true; token: string; refreshed: boolean } | { ok: false; failure: VendorFailure };

/** What the vendor pool's read job asks before an oauth2 read (src/connectors/read-job.ts). */
export interface OAuthAccess {
  accessToken(
    def: ConnectorDefinition,
    connectionId: number,
    config: Readonly<Record<string, string>>,
    call?: { deadlineAt?: number },
  ): Promise<AccessTokenOutcome>;
  /** The service's app at the vendor as the APP_VARIABLES of templates.ts (empty when not registered). */
  appValues(def: ConnectorDefinition): Record<string, string>;
}

export interface OAuthTokensDeps {
  store: OAuthTokenStore;
  lock: RefreshLock;
  alerts: HealthAlerts;
  http: VendorHttpClient;
  apps: OAuthApps | undefined;
  clock: Clock;
  logger: Logger;
  /** How often a waiting worker looks whether the lease holder has finished. Default 25 ms. */
  pollMs?: number;
}

const noToken = (): AccessTokenOutcome => ({ ok: false, failure: FAILURES.missingValue('access_token') });
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class OAuthTokens implements OAuthAccess {
  constructor(private readonly deps: OAuthTokensDeps) {}

  /** Fresh enough to use without refreshing. */
  private fresh(grant: StoredGrant): boolean {
    return grant.expiresAt === null || this.deps.clock.now() < grant.expiresAt - LIMITS.oauthRefreshBeforeExpiryMs;
  }

  /** The token still works (inside the last 60 s), even if it should have been refreshed. */
  private stillValid(grant: StoredGrant): boolean {
    return grant.expiresAt === null || this.deps.clock.now() < grant.expiresAt;
  }

  private usable(grant: StoredGrant): AccessTokenOutcome | undefined {
    if (grant.accessToken === null) return noToken();
    if (this.fresh(grant) || grant.refreshToken === null) return { ok: true, token: grant.accessToken, refreshed: false };
    return undefined;
  }

  appValues(def: ConnectorDefinition): Record<string, string> {
    const app = oauthApp(this.deps.apps, def.key);
    if (!app) return {};
    return { app_client_id: app.client_id, ...(app.client_secret !== undefined ? { app_client_secret: app.client_secret } : {}) };
  }

  async accessToken(
    def: ConnectorDefinition,
    connectionId: number,
    config: Readonly<Record<string, string>>,
    call: { deadlineAt?: number } = {},
  ): Promise<AccessTokenOutcome> {
    const first = await this.deps.store.load(connectionId);
    if (!first.ok) return noToken();
    const ready = this.usable(first.grant);
    if (ready) return ready;
    // Wait at most one lease lifetime for another worker's refresh: counted in polls, so the bound is
    // real time whatever the injected clock does.
    const pollMs = this.deps.pollMs ?? 25;
    let pollsLeft = Math.ceil(this.deps.lock.ttlMs / pollMs);
    for (;;) {
      const owner = await this.deps.lock.acquire(connectionId);
      if (owner !== undefined) {
        try {
          return await this.refreshHolding(def, connectionId, config, call);
        } finally {
          await this.deps.lock.release(connectionId, owner);
        }
      }
      // Another worker is refreshing this connection: wait for it and use what it saved.
      await sleep(pollMs);
      pollsLeft -= 1;
      const now = await this.deps.store.load(connectionId);
      if (!now.ok) return noToken();
      const after = this.usable(now.grant);
      if (after) return after;
      if (pollsLeft <= 0 || (call.deadlineAt !== undefined && this.deps.clock.now() >= call.deadlineAt)) {
        return this.stillValid(now.grant) && now.grant.accessToken !== null
          ? { ok: true, token: now.grant.accessToken, refreshed: false }
          : { ok: false, failure: FAILURES.timeout() };
      }
    }
  }

  /** Holding the lease: re-read (a refresh may have just finished), refresh, save, then hand the token out. */
  private async refreshHolding(
    def: ConnectorDefinition,
    connectionId: number,
    config: Readonly<Record<string, string>>,
    call: { deadlineAt?: number },
  ): Promise<AccessTokenOutcome> {
    const loaded = await this.deps.store.load(connectionId);
    if (!loaded.ok) return noToken();
    const grant = loaded.grant;
    const ready = this.usable(grant);
    if (ready) return ready;
    const current: AccessTokenOutcome =
      grant.accessToken !== null && this.stillValid(grant) ? { ok: true, token: grant.accessToken, refreshed: false } : noToken();
    const auth = oauth2Of(def);
    const app = oauthApp(this.deps.apps, def.key);
    const log = { connectionId, connector: def.key };
    if (!auth || !app) {
      this.deps.logger.error(log, 'cannot refresh an OAuth token: the app is not registered (OAUTH_APPS)');
      return current.ok ? current : { ok: false, failure: { kind: 'missing_value', message: DASHBOARD_MESSAGES.appNotRegistered(def.name) } };
    }
    const tokenUrl = renderTemplate(auth.tokenUrl, settingsLookup({ config, secrets: {} }), 'url');
    if (!tokenUrl.ok) return { ok: false, failure: FAILURES.missingValue(tokenUrl.missing) };
    const res = await callTokenEndpoint(
      this.deps.http,
      { tokenUrl: tokenUrl.value, app, clientAuth: auth.clientAuth, form: { grant_type: 'refresh_token', refresh_token: grant.refreshToken ?? '' } },
      call,
    );
    if (!res.ok) {
      if (res.refused) {
        const message = VENDOR_ERRORS.refused(401);
        const previous = await this.deps.store.markRefused(connectionId, message);
        if (previous === 'working') await this.deps.alerts.markDue(connectionId);
        this.deps.logger.warn(
          { ...log, status: res.failure.status, previous },
          'OAuth refresh refused: connection marked failing; its refresh token was deleted',
        );
        return { ok: false, failure: { kind: 'refused', status: 401, message } };
      }
      this.deps.logger.warn(
        { ...log, failure: res.failure.kind, status: res.failure.status },
        'OAuth refresh failed; the current token is used while it lasts',
      );
      return current.ok ? current : { ok: false, failure: res.failure };
    }
    const now = this.deps.clock.now();
    const next: StoredGrant = {
      accessToken: res.grant.accessToken,
      refreshToken: res.grant.refreshToken ?? grant.refreshToken,
      expiresAt: res.grant.expiresInMs !== undefined ? now + res.grant.expiresInMs : null,
    };
    // Saved before it is used: the vendor may already have retired the old refresh token.
    if (!(await this.deps.store.save(connectionId, next))) return noToken();
    this.deps.logger.info({ ...log, rotated: res.grant.refreshToken !== undefined }, 'OAuth access token refreshed');
    return { ok: true, token: res.grant.accessToken, refreshed: true };
  }
}
