import { describe, expect, it } from 'vitest';
import { currencyExponent } from '../../src/connectors/currencies.js';
import { formatAmount, negateAmount, parseDecimal, readAmount } from '../../src/connectors/runtime/money.js';
import { applyTransform } from '../../src/connectors/runtime/transforms.js';
import { transformSchema, type Transform } from '../../src/connectors/transform-schema.js';
import type { AmountSource } from '../../src/connectors/transform-schema.js';

/**
 * Amount normalisation (issue 17, part 3): the runtime, not each definition, writes every amount in
 * major units with the currency's ISO 4217 places; the definition only states the vendor's form.
 */

const money = (source: AmountSource, amount: unknown, currency?: string, extra: Partial<Extract<Transform, { money: Transform }>> = {}): unknown =>
  applyTransform(
    { money: 'a', source, ...(currency !== undefined ? { currency: 'c' } : {}), ...extra },
    { a: amount, c: currency, q: extra.quantity ? 3 : undefined },
  );

describe('ISO 4217 exponents', () => {
  it('knows JPY 0, GBP/EUR/USD 2, KWD 3, and uses 2 for unknown codes or none', () => {
    expect([currencyExponent('JPY'), currencyExponent('GBP'), currencyExponent('eur'), currencyExponent('USD'), currencyExponent('kwd')]).toEqual([
      0, 2, 2, 2, 3,
    ]);
    expect([currencyExponent('XYZ'), currencyExponent(undefined)]).toEqual([2, 2]);
  });
});

describe('amounts per currency exponent, from minor units and from decimal strings', () => {
  const cases: { currency: string; minor: [unknown, string][]; decimal: [string, string][] }[] = [
    {
      currency: 'JPY',
      minor: [
        [500, '500'],
        ['1200', '1200'],
        [0, '0'],
      ],
      decimal: [
        ['500', '500'],
        ['1200.0', '1200'],
        ['499.5', '500'],
      ],
    },
    {
      currency: 'GBP',
      minor: [
        [1999, '19.99'],
        [5, '0.05'],
        [0, '0.00'],
        ['000123', '1.23'],
      ],
      decimal: [
        ['19.99', '19.99'],
        ['19.9', '19.90'],
        ['50.0', '50.00'],
        ['361.9500', '361.95'],
        ['007.50', '7.50'],
      ],
    },
    {
      currency: 'EUR',
      minor: [[2000, '20.00']],
      decimal: [
        ['20', '20.00'],
        ['0.125', '0.13'],
      ],
    },
    {
      currency: 'USD',
      minor: [[36195, '361.95']],
      decimal: [
        ['361.9500', '361.95'],
        ['10.004', '10.00'],
        ['10.005', '10.01'],
      ],
    },
    {
      currency: 'KWD',
      minor: [
        [12345, '12.345'],
        [5, '0.005'],
      ],
      decimal: [
        ['1.5', '1.500'],
        ['12.345', '12.345'],
        ['2.0000', '2.000'],
      ],
    },
  ];
  for (const { currency, minor, decimal } of cases) {
    it(`${currency}: minor units shift by ${currencyExponent(currency)} places; decimal strings land on exactly that many`, () => {
      for (const [input, want] of minor) expect(money('minor', input, currency)).toBe(want);
      for (const [input, want] of decimal) expect(money('decimal_string', input, currency)).toBe(want);
    });
  }

  it('reads the currency code without regard to case', () => {
    expect(money('minor', 2000, 'gbp')).toBe('20.00');
    expect(money('minor', 500, 'jpy')).toBe('500');
  });

  it('reads a JSON number in major units when the definition says number', () => {
    expect(money('number', 50, 'GBP')).toBe('50.00');
    expect(money('number', 361.95, 'USD')).toBe('361.95');
    expect(money('number', 1200, 'JPY')).toBe('1200');
  });
});

describe('amounts with no currency known', () => {
  it('keep at least two places, trim zeros beyond them and never round: never "361.9500" or "50.0"', () => {
    expect(money('decimal_string', '361.9500')).toBe('361.95');
    expect(money('decimal_string', '50.0')).toBe('50.00');
    expect(money('decimal_string', '50')).toBe('50.00');
    expect(money('decimal_string', '12.345')).toBe('12.345');
    expect(money('decimal_string', '12.34500')).toBe('12.345');
    expect(money('number', 7.5)).toBe('7.50');
  });

  it('read minor units with the default two places', () => {
    expect(money('minor', 1999)).toBe('19.99');
    expect(money('minor', 1999, 'not-a-code')).toBe('19.99');
  });
});

describe('the declared source form', () => {
  it('is never guessed: a value in another form yields nothing', () => {
    expect(money('minor', 19.99, 'GBP')).toBeUndefined();
    expect(money('minor', '19.99', 'GBP')).toBeUndefined();
    expect(money('decimal_string', 19.99, 'GBP')).toBeUndefined();
    expect(money('number', '19.99', 'GBP')).toBeUndefined();
    expect(money('major', '19.99', 'GBP')).toBe('19.99');
    expect(money('major', 19.99, 'GBP')).toBe('19.99');
  });

  it('refuses text that is not a plain decimal and numbers past 2^53 in minor units', () => {
    expect(money('decimal_string', '1,234.50', 'GBP')).toBeUndefined();
    expect(money('decimal_string', '£12', 'GBP')).toBeUndefined();
    expect(money('number', 1e21, 'GBP')).toBeUndefined();
    expect(money('minor', Number.MAX_SAFE_INTEGER + 2, 'GBP')).toBeUndefined();
    expect(money('minor', '12a', 'GBP')).toBeUndefined();
  });

  it('uses digits, never floats: long minor-unit strings keep every digit', () => {
    expect(money('minor', '123456789012345678901', 'GBP')).toBe('1234567890123456789.01');
    expect(money('minor', 110, 'GBP')).toBe('1.10');
    expect(readAmount(30, 'minor', 2)).toEqual({ units: 30n, scale: 2 });
  });
});

