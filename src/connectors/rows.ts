import { z } from 'zod';
import type { Capability } from '../../config/contract.js';

/**
 * The spec's row shapes (Customer record, Order, Invoice, Booking, Subscription, Ticket row,
 * Tracking row), as zod schemas that mapped vendor records must pass. A row missing a required field
 * does not count: it is dropped, never shown half-empty. Extras the spec lists for orders (refunded,
 * customer_email, tracking_url, eta, return_status) and invoices (currency, due/due_date,
 * outstanding) are flat optional fields beside the others.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^-?\d+(\.\d+)?$/;

/** Text: numbers are accepted (vendor ids are often numeric) and written as strings. */
const text = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1));
const date = z.string().regex(DATE, 'a YYYY-MM-DD date');
const amount = z.string().regex(AMOUNT, 'an amount in major units such as 19.99');
const integer = z
  .union([z.number(), z.string().regex(/^\d+$/)])
  .transform(Number)
  .pipe(z.number().int().min(0));
const numberOrText = z.union([z.number(), z.string().min(1)]);

export const customerRecordSchema = z.object({
  id: text,
  name: text,
  email: text.optional().default(''),
  phone: text.optional().default(''),
  postcode: text.optional().default(''),
});
export type CustomerRecord = z.output<typeof customerRecordSchema>;

export const orderSchema = z.object({
  order_number: text,
  placed: date,
  status: text.optional(),
  total: amount.optional(),
  currency: text.optional(),
  courier: text.optional(),
  tracking: text.optional(),
  refunded: amount.optional(),
  customer_email: text.optional(),
  tracking_url: text.optional(),
  eta: text.optional(),
  return_status: text.optional(),
});
export type Order = z.output<typeof orderSchema>;

export const trackingRowSchema = z
  .object({
    order_number: text.optional(),
    status: text.optional(),
    tracking: text.optional(),
    courier: text.optional(),
  })
  .refine((r) => r.order_number !== undefined || r.tracking !== undefined, 'a tracking row needs an order number or a tracking number');
export type TrackingRow = z.output<typeof trackingRowSchema>;

export const invoiceSchema = z.object({
  invoice: text,
  date,
  amount: amount.optional(),
  status: text.optional(),
  currency: text.optional(),
  due: date.optional(),
  due_date: date.optional(),
  outstanding: amount.optional(),
});
export type Invoice = z.output<typeof invoiceSchema>;

export const bookingSchema = z.object({
  id: text,
  start: text,
  service: text.optional(),
  status: text.optional(),
  end: text.optional(),
  cancelled: z.boolean().optional(),
  did_not_arrive: z.boolean().optional(),
  party_size: integer.optional(),
});
export type Booking = z.output<typeof bookingSchema>;

export const subscriptionSchema = z.object({
  id: text,
  plan: text,
  status: text.optional(),
  next_billing: date.optional(),
  amount: amount.optional(),
  since: date.optional(),
  start: date.optional(),
  expires: date.optional(),
  term_end: date.optional(),
  progress: numberOrText.optional(),
  percent_complete: numberOrText.optional(),
});
export type Subscription = z.output<typeof subscriptionSchema>;

export const ticketRowSchema = z.object({
  id: text,
  subject: text.optional(),
  status: text.optional(),
  updated: date.optional(),
  opened: date.optional(),
  closed: date.optional(),
  stage: text.optional(),
});
export type TicketRow = z.output<typeof ticketRowSchema>;

export const balanceRowSchema = z.object({ balance: amount });
export type BalanceRow = z.output<typeof balanceRowSchema>;

/** Extra account-summary fields a connector maps (free-form, flat). */
export const accountFieldsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type AccountFields = z.output<typeof accountFieldsSchema>;

/** The row each capability produces. */
export interface CapabilityRows {
  find_customer: CustomerRecord;
  orders: Order;
  order_status: TrackingRow;
  invoices: Invoice;
  balance: BalanceRow;
  bookings: Booking;
  subscriptions: Subscription;
  tickets: TicketRow;
  account: AccountFields;
}

export const ROW_SCHEMAS: { readonly [C in Capability]: z.ZodType<CapabilityRows[C]> } = {
  find_customer: customerRecordSchema,
  orders: orderSchema,
  order_status: trackingRowSchema,
  invoices: invoiceSchema,
  balance: balanceRowSchema,
  bookings: bookingSchema,
  subscriptions: subscriptionSchema,
  tickets: ticketRowSchema,
  account: accountFieldsSchema,
};

/** How a row field is typed; decides which transform a definition must use for it. */
export type FieldType = 'text' | 'date' | 'amount' | 'boolean' | 'integer' | 'number_or_text';

export interface FieldSpec {
  type: FieldType;
  required: boolean;
}

const f = (type: FieldType, required = false): FieldSpec => ({ type, required });

/**
 * The fields of each capability's row (the same as the schemas above; a unit test keeps them in
 * step). `account` has no fixed fields: any snake_case name except the customer record's and balance.
 */
export const ROW_FIELDS: { readonly [C in Exclude<Capability, 'account'>]: Readonly<Record<string, FieldSpec>> } = {
  find_customer: { id: f('text', true), name: f('text', true), email: f('text'), phone: f('text'), postcode: f('text') },
  orders: {
    order_number: f('text', true),
    placed: f('date', true),
    status: f('text'),
    total: f('amount'),
    currency: f('text'),
    courier: f('text'),
    tracking: f('text'),
    refunded: f('amount'),
    customer_email: f('text'),
    tracking_url: f('text'),
    eta: f('text'),
    return_status: f('text'),
  },
  order_status: { order_number: f('text'), status: f('text'), tracking: f('text'), courier: f('text') },
  invoices: {
    invoice: f('text', true),
    date: f('date', true),
    amount: f('amount'),
    status: f('text'),
    currency: f('text'),
    due: f('date'),
    due_date: f('date'),
    outstanding: f('amount'),
  },
  balance: { balance: f('amount', true) },
  bookings: {
    id: f('text', true),
    start: f('text', true),
    service: f('text'),
    status: f('text'),
    end: f('text'),
    cancelled: f('boolean'),
    did_not_arrive: f('boolean'),
    party_size: f('integer'),
  },
  subscriptions: {
    id: f('text', true),
    plan: f('text', true),
    status: f('text'),
    next_billing: f('date'),
    amount: f('amount'),
    since: f('date'),
    start: f('date'),
    expires: f('date'),
    term_end: f('date'),
    progress: f('number_or_text'),
    percent_complete: f('number_or_text'),
  },
  tickets: {
    id: f('text', true),
    subject: f('text'),
    status: f('text'),
    updated: f('date'),
    opened: f('date'),
    closed: f('date'),
    stage: f('text'),
  },
};

/** Names an account mapping may not use: the summary already carries them. */
export const RESERVED_ACCOUNT_FIELDS = ['id', 'name', 'email', 'phone', 'postcode', 'balance'] as const;
