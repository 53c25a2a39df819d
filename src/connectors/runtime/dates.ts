import type { DateFormat, Epoch } from '../transform-schema.js';

/**
 * Date normalisation for mapped rows. ISO-style strings keep the calendar date as written (the spec:
 * dates as the system reports them, no timezone conversion); unix times are read in UTC. A definition
 * whose vendor writes dates another way names the form (`format`), and only that form is read:
 * day-first and month-first dates look the same, so nothing is ever guessed.
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

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * RFC 2822 (`Tue, 20 Feb 2024 10:15:00 +0000`): optional day name (not checked against the date),
 * day, English month abbreviation, four-digit year, then optionally hh:mm[:ss] and a zone
 * (`+0000`, `UT`, `GMT` or a letter code).
 */
const RFC2822 =
  /^(?:(?:mon|tue|wed|thu|fri|sat|sun),\s*)?(\d{1,2})\s+([a-z]{3})\s+(\d{4})(?:\s+(\d{2}):(\d{2})(?::(\d{2}))?(?:\s+(?:[+-]\d{4}|[a-z]{1,5}))?)?$/i;
/** Day first: `20-02-2024`, `20/02/2024 10:15`, `20.02.2024T10:15:00`; the same separator twice. */
const DAY_FIRST = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})(?:$|[T\s])/;

const ymd = (y: number, m: number, d: number): string | undefined => (validYmd(y, m, d) ? `${pad(y, 4)}-${pad(m)}-${pad(d)}` : undefined);

/** A date written in a named non-ISO form, as YYYY-MM-DD; anything else yields undefined. */
function fromFormat(value: unknown, format: DateFormat): string | undefined {
  if (typeof value !== 'string') return undefined;
  const s = value.trim();
  if (format === 'rfc2822') {
    const m = RFC2822.exec(s);
    if (!m) return undefined;
    const month = MONTHS.indexOf(m[2]!.toLowerCase()) + 1;
    const [h, min, sec] = [m[4], m[5], m[6]].map((t) => (t === undefined ? 0 : Number(t)));
    if (month === 0 || h! > 23 || min! > 59 || sec! > 60) return undefined;
    return ymd(Number(m[3]), month, Number(m[1]));
  }
  const m = DAY_FIRST.exec(s);
  return m ? ymd(Number(m[4]), Number(m[3]), Number(m[1])) : undefined;
}

/**
 * YYYY-MM-DD, or undefined when the value is not a recognisable date. With a `format`, only that form
 * is read (ISO strings and unix times then yield undefined).
 */
export function toIsoDate(value: unknown, epoch: Epoch = 'auto', format?: DateFormat): string | undefined {
  if (format !== undefined) return fromFormat(value, format);
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
