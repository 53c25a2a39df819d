import { currencyExponent, isCurrencyCode } from '../currencies.js';
import { isPickItem, type Condition, type PickItem, type Transform } from '../transform-schema.js';
import { toDateTime, toIsoDate } from './dates.js';
import { formatAmount, formatDecimal, multiply, negateAmount, parseDecimal, readAmount, readQuantity, sumDecimals } from './money.js';
import { valueAt } from '../paths.js';

/** What a transform yields for one record; undefined = nothing (the field is left out). */
export type MappedValue = string | number | boolean | undefined;

const isEmpty = (v: MappedValue): boolean => v === undefined || (typeof v === 'string' && v.trim() === '');

function scalar(value: unknown): MappedValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

const fold = (v: string | number | boolean): string => (typeof v === 'string' ? v.trim().toLowerCase() : String(v));

/**
 * The values a condition stands for: its constants, or the record's own value at `sameAs`. Undefined
 * when that record value is absent: nothing can then be compared, so the pick yields nothing.
 */
function wantedValues(c: Condition, record: unknown): (string | number | boolean)[] | undefined {
  if (Array.isArray(c)) return c;
  if (typeof c !== 'object') return [c];
  const own = scalar(valueAt(record, c.sameAs));
  return own === undefined || (typeof own === 'string' && own.trim() === '') ? undefined : [own];
}

/** Whether an item's field equals one of the wanted values; text ignores case and surrounding spaces. */
function fieldMatches(actual: unknown, wanted: readonly (string | number | boolean)[]): boolean {
  const v = scalar(actual);
  if (v === undefined) return false;
  return wanted.some((w) => fold(w) === fold(v));
}

/**
 * `{path, where?, whereNot?, pick}`: the first item of the list at `path` whose fields equal `where`
 * and none of `whereNot` (a field the item lacks is "not" the value), then its `pick`.
 */
function pickItem(t: PickItem, record: unknown): MappedValue {
  const list = valueAt(record, t.path);
  const items: unknown[] = Array.isArray(list) ? list : list !== null && typeof list === 'object' ? [list] : [];
  const resolve = (conds: Record<string, Condition> | undefined): [string, (string | number | boolean)[]][] | undefined => {
    const out: [string, (string | number | boolean)[]][] = [];
    for (const [field, c] of Object.entries(conds ?? {})) {
      const wanted = wantedValues(c, record);
      if (wanted === undefined) return undefined;
      out.push([field, wanted]);
    }
    return out;
  };
  const must = resolve(t.where);
  const mustNot = resolve(t.whereNot);
  if (must === undefined || mustNot === undefined) return undefined;
  const item = items.find(
    (i) =>
      must.every(([field, wanted]) => fieldMatches(valueAt(i, field), wanted)) && !mustNot.some(([field, wanted]) => fieldMatches(valueAt(i, field), wanted)),
  );
  return item === undefined ? undefined : scalar(valueAt(item, t.pick));
}

/** `{lastSegment}`: the text after the last "/" of a link or reference, without query, fragment or trailing slashes. */
function lastSegment(v: MappedValue): MappedValue {
  if (v === undefined || typeof v === 'boolean') return undefined;
  const text = String(v)
    .trim()
    .replace(/[?#].*$/s, '')
    .replace(/\/+$/, '');
  const segment = text.slice(text.lastIndexOf('/') + 1).trim();
  return segment === '' ? undefined : segment;
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

/** `{add}`: the exact sum of the parts' decimals; nothing unless every part is one. */
function addOf(parts: Transform[], record: unknown): MappedValue {
  const values = parts.map((p) => {
    const v = applyTransform(p, record);
    return typeof v === 'number' || typeof v === 'string' ? parseDecimal(String(v).trim()) : undefined;
  });
  if (values.some((v) => v === undefined)) return undefined;
  return formatDecimal(sumDecimals(values as NonNullable<(typeof values)[number]>[]));
}

/** Applies one transform of the closed set (transform-schema.ts) to one vendor record. */
export function applyTransform(t: Transform, record: unknown): MappedValue {
  if (typeof t === 'string') return scalar(valueAt(record, t));
  if ('sum' in t) return sumOf(t, record);
  if (isPickItem(t)) return pickItem(t, record);
  if ('path' in t) return scalar(valueAt(record, t.path));
  if ('lastSegment' in t) return lastSegment(applyTransform(t.lastSegment, record));
  if ('add' in t) return addOf(t.add, record);
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
