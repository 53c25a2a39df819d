import { LIMITS } from '../../config/limits.js';
import { safetyFilter } from '../connectors/runtime/safety-filter.js';
import { MESSAGES, type DataKind, SOURCE_MESSAGES } from '../messages.js';
import type { SourceRead } from './data-sources.js';

/**
 * Merges what several sources answered for one list kind into the reply body, as a pure function:
 * - every row passes the safety filter again (a row naming another email than the verified one is
 *   dropped, whichever source it came from; with no verified email, any row naming an email is);
 * - rows are ordered most recent first by the kind's date field (rows without one last, in source
 *   order), then capped like a single source (10 orders, 12 invoices, 20 of the others);
 * - with more than one source asked, each row carries `source` (the connection's name);
 * - failed sources make `partial: true`, `unavailable: [names]` and a message the bot can read out,
 *   while the others' rows are still shown; when every source failed it is the spec's system_error.
 * A failure is never an empty list.
 */

export interface SourcePart {
  name: string;
  read: SourceRead;
}

export interface MergeOptions {
  kind: DataKind;
  /** The verified email; null when the verified record holds none. */
  verifiedEmail: string | null;
  /** Tag rows with `source`: true when more than one source was asked. */
  tagSource: boolean;
  /** Notes to add to the message (for example data connections not asked, and why). */
  notes?: readonly string[];
  /** Told how many rows of the merge the safety filter dropped (the safety_filter_dropped_rows_total metric). */
  onDropped?: (count: number) => void;
}

/** Most recent first, capped: the same caps as one source. */
export const LIST_LIMITS: Readonly<Record<DataKind, number>> = {
  orders: LIMITS.recentOrders,
  invoices: LIMITS.recentInvoices,
  bookings: 20,
  subscriptions: 20,
  tickets: 20,
};

/** The date each kind is ordered by, first field present wins. */
export const DATE_FIELDS: Readonly<Record<DataKind, readonly string[]>> = {
  orders: ['placed'],
  invoices: ['date'],
  bookings: ['start'],
  subscriptions: ['since', 'start', 'next_billing'],
  tickets: ['updated', 'opened'],
};

type Row = Record<string, unknown>;

function dateOf(row: Row, fields: readonly string[]): string | null {
  for (const f of fields) {
    const v = row[f];
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v)) return v;
  }
  return null;
}

/** Newest first by date; undated rows after dated ones; ties keep their order. */
export function newestFirst(rows: readonly Row[], fields: readonly string[]): Row[] {
  return rows
    .map((row, i) => ({ row, i, d: dateOf(row, fields) }))
    .sort((a, b) => {
      if (a.d !== null && b.d !== null && a.d !== b.d) return a.d < b.d ? 1 : -1;
      if ((a.d === null) !== (b.d === null)) return a.d === null ? 1 : -1;
      return a.i - b.i;
    })
    .map((x) => x.row);
}

export function mergeSourceRows(parts: readonly SourcePart[], opts: MergeOptions): Record<string, unknown> {
  const { kind } = opts;
  const failed = parts.filter((p) => !p.read.ok).map((p) => p.name);
  if (parts.length > 0 && failed.length === parts.length) {
    return { success: false, system_error: true, message: MESSAGES.cannotRead(kind) };
  }
  const collected: Row[] = [];
  for (const part of parts) {
    if (!part.read.ok) continue;
    const filtered = safetyFilter(
      part.read.rows.map((row) => ({ row })),
      { verifiedEmail: opts.verifiedEmail ?? '', requireOwnerMatch: false },
    );
    if (filtered.dropped > 0) opts.onDropped?.(filtered.dropped);
    for (const row of filtered.rows) collected.push(opts.tagSource ? { ...row, source: part.name } : row);
  }
  const rows = newestFirst(collected, DATE_FIELDS[kind]).slice(0, LIST_LIMITS[kind]);
  const body: Record<string, unknown> = { success: true, [kind]: rows };
  const notes = [...(failed.length > 0 ? [SOURCE_MESSAGES.partial(failed)] : []), ...(opts.notes ?? [])];
  if (failed.length > 0) Object.assign(body, { partial: true, unavailable: failed });
  if (notes.length > 0) body['message'] = notes.join(' ');
  return body;
}
