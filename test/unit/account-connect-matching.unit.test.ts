import { describe, expect, it } from 'vitest';
import { findPerson, matchesPerson } from '../../src/account-connect-demo/matching.js';
import { lastThreeDigits, maskEmail, mobileKey } from '../../src/customers/contact-details.js';
import { DEMO_PEOPLE } from '../../src/account-connect-demo/people.js';
import { accountOf, invoicesOf, ordersOf } from '../../src/account-connect-demo/views.js';

const amelia = DEMO_PEOPLE.find((p) => p.id === 'cus_1001')!;
const input = (over: Partial<{ full_name: string; postcode: string; email: string; mobile_number: string }>) => ({
  full_name: '',
  postcode: '',
  email: '',
  mobile_number: '',
  ...over,
});
const NOW = Date.UTC(2026, 5, 15);

describe('demo matching (part A rule 2)', () => {
  it('needs the full name and one detail of the same account, ignoring case and spaces', () => {
    expect(matchesPerson(amelia, input({ full_name: 'aMeLiA hArT', postcode: 'bs1 5tr' }))).toBe(true);
    expect(matchesPerson(amelia, input({ full_name: 'Amelia Hart', email: 'amelia.hart@EXAMPLE.com ' }))).toBe(true);
    expect(matchesPerson(amelia, input({ full_name: 'Amelia Hart' }))).toBe(false);
    expect(matchesPerson(amelia, input({ full_name: 'Hart', postcode: 'BS1 5TR' }))).toBe(false);
    expect(matchesPerson(amelia, input({ full_name: '', postcode: 'BS1 5TR' }))).toBe(false);
  });

  it('treats 07... and +44 7... as the same mobile', () => {
    for (const m of ['07700900201', '07700 900 201', '+447700900201', '+44 7700 900201', '0044 7700 900201']) {
      expect(matchesPerson(amelia, input({ full_name: 'Amelia Hart', mobile_number: m })), m).toBe(true);
    }
    expect(mobileKey('900201')).toBeNull();
    expect(mobileKey('+44 7700 900201')).toBe(mobileKey('07700 900201'));
  });

  it('finds nobody for a stranger', () => {
    expect(findPerson(DEMO_PEOPLE, input({ full_name: 'Zed Zero', postcode: 'BS1 5TR' }))).toBeNull();
  });

  it('masks an email to its first letter and a mobile to its last three digits', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
    expect(lastThreeDigits('07700 900123')).toBe('123');
  });
});

describe('demo people', () => {
  it('has eight fictional customers beside the test customer, with 0 to 15 orders and invoices and every account status', () => {
    const fictional = DEMO_PEOPLE.filter((p) => p.id !== 'cus_test');
    expect(fictional).toHaveLength(8);
    expect(new Set(fictional.map((p) => p.account.status))).toEqual(new Set(['active', 'in arrears', 'closed', 'suspended']));
    const orderCounts = fictional.map((p) => ordersOf(p, NOW).length);
    expect(Math.min(...orderCounts)).toBe(0);
    expect(Math.max(...orderCounts)).toBe(15);
    for (const p of fictional) {
      expect(p.postcode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
      expect(p.email).toMatch(/@example\.(com|net|org|co\.uk)$/);
      if (p.mobile) expect(p.mobile).toMatch(/^(07700 |\+44 7700 )900\d{3}$/);
    }
  });

  it('includes a credit note and a part-paid invoice, with dates as YYYY-MM-DD', () => {
    const all = DEMO_PEOPLE.flatMap((p) => invoicesOf(p, NOW));
    expect(all.some((i) => i.status === 'credit' && i.amount.startsWith('-£'))).toBe(true);
    expect(all.some((i) => i.status === 'part-paid' && i.extras?.outstanding)).toBe(true);
    expect(all.every((i) => /^\d{4}-\d{2}-\d{2}$/.test(i.date))).toBe(true);
  });

  it('dates the account from the clock: contract, next payment and future bookings only', () => {
    const account = accountOf(amelia, NOW);
    expect(account).toMatchObject({ contract_start: '2025-05-11', next_payment_date: '2026-06-27' });
    expect((account.upcoming_bookings as { start: string }[]).map((b) => b.start)).toEqual(['2026-06-18T09:30', '2026-07-25T14:00']);
  });
});
