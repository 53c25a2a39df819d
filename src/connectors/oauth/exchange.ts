import type { Clock } from '../../../config/clock.js';
import { oauthCodeAad, oauthVerifierAad, type OAuthExchangePayload, type OAuthExchangeOutcome } from '../../../queues/oauth.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { Logger } from '../../logger.js';
import { CONNECTION_MESSAGES, DASHBOARD_MESSAGES, VENDOR_ERRORS } from '../../messages.js';
import type { ConnectorCatalogue } from '../catalogue/index.js';
import { FAILURES } from '../runtime/failures.js';
import { settingsLookup } from '../runtime/variables.js';
import type { VendorHttpClient } from '../runtime/vendor-client.js';
import { renderTemplate } from '../templates.js';
import { oauth2Of, oauthApp, type OAuthApps } from './apps.js';
import { callTokenEndpoint } from './token-endpoint.js';
import type { OAuthTokenStore } from './oauth-token-store.js';

export interface ExchangeDeps {
  catalogue: ConnectorCatalogue;
  tokens: OAuthTokenStore;
  box: SecretBox;
  http: VendorHttpClient;
  apps: OAuthApps | undefined;
  clock: Clock;
  logger: Logger;
}

/**
 * The code exchange of an OAuth sign-in (vendor pool, worker side): opens the sealed code and PKCE
 * verifier, posts the authorization_code grant to the vendor's token endpoint (the only place the
 * client secret goes), and stores the tokens sealed on the connection. The reply says only whether it
 * worked; codes and tokens are never logged or returned.
 */
export async function exchangeCode(payload: OAuthExchangePayload, deps: ExchangeDeps, call: { deadlineAt?: number } = {}): Promise<OAuthExchangeOutcome> {
  const def = deps.catalogue.get(payload.connector);
  const auth = def ? oauth2Of(def) : undefined;
  if (!def || !auth) return { ok: false, failure: { kind: 'withdrawn', message: VENDOR_ERRORS.withdrawn } };
  const app = oauthApp(deps.apps, def.key);
  if (!app) return { ok: false, failure: { kind: 'missing_value', message: DASHBOARD_MESSAGES.appNotRegistered(def.name) } };
  let code: string;
  let verifier: string | undefined;
  try {
    code = deps.box.open(payload.codeSealed, oauthCodeAad(payload.stateHash));
    verifier = payload.verifierSealed !== undefined ? deps.box.open(payload.verifierSealed, oauthVerifierAad(payload.stateHash)) : undefined;
  } catch {
    return { ok: false, failure: { kind: 'worker', message: CONNECTION_MESSAGES.secretsUnreadable } };
  }
  const tokenUrl = renderTemplate(auth.tokenUrl, settingsLookup({ config: payload.config, secrets: {} }), 'url');
  if (!tokenUrl.ok) return { ok: false, failure: FAILURES.missingValue(tokenUrl.missing) };
  const form: Record<string, string> = { grant_type: 'authorization_code', code, redirect_uri: payload.redirectUri };
  if (verifier !== undefined) form['code_verifier'] = verifier;
  const res = await callTokenEndpoint(deps.http, { tokenUrl: tokenUrl.value, app, clientAuth: auth.clientAuth, form }, call);
  const log = { tenantId: payload.tenantId, connectionId: payload.connectionId, connector: def.key };
  if (!res.ok) {
    deps.logger.warn({ ...log, failure: res.failure.kind, status: res.failure.status }, 'OAuth code exchange refused or failed');
    return { ok: false, failure: res.failure };
  }
  const expiresAt = res.grant.expiresInMs !== undefined ? deps.clock.now() + res.grant.expiresInMs : null;
  const saved = await deps.tokens.save(payload.connectionId, { accessToken: res.grant.accessToken, refreshToken: res.grant.refreshToken ?? null, expiresAt });
  if (!saved) return { ok: false, failure: { kind: 'withdrawn', message: CONNECTION_MESSAGES.disconnected } };
  deps.logger.info({ ...log, refreshToken: res.grant.refreshToken !== undefined, expiresInMs: res.grant.expiresInMs }, 'OAuth tokens stored');
  return { ok: true };
}
