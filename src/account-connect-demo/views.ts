import { LIMITS } from '../../config/limits.js';
import type { DemoPerson } from './people.js';

/** The demo's records as its endpoints return them, dated from `now` (the injected clock). */

const DAY_MS = 24 * 60 * 60_000;
const COURIERS = [
  { name: 'Royal Mail', code: 'RM', suffix: 'GB' },
  { name: 'DPD', code: '15', suffix: '' },
  { name: 'Evri', code: 'H0', suffix: '' },
] as const;

export function dateFrom(now: number, days: number): string {
  return new Date(now + days * DAY_MS).toISOString().slice(0, 10);
}

export function money(amount: number): string {
  return `${amount < 0 ? '-' : ''}£${Math.abs(amount).toFixed(2)}`;
}

/** E.164 form of a national UK mobile, as a vendor system would hold it. */
export function e164(mobile: string | null): string | null {
  if (!mobile) return null;
  const digits = mobile.replace(/\D/g, '');
  return `+44${digits.slice(-LIMITS.mobileCompareDigits)}`;
}

export interface DemoOrder {
  order_number: string;
  placed: string;
  status: string;
  total: string;
  currency: string;
  courier?: string;
  tracking?: string;
  extras?: Record<string, string>;
}

function orderStatus(i: number): string {
  if (i === 0) return 'processing';
  if (i === 1) return 'dispatched';
  if (i === 4) return 'cancelled';
  if (i === 6) return 'refunded';
  return 'delivered';
}

/** Every order of a person, most recent first (the endpoint caps the list). */
export function ordersOf(person: DemoPerson, now: number): DemoOrder[] {
  const { prefix, count, basket } = person.orders;
  return Array.from({ length: count }, (_, i) => {
    const status = orderStatus(i);
    const price = basket[i % basket.length] ?? 0;
    const order: DemoOrder = {
      order_number: `${prefix}-${1000 + count - i}`,
      placed: dateFrom(now, -(2 + i * 11)),
      status,
      total: money(price),
      currency: 'GBP',
    };
    if (status === 'dispatched' || status === 'delivered') {
      const c = COURIERS[i % COURIERS.length]!;
      order.courier = c.name;
      order.tracking = `${c.code}${String(482_193_000 + count * 97 + i * 13).padStart(9, '0')}${c.suffix}`;
      if (status === 'dispatched') order.extras = { eta: dateFrom(now, 2) };
    }
    if (status === 'refunded') order.extras = { refunded: money(price) };
    return order;
  });
}

export interface DemoInvoice {
  invoice: string;
  date: string;
  amount: string;
  status: string;
  extras?: Record<string, string>;
}

/** Every invoice of a person, most recent first: monthly, with the person's credit note, part-paid and unpaid ones. */
export function invoicesOf(person: DemoPerson, now: number): DemoInvoice[] {
  const { count, amount, credit, partPaid, unpaid, overdue } = person.invoices;
  return Array.from({ length: count }, (_, i) => {
    const date = dateFrom(now, -(5 + i * 30));
    const base: DemoInvoice = {
      invoice: `INV-${person.account.account_number}-${String(count - i).padStart(2, '0')}`,
      date,
      amount: money(amount),
      status: 'paid',
    };
    if (i === credit)
      return { ...base, invoice: `CN-${person.account.account_number}-${String(count - i).padStart(2, '0')}`, amount: money(-15), status: 'credit' };
    if (i === partPaid) return { ...base, status: 'part-paid', extras: { outstanding: money(amount / 2), due_date: dateFrom(now, -(5 + i * 30) + 14) } };
    if (i === overdue) return { ...base, status: 'overdue', extras: { due_date: dateFrom(now, -(5 + i * 30) + 14) } };
    if (i === unpaid) return { ...base, status: 'unpaid', extras: { due_date: dateFrom(now, 9) } };
    return base;
  });
}

/** The free-form account object (see the spec's "Account object"). */
export function accountOf(person: DemoPerson, now: number): Record<string, unknown> {
  const a = person.account;
  const account: Record<string, unknown> = {
    account_number: a.account_number,
    name: `${person.first_name} ${person.last_name}`,
    // The contact on the account: what other connections find the verified customer by (never what was typed).
    email: person.email,
    ...(person.mobile ? { mobile: person.mobile } : {}),
    status: a.status,
    plan: a.plan,
    monthly_price: a.monthly_price,
    contract_start: dateFrom(now, -a.contract_start_days_ago),
  };
  if (a.contract_months > 0) account.contract_end = dateFrom(now, -a.contract_start_days_ago + Math.round(a.contract_months * 30.4));
  account.balance_due = a.balance_due;
  if (a.next_payment_in_days !== null) account.next_payment_date = dateFrom(now, a.next_payment_in_days);
  account.payment_method = a.payment_method;
  account.services = a.services;
  account.upcoming_bookings = a.bookings
    .filter((b) => b.inDays >= 0)
    .sort((x, y) => x.inDays - y.inDays || x.time.localeCompare(y.time))
    .slice(0, LIMITS.upcomingBookings)
    .map((b) => ({ id: b.id, start: `${dateFrom(now, b.inDays)}T${b.time}`, service: b.service, status: b.status }));
  account.subscriptions = a.subscriptions.map((s) => ({
    id: s.id,
    plan: s.plan,
    status: s.status,
    amount: s.amount,
    ...(s.next_billing_in_days === null ? {} : { next_billing: dateFrom(now, s.next_billing_in_days) }),
    since: dateFrom(now, -s.since_days_ago),
  }));
  if (a.returns) account.returns = a.returns;
  return account;
}

/** GET /vendor/customers row: a vendor-style customer record. */
export function vendorCustomerOf(person: DemoPerson): Record<string, unknown> {
  return {
    id: person.id,
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email,
    phone: e164(person.mobile),
    address: { line1: person.address.line1, city: person.address.city, postcode: person.postcode },
  };
}

/** GET /vendor/orders row: vendor-style (id, created_at timestamp, numeric total), for connector mapping. */
export function vendorOrdersOf(person: DemoPerson, now: number): Record<string, unknown>[] {
  return ordersOf(person, now).map((o) => ({
    id: o.order_number,
    created_at: `${o.placed}T10:15:00Z`,
    status: o.status,
    total: Number(o.total.replace(/[^0-9.-]/g, '')),
    currency: o.currency,
    tracking: o.tracking ?? null,
    courier: o.courier ?? null,
  }));
}
