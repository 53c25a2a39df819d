import { currencyExponent, isCurrencyCode } from '../currencies.js';
import type { Scalar, Transform } from '../transform-schema.js';
import { toDateTime, toIsoDate } from './dates.js';
import { formatAmount, formatDecimal, multiply, negateAmount, parseDecimal, readAmount, readQuantity, sumDecimals } from './money.js';
import { valueAt } from './paths.js';

/** What a transform yields for one record; undefined = nothing (the field is left out). */
export type MappedValue = string | number | boolean | undefined;

const isEmpty = (v: MappedValue): boolean => v === undefined || (typeof v === 'string' && v.trim() === '');

function scalar(value: unknown): MappedValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

const fold = (v: string | number | boolean): string => (typeof v === 'string' ? v.trim().toLowerCase() : String(v));

/** Whether an item's field equals the wanted value (or one of them); text ignores case and surrounding spaces. */
function fieldMatches(actual: unknown, wanted: Scalar | Scalar[]): boolean {
  const v = scalar(actual);
  if (v === undefined) return false;
  return (Array.isArray(wanted) ? wanted : [wanted]).some((w) => fold(w) === fold(v));
}

/** `{path, where, pick}`: the first item of the list at `path` whose fields equal `where`, then its `pick`. */
function pickWhere(t: { path: string; where: Record<string, Scalar | Scalar[]>; pick: string }, record: unknown): MappedValue {
  const list = valueAt(record, t.path);
  const items = Array.isArray(list) ? list : list !== null && typeof list === 'object' ? [list] : [];
  const item = items.find((i) => Object.entries(t.where).every(([field, wanted]) => fieldMatches(valueAt(i, field), wanted)));
  return item === undefined ? undefined : scalar(valueAt(item, t.pick));
}

/**
 * `{money}`: the amount read in its declared form (minor units shifted by the currency's exponent),
 * times the quantity when one is named, in the one output form of money.ts. A quantity that is named
 * but absent or not a number yields nothing (never the unit price standing for the whole).
 */
function money(t: Extract<Transform, { money: Transform }>, record: unknown): MappedValue {
  const code = t.currency ? applyTransform(t.currency, record) : undefined;
  const known = typeof code === 'string' && isCurrencyCode(code) ? code : undefined;
  let amount = readAmount(applyTransform(t.money, record), t.source, currencyExponent(known));
  if (amount === undefined) return undefined;
  if (t.quantity !== undefined) {
    const quantity = readQuantity(applyTransform(t.quantity, record));
    if (quantity === undefined) return undefined;
    amount = multiply(amount, quantity);
  }
  const text = formatAmount(amount, known === undefined ? undefined : currencyExponent(known));
  if (t.negateWhen) {
    const flag = scalar(valueAt(record, t.negateWhen.path));
    if (flag !== undefined && t.negateWhen.in.some((v) => v === flag || String(v) === String(flag))) return negateAmount(text);
  }
  return text;
}

/** `{sum, pick}`: the exact sum of the decimals at `pick` over the list at `path`; nothing unless every item has one. */
function sumOf(t: { sum: string; pick: string }, record: unknown): MappedValue {
  const list = valueAt(record, t.sum);
  const items = Array.isArray(list) ? list : list !== null && typeof list === 'object' ? [list] : [];
  const parts = items.map((i) => {
    const v = scalar(valueAt(i, t.pick));
    return typeof v === 'number' || typeof v === 'string' ? parseDecimal(String(v).trim()) : undefined;
  });
  if (parts.length === 0 || parts.some((p) => p === undefined)) return undefined;
  return formatDecimal(sumDecimals(parts as NonNullable<(typeof parts)[number]>[]));
}

/** Applies one transform of the closed set (transform-schema.ts) to one vendor record. */
export function applyTransform(t: Transform, record: unknown): MappedValue {
  if (typeof t === 'string') return scalar(valueAt(record, t));
  if ('sum' in t) return sumOf(t, record);
  if ('where' in t) return pickWhere(t, record);
  if ('path' in t) return scalar(valueAt(record, t.path));
  if ('firstOf' in t) {
    for (const option of t.firstOf) {
      const v = applyTransform(option, record);
      if (!isEmpty(v)) return v;
    }
    return undefined;
  }
  if ('const' in t) return t.const;
  if ('datetime' in t) return toDateTime(applyTransform(t.datetime, record), t.epoch);
  if ('date' in t) return toIsoDate(applyTransform(t.date, record), t.epoch, t.format);
  if ('money' in t) return money(t, record);
  if ('enum' in t) {
    const v = applyTransform(t.enum, record);
    if (isEmpty(v)) return undefined;
    const key = String(v);
    if (Object.hasOwn(t.map, key)) return t.map[key];
    const folded = Object.keys(t.map).find((k) => k.toLowerCase() === key.trim().toLowerCase());
    if (folded !== undefined) return t.map[folded];
    return t.others === 'drop' ? undefined : v;
  }
  const parts = t.join
    .map((p) => applyTransform(p, record))
    .filter((v) => !isEmpty(v))
    .map((v) => String(v).trim());
  return parts.length > 0 ? parts.join(t.separator ?? ' ') : undefined;
}
