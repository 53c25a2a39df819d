import type { OwnedRow } from './mapping.js';
import { normaliseEmail } from '../../customers/contact-details.js';

/**
 * The spec's "Safety filter on connector rows": any row that names a different customer's email is
 * dropped, whatever the vendor returned. A row "names" an email when its record's owner email (the
 * capability's `owner.email`) or any text in the mapped row is an email address. With
 * `requireOwnerMatch` (connectors that verify from the customer's own orders or bookings, and
 * order-number lookups) a row is kept only when its owner email is exactly the verified one.
 */

const EMAIL = /[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

export interface SafetyOptions {
  /** The verified customer's email; '' when the record holds none (then any named email is another's). */
  verifiedEmail: string;
  requireOwnerMatch: boolean;
}

export interface SafetyOutcome<R> {
  rows: R[];
  /** Rows dropped because they named someone else (or, when required, did not name the customer). */
  dropped: number;
}

function emailsIn(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    for (const m of value.matchAll(EMAIL)) into.add(normaliseEmail(m[0]));
  } else if (Array.isArray(value)) {
    for (const v of value) emailsIn(v, into);
  } else if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) emailsIn(v, into);
  }
}

export function safetyFilter<R>(items: readonly OwnedRow<R>[], opts: SafetyOptions): SafetyOutcome<R> {
  const verified = normaliseEmail(opts.verifiedEmail);
  const rows: R[] = [];
  let dropped = 0;
  for (const item of items) {
    const named = new Set<string>();
    if (item.ownerEmail) named.add(normaliseEmail(item.ownerEmail));
    emailsIn(item.row, named);
    const other = [...named].some((e) => e !== verified);
    const ownerOk = !opts.requireOwnerMatch || (item.ownerEmail !== undefined && verified !== '' && normaliseEmail(item.ownerEmail) === verified);
    if (other || !ownerOk) dropped++;
    else rows.push(item.row);
  }
  return { rows, dropped };
}
