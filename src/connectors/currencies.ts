/**
 * ISO 4217 minor-unit exponents: how many decimal places a currency's major unit has. Every
 * currency not listed uses 2. Used to turn minor units (e.g. Stripe's 1999) into major (19.99).
 */
const EXPONENTS: Readonly<Record<string, number>> = Object.freeze({
  // zero-decimal currencies
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  // three-decimal currencies
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  // four-decimal units of account
  CLF: 4,
  UYW: 4,
});

/** Default exponent when a currency is unknown or not given. */
export const DEFAULT_CURRENCY_EXPONENT = 2;

/** The exponent of a currency code (case-insensitive); 2 for codes not listed or undefined. */
export function currencyExponent(code: string | undefined): number {
  if (!code) return DEFAULT_CURRENCY_EXPONENT;
  return EXPONENTS[code.trim().toUpperCase()] ?? DEFAULT_CURRENCY_EXPONENT;
}

/** Whether `code` looks like an ISO 4217 code (three letters). */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Za-z]{3}$/.test(code.trim());
}
