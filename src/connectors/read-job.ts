import type { ConnectorReadPayload, ConnectorReadResult } from '../../queues/connector.js';
import type { Logger } from '../logger.js';
import { vendorCallOutcome, type VendorCallOutcome } from '../metrics/metrics.js';
import { CONNECTION_MESSAGES, VENDOR_ERRORS } from '../messages.js';
import type { ConnectorCatalogue } from './catalogue/index.js';
import type { ConnectionStore } from './connections/connection-store.js';
import type { OAuthAccess } from './oauth/refresh.js';
import { readCapability, readRecords, type ConnectionContext, type ReadDeps } from './runtime/read.js';

/**
 * One connector read as the vendor worker pool runs it: open the connection's sealed secrets, read the
 * capability (shared runtime: auth, bounded pages, mapping, safety filter), and record a failure on the
 * connection with the spec's wording (not for probes: the connection test records its own result).
 * Secrets, customer details and rows are never logged.
 */
export interface ReadJobDeps {
  catalogue: ConnectorCatalogue;
  store: ConnectionStore;
  runtime: ReadDeps;
  logger: Logger;
  /** Development and tests only: the base URL a connector is called at instead of its definition's. */
  baseUrlOverride?: (connectorKey: string) => string | undefined;
  /** oauth2 connectors: the current access token, refreshed 60 s before it expires (src/connectors/oauth/refresh.ts). */
  oauth?: OAuthAccess;
  /** Told each read's duration and outcome, and the rows the safety filter dropped (the vendor metrics). */
  metrics?: ReadMetrics;
}

export interface ReadMetrics {
  vendorCallFinished(vendor: string, outcome: VendorCallOutcome, seconds: number): void;
  rowsDropped(vendor: string, reason: 'safety_filter' | 'owner_ref', count: number): void;
}

export async function runConnectorRead(payload: ConnectorReadPayload, deps: ReadJobDeps, opts: { deadlineAt?: number } = {}): Promise<ConnectorReadResult> {
  const started = performance.now();
  const result = await read(payload, deps, opts);
  deps.metrics?.vendorCallFinished(payload.connector, vendorCallOutcome(result.ok ? undefined : result.failure.kind), (performance.now() - started) / 1000);
  if (result.ok) deps.metrics?.rowsDropped(payload.connector, 'safety_filter', result.dropped);
  const log = {
    tenantId: payload.tenantId,
    connectionId: payload.connectionId,
    connector: payload.connector,
    capability: payload.capability,
    purpose: payload.purpose,
  };
  if (!result.ok) {
    deps.logger.warn({ ...log, failure: result.failure.kind, status: result.failure.status }, 'connector read failed');
    if (payload.purpose !== 'probe') {
      await deps.store
        .recordFailure(payload.connectionId, result.failure.message)
        .catch((err: unknown) => deps.logger.error({ ...log, err }, 'could not record a connector failure'));
    }
  } else if (result.dropped > 0) {
    deps.logger.info({ ...log, dropped: result.dropped }, 'safety filter dropped rows naming another customer');
  }
  return result;
}

async function read(payload: ConnectorReadPayload, deps: ReadJobDeps, opts: { deadlineAt?: number }): Promise<ConnectorReadResult> {
  const def = deps.catalogue.get(payload.connector);
  if (!def) return { ok: false, failure: { kind: 'withdrawn', message: VENDOR_ERRORS.withdrawn } };
  if (!def.capabilities[payload.capability]) return { ok: false, failure: { kind: 'withdrawn', message: VENDOR_ERRORS.withdrawn } };
  let secrets: Record<string, string>;
  try {
    secrets = deps.store.openSecrets(payload.connectionId, payload.secretsSealed);
  } catch {
    return { ok: false, failure: { kind: 'worker', message: CONNECTION_MESSAGES.secretsUnreadable } };
  }
  if (def.auth.type === 'oauth2' && deps.oauth) {
    const token = await deps.oauth.accessToken(def, payload.connectionId, payload.config, opts);
    if (!token.ok) return token;
    secrets = { ...secrets, ...deps.oauth.appValues(def), access_token: token.token };
  }
  const override = deps.baseUrlOverride?.(def.key);
  const conn: ConnectionContext = {
    connectionId: String(payload.connectionId),
    config: payload.config,
    secrets,
    ...(override !== undefined ? { baseUrlOverride: override } : {}),
  };
  const runtime: ReadDeps = {
    ...deps.runtime,
    ...(opts.deadlineAt !== undefined ? { deadlineAt: opts.deadlineAt } : {}),
    // Rows a vendor returned for another customer (owner reference) are counted as well as logged.
    onForeignRows: (event) => {
      deps.runtime.onForeignRows?.(event);
      deps.metrics?.rowsDropped(event.connector, 'owner_ref', event.otherCustomer + event.noReference);
    },
  };
  if (payload.purpose === 'read') {
    const input = payload.verifiedEmail !== undefined ? { ...payload.subject, verifiedEmail: payload.verifiedEmail } : payload.subject;
    const r = await readCapability(def, payload.capability, conn, input, runtime);
    if (!r.ok) return r;
    return { ok: true, rows: r.rows as Record<string, unknown>[], dropped: r.dropped, invalid: r.invalid };
  }
  const r = await readRecords(def, payload.capability, conn, payload.subject, runtime);
  if (!r.ok) return r;
  return {
    ok: true,
    rows: r.rows.map((o) => o.row as Record<string, unknown>),
    owners: r.rows.map((o) => ({
      ...(o.ownerEmail !== undefined ? { email: o.ownerEmail } : {}),
      ...(o.ownerName !== undefined ? { name: o.ownerName } : {}),
    })),
    dropped: 0,
    invalid: r.invalid,
  };
}
