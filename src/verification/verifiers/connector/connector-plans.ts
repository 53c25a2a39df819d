import { z } from 'zod';
import type { Capability } from '../../../../config/contract.js';
import type { ConnectorReadPayload, ConnectorReadOutcome } from '../../../../queues/connector.js';
import type { ConnectorDefinition } from '../../../connectors/define.js';
import type { Connection } from '../../../db/entities/connection.js';
import { MESSAGES, type DataKind } from '../../../messages.js';
import type { Plan, ReadOutcome } from '../../verifier.js';
import { boundSourceRows } from '../../list-cut.js';

/**
 * The bot's reads through a connector, for the customer a session is bound to, as plans (pure): the
 * five lists (safety filter applied in the worker with the verified email) and the account summary
 * built exactly as the spec's "Account object" says — the customer record, `balance` when the connector
 * has the balance capability, the fields its account capability maps, nothing else. A kind the
 * connector does not hold is an empty list with "<Name> does not hold <kind>"; a failed read is
 * system_error (never "nothing").
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

/** The customer rows of a find_customer read that are records (a row that is not is left out). */
export function candidatesOf(rows: readonly unknown[]): z.infer<typeof customerCandidateSchema>[] {
  return rows.flatMap((row) => {
    const parsed = customerCandidateSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The connection's part of every read payload. */
export function connectionPart(connection: Connection): Pick<ConnectorReadPayload, 'tenantId' | 'connectionId' | 'connector' | 'config' | 'secretsSealed'> {
  return {
    tenantId: connection.tenantId,
    connectionId: connection.id,
    connector: connection.connector,
    config: connection.config,
    secretsSealed: connection.secretsSealed,
  };
}

/** A read of `capability` on the verified customer's behalf (rows naming another email are dropped). */
export function readPayload(connection: Connection, capability: Capability, customer: SessionCustomer): ConnectorReadPayload {
  return {
    ...connectionPart(connection),
    capability,
    purpose: 'read',
    subject: { customer: { id: customer.id, email: customer.email, phone: customer.phone, full_name: customer.name, postcode: customer.postcode } },
    verifiedEmail: customer.email,
  };
}

/**
 * A source's list as it is handed on: every row (up to LIMITS.sourceRowsMax, the most recent kept),
 * with `more_count` for rows past that bound. The answer's one cut, which orders, caps and says what
 * it left out, comes after the merge (list-cut.ts).
 */
function handOn(kind: DataKind, rows: Record<string, unknown>[]): Record<string, unknown> {
  const bounded = boundSourceRows(kind, rows);
  return bounded.leftOut > 0 ? { [kind]: bounded.rows, more_count: bounded.leftOut } : { [kind]: bounded.rows };
}

/** One list of the verified customer. */
export function listPlan(connection: Connection, def: ConnectorDefinition, kind: DataKind, customer: SessionCustomer): Plan<ReadOutcome> {
  if (!def.capabilities[kind]) return { answer: { kind: 'ok', body: { [kind]: [], message: MESSAGES.doesNotHold(def.name, kind) } } };
  return {
    vendor: [readPayload(connection, kind, customer)],
    finish: ([r]: ConnectorReadOutcome[]): ReadOutcome => (r?.ok ? { kind: 'ok', body: handOn(kind, r.rows) } : { kind: 'system_error' }),
  };
}

/** The account summary: the customer record, with the balance and account capabilities' fields when the connector has them. */
export function summaryPlan(connection: Connection, def: ConnectorDefinition, customer: SessionCustomer): Plan<ReadOutcome> {
  const record: Record<string, unknown> = { id: customer.id, name: customer.name, email: customer.email, phone: customer.phone, postcode: customer.postcode };
  const extra = (['balance', 'account'] as const).filter((c) => def.capabilities[c]);
  if (extra.length === 0) return { answer: { kind: 'ok', body: { account: record } } };
  return {
    vendor: extra.map((c) => readPayload(connection, c, customer)),
    finish: (replies: ConnectorReadOutcome[]): ReadOutcome => {
      if (replies.some((r) => !r.ok)) return { kind: 'system_error' };
      const first = (c: 'balance' | 'account'): Record<string, unknown> | undefined => {
        const r: ConnectorReadOutcome | undefined = replies[extra.indexOf(c)];
        return r?.ok ? r.rows[0] : undefined;
      };
      const account = { ...record };
      const amount = first('balance')?.['balance'];
      if (typeof amount === 'string') account['balance'] = amount;
      // Mapped account fields never use the record's names or balance (define-checks), so nothing is overwritten.
      Object.assign(account, first('account') ?? {});
      return { kind: 'ok', body: { account } };
    },
  };
}
