import type { Capability } from '../../../config/contract.js';
import type { CapabilitySpec } from '../definition-schema.js';
import { ROW_SCHEMAS, type CapabilityRows } from '../rows.js';
import { isRecord } from '../paths.js';
import { applyTransform, type MappedValue } from './transforms.js';

/** A mapped row with whose it is, as the vendor record says (lower-cased email, name). */
export interface OwnedRow<R> {
  row: R;
  ownerEmail?: string;
  ownerName?: string;
  /** The vendor's customer reference on the record (capability `ownerRef`), as trimmed text. */
  ownerRef?: string;
}

export interface MappingOutcome<R> {
  rows: OwnedRow<R>[];
  /** Records that were not objects or whose row lacked a required field (they do not count). */
  invalid: number;
}

/**
 * Applies a capability's field mapping to the vendor records and keeps the rows that pass the spec's
 * row schema (rows.ts). Empty values are left out, so an optional field is either set or absent.
 */
export function mapRecords<C extends Capability>(capability: C, spec: CapabilitySpec, records: readonly unknown[]): MappingOutcome<CapabilityRows[C]> {
  const schema = ROW_SCHEMAS[capability];
  const rows: OwnedRow<CapabilityRows[C]>[] = [];
  let invalid = 0;
  for (const record of records) {
    if (!isRecord(record)) {
      invalid++;
      continue;
    }
    const draft: Record<string, Exclude<MappedValue, undefined>> = {};
    for (const [field, t] of Object.entries(spec.map)) {
      const v = applyTransform(t, record);
      if (v === undefined || (typeof v === 'string' && v.trim() === '')) continue;
      draft[field] = v;
    }
    const parsed = schema.safeParse(draft);
    if (!parsed.success) {
      invalid++;
      continue;
    }
    const owned: OwnedRow<CapabilityRows[C]> = { row: parsed.data };
    if (spec.owner) {
      const email = applyTransform(spec.owner.email, record);
      if (typeof email === 'string' && email.trim() !== '') owned.ownerEmail = email.trim().toLowerCase();
      const name = spec.owner.name ? applyTransform(spec.owner.name, record) : undefined;
      if (name !== undefined && String(name).trim() !== '') owned.ownerName = String(name).trim();
    }
    if (spec.ownerRef) {
      const ref = applyTransform(spec.ownerRef, record);
      if (ref !== undefined && String(ref).trim() !== '') owned.ownerRef = String(ref).trim();
    }
    rows.push(owned);
  }
  return { rows, invalid };
}
