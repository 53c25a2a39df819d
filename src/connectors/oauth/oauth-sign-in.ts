import type { Clock } from '../../../config/clock.js';
import { oauthCodeAad, oauthVerifierAad, type OAuthExchangePayload, type OAuthExchangeOutcome } from '../../../queues/oauth.js';
import { sha256Hex } from '../../crypto/hashing.js';
import { randomToken } from '../../crypto/keys.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { Logger } from '../../logger.js';
import { DASHBOARD_MESSAGES } from '../../messages.js';
import type { AddressPolicy } from '../../net/address-policy.js';
import type { ConnectorCatalogue } from '../catalogue/index.js';
import { checkConfigFields, type SettingError } from '../connections/settings-check.js';
import type { ConnectionStore } from '../connections/connection-store.js';
import { oauth2Of, oauthApp, type OAuthApps } from './apps.js';
import { authorizeUrl, signInFields } from './authorize-url.js';
import type { ConnectionConfig, ConnectionTester } from './config-update.js';
import { codeChallengeS256, createCodeVerifier } from './pkce.js';
import type { OAuthStates } from './oauth-states.js';

/**
 * OAuth sign-in, web side (spec: Authentication 6, "Connection status (connector)").
 *
 * start: checks the connector signs in, the service's app is registered (else 409), and the config
 * fields given (those the authorize/token URLs name are required); creates a pending connection (or
 * targets an existing one, to sign in again) and a random single-use state (10 minutes, stored as a
 * SHA-256 hash) with a PKCE verifier where the vendor supports it; returns the consent-screen URL
 * asking only the definition's scopes.
 *
 * callback: a state that matches no pending sign-in is rejected. Otherwise the state is used up at
 * once, then: expired -> "expired"; error=access_denied -> "cancelled"; another error or no code ->
 * "failed"; else the code is exchanged in the vendor pool (request-reply; the worker stores the tokens
 * sealed), the connection test is run, and the result is "ok" (working) or "failing". A cancelled,
 * expired or failed sign-in deletes the pending connection it created.
 */

export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/** The spec's results, as the dashboard receives them in `connector=<result>`. */
export const SIGN_IN_RESULTS = ['ok', 'failing', 'cancelled', 'failed', 'expired'] as const;
export type SignInOutcome = (typeof SIGN_IN_RESULTS)[number];

/** Exchanges a code for tokens in the vendor pool (OAuthExchangeGateway). Never throws. */
export interface CodeExchanger {
  exchange(payload: OAuthExchangePayload): Promise<OAuthExchangeOutcome>;
}

export interface OAuthSignInDeps {
  catalogue: ConnectorCatalogue;
  store: ConnectionStore;
  states: OAuthStates;
  config: ConnectionConfig;
  box: SecretBox;
  clock: Clock;
  apps: OAuthApps | undefined;
  policy: AddressPolicy;
  logger: Logger;
  /** {PUBLIC_BASE_URL}/api/connectors/oauth/callback */
  redirectUri: string;
  exchanger: CodeExchanger;
  tester: ConnectionTester;
}

export interface StartInput {
  tenantId: number;
  connector: string;
  /** Config fields by name (query parameters of the start request). */
  config: Readonly<Record<string, string>>;
  /** Sign an existing connection in again (rotation) instead of creating one. */
  connectionId?: number;
}

export type StartOutcome =
  | { kind: 'unknown_connector' }
  | { kind: 'not_oauth'; name: string }
  | { kind: 'not_registered'; name: string }
  | { kind: 'connection_not_found' }
  | { kind: 'invalid'; errors: SettingError[] }
  | { kind: 'started'; authorizeUrl: string; connectionId: number; expiresAt: Date };

export interface CallbackInput {
  state?: string | undefined;
  code?: string | undefined;
  error?: string | undefined;
}

export type CallbackOutcome = { kind: 'rejected' } | { kind: 'done'; result: SignInOutcome; connector: string; connectionId: number | null };

export class OAuthSignIn {
  constructor(private readonly deps: OAuthSignInDeps) {}

