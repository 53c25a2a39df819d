import { LIMITS } from '../../config/limits.js';
import type { ReadKind } from '../verification/verifier.js';

/**
 * Cuts a tool's result to what the bot reads (roughly the first 2,000 characters): rows in the order
 * the bot should read them (most recent first; bookings upcoming first), at most a few per kind, long
 * free text clipped, and then whole rows dropped from the end until the JSON fits. Whatever was left
 * out is said: `more: true` and `more_count` (rows not shown). When the source had already cut its
 * list (`truncated: true`, as Account Connect replies say) the count is not known: `more: true` alone.
 * Pure: no I/O, `today` is given.
 *
 * Only tool results are cut this way; the platform API's own JSON keeps its shape.
 */

/** How a tool's result is shaped (named by each tool definition). */
export type ResultShape =
  | { kind: 'read'; read: ReadKind }
  | { kind: 'tracking' }
  /** Short by construction (verification, ticket): passed unchanged. */
  | { kind: 'as_is' };

/** Longest string value kept whole in a tool result. */
export const TOOL_TEXT_MAX_CHARS = 200;

type Row = Record<string, unknown>;
type Body = Record<string, unknown>;

type ListOrder =
  /** Newest first by the first of these fields a row has (dates compare as text: YYYY-MM-DD...). */
  | { newestFirstBy: readonly string[] }
  /** Rows starting today or later first, soonest first; then past rows, most recent first. */
  | { upcomingBy: string }
  /** As the source gave them. */
  | { asGiven: true };

interface ListRule {
  /** The body's key holding the rows. */
  key: string;
  cap: number;
  order: ListOrder;
}

/** Caps per kind: the spec's recommended 10 orders, 12 invoices and about 5 upcoming bookings, and similar. */
export const LIST_RULES = {
  orders: { key: 'orders', cap: LIMITS.recentOrders, order: { newestFirstBy: ['placed'] } },
  invoices: { key: 'invoices', cap: LIMITS.recentInvoices, order: { newestFirstBy: ['date'] } },
  bookings: { key: 'bookings', cap: LIMITS.upcomingBookings, order: { upcomingBy: 'start' } },
  subscriptions: { key: 'subscriptions', cap: 10, order: { asGiven: true } },
  tickets: { key: 'tickets', cap: 10, order: { newestFirstBy: ['updated', 'opened'] } },
  tracking: { key: 'orders', cap: 5, order: { asGiven: true } },
} as const satisfies Record<string, ListRule>;

/** Clips long strings anywhere in a JSON value. */
export function clipText(value: unknown, max = TOOL_TEXT_MAX_CHARS, depth = 0): unknown {
  if (typeof value === 'string') return value.length > max ? `${value.slice(0, max - 1)}…` : value;
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => clipText(v, max, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clipText(v, max, depth + 1)]));
}

const size = (value: unknown): number => JSON.stringify(value).length;
/** The body's other top-level fields (success, message, partial, unavailable, test) are kept as they are. */
const withoutKeys = (body: Body, keys: readonly string[]): Body => Object.fromEntries(Object.entries(body).filter(([k]) => !keys.includes(k)));
const isRow = (v: unknown): v is Row => v !== null && typeof v === 'object' && !Array.isArray(v);

function dateOf(row: Row, fields: readonly string[]): string | null {
  for (const f of fields) {
    const v = row[f];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
  }
  return null;
}

/** Orders rows as the rule says; a stable sort, rows without the date last. */
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

/**
 * Cuts a list result: order, cap, clip, then drop rows from the end while the JSON is over `budget`.
 * The first row is always kept, so a long row never turns into an empty ("nothing found") list.
 */
export function trimListResult(body: Body, rule: ListRule, today: string, budget: number = LIMITS.botReadChars): Body {
  const raw = body[rule.key];
  if (!Array.isArray(raw)) return body;
  const rows = raw.filter(isRow);
  const ordered = orderRows(rows, rule.order, today)
    .slice(0, rule.cap)
    .map((r) => clipText(r) as Row);
  const rest = withoutKeys(body, [rule.key, 'more', 'more_count', 'truncated']);
  const cutBefore = body.truncated === true;
  const shaped = (kept: Row[]): Body => {
    const left = rows.length - kept.length;
    if (cutBefore) return { ...rest, [rule.key]: kept, more: true };
    return left > 0 ? { ...rest, [rule.key]: kept, more: true, more_count: left } : { ...rest, [rule.key]: kept };
  };
  let kept = ordered;
  while (kept.length > 1 && size(shaped(kept)) > budget) kept = kept.slice(0, -1);
  return shaped(kept);
}

/**
 * Cuts an account summary: clips text, keeps about five upcoming bookings (soonest first), then drops
 * the last element of the largest list, and as a last resort the largest fields, until it fits.
 */
export function trimAccountResult(body: Body, today: string, budget: number = LIMITS.botReadChars): Body {
  const account = body.account;
  if (!isRow(account)) return body;
  const out = clipText(account) as Row;
  const rest = withoutKeys(body, ['account', 'more', 'more_count', 'truncated']);
  const cutBefore = body.truncated === true;
  let left = 0;
  if (Array.isArray(out.upcoming_bookings)) {
    const bookings = out.upcoming_bookings.filter(isRow);
    const ordered = orderRows(bookings, LIST_RULES.bookings.order, today);
    left += out.upcoming_bookings.length - Math.min(ordered.length, LIMITS.upcomingBookings);
    out.upcoming_bookings = ordered.slice(0, LIMITS.upcomingBookings);
  }
  const shaped = (): Body =>
    cutBefore ? { ...rest, account: out, more: true } : left > 0 ? { ...rest, account: out, more: true, more_count: left } : { ...rest, account: out };
  while (size({ ...shaped(), more: true, more_count: left + 1 }) > budget) {
    const lists = Object.entries(out).filter((e): e is [string, unknown[]] => Array.isArray(e[1]) && e[1].length > 0);
    if (lists.length > 0) {
      const [key, list] = lists.reduce((a, b) => (size(b[1]) > size(a[1]) ? b : a));
      out[key] = list.slice(0, -1);
      left += 1;
      continue;
    }
    const fields = Object.entries(out);
    if (fields.length <= 1) break;
    const [largest] = fields.reduce((a, b) => (size(b[1]) > size(a[1]) ? b : a));
    delete out[largest];
    left += 1;
  }
  return shaped();
}

/** Shapes one tool result for the bot's read; negative answers and short results pass unchanged. */
export function shapeToolResult(shape: ResultShape, body: Body, today: string, budget: number = LIMITS.botReadChars): Body {
  if (body.success !== true || shape.kind === 'as_is') return body;
  if (shape.kind === 'tracking') return trimListResult(body, LIST_RULES.tracking, today, budget);
  if (shape.read === 'account') return trimAccountResult(body, today, budget);
  return trimListResult(body, LIST_RULES[shape.read], today, budget);
}
