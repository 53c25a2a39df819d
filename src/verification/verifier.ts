import { z } from 'zod';
import type { ConnectorReadPayload, ConnectorReadOutcome } from '../../queues/connector.js';
import type { AccountConnectCallPayload, AccountConnectOutcome } from '../../queues/account-connect.js';
import { IDENTITY_MESSAGES, type DataKind } from '../messages.js';
import type { SystemKey } from './same-system.js';

/**
 * The verifier: the one thing that verifies a tenant's customers (Account Connect, or the connection
 * chosen with "Use to verify customers"; verifiers/). The verification service talks only to this
 * interface: it wraps every verifier token in its own otp_token / session_token and enforces the
 * 10-minute, 5-wrong-codes and 30-minute rules itself, whatever the verifier does.
 *
 * A verifier keeps what it needs between calls in `state` (Account Connect: its otp_token, then its
 * session_token; a connector: the customer record and the code hash), sealed by the service inside its
 * own challenge and session records in Redis.
 *
 * Verifying makes its own calls (verifyIdentity, verifyOtp). Reading does not: a verifier says what a
 * read takes as a Plan (the calls, and how their replies become the answer), and the one read path
 * (reads.ts, tracking.ts) makes the calls.
 */

/** Names the verifier a challenge or session belongs to, so later calls go back to the same one. */
export const verifierRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('account_connect') }),
  z.object({ kind: z.literal('connector'), connectionId: z.number().int().positive() }),
]);
export type VerifierRef = z.infer<typeof verifierRefSchema>;

/** JSON-serialisable verifier state. */
export type VerifierState = Record<string, unknown>;

/** The four fields of part A's verify-identity; empty strings when not given. */
export interface IdentityInput {
  full_name: string;
  postcode: string;
  email: string;
  mobile_number: string;
}

export interface VerifierContext {
  tenantId: number;
  conversationId: number | null;
}

/**
 * Where a code went, as destination-caps.ts names it (HMAC keys, never an address): the destinations
 * it was counted against (wrong codes are counted against them too) and the customer record it is for
 * (a newer code for the same record at the same verifier supersedes it).
 */
export const sentToSchema = z.object({ keys: z.array(z.string().max(64)).max(8), subject: z.string().max(64) });
export type SentTo = z.infer<typeof sentToSchema>;

export type IdentityOutcome =
  /**
   * A code went (or, for the test customer, did not need to go) to contact details on the account;
   * `sentTo` is absent when nothing was sent to anyone (the test customer, the built-in demo).
   */
  | { kind: 'code_sent'; message: string; state: VerifierState; customerName: string; sentTo?: SentTo }
  /** A destination's cap (or a block) refused the code: nothing was sent. */
  | { kind: 'capped'; retryAfterSeconds: number }
  /** Any mismatch; the caller answers with the one mismatch message. */
  | { kind: 'no_match' }
  /** A normal negative answer with its own words (no contact on file, not_supported, needs ...). */
  | { kind: 'refused'; message: string; extra?: Record<string, unknown> }
  /** The verifier could not be reached or refused the service: system_error. */
  | { kind: 'system_error' };

/**
 * What a checked identity token says about the customer (issue 28): the customer's id in the verifying
 * system, email, phone number and name, each when the tenant's server put it in.
 */
export interface IdentityClaims {
  sub?: string;
  email?: string;
  phone_number?: string;
  name?: string;
}

export type SignedIdentityOutcome =
  /** The record the claims name: a session state exactly as after a correct code, and the record's name. */
  | { kind: 'verified'; state: VerifierState; customerName: string }
  /** No record, or a name failing rule 2, or a record whose id is not `sub`: the one mismatch message. */
  | { kind: 'no_match' }
  /** The verifier cannot take a signed identity (or the claims lack what it needs), in its own words. */
  | { kind: 'refused'; message: string; extra?: Record<string, unknown> }
  | { kind: 'system_error' };

/** A verifier that cannot take a signed identity says so in these words. */
export function signedIdentityNotSupported(verifierName: string): SignedIdentityOutcome {
  return { kind: 'refused', message: IDENTITY_MESSAGES.notSupported(verifierName), extra: { not_supported: true } };
}

export type OtpOutcome =
  { kind: 'verified'; state: VerifierState } | { kind: 'wrong_code' } | { kind: 'too_many' } | { kind: 'expired' } | { kind: 'system_error' };

/** What the bot can read: the account summary or one of the five lists (orders, invoices, bookings, subscriptions, tickets). */
export type ReadKind = 'account' | DataKind;
export const READ_KINDS = ['account', 'orders', 'invoices', 'bookings', 'subscriptions', 'tickets'] as const satisfies readonly ReadKind[];

