/**
 * Reads a Retry-After header (RFC 9110): delay-seconds ("120") or an HTTP-date
 * ("Wed, 21 Oct 2026 07:28:00 GMT"). Returns milliseconds to wait from `nowMs` (never negative), or
 * undefined when the header is absent or unreadable.
 */
export function parseRetryAfter(value: string | string[] | undefined, nowMs: number): number | undefined {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!raw) return undefined;
  if (/^\d+$/.test(raw)) return Number(raw) * 1000;
  if (!/[a-z]/i.test(raw)) return undefined; // "1.5", "-3": not a valid form
  const at = Date.parse(raw);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}

/** Wait before attempt `attempt + 1` when the vendor sent no usable Retry-After: 1 s, 2 s, ... */
export function defaultRateLimitWaitMs(attempt: number): number {
  return 1000 * attempt;
}
