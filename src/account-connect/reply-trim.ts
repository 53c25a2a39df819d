/**
 * Clips over-long strings of what a tenant's platform returned, so one row cannot crowd out the rest.
 * Rows are never dropped here: the answer's one cut, which counts what it leaves out, is
 * src/verification/list-cut.ts, and the bot's 2,000-character read is src/bot/tool-result-trim.ts.
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
