/**
 * Amounts as decimal strings, never floats: minor units are shifted by the currency exponent on the
 * digits themselves, so 1999 GBP is "19.99", 500 JPY is "500" and 12345 KWD is "12.345".
 */

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

function split(value: string): { negative: boolean; digits: string } {
  const negative = value.startsWith('-');
  return { negative, digits: value.replace(/^[+-]/, '') };
}

function stripLeadingZeros(intPart: string): string {
  return intPart.replace(/^0+(?=\d)/, '');
}

function sign(negative: boolean, body: string): string {
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

/** Text of a vendor number or string, or undefined if it is not a plain decimal. */
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

/** Minor units (an integer) to a major-unit string with exactly `exponent` decimals. */
export function minorToMajor(value: unknown, exponent: number): string | undefined {
  const text = decimalText(value);
  if (text === undefined || !INTEGER.test(text) || (typeof value === 'number' && !Number.isSafeInteger(value))) return undefined;
  const { negative, digits } = split(text);
  if (exponent === 0) return sign(negative, stripLeadingZeros(digits));
  const padded = digits.padStart(exponent + 1, '0');
  const body = `${stripLeadingZeros(padded.slice(0, -exponent))}.${padded.slice(-exponent)}`;
  return sign(negative, body);
}

/**
 * A major-unit amount as a string, padded (never rounded) to `exponent` decimals when the currency is
 * known: 20 GBP -> "20.00", "19.9" -> "19.90", "19.999" stays "19.999".
 */
export function normaliseMajor(value: unknown, exponent: number | undefined): string | undefined {
  const text = decimalText(value);
  if (text === undefined) return undefined;
  const { negative, digits } = split(text);
  const [intPart = '0', fraction = ''] = digits.split('.');
  const places = exponent === undefined ? fraction.length : Math.max(exponent, fraction.length);
  const body = places === 0 ? stripLeadingZeros(intPart) : `${stripLeadingZeros(intPart)}.${fraction.padEnd(places, '0')}`;
  return sign(negative, body);
}

/** The amount with its sign flipped ("12.00" -> "-12.00"); zero stays unsigned. */
export function negateAmount(amount: string): string {
  if (amount.startsWith('-')) return amount.slice(1);
  return /[1-9]/.test(amount) ? `-${amount}` : amount;
}