describe('quantity and credit notes', () => {
  it('multiplies a unit price by the quantity billed (3 seats at 12.50 is 37.50)', () => {
    expect(money('decimal_string', '12.50', 'GBP', { quantity: 'q' })).toBe('37.50');
    expect(money('minor', 1250, 'GBP', { quantity: 'q' })).toBe('37.50');
    expect(applyTransform({ money: 'p', source: 'number', currency: 'c', quantity: 'n' }, { p: 0.1, n: '1.5', c: 'KWD' })).toBe('0.150');
  });

  it('yields nothing when the quantity is named but missing or negative, rather than one unit standing for the total', () => {
    expect(applyTransform({ money: 'p', source: 'decimal_string', quantity: 'n' }, { p: '12.50' })).toBeUndefined();
    expect(applyTransform({ money: 'p', source: 'decimal_string', quantity: 'n' }, { p: '12.50', n: -2 })).toBeUndefined();
  });

  it('keeps negative amounts and negates credit notes; zero is never signed', () => {
    expect(money('minor', -1999, 'GBP')).toBe('-19.99');
    expect(money('minor', -5, 'KWD')).toBe('-0.005');
    expect(money('minor', -0, 'GBP')).toBe('0.00');
    expect(money('decimal_string', '-0.004', 'GBP')).toBe('0.00');
    expect(money('decimal_string', '-10.005', 'USD')).toBe('-10.01');
    const credit: Transform = { money: 'Total', source: 'number', currency: 'CurrencyCode', negateWhen: { path: 'Type', in: ['ACCRECCREDIT'] } };
    expect(applyTransform(credit, { Total: 12, CurrencyCode: 'GBP', Type: 'ACCRECCREDIT' })).toBe('-12.00');
    expect(applyTransform(credit, { Total: 12, CurrencyCode: 'GBP', Type: 'ACCREC' })).toBe('12.00');
    expect(negateAmount('-3.50')).toBe('3.50');
    expect(negateAmount('0.00')).toBe('0.00');
  });

  it('formats a parsed decimal exactly at the places asked', () => {
    expect(formatAmount(parseDecimal('0.5')!, 0)).toBe('1');
    expect(formatAmount(parseDecimal('-0.5')!, 0)).toBe('-1');
    expect(formatAmount(parseDecimal('3')!, 3)).toBe('3.000');
  });
});

describe('sums of parts (an invoice total split over payment requests)', () => {
  const invoice = (amounts: unknown[]) => ({ payment_requests: amounts.map((amount) => ({ computed_amount_money: { amount, currency: 'GBP' } })) });
  const total: Transform = {
    money: { sum: 'payment_requests', pick: 'computed_amount_money.amount' },
    source: 'minor',
    currency: 'payment_requests.0.computed_amount_money.currency',
  };

  it('adds every part exactly: a deposit and the balance make the invoice total', () => {
    expect(applyTransform(total, invoice([10000, 14000]))).toBe('240.00');
    expect(applyTransform(total, invoice([24000]))).toBe('240.00');
    expect(applyTransform({ sum: 'p', pick: 'a' }, { p: [{ a: '0.1' }, { a: 0.2 }, { a: '10' }] })).toBe('10.3');
  });

  it('yields nothing for an empty list or a part without an amount, never a partial total', () => {
    expect(applyTransform(total, invoice([]))).toBeUndefined();
    expect(applyTransform(total, invoice([10000, null]))).toBeUndefined();
    expect(applyTransform(total, invoice([10000, 'ten']))).toBeUndefined();
    expect(applyTransform(total, {})).toBeUndefined();
  });
});

describe('totals given in parts of one record (a sale price before tax and its tax)', () => {
  const total: Transform = { money: { add: ['total_price', 'total_tax'] }, source: 'decimal_string' };

  it('adds the parts exactly, whether written as numbers or decimal strings', () => {
    expect(applyTransform(total, { total_price: 200, total_tax: 30 })).toBe('230.00');
    expect(applyTransform(total, { total_price: -200, total_tax: -30 })).toBe('-230.00');
    expect(applyTransform(total, { total_price: '0.1', total_tax: 0.2 })).toBe('0.30');
    expect(applyTransform({ money: { add: ['a', 'b'] }, source: 'decimal_string', currency: 'c' }, { a: '1000', b: 5, c: 'JPY' })).toBe('1005');
  });

  it('yields nothing when a part is missing or not a decimal, never a partial total', () => {
    expect(applyTransform(total, { total_price: 200 })).toBeUndefined();
    expect(applyTransform(total, { total_price: 200, total_tax: 'n/a' })).toBeUndefined();
    expect(applyTransform(total, { total_price: 200, total_tax: null })).toBeUndefined();
  });

  it('needs at least two parts', () => {
    expect(transformSchema.safeParse({ add: ['a'] }).success).toBe(false);
    expect(transformSchema.safeParse({ add: ['a', 'b'] }).success).toBe(true);
  });
});
