import type { AmountSource } from '../transform-schema.js';
/**
 * Amounts as decimal strings, never floats: every step (minor-unit shift, quantity, rounding) works on
 * the digits as a BigInt with a scale, so 1999 GBP is "19.99", 500 JPY is "500" and 12345 KWD is
 * "12.345". One output form for every connector (docs/connectors.md "Catalogue fidelity"):
 * - the currency is known (an ISO 4217 code): exactly its exponent's places, rounded half away from
 *   zero when the vendor wrote more ("361.9500" USD -> "361.95", 50 EUR -> "50.00", "1200.0" JPY ->
 *   "1200", "1.5" KWD -> "1.500");
 * - the currency is unknown: at least the default two places, trailing zeros beyond them trimmed and
 *   nothing rounded ("361.9500" -> "361.95", "50.0" -> "50.00", "12.345" -> "12.345"), so a
 *   three-decimal amount of an unnamed currency is never cut short.
 */

import { DEFAULT_CURRENCY_EXPONENT } from '../currencies.js';

/** value = units / 10^scale */
export interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;
const INTEGER = /^[+-]?\d+$/;

/** A decimal's text, or undefined when it is not a plain decimal (exponent forms, NaN, words). */
function decimalText(value: unknown): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    const s = String(value);
    return /e/i.test(s) ? undefined : s;
  }
  if (typeof value === 'string') {
    const s = value.trim();
    return DECIMAL.test(s) ? s : undefined;
  }
  return undefined;
}

/** Parses plain decimal text ("-12.50", "7", "+0.125") exactly. */
export function parseDecimal(text: string): Decimal | undefined {
  if (!DECIMAL.test(text)) return undefined;
  const negative = text.startsWith('-');
  const [intPart = '0', fraction = ''] = text.replace(/^[+-]/, '').split('.');
  const units = BigInt(intPart + fraction);
  return { units: negative ? -units : units, scale: fraction.length };
}

/**
 * A vendor value read in its declared form: `minor` takes an integer (a JSON number up to 2^53, or a
 * digit string of any length) and shifts it by `exponent`; `decimal_string` takes only a string and
 * `number` only a JSON number, `major` either, all in major units. Anything else is undefined: a value
 * in another form than the definition states is never guessed at.
 */
export function readAmount(value: unknown, source: AmountSource, exponent: number): Decimal | undefined {
  if (source === 'minor') {
    if (typeof value === 'number' && !Number.isSafeInteger(value)) return undefined;
    const text = decimalText(value);
    if (text === undefined || !INTEGER.test(text)) return undefined;
    const d = parseDecimal(text);
    return d && { units: d.units, scale: exponent };
  }
  if (source === 'decimal_string' && typeof value !== 'string') return undefined;
  if (source === 'number' && typeof value !== 'number') return undefined;
  const text = decimalText(value);
  return text === undefined ? undefined : parseDecimal(text);
}

/** A quantity (seats, units): a non-negative plain decimal, as a number or a string. */
export function readQuantity(value: unknown): Decimal | undefined {
  const text = decimalText(value);
  const d = text === undefined ? undefined : parseDecimal(text);
  return d && d.units >= 0n ? d : undefined;
}

export function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** The exact sum of decimals (at the largest scale among them). */
export function sumDecimals(parts: readonly Decimal[]): Decimal {
  const scale = Math.max(0, ...parts.map((p) => p.scale));
  return { units: parts.reduce((n, p) => n + p.units * 10n ** BigInt(scale - p.scale), 0n), scale };
}

const TEN = 10n;
const pow10 = (n: number): bigint => TEN ** BigInt(n);

/** The decimal at exactly `places` places: padded, or rounded half away from zero. */
export function atPlaces(d: Decimal, places: number): Decimal {
  if (d.scale <= places) return { units: d.units * pow10(places - d.scale), scale: places };
  const divisor = pow10(d.scale - places);
  const negative = d.units < 0n;
  const abs = negative ? -d.units : d.units;
  let q = abs / divisor;
  if ((abs % divisor) * 2n >= divisor) q += 1n;
  return { units: negative ? -q : q, scale: places };
}

/** Text of a decimal with exactly its scale's places; zero is never signed. */
export function formatDecimal(d: Decimal): string {
  const negative = d.units < 0n;
  const digits = (negative ? -d.units : d.units).toString().padStart(d.scale + 1, '0');
  const body = d.scale === 0 ? digits : `${digits.slice(0, -d.scale)}.${digits.slice(-d.scale)}`;
  return negative ? `-${body}` : body;
}

/** Trailing zeros beyond `min` places removed (never rounds). */
function trimmed(d: Decimal, min: number): Decimal {
  let { units, scale } = d;
  while (scale > min && units % TEN === 0n) {
    units /= TEN;
    scale--;
  }
  return scale < min ? atPlaces({ units, scale }, min) : { units, scale };
}

/**
 * The output form: a known currency's exponent (`exponent` given) gives exactly that many places;
 * unknown (undefined) gives at least two, trailing zeros beyond them trimmed.
 */
export function formatAmount(d: Decimal, exponent: number | undefined): string {
  return formatDecimal(exponent === undefined ? trimmed(d, DEFAULT_CURRENCY_EXPONENT) : atPlaces(d, exponent));
}

/** The amount with its sign flipped ("12.00" -> "-12.00"); zero stays unsigned. */
export function negateAmount(amount: string): string {
  if (amount.startsWith('-')) return amount.slice(1);
  return /[1-9]/.test(amount) ? `-${amount}` : amount;
}
