import { z } from 'zod';
import { LIMITS } from '../../config/limits.js';
import type { AccountConnectOutcome } from '../../queues/account-connect.js';
import type { AccountConnectStep, AccountConnectCall } from '../../config/contract.js';
import { clipStrings } from './reply-trim.js';

/**
 * How the service reads an Account Connect reply to one step. Lenient about content (the account object is
 * free-form, numbers are accepted where strings are expected), strict about the contract: a reply
 * that is not JSON, has no boolean `success`, or lacks the step's field is a failure, never data.
 */

const text = z.union([z.string(), z.number()]).transform(String);
const plainObject = z.record(z.string(), z.unknown());

/** What a successful reply of each step must carry. */
export const STEP_SUCCESS = {
  verify_identity: z.object({ otp_token: z.string().min(1), message: z.string().optional().catch(undefined) }),
  verify_otp: z.object({ session_token: z.string().min(1) }),
  account_summary: z.object({ account: plainObject }),
  orders: z.object({ orders: z.array(z.unknown()) }),
  invoices: z.object({ invoices: z.array(z.unknown()) }),
} as const satisfies Record<AccountConnectStep, z.ZodType>;

/** The optional sixth endpoint's success: a session exactly as verify-otp gives one. */
export const SESSION_FOR_IDENTITY_SUCCESS = z.object({ session_token: z.string().min(1) });

/** An order row counts only with order_number and placed; an invoice row with invoice and date. */
const orderRow = z.looseObject({ order_number: text, placed: text });
const invoiceRow = z.looseObject({ invoice: text, date: text });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** Most recent first by an ISO date field, when every row has one; otherwise the platform's order is kept. */
function newestFirst<T extends Record<string, unknown>>(rows: T[], field: string): T[] {
  if (!rows.every((r) => typeof r[field] === 'string' && ISO_DATE.test(r[field]))) return rows;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => String(b.row[field]).localeCompare(String(a.row[field])) || a.i - b.i)
    .map((x) => x.row);
}

function rowsOf<T extends Record<string, unknown>>(list: unknown[], schema: z.ZodType<T>): T[] {
  const out: T[] = [];
  for (const item of list) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/** The first characters of a reply, for recorded errors. */
export function snippet(body: string): string {
  return body.slice(0, LIMITS.vendorErrorSnippetChars);
}

/** Reads one HTTP reply of `step`. */
export function interpretReply(step: AccountConnectCall, status: number, body: string): AccountConnectOutcome {
  if (status === 401) return { kind: 'unauthorized' };
  if (status < 200 || status >= 300) return { kind: 'failed', reason: 'http_status', status, detail: `HTTP ${status}: ${snippet(body)}` };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { kind: 'failed', reason: 'not_json', status, detail: `reply was not JSON: ${snippet(body)}` };
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return { kind: 'failed', reason: 'bad_reply', status, detail: 'reply was not a JSON object' };
  }
  const reply = json as Record<string, unknown>;
  if (step === 'track_order') return trackOrderReply(status, reply);
  if (typeof reply.success !== 'boolean') {
    return { kind: 'failed', reason: 'bad_reply', status, detail: 'reply has no true or false "success"' };
  }
  if (!reply.success) return { kind: 'negative', status, message: typeof reply.message === 'string' ? reply.message : '' };
  if (step === 'session_for_identity') {
    const session = SESSION_FOR_IDENTITY_SUCCESS.safeParse(reply);
    if (!session.success) return { kind: 'failed', reason: 'bad_reply', status, detail: 'reply has success true but no valid "session_token"' };
    return { kind: 'ok', status, data: { session_token: session.data.session_token } };
  }
  const parsed = STEP_SUCCESS[step].safeParse(reply);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'body');
    return { kind: 'failed', reason: 'bad_reply', status, detail: `reply has success true but no valid "${field}"` };
  }
  return { kind: 'ok', status, data: shapeData(step, parsed.data, reply) };
}

const TRACK_FIELDS = ['order_number', 'status', 'courier', 'tracking', 'eta'] as const;

/**
 * The Track Order template (spec part C) returns order_number, status, courier, tracking and eta: flat,
 * or under `order`, or as the first of `orders`. `success` false (or no such order) is a normal "not
 * found"; a reply naming none of the fields is a failure, never data.
 */
function trackOrderReply(status: number, reply: Record<string, unknown>): AccountConnectOutcome {
  if (reply.success === false) return { kind: 'negative', status, message: typeof reply.message === 'string' ? reply.message : '' };
  const first = Array.isArray(reply.orders) ? (reply.orders[0] as unknown) : undefined;
  const source = [reply.order, first, reply].find(
    (o): o is Record<string, unknown> => o !== null && typeof o === 'object' && !Array.isArray(o) && TRACK_FIELDS.some((f) => f in o),
  );
  if (!source) {
    if (Array.isArray(reply.orders) && reply.orders.length === 0) return { kind: 'negative', status, message: '' };
    return { kind: 'failed', reason: 'bad_reply', status, detail: 'reply names none of order_number, status, courier, tracking, eta' };
  }
  const order: Record<string, string> = {};
  for (const f of TRACK_FIELDS) {
    const v = text.safeParse(source[f]);
    if (v.success && v.data !== '') order[f] = v.data.slice(0, 300);
  }
  return { kind: 'ok', status, data: { order } };
}

/** Rows the platform says it left out of its list (an optional non-negative integer `more_count` beside the list), else 0. */
function platformLeftOut(reply: Record<string, unknown>): number {
  const n = reply.more_count;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
}

/**
 * A list as the service hands it on: the valid rows, most recent first, at most LIMITS.sourceRowsMax of
 * them (long strings clipped), and `more_count` for the rows left out (past the bound, and those the
 * platform says it left out itself). The answer's one cut (src/verification/list-cut.ts) comes later.
 */
function listData(key: 'orders' | 'invoices', rows: Record<string, unknown>[], platformCut: number): Record<string, unknown> {
  const kept = rows.slice(0, LIMITS.sourceRowsMax).map((r) => clipStrings(r) as Record<string, unknown>);
  const leftOut = rows.length - kept.length + platformCut;
  return leftOut > 0 ? { [key]: kept, more_count: leftOut } : { [key]: kept };
}

function shapeData(step: AccountConnectStep, data: Record<string, unknown>, reply: Record<string, unknown>): Record<string, unknown> {
  switch (step) {
    case 'verify_identity':
    case 'verify_otp':
      return data;
    case 'account_summary':
      return { account: clipStrings(data.account) };
    case 'orders':
      return listData('orders', newestFirst(rowsOf(data.orders as unknown[], orderRow), 'placed'), platformLeftOut(reply));
    case 'invoices':
      return listData('invoices', newestFirst(rowsOf(data.invoices as unknown[], invoiceRow), 'date'), platformLeftOut(reply));
  }
}
