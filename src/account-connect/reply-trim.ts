import { LIMITS } from '../../config/limits.js';

/**
 * Trims what a tenant's platform returned to what the bot reads: roughly the first 2,000 characters of the
 * response (LIMITS.botReadChars). Lists lose whole rows from the end (oldest, since lists are most
 * recent first), never part of a row; over-long strings are clipped so one row cannot crowd out the rest.
 */

/** Longest string value kept whole. */
export const MAX_STRING_CHARS = 300;

type Json = unknown;

/** Clips long strings anywhere in a JSON value (objects and arrays up to a few levels deep). */
export function clipStrings(value: Json, max = MAX_STRING_CHARS, depth = 0): Json {
  if (typeof value === 'string') return value.length > max ? `${value.slice(0, max - 1)}…` : value;
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => clipStrings(v, max, depth + 1));
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(value)) out[k] = clipStrings(v, max, depth + 1);
  return out;
}

const size = (value: Json): number => JSON.stringify(value).length;

/**
 * Keeps at most `maxRows` rows, then whole rows while `{"success":true,"<key>":[...]}` fits the budget.
 * The first row is always kept, so a long row is never turned into an empty ("nothing found") list.
 */
export function trimList<T>(key: string, rows: readonly T[], maxRows: number, budget = LIMITS.botReadChars): { rows: T[]; truncated: boolean } {
  const capped = rows.slice(0, maxRows).map((r) => clipStrings(r) as T);
  // {"success":true,"<key>":[ ... ],"truncated":true}
  let used = size({ success: true, [key]: [], truncated: true });
  const kept: T[] = [];
  for (const row of capped) {
    const cost = size(row) + (kept.length > 0 ? 1 : 0);
    if (kept.length > 0 && used + cost > budget) break;
    kept.push(row);
    used += cost;
  }
  return { rows: kept, truncated: kept.length < rows.length };
}

/**
 * Fits a free-form account object to the budget: clips strings, keeps about five upcoming bookings,
 * then drops the last element of the largest array until it fits, and as a last resort drops the
 * largest fields. Returns whether anything was left out.
 */
export function trimAccount(account: Record<string, Json>, budget = LIMITS.botReadChars): { account: Record<string, Json>; truncated: boolean } {
  const out = clipStrings(account) as Record<string, Json>;
  let truncated = false;
  const bookings = out.upcoming_bookings;
  if (Array.isArray(bookings) && bookings.length > LIMITS.upcomingBookings) {
    out.upcoming_bookings = bookings.slice(0, LIMITS.upcomingBookings);
    truncated = true;
  }
  const fits = (): boolean => size({ success: true, account: out, truncated: true }) <= budget;
  while (!fits()) {
    const arrays = Object.entries(out).filter((e): e is [string, Json[]] => Array.isArray(e[1]) && e[1].length > 0);
    if (arrays.length > 0) {
      const [key, list] = arrays.reduce((a, b) => (size(b[1]) > size(a[1]) ? b : a));
      out[key] = list.slice(0, -1);
      truncated = true;
      continue;
    }
    const entries = Object.entries(out);
    if (entries.length <= 1) break;
    const [largest] = entries.reduce((a, b) => (size(b[1]) > size(a[1]) ? b : a));
    delete out[largest];
    truncated = true;
  }
  return { account: out, truncated };
}