/**
 * The verified record's own details (never what the customer typed): a connector's customer record,
 * or for Account Connect the account-summary's name, `email` and `mobile` when the platform returns them.
 * Data connections find the customer by these; create_ticket fills its contact fields from them.
 */
export interface VerifiedCustomer {
  /** The verifying system's own id for the customer, when it has one (a connector's customer record). */
  id: string | null;
  name: string;
  email: string | null;
  mobile: string | null;
  postcode: string | null;
}

export type CustomerOutcome =
  | { kind: 'known'; customer: VerifiedCustomer }
  /** A test-customer session: no customer data exists to look up elsewhere. */
  | { kind: 'test' }
  | { kind: 'session_expired' }
  | { kind: 'system_error' };

export type ReadOutcome =
  /** The reply body the bot gets after `success: true` (e.g. `{account}` or `{orders}`), already trimmed. */
  | { kind: 'ok'; body: Record<string, unknown> }
  /** The verifier no longer knows the session: the service's session is dropped and the bot gets 401. */
  | { kind: 'session_expired' }
  | { kind: 'system_error' };

export type TrackOrderOutcome = { kind: 'ok'; row: Record<string, unknown> | null } | { kind: 'session_expired' } | { kind: 'system_error' };

/**
 * What an answer takes: the answer at once, or request-reply calls (made side by side) and how their
 * replies, in the same order, become the answer. Pure: the caller makes the calls (runPlan).
 */
export type Plan<T> =
  | { answer: T }
  | { vendor: ConnectorReadPayload[]; finish(replies: ConnectorReadOutcome[]): T }
  | { accountConnect: AccountConnectCallPayload[]; finish(replies: AccountConnectOutcome[]): T };

/** The request-reply calls a plan may need. */
export interface PlanCalls {
  vendor(payload: ConnectorReadPayload): Promise<ConnectorReadOutcome>;
  accountConnect(payload: AccountConnectCallPayload): Promise<AccountConnectOutcome>;
}

/** Makes a plan's calls side by side and finishes it. */
export function runPlan<T>(plan: Plan<T>, calls: PlanCalls): Promise<T> {
  if ('answer' in plan) return Promise.resolve(plan.answer);
  if ('vendor' in plan) return Promise.all(plan.vendor.map((p) => calls.vendor(p))).then((r) => plan.finish(r));
  return Promise.all(plan.accountConnect.map((p) => calls.accountConnect(p))).then((r) => plan.finish(r));
}

export interface Verifier {
  readonly ref: VerifierRef;
  /** The name rows from it carry as `source` (the connector's name, or Account Connect). */
  readonly name: string;
  /** The system it reads (same-system.ts): a record a data connection of the same system also returns is shown once. */
  readonly system: SystemKey;
  /**
   * The tenant's verifier generation when this verifier was looked up (src/tenants/verifier-generation.ts):
   * a challenge or session made in another generation was made through a verifier the tenant has since
   * replaced, and ends.
   */
  readonly generation: number;
  /** Kinds `planRead` answers now; other kinds are refused before any call (system_error). */
  readonly readable: readonly ReadKind[];
  /** Kinds it holds at all; a kind it does not hold is left to the data connections. */
  readonly holds: readonly ReadKind[];
  verifyIdentity(input: IdentityInput, ctx: VerifierContext): Promise<IdentityOutcome>;
  /** `code` has had its spaces stripped. */
  verifyOtp(state: VerifierState, code: string, ctx: VerifierContext): Promise<OtpOutcome>;
  /**
   * A session for a customer a tenant's own server has signed in (a checked identity token), without a
   * code; absent when the verifier cannot take one (the caller answers not supported).
   */
  sessionForIdentity?(claims: IdentityClaims, ctx: VerifierContext): Promise<SignedIdentityOutcome>;
  /** What reading `kind` of a session takes (only asked for readable kinds). */
  planRead(kind: ReadKind, state: VerifierState): Plan<ReadOutcome>;
  /** The verified record's details for a session state (`customerName`: the name it was verified with). */
  planCustomer(state: VerifierState, customerName: string): Plan<CustomerOutcome>;
  /**
   * The verifier's own order tracking for a verified customer (Account Connect's optional Track Order
   * endpoint, spec part C); absent or null when it has none.
   */
  planTrackOrder?(state: VerifierState, orderNumber: string): Plan<TrackOrderOutcome> | null;
}

/**
 * Finds verifiers for a tenant. Account Connect is one source; connectors add theirs. `forTenant`
 * answers the tenant's one verifier (only one verifies at a time); `byRef` the verifier an existing
 * challenge or session was made with.
 */
export interface VerifierSource {
  forTenant(tenantId: number): Promise<Verifier | null>;
  byRef(tenantId: number, ref: VerifierRef): Promise<Verifier | null>;
}
