import { LIMITS } from '../../config/limits.js';
import { BOT_MESSAGES, type DataKind } from '../messages.js';
import { cutListAnswer, leftOutOf, LIST_RULES, orderRows, sayLeftOut, type ListOrder } from '../verification/list-cut.js';
import type { ReadKind } from '../verification/verifier.js';

/**
 * Cuts a tool's result to what the bot reads (roughly the first 2,000 characters). A list answer
 * arrives already cut once (src/verification/list-cut.ts: ordered, capped, `more` / `more_count`
 * for what was left out); here long free text is clipped and whole rows are dropped from the end
 * until the JSON fits, and every row dropped is added to `more_count`, so the bot is always told how
 * many rows it does not see. Pure: no I/O, `today` is given.
 *
 * Only tool results are cut to the 2,000 characters; the platform API's lists carry the same cut and
 * `more_count`, without the character budget.
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

/** Tracking rows: at most five, as given. */
const TRACKING_RULE = { key: 'orders', cap: 5, order: { asGiven: true } as ListOrder };

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

/**
 * Fits a list result: order and cap (the tool's rule), clip, then drop rows from the end while the JSON
 * is over `budget`, adding every row not shown to `more_count`. The first row is always kept, so a long
 * row never turns into an empty ("nothing found") list.
 */
export function fitListResult(body: Body, rule: { key: string; cap: number; order: ListOrder }, today: string, budget: number = LIMITS.botReadChars): Body {
  const raw = body[rule.key];
  if (!Array.isArray(raw)) return body;
  const rows = raw.filter(isRow);
  const ordered = orderRows(rows, rule.order, today)
    .slice(0, rule.cap)
    .map((r) => clipText(r) as Row);
  const before = leftOutOf(body);
  const rest = withoutKeys(body, [rule.key, 'more', 'more_count', 'truncated']);
  const shaped = (kept: Row[]): Body => sayLeftOut({ ...rest, [rule.key]: kept }, before + raw.length - kept.length);
  let kept = ordered;
  while (kept.length > 1 && size(shaped(kept)) > budget) kept = kept.slice(0, -1);
  return shaped(kept);
}

/** A read of a list kind: the answer's one cut (idempotent when already made), then fitted to the bot's read. */
function fitReadResult(body: Body, kind: DataKind, today: string, budget: number): Body {
  const cut = cutListAnswer(body, kind, today);
  return fitListResult(cut, { key: kind, ...LIST_RULES[kind] }, today, budget);
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
  let left = leftOutOf(body);
  if (Array.isArray(out.upcoming_bookings)) {
    const bookings = out.upcoming_bookings.filter(isRow);
    const ordered = orderRows(bookings, LIST_RULES.bookings.order, today);
    left += out.upcoming_bookings.length - Math.min(ordered.length, LIMITS.upcomingBookings);
    out.upcoming_bookings = ordered.slice(0, LIMITS.upcomingBookings);
  }
  const shaped = (): Body => sayLeftOut({ ...rest, account: out }, left);
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

/** The result with a sentence telling the bot how many rows it does not see, after any message it had. */
function saidInWords(body: Body, key: string, what: string): Body {
  const left = leftOutOf(body);
  if (left === 0) return body;
  const list = body[key];
  const words = key === 'account' ? BOT_MESSAGES.accountLeftOut(left) : BOT_MESSAGES.rowsLeftOut(Array.isArray(list) ? list.length : 0, what, left);
  const before = typeof body.message === 'string' && body.message !== '' ? `${body.message} ` : '';
  return { ...body, message: `${before}${words}` };
}

/**
 * A fitted result; when it leaves rows out, fitted again with room for the sentence saying so (an
 * upper bound of its length) and the sentence added.
 */
function fitWithWords(fit: (budget: number) => Body, key: string, what: string, budget: number): Body {
  const first = fit(budget);
  if (leftOutOf(first) === 0) return first;
  const room = BOT_MESSAGES.rowsLeftOut(999, what, 99_999).length + BOT_MESSAGES.accountLeftOut(99_999).length + 16;
  return saidInWords(fit(budget - room), key, what);
}

/** Shapes one tool result for the bot's read; negative answers and short results pass unchanged. */
export function shapeToolResult(shape: ResultShape, body: Body, today: string, budget: number = LIMITS.botReadChars): Body {
  if (body.success !== true || shape.kind === 'as_is') return body;
  if (shape.kind === 'tracking') return fitWithWords((b) => fitListResult(body, TRACKING_RULE, today, b), 'orders', 'tracking rows', budget);
  if (shape.read === 'account') return fitWithWords((b) => trimAccountResult(body, today, b), 'account', 'items', budget);
  const kind = shape.read;
  return fitWithWords((b) => fitReadResult(body, kind, today, b), kind, kind, budget);
}
