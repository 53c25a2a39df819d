import type { Clock } from '../../../config/clock.js';
import type { Logger } from '../../logger.js';
import type { Capability } from '../../../config/contract.js';
import { LIST_CAPABILITIES } from '../define-checks.js';
import type { ConnectorDefinition } from '../define.js';
import type { CapabilitySpec, RequestSpec } from '../definition-schema.js';
import type { CapabilityRows } from '../rows.js';
import { applyAuth } from './auth.js';
import type { ClientCredentialsTokens } from './client-credentials.js';
import { FAILURES, type VendorFailure } from './failures.js';
import { mapRecords, type OwnedRow } from './mapping.js';
import { ownershipFilter, type ForeignRowsObserver, type OwnershipCounts } from './ownership.js';
import { firstPage, nextPage, type PageRequest } from './pagination.js';
import { fieldsEqual, isRecord, valueAt } from '../paths.js';
import { buildRequest, formFields, renderBaseUrl } from './request.js';
import { safetyFilter } from './safety-filter.js';
import { settingsLookup, variableLookup, type ConnectionValues, type ReadSubject } from './variables.js';
import type { VendorHttpClient } from './vendor-client.js';

/**
 * Reads one capability of a connection: builds the call from the definition, applies auth, follows
 * bounded pagination, takes the record list at the capability's path (missing = a failure, never an
 * empty list), maps records to the spec's rows, and applies the safety filter.
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

export interface ReadInput extends ReadSubject {
  /**
   * The verified customer's email, for reads made on a customer's behalf: rows naming another
   * customer's email are dropped. Leave undefined for customer searches and connection probes.
   */
  verifiedEmail?: string;
}

export type RecordsOutcome<R> = { ok: true; rows: OwnedRow<R>[]; invalid: number; pages: number } | { ok: false; failure: VendorFailure };
export type VendorReadOutcome<R> = { ok: true; rows: R[]; invalid: number; dropped: number; pages: number } | { ok: false; failure: VendorFailure };

function chooseRequest(capability: Capability, spec: CapabilitySpec, input: ReadSubject): RequestSpec | undefined {
  if (capability !== 'find_customer') return spec.request;
  if (input.customer?.email?.trim()) return spec.request;
  if (input.customer?.phone?.trim()) return spec.byPhone ?? spec.request;
  return undefined;
}

/** A reply reporting errors (GraphQL's and Square's top-level `errors` list) is never "no match". */
function reportsErrors(body: unknown): boolean {
  if (!isRecord(body)) return false;
  const errors = body['errors'];
  return Array.isArray(errors) ? errors.length > 0 : errors !== undefined && errors !== null;
}

/** `noMatch.bodyFields`: an object reply, without reported errors, whose listed fields all equal their values. */
function bodyFieldsMatch(fields: Record<string, string | number | boolean> | undefined, body: unknown): boolean {
  return fields !== undefined && !reportsErrors(body) && fieldsEqual(fields, body);
}

/**
 * Takes the records of one page, or says why the reply is not what the connector reads. `body` is
 * undefined for an empty reply (204 or an empty 2xx body). The replies a capability's `noMatch` names
 * are an empty page; everything else without the record list is a failure.
 */
function recordsOf(spec: CapabilitySpec, body: unknown): { ok: true; records: unknown[] } | { ok: false; failure: VendorFailure } {
  if (body === undefined) return spec.noMatch?.emptyBody ? { ok: true, records: [] } : { ok: false, failure: FAILURES.badReply('an empty reply') };
  if (spec.noMatch?.emptyArray && spec.records !== '$' && Array.isArray(body) && body.length === 0) return { ok: true, records: [] };
  const value = valueAt(body, spec.records);
  if (value === undefined && spec.noMatch?.missingRecords && isRecord(body) && !reportsErrors(body)) return { ok: true, records: [] };
  if (value === null && spec.noMatch?.nullRecord && !reportsErrors(body)) return { ok: true, records: [] };
  const holdsRecords = Array.isArray(value) || isRecord(value);
  if (!holdsRecords && bodyFieldsMatch(spec.noMatch?.bodyFields, body)) return { ok: true, records: [] };
  if (spec.single === true) {
    if (isRecord(value)) return { ok: true, records: [value] };
    return { ok: false, failure: FAILURES.badReply(`no record at "${spec.records}"`) };
  }
  if (Array.isArray(value)) return { ok: true, records: value };
  if (spec.single === 'either') {
    if (isRecord(value)) return { ok: true, records: [value] };
    return { ok: false, failure: FAILURES.badReply(`no list or record at "${spec.records}"`) };
  }
  return { ok: false, failure: FAILURES.badReply(`no list at "${spec.records}"`) };
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

/**
 * The rows the bot sees from mapped rows. On a read for a verified customer (`verifiedEmail` given):
 * first ownership (a capability declaring `ownerRef` keeps only rows whose vendor customer reference
 * is the verified record's id), then for tracking-number lookups only the parcel whose tracking number
 * equals the one given exactly, then the safety filter — strict (only rows naming that email) for
 * connectors that verify from orders/bookings and for order-number lookups. `dropped` counts every row
 * withheld by ownership or the safety filter; `foreign` the ownership part.
 */
export function finishRows<C extends Capability>(
  def: ConnectorDefinition,
  capability: C,
  owned: readonly OwnedRow<CapabilityRows[C]>[],
  input: ReadInput,
): { rows: CapabilityRows[C][]; dropped: number; foreign: OwnershipCounts } {
  let kept = owned;
  const foreign: OwnershipCounts = { otherCustomer: 0, noReference: 0 };
  if (def.capabilities[capability]?.ownerRef && input.verifiedEmail !== undefined) {
    const own = ownershipFilter(kept, input.customer?.id);
    kept = own.kept;
    foreign.otherCustomer = own.otherCustomer;
    foreign.noReference = own.noReference;
  }
  const withheld = foreign.otherCustomer + foreign.noReference;
  if (capability === 'order_status' && input.tracking_number?.trim()) {
    const wanted = input.tracking_number.trim();
    kept = kept.filter((o) => (o.row as CapabilityRows['order_status']).tracking === wanted);
  }
  const filtered = capability === 'order_status' || (LIST_CAPABILITIES as readonly Capability[]).includes(capability);
  if (!filtered || input.verifiedEmail === undefined) return { rows: kept.map((o) => o.row), dropped: withheld, foreign };
  const fromRecords = def.verification === 'from_orders_email' || def.verification === 'from_bookings_email';
  const requireOwnerMatch = capability === 'order_status' ? Boolean(input.order_number?.trim()) : fromRecords;
  const safe = safetyFilter(kept, { verifiedEmail: input.verifiedEmail, requireOwnerMatch });
  return { rows: safe.rows, dropped: safe.dropped + withheld, foreign };
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

/**
 * The same mapping without a network: one vendor reply (e.g. a documented example) to the rows the bot
 * would see; `reply` undefined stands for an empty body. Used by fixture tests and the smoke run.
 */
export function rowsFromReply<C extends Capability>(
  def: ConnectorDefinition,
  capability: C,
  reply: unknown,
  input: ReadInput,
): VendorReadOutcome<CapabilityRows[C]> {
  const spec = def.capabilities[capability];
  if (!spec) throw new Error(`${def.key} has no ${capability} capability`);
  const page = recordsOf(spec, reply);
  if (!page.ok) return page;
  const mapped = mapRecords(capability, spec, page.records);
  const { rows, dropped } = finishRows(def, capability, mapped.rows, input);
  return { ok: true, rows, invalid: mapped.invalid, dropped, pages: 1 };
}
