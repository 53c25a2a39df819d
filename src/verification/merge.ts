import { safetyFilter } from '../connectors/runtime/safety-filter.js';
import { MESSAGES, type DataKind, SOURCE_MESSAGES } from '../messages.js';
import type { SourceRead } from './data-sources.js';
import { cutListAnswer, LIST_RULES } from './list-cut.js';
import type { SystemKey } from './same-system.js';

/**
 * Merges what the sources answered for one list kind into the reply body, as a pure function:
 * - every row passes the safety filter again (a row naming another email than the verified one is
 *   dropped, whichever source it came from; with no verified email, any row naming an email is);
 * - a record two sources of the same system return (same-system.ts) is shown once: the first
 *   source's row, with the fields it lacks taken from the other's;
 * - with more than one source asked, each row carries `source` (the connection's name), unless a
 *   source names its rows itself (the support desk's own tickets);
 * - then the one cut of list-cut.ts: ordered, capped, `more` / `more_count` for what was left out
 *   (what the sources themselves left out included);
 * - failed sources make `partial: true`, `unavailable: [names]` and a message the bot can read out,
 *   while the others' rows are still shown; when every source failed it is the spec's system_error.
 * A failure is never an empty list.
 */

export interface SourcePart {
  name: string;
  read: SourceRead;
  /** The system it reads (same-system.ts); a part without one is a system of its own. */
  system?: SystemKey | undefined;
}

export interface MergeOptions {
  kind: DataKind;
  /** The verified email; null when the verified record holds none. */
  verifiedEmail: string | null;
  /** Tag rows with `source`: true when more than one source was asked. */
  tagSource: boolean;
  /** Today (YYYY-MM-DD), for the bookings order (upcoming first). */
  today: string;
  /** Cap the list (default); false orders every row (tracking looks an order up among all of them). */
  cap?: boolean;
  /** Notes to add to the message (for example data connections not asked, and why). */
  notes?: readonly string[];
  /** Told how many rows of the merge the safety filter dropped (the safety_filter_dropped_rows_total metric). */
  onDropped?: (count: number) => void;
}

type Row = Record<string, unknown>;

/** The field naming a record of each kind (a ticket: its id, or the support desk's ticket_number). */
const RECORD_FIELDS: Readonly<Record<DataKind, readonly string[]>> = {
  orders: ['order_number'],
  invoices: ['invoice'],
  bookings: ['id'],
  subscriptions: ['id'],
  tickets: ['id', 'ticket_number'],
};

/** The date fields that must agree (where both rows give one) for two rows to be the same record. */
function dateFields(kind: DataKind): readonly string[] {
  const { order } = LIST_RULES[kind];
  return 'newestFirstBy' in order ? order.newestFirstBy : 'upcomingBy' in order ? [order.upcomingBy] : [];
}

function text(v: unknown): string | null {
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : null;
}

function recordRef(kind: DataKind, row: Row): string | null {
  for (const f of RECORD_FIELDS[kind]) {
    const v = text(row[f]);
    if (v !== null) return v;
  }
  return null;
}

/** Whether two rows of one system with the same reference disagree on a date both give (then they are kept apart). */
function datesDisagree(kind: DataKind, a: Row, b: Row): boolean {
  return dateFields(kind).some((f) => {
    const x = text(a[f]);
    const y = text(b[f]);
    return x !== null && y !== null && x.slice(0, 10) !== y.slice(0, 10);
  });
}

interface Collected {
  row: Row;
  system: SystemKey | null;
}

/**
 * Adds one source's rows, a row that repeats a record already collected from the same system merged
 * into it. Returns how many of the rows were new.
 */
function collect(into: Collected[], kind: DataKind, system: SystemKey | null, rows: readonly Row[]): number {
  let added = 0;
  for (const row of rows) {
    const ref = system === null ? null : recordRef(kind, row);
    const same = ref === null ? undefined : into.find((c) => c.system === system && recordRef(kind, c.row) === ref && !datesDisagree(kind, c.row, row));
    if (same) {
      for (const [k, v] of Object.entries(row)) if (same.row[k] === undefined || same.row[k] === null) same.row[k] = v;
      continue;
    }
    into.push({ row: { ...row }, system });
    added += 1;
  }
  return added;
}

export function mergeSourceRows(parts: readonly SourcePart[], opts: MergeOptions): Record<string, unknown> {
  const { kind } = opts;
  const failed = parts.filter((p) => !p.read.ok).map((p) => p.name);
  if (parts.length > 0 && failed.length === parts.length) {
    return { success: false, system_error: true, message: MESSAGES.cannotRead(kind) };
  }
  const collected: Collected[] = [];
  // What the sources themselves left out; for sources of one system, the most any of them says it
  // holds beyond the records collected from that system (they hold the same records).
  const held = new Map<string, { most: number; collected: number }>();
  let leftOutBySources = 0;
  for (const part of parts) {
    if (!part.read.ok) continue;
    const filtered = safetyFilter(
      part.read.rows.map((row) => ({ row })),
      { verifiedEmail: opts.verifiedEmail ?? '', requireOwnerMatch: false },
    );
    if (filtered.dropped > 0) opts.onDropped?.(filtered.dropped);
    const rows = filtered.rows.map((row) => (opts.tagSource && row['source'] === undefined ? { ...row, source: part.name } : row));
    const system = part.system ?? null;
    const added = collect(collected, kind, system, rows);
    const leftOut = part.read.leftOut ?? 0;
    if (system === null) {
      leftOutBySources += leftOut;
      continue;
    }
    const group = held.get(system) ?? { most: 0, collected: 0 };
    group.most = Math.max(group.most, rows.length + leftOut);
    group.collected += added;
    held.set(system, group);
  }
  for (const group of held.values()) leftOutBySources += Math.max(0, group.most - group.collected);
  const body: Record<string, unknown> = {
    success: true,
    [kind]: collected.map((c) => c.row),
    ...(leftOutBySources > 0 ? { more_count: leftOutBySources } : {}),
  };
  const notes = [...(failed.length > 0 ? [SOURCE_MESSAGES.partial(failed)] : []), ...(opts.notes ?? [])];
  if (failed.length > 0) Object.assign(body, { partial: true, unavailable: failed });
  if (notes.length > 0) body['message'] = notes.join(' ');
  return cutListAnswer(body, kind, opts.today, { cap: opts.cap ?? true });
}
