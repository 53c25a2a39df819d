import { z } from 'zod';
import type { ConnectorReadPayload, ConnectorReadResult } from '../../../../queues/connector.js';
import { LIMITS } from '../../../../config/limits.js';
import type { Connection } from '../../../db/entities/connection.js';
import { MESSAGES, type DataKind } from '../../../messages.js';
import type { ReadOutcome } from '../../verifier.js';
import type { Capability } from '../../../../config/contract.js';
import type { ConnectorDefinition } from '../../../connectors/define.js';
import type { VendorReader } from '../../../connectors/connections/reader.js';

/**
 * The bot's reads through a connector, for the customer a session is bound to: the five lists (safety
 * filter applied in the worker with the verified email) and the account summary built exactly as the
 * spec's "Account object" says — the customer record, `balance` when the connector has the balance
 * capability, the fields its account capability maps, nothing else. A kind the connector does not hold
 * is an empty list with "<Name> does not hold <kind>"; a failed read is system_error (never "nothing").
 */

export const sessionCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  postcode: z.string(),
});
export type SessionCustomer = z.infer<typeof sessionCustomerSchema>;

/** A customer row as the vendor pool returns it (already checked against the spec's Customer record there); missing contact fields are empty. */
export const customerCandidateSchema = sessionCustomerSchema.extend({
  email: z.string().default(''),
  phone: z.string().default(''),
  postcode: z.string().default(''),
});

export interface ReadContext {
  connection: Connection;
  def: ConnectorDefinition;
  reader: VendorReader;
}

/** Most recent first and capped (spec: last 10 orders, last 12 invoices), other lists capped at 20. */
const LIST_LIMITS: Record<DataKind, number> = { orders: LIMITS.recentOrders, invoices: LIMITS.recentInvoices, bookings: 20, subscriptions: 20, tickets: 20 };
const SORT_BY: Partial<Record<DataKind, string>> = { orders: 'placed', invoices: 'date' };

function payload(ctx: ReadContext, capability: Capability, customer: SessionCustomer): ConnectorReadPayload {
  return {
    tenantId: ctx.connection.tenantId,
    connectionId: ctx.connection.id,
    connector: ctx.connection.connector,
    config: ctx.connection.config,
    secretsSealed: ctx.connection.secretsSealed,
    capability,
    purpose: 'read',
    subject: { customer: { id: customer.id, email: customer.email, phone: customer.phone, full_name: customer.name, postcode: customer.postcode } },
    verifiedEmail: customer.email,
  };
}

function arrange(kind: DataKind, rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const field = SORT_BY[kind];
  const sorted = field ? [...rows].sort((a, b) => String(b[field] ?? '').localeCompare(String(a[field] ?? ''))) : rows;
  return sorted.slice(0, LIST_LIMITS[kind]);
}

export async function readList(ctx: ReadContext, kind: DataKind, customer: SessionCustomer): Promise<ReadOutcome> {
  if (!ctx.def.capabilities[kind]) return { kind: 'ok', body: { [kind]: [], message: MESSAGES.doesNotHold(ctx.def.name, kind) } };
  const r = await ctx.reader.read(payload(ctx, kind, customer));
  if (!r.ok) return { kind: 'system_error' };
  return { kind: 'ok', body: { [kind]: arrange(kind, r.rows) } };
}

async function firstRow(ctx: ReadContext, capability: 'balance' | 'account', customer: SessionCustomer): Promise<ConnectorReadResult | null> {
  return ctx.def.capabilities[capability] ? ctx.reader.read(payload(ctx, capability, customer)) : null;
}

export async function accountSummary(ctx: ReadContext, customer: SessionCustomer): Promise<ReadOutcome> {
  const [balance, extra] = await Promise.all([firstRow(ctx, 'balance', customer), firstRow(ctx, 'account', customer)]);
  if ((balance && !balance.ok) || (extra && !extra.ok)) return { kind: 'system_error' };
  const account: Record<string, unknown> = { id: customer.id, name: customer.name, email: customer.email, phone: customer.phone, postcode: customer.postcode };
  const amount = balance?.ok ? balance.rows[0]?.['balance'] : undefined;
  if (typeof amount === 'string') account['balance'] = amount;
  // Mapped account fields never use the record's names or balance (define-checks), so nothing is overwritten.
  if (extra?.ok && extra.rows[0]) Object.assign(account, extra.rows[0]);
  return { kind: 'ok', body: { account } };
}
