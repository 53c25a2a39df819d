import { LIMITS } from '../../config/limits.js';
import type { DataKind } from '../messages.js';

/**
 * The one place a list answer is cut to what is shown, and the count of what was left out is said.
 * Every list answer (the platform API, /api/connect, the bot's tools; one source or several) is cut
 * here once, after its sources' rows were merged, where the whole count is known: ordered as the kind
 * says, capped, and `more: true` with `more_count` (rows not shown) whenever anything was left out.
 * Sources hand over all the rows they read; what a source itself left out (an Account Connect reply's
 * own `more_count`, a source's safety bound) is added to the count. The bot's tool result later drops
 * whole rows to fit its read (src/bot/tool-result-trim.ts) and adds those to the same count. Pure.
 */

type Row = Record<string, unknown>;
type Body = Record<string, unknown>;

export type ListOrder =
  /** Newest first by the first of these fields a row has (dates compare as text: YYYY-MM-DD...). */
  | { newestFirstBy: readonly string[] }
  /** Rows starting today or later first, soonest first; then past rows, most recent first. */
  | { upcomingBy: string }
  /** As the source gave them. */
  | { asGiven: true };

export interface ListRule {
  /** The most rows shown. */
  cap: number;
  order: ListOrder;
}

/**
 * Order and cap of each kind: the spec's recommended 10 orders and 12 invoices (most recent first) and
 * about 5 upcoming bookings; 10 subscriptions and 10 tickets.
 */
export const LIST_RULES: Readonly<Record<DataKind, ListRule>> = {
  orders: { cap: LIMITS.recentOrders, order: { newestFirstBy: ['placed'] } },
  invoices: { cap: LIMITS.recentInvoices, order: { newestFirstBy: ['date'] } },
  bookings: { cap: LIMITS.upcomingBookings, order: { upcomingBy: 'start' } },
  subscriptions: { cap: 10, order: { newestFirstBy: ['since', 'start', 'next_billing'] } },
  tickets: { cap: 10, order: { newestFirstBy: ['updated', 'opened'] } },
};

/** The most rows one source hands over for one read (LIMITS.sourceRowsMax); rows past it are counted as left out. */
export const SOURCE_ROWS_MAX = LIMITS.sourceRowsMax;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

function dateOf(row: Row, fields: readonly string[]): string | null {
  for (const f of fields) {
    const v = row[f];
    if (typeof v === 'string' && ISO_DATE.test(v.trim())) return v.trim();
  }
  return null;
}

/** Orders rows as the rule says; a stable sort, rows without a date last (in the order given). */
export function orderRows(rows: readonly Row[], order: ListOrder, today: string): Row[] {
  if ('asGiven' in order) return [...rows];
  if ('newestFirstBy' in order) {
    const keyed = rows.map((row, i) => ({ row, i, d: dateOf(row, order.newestFirstBy) }));
    keyed.sort((a, b) => (a.d === b.d ? a.i - b.i : a.d === null ? 1 : b.d === null ? -1 : a.d < b.d ? 1 : -1));
    return keyed.map((k) => k.row);
  }
  const keyed = rows.map((row, i) => ({ row, i, d: dateOf(row, [order.upcomingBy]) }));
  const upcoming = keyed.filter((k) => k.d !== null && k.d.slice(0, 10) >= today).sort((a, b) => (a.d === b.d ? a.i - b.i : a.d! < b.d! ? -1 : 1));
  const past = keyed.filter((k) => k.d !== null && k.d.slice(0, 10) < today).sort((a, b) => (a.d === b.d ? a.i - b.i : a.d! < b.d! ? 1 : -1));
  const undated = keyed.filter((k) => k.d === null);
  return [...upcoming, ...past, ...undated].map((k) => k.row);
}

/** Rows a body already says were left out (`more_count`), 0 when it says none. */
export function leftOutOf(body: Body): number {
  const n = body['more_count'];
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
}

/** The body with `more` / `more_count` saying `leftOut` (both removed when nothing was left out). */
export function sayLeftOut(body: Body, leftOut: number): Body {
  const { more: _more, more_count: _count, ...rest } = body;
  return leftOut > 0 ? { ...rest, more: true, more_count: leftOut } : rest;
}

const isRow = (v: unknown): v is Row => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A list answer cut for showing: its `kind` rows ordered and capped (`cap: false` orders only, for a
 * caller that needs every row, such as tracking an order by its number), the rows not shown added to
 * what the body already says was left out. Other fields (message, partial, unavailable, test) stay.
 */
export function cutListAnswer(body: Body, kind: DataKind, today: string, opts: { cap?: boolean } = {}): Body {
  const raw = body[kind];
  if (!Array.isArray(raw)) return body;
  const rows = raw.filter(isRow);
  const rule = LIST_RULES[kind];
  const ordered = orderRows(rows, rule.order, today);
  const kept = opts.cap === false ? ordered : ordered.slice(0, rule.cap);
  return sayLeftOut({ ...body, [kind]: kept }, leftOutOf(body) + (raw.length - kept.length));
}

/** The date fields a kind's rows are ordered by. */
function dateFields(kind: DataKind): readonly string[] {
  const { order } = LIST_RULES[kind];
  return 'newestFirstBy' in order ? order.newestFirstBy : 'upcomingBy' in order ? [order.upcomingBy] : [];
}

/**
 * A source's rows bounded by SOURCE_ROWS_MAX: over the bound, the most recent rows are kept; `leftOut`
 * is how many were cut (said later as part of `more_count`).
 */
export function boundSourceRows<T extends Row>(kind: DataKind, rows: readonly T[]): { rows: T[]; leftOut: number } {
  if (rows.length <= SOURCE_ROWS_MAX) return { rows: [...rows], leftOut: 0 };
  const ordered = orderRows(rows, { newestFirstBy: dateFields(kind) }, '') as T[];
  return { rows: ordered.slice(0, SOURCE_ROWS_MAX), leftOut: rows.length - SOURCE_ROWS_MAX };
}

/** Today's date (YYYY-MM-DD, UTC) at `nowMs`, as the bookings order compares it. */
export function dayOf(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}
