import type { Capability } from '../../../config/contract.js';
import type { OwnedRow } from './mapping.js';

/**
 * Ownership, positively (issue 17, part 1). Beyond the safety filter, which drops rows naming another
 * customer's email, a capability may declare `ownerRef`: the field of a vendor record that carries the
 * vendor's customer reference (Stripe's `customer`, Shopify's `customer.id`; `{lastSegment: path}` when
 * the vendor links the customer, `.../patients/123` or `Patient/123`). A balance read through a client
 * filter may declare one as well. On a read made for a verified customer, a row is kept only when that reference equals the verified record's vendor id
 * (the `id` find_customer returned). A row whose reference differs, or that carries none, means the
 * vendor returned more than the customer's own records (an ignored or undocumented filter): it is
 * dropped and counted, never shown.
 */

export interface OwnershipCounts {
  /** Rows whose reference names another customer. */
  otherCustomer: number;
  /** Rows without the declared reference field (the vendor ignored the filter, or no id is known). */
  noReference: number;
}

export interface OwnershipOutcome<R> extends OwnershipCounts {
  kept: OwnedRow<R>[];
}

/**
 * What a read reports when a vendor returned rows that are not the verified customer's: the connector
 * key, capability and counts only (never ids, emails or rows). The metrics work counts these.
 */
export interface ForeignRowsEvent extends OwnershipCounts {
  connector: string;
  capability: Capability;
}

export type ForeignRowsObserver = (event: ForeignRowsEvent) => void;

/**
 * Keeps the rows whose owner reference equals `customerId` exactly (after trimming; numbers compare as
 * their decimal text). With no customer id known, nothing can be confirmed: every row is dropped.
 */
export function ownershipFilter<R>(items: readonly OwnedRow<R>[], customerId: string | undefined): OwnershipOutcome<R> {
  const wanted = customerId?.trim() ?? '';
  const kept: OwnedRow<R>[] = [];
  let otherCustomer = 0;
  let noReference = 0;
  for (const item of items) {
    if (item.ownerRef === undefined) noReference++;
    else if (wanted === '' || item.ownerRef !== wanted) otherCustomer++;
    else kept.push(item);
  }
  return { kept, otherCustomer, noReference };
}