  async start(input: StartInput): Promise<StartOutcome> {
    const { catalogue, store, box, clock } = this.deps;
    const def = catalogue.get(input.connector);
    if (!def) return { kind: 'unknown_connector' };
    const auth = oauth2Of(def);
    if (!auth) return { kind: 'not_oauth', name: def.name };
    const app = oauthApp(this.deps.apps, def.key);
    if (!app) return { kind: 'not_registered', name: def.name };
    let existing: { id: number; config: Record<string, string> } | undefined;
    if (input.connectionId !== undefined) {
      const row = await store.find(input.tenantId, input.connectionId);
      if (!row || row.connector !== def.key || row.status === 'disconnected') return { kind: 'connection_not_found' };
      existing = { id: row.id, config: row.config };
    }
    const needed = signInFields(auth);
    const checked = checkConfigFields(def, { ...existing?.config, ...input.config }, this.deps.policy, (s) => needed.has(s.name));
    if (!checked.ok) return { kind: 'invalid', errors: checked.errors };

    const state = randomToken(32);
    const stateHash = sha256Hex(state);
    const verifier = auth.pkce ? createCodeVerifier() : undefined;
    const url = authorizeUrl(auth, {
      config: checked.config,
      clientId: app.client_id,
      redirectUri: this.deps.redirectUri,
      state,
      ...(verifier !== undefined ? { codeChallenge: codeChallengeS256(verifier) } : {}),
    });
    if (!url.ok) {
      const label = def.config.find((s) => s.name === url.missing)?.label ?? url.missing;
      return { kind: 'invalid', errors: [{ field: url.missing, message: DASHBOARD_MESSAGES.enterThe(label) }] };
    }
    const connectionId = existing?.id ?? (await store.create(input.tenantId, def.key, checked.config, {})).id;
    const expiresAt = new Date(clock.now() + OAUTH_STATE_TTL_MS);
    await this.deps.states.create({
      stateHash,
      tenantId: input.tenantId,
      connectionId,
      connector: def.key,
      createsConnection: existing === undefined,
      verifierSealed: verifier !== undefined ? box.seal(verifier, oauthVerifierAad(stateHash)) : null,
      config: checked.config,
      redirectUri: this.deps.redirectUri,
      expiresAt,
    });
    this.deps.logger.info(
      { tenantId: input.tenantId, connectionId, connector: def.key, again: existing !== undefined, pkce: auth.pkce },
      'OAuth sign-in started',
    );
    return { kind: 'started', authorizeUrl: url.url, connectionId, expiresAt };
  }

  async callback(input: CallbackInput): Promise<CallbackOutcome> {
    const { states, store, clock, logger } = this.deps;
    if (!input.state) return { kind: 'rejected' };
    const stateHash = sha256Hex(input.state);
    const row = await states.consume(stateHash);
    if (!row) return { kind: 'rejected' };
    const connection = await store.find(row.tenantId, row.connectionId);
    if (!connection || connection.status === 'disconnected') return { kind: 'rejected' };
    const log = { tenantId: row.tenantId, connectionId: row.connectionId, connector: row.connector };
    const end = async (result: SignInOutcome): Promise<CallbackOutcome> => {
      const dropped = row.createsConnection && (result === 'cancelled' || result === 'expired' || result === 'failed');
      if (dropped) await states.dropPendingConnection(row.tenantId, row.connectionId);
      logger.info({ ...log, result }, 'OAuth sign-in finished');
      return { kind: 'done', result, connector: row.connector, connectionId: dropped ? null : row.connectionId };
    };
    if (clock.now() >= row.expiresAt.getTime()) return end('expired');
    if (input.error !== undefined) return end(input.error === 'access_denied' ? 'cancelled' : 'failed');
    if (!input.code) return end('failed');

    const exchanged = await this.deps.exchanger.exchange({
      tenantId: row.tenantId,
      connectionId: row.connectionId,
      connector: row.connector,
      config: row.config,
      stateHash,
      codeSealed: this.deps.box.seal(input.code, oauthCodeAad(stateHash)),
      ...(row.verifierSealed !== null ? { verifierSealed: row.verifierSealed } : {}),
      redirectUri: row.redirectUri,
    });
    if (!exchanged.ok) {
      logger.warn({ ...log, failure: exchanged.failure.kind, status: exchanged.failure.status }, 'OAuth code exchange failed');
      return end('failed');
    }
    if (!row.createsConnection) await this.deps.config.save(row.tenantId, row.connectionId, row.config);
    const tested = await this.deps.tester.test(row.tenantId, row.connectionId);
    if (tested.kind !== 'tested') return { kind: 'done', result: 'failed', connector: row.connector, connectionId: null };
    return end(tested.connection.status === 'working' ? 'ok' : 'failing');
  }
}
