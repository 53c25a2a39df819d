import type { Epoch } from '../transform-schema.js';

/**
 * Date normalisation for mapped rows. ISO-style strings keep the calendar date as written (the spec:
 * dates as the system reports them, no timezone conversion); unix times are read in UTC.
 */

const MIN_MS = Date.UTC(1900, 0, 1);
const MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59);

function validYmd(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Unix time to epoch milliseconds: `auto` reads values from 1e11 up as milliseconds, below as seconds. */
function epochMs(n: number, epoch: Epoch): number | undefined {
  if (!Number.isFinite(n)) return undefined;
  const ms = epoch === 'milliseconds' ? n : epoch === 'seconds' ? n * 1000 : Math.abs(n) >= 1e11 ? n : n * 1000;
  return ms >= MIN_MS && ms <= MAX_MS ? Math.trunc(ms) : undefined;
}

/** A vendor value as epoch ms, when it is a unix time (number, digit string, or Microsoft `/Date(ms)/`). */
function asEpoch(value: unknown, epoch: Epoch): number | undefined {
  if (typeof value === 'number') return epochMs(value, epoch);
  if (typeof value !== 'string') return undefined;
  const s = value.trim();
  const ms = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/.exec(s);
  if (ms) return epochMs(Number(ms[1]), 'milliseconds');
  if (/^-?\d+(\.\d+)?$/.test(s) && !/^\d{8}$/.test(s)) return epochMs(Number(s), epoch);
  return undefined;
}

/** YYYY-MM-DD, or undefined when the value is not a recognisable date. */
export function toIsoDate(value: unknown, epoch: Epoch = 'auto'): string | undefined {
  const ms = asEpoch(value, epoch);
  if (ms !== undefined) {
    const d = new Date(ms);
    return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  }
  if (typeof value !== 'string') return undefined;
  const s = value.trim();
  const m = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:$|[T\s])/.exec(s) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return validYmd(y, mo, d) ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
}

/** A date-time as the system reports it: strings unchanged, unix times as ISO 8601 UTC. */
export function toDateTime(value: unknown, epoch: Epoch = 'auto'): string | undefined {
  const ms = asEpoch(value, epoch);
  if (ms !== undefined) return new Date(ms).toISOString().replace('.000Z', 'Z');
  if (typeof value !== 'string') return undefined;
  const s = value.trim();
  return s === '' ? undefined : s;
}
