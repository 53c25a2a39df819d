import type { Capability } from '../../../config/contract.js';
import { LIST_CAPABILITIES } from '../define-checks.js';
import type { ConnectorDefinition } from '../define.js';
import type { CapabilitySpec, RequestSpec } from '../definition-schema.js';
import type { CapabilityRows } from '../rows.js';
import { FAILURES, type VendorFailure } from './failures.js';
import { mapRecords, type OwnedRow } from './mapping.js';
import { ownershipFilter, type OwnershipCounts } from './ownership.js';
import { fieldsEqual, isRecord, valueAt } from '../paths.js';
import { safetyFilter } from './safety-filter.js';
import { type ReadSubject } from './variables.js';

/**
 * What a vendor's reply means, as pure functions: which request a capability sends, where the records
 * are (missing = a failure, never an empty list), the spec's rows they map to, and which of them the
 * bot may see (ownership, the safety filter). The one read that calls vendors is src/connectors/read.ts.
 */

export interface ReadInput extends ReadSubject {
  /**
   * The verified customer's email, for reads made on a customer's behalf: rows naming another
   * customer's email are dropped. Leave undefined for customer searches and connection probes.
   */
  verifiedEmail?: string;
}

export type RecordsOutcome<R> = { ok: true; rows: OwnedRow<R>[]; invalid: number; pages: number } | { ok: false; failure: VendorFailure };
export type VendorReadOutcome<R> = { ok: true; rows: R[]; invalid: number; dropped: number; pages: number } | { ok: false; failure: VendorFailure };

export function chooseRequest(capability: Capability, spec: CapabilitySpec, input: ReadSubject): RequestSpec | undefined {
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
export function recordsOf(spec: CapabilitySpec, body: unknown): { ok: true; records: unknown[] } | { ok: false; failure: VendorFailure } {
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
  const filtered = capability === 'order_status' || LIST_CAPABILITIES.includes(capability);
  if (!filtered || input.verifiedEmail === undefined) return { rows: kept.map((o) => o.row), dropped: withheld, foreign };
  const fromRecords = def.verification === 'from_orders_email' || def.verification === 'from_bookings_email';
  const requireOwnerMatch = capability === 'order_status' ? Boolean(input.order_number?.trim()) : fromRecords;
  const safe = safetyFilter(kept, { verifiedEmail: input.verifiedEmail, requireOwnerMatch });
  return { rows: safe.rows, dropped: safe.dropped + withheld, foreign };
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
