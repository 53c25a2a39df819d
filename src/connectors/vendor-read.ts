import type { Clock } from '../../config/clock.js';
import type { Capability } from '../../config/contract.js';
import type { ConnectorDefinition } from './define.js';
import type { CapabilityRows } from './rows.js';
import { applyAuth } from './runtime/auth.js';
import type { ClientCredentialsTokens } from './runtime/client-credentials.js';
import { FAILURES } from './runtime/failures.js';
import { mapRecords } from './runtime/mapping.js';
import type { ForeignRowsObserver } from './runtime/ownership.js';
import { firstPage, nextPage, type PageRequest } from './runtime/pagination.js';
import { chooseRequest, finishRows, recordsOf, type ReadInput, type RecordsOutcome, type VendorReadOutcome } from './runtime/replies.js';
import { buildRequest, formFields, renderBaseUrl } from './runtime/request.js';
import { settingsLookup, variableLookup, type ConnectionValues, type ReadSubject } from './runtime/variables.js';
import type { VendorHttpClient } from './runtime/vendor-client.js';
import type { ConnectorReadPayload, ConnectorReadOutcome } from '../../queues/connector.js';
import type { Logger } from '../logger.js';
import { vendorCallOutcome, type VendorCallOutcome } from '../metrics/metrics.js';
import { CONNECTION_MESSAGES, VENDOR_ERRORS } from '../messages.js';
import type { ConnectorCatalogue } from './catalogue/index.js';
import type { ConnectionStore } from './connections/connection-store.js';
import type { OAuthAccess } from './oauth/refresh.js';

/**
 * The one way to read a vendor: one connector read as the vendor worker pool runs it. It opens the
 * connection's sealed secrets, builds the call from the definition, applies auth, follows bounded
 * pagination, maps the records to the spec's rows and applies ownership and the safety filter
 * (runtime/replies.ts), and records a failure on the connection with the spec's wording (not for
 * probes: the connection probe records its own result). Secrets, customer details and rows are never logged.
 */
export interface ConnectionContext extends ConnectionValues {
  /** Keys the client_credentials token cache. */
  connectionId: string;
  /** Development, tests and smoke runs only: replaces the definition's base URL (the address policy still applies). */
  baseUrlOverride?: string;
}

export interface ReadDeps {
  http: VendorHttpClient;
  tokens: ClientCredentialsTokens;
  clock: Clock;
  logger?: Logger;
  /** Epoch ms after which no further vendor call starts (the request-reply deadline). */
  deadlineAt?: number;
  /** Told when a read dropped rows whose owner reference is not the verified customer's (counts only). */
  onForeignRows?: ForeignRowsObserver;
}

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

export async function runConnectorRead(payload: ConnectorReadPayload, deps: ReadJobDeps, opts: { deadlineAt?: number } = {}): Promise<ConnectorReadOutcome> {
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

async function read(payload: ConnectorReadPayload, deps: ReadJobDeps, opts: { deadlineAt?: number }): Promise<ConnectorReadOutcome> {
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
    return { ok: true, rows: r.rows, dropped: r.dropped, invalid: r.invalid };
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

/** Mapped rows with their owners, before the safety filter (verification from orders/bookings reads these). */
export async function readRecords<C extends Capability>(
  def: ConnectorDefinition,
  capability: C,
  conn: ConnectionContext,
  input: ReadSubject,
  deps: ReadDeps,
): Promise<RecordsOutcome<CapabilityRows[C]>> {
  const spec = def.capabilities[capability];
  if (!spec) throw new Error(`${def.key} has no ${capability} capability`);
  const requestSpec = chooseRequest(capability, spec, input);
  if (!requestSpec) return { ok: false, failure: FAILURES.missingValue('email or phone') };
  const settings = settingsLookup(conn);
  const base = renderBaseUrl(def, settings, conn.baseUrlOverride);
  if (!base.ok) return base;
  const auth = await applyAuth(def.auth, { connectionId: conn.connectionId, settings, baseUrl: base.value, tokens: deps.tokens });
  if (!auth.ok) return auth;
  const built = buildRequest(def, requestSpec, base.value, variableLookup(conn, input, deps.clock, spec.lookbackDays, spec.lookaheadDays), auth.auth);
  if (!built.ok) return built;

  const records: unknown[] = [];
  // A form body travels through pagination as an object (page numbers set in it), then goes as fields.
  const form = built.request.form !== undefined;
  const firstBody = form ? built.request.form : built.request.json;
  let call: PageRequest | undefined = firstPage(spec.pagination, { url: new URL(built.request.url), ...(firstBody !== undefined ? { body: firstBody } : {}) });
  let pages = 0;
  while (call) {
    const url = call.url;
    for (const [name, value] of auth.auth.query) if (!url.searchParams.has(name)) url.searchParams.append(name, value);
    const body = call.body === undefined ? {} : form ? { form: formFields(call.body) } : { json: call.body };
    const res = await deps.http.request(
      { ...built.request, url: url.toString(), ...body },
      {
        ...(deps.deadlineAt !== undefined ? { deadlineAt: deps.deadlineAt } : {}),
        ...(spec.noMatch?.emptyBody ? { emptyBodyOk: true } : {}),
        ...(spec.noMatch?.errorReply ? { noMatchError: spec.noMatch.errorReply } : {}),
      },
    );
    pages++;
    if (res.ok && res.noMatch) break;
    if (!res.ok) {
      if (res.failure.kind === 'not_found' && spec.notFoundIsEmpty) break;
      if (res.failure.kind === 'refused' && auth.auth.clientCredentials) await deps.tokens.forget(auth.auth.clientCredentials);
      return res;
    }
    const page = recordsOf(spec, res.body);
    if (!page.ok) return { ok: false, failure: { ...page.failure, status: res.status } };
    records.push(...page.records);
    call = nextPage(spec.pagination, { request: call, pageIndex: pages, body: res.body, headers: res.headers, records: page.records });
  }
  const mapped = mapRecords(capability, spec, records);
  deps.logger?.debug({ connector: def.key, capability, records: records.length, invalid: mapped.invalid, pages }, 'connector read');
  return { ok: true, rows: mapped.rows, invalid: mapped.invalid, pages };
}

/** Reads a capability for the bot: readRecords, then finishRows. */
export async function readCapability<C extends Capability>(
  def: ConnectorDefinition,
  capability: C,
  conn: ConnectionContext,
  input: ReadInput,
  deps: ReadDeps,
): Promise<VendorReadOutcome<CapabilityRows[C]>> {
  const read = await readRecords(def, capability, conn, input, deps);
  if (!read.ok) return read;
  const { rows, dropped, foreign } = finishRows(def, capability, read.rows, input);
  if (foreign.otherCustomer + foreign.noReference > 0) {
    // Connector key and counts only: never ids, emails or rows.
    deps.logger?.warn({ connector: def.key, capability, ...foreign }, "vendor returned rows that are not the verified customer's");
    deps.onForeignRows?.({ connector: def.key, capability, ...foreign });
  }
  if (dropped > 0) deps.logger?.info({ connector: def.key, capability, dropped }, 'safety filter dropped rows');
  return { ok: true, rows, invalid: read.invalid, dropped, pages: read.pages };
}
