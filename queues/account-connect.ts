import { z } from 'zod';
import { ACCOUNT_CONNECT_CALLS, TRACK_ORDER_PATH } from '../config/contract.js';

/**
 * The `account-connect` queue: request-reply jobs that make one Account Connect call (one of a tenant's five
 * endpoints) in the Account Connect worker pool. The web process never calls a tenant's platform itself.
 *
 * The job carries the Account Connect base address, header name and the key *sealed* (SecretBox, associated data
 * `account-connect:<tenantId>`), so a queue dump shows no usable key; the worker opens it.
 */
export const ACCOUNT_CONNECT_QUEUE = 'account-connect';
export const ACCOUNT_CONNECT_CALL_JOB = 'account_connect.call';

/** Extra time the web side waits for a reply beyond the Account Connect timeout (queueing, worker hop). */
export const ACCOUNT_CONNECT_RPC_MARGIN_MS = 2_000;

export const accountConnectCallName = z.enum(ACCOUNT_CONNECT_CALLS);

export const accountConnectCallPayload = z.object({
  tenantId: z.number().int().positive(),
  target: z.object({
    baseUrl: z.string().min(1).max(2048),
    headerName: z.string().min(1).max(64),
    apiKeySealed: z.string().min(1),
  }),
  step: accountConnectCallName,
  body: z.record(z.string(), z.unknown()),
  /** track_order only: the tenant's Track Order path under the base address. */
  path: z.string().regex(TRACK_ORDER_PATH).optional(),
  /**
   * bot: a customer's verification or read (a failure is recorded on the tenant's settings by the
   * worker); chain_test: the dashboard's chain test, which reports its own result.
   */
  purpose: z.enum(['bot', 'chain_test']),
});
export type AccountConnectCallPayload = z.infer<typeof accountConnectCallPayload>;

/** Why a call counts as a technical failure. */
export const accountConnectFailureReason = z.enum(['timeout', 'network', 'blocked_address', 'http_status', 'not_json', 'bad_reply', 'too_large', 'worker']);
export type AccountConnectFailureReason = z.infer<typeof accountConnectFailureReason>;

/**
 * What one call ended with. `ok.data` holds the step's success fields, already checked and trimmed
 * (verify_identity: otp_token, message; verify_otp: session_token; account_summary: account;
 * orders / invoices: the list and `truncated` when rows were left out).
 */
export const accountConnectOutcome = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ok'), status: z.number().int(), data: z.record(z.string(), z.unknown()) }),
  /** HTTP 2xx JSON with success false: a normal negative answer (mismatch, wrong code...). */
  z.object({ kind: z.literal('negative'), status: z.number().int(), message: z.string() }),
  /** HTTP 401: wrong key on a verify step, unknown session on an account step. */
  z.object({ kind: z.literal('unauthorized') }),
  z.object({ kind: z.literal('failed'), reason: accountConnectFailureReason, status: z.number().int().nullable(), detail: z.string() }),
]);
export type AccountConnectOutcome = z.infer<typeof accountConnectOutcome>;
