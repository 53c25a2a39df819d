import { z } from 'zod';
import type { DataKind } from '../messages.js';

/**
 * What verifies a tenant's customers and reads their data: Account Connect (the tenant's five
 * endpoints) or, later, a connector. The platform's verification API (`/api/chatbot-api/*`) talks only
 * to this interface; it wraps every provider token in its own otp_token / session_token and enforces
 * the 10-minute, 5-wrong-codes and 30-minute rules itself, whatever the provider does.
 *
 * A provider keeps what it needs between calls in `state` (for Account Connect: the partner's
 * otp_token, then its session_token; for a connector: the customer record and the code hash). The
 * service stores that state sealed (AES-GCM) inside its own challenge and session records, in Redis.
 */

/** Identifies the provider a challenge or session belongs to, so later calls go back to the same one. */
export const providerRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('account_connect') }),
  z.object({ kind: z.literal('connector'), connectionId: z.number().int().positive() }),
]);
export type ProviderRef = z.infer<typeof providerRefSchema>;

/** JSON-serialisable provider state. */
export type ProviderState = Record<string, unknown>;

/** The four fields of part A's verify-identity; empty strings when not given. */
export interface IdentityInput {
  full_name: string;
  postcode: string;
  email: string;
  mobile_number: string;
}

export interface ProviderContext {
  tenantId: number;
  conversationId: number | null;
}

export type IdentityOutcome =
  /** A code went (or, for the test customer, did not need to go) to contact details on the account. */
  | { kind: 'code_sent'; message: string; state: ProviderState; customerName: string }
  /** Any mismatch; the caller answers with the one mismatch message. */
  | { kind: 'no_match' }
  /** A normal negative answer with its own words (no contact on file, not_supported, needs ...). */
  | { kind: 'refused'; message: string; extra?: Record<string, unknown> }
  /** The provider could not be reached or refused the service: system_error. */
  | { kind: 'system_error' };

export type OtpOutcome =
  { kind: 'verified'; state: ProviderState } | { kind: 'wrong_code' } | { kind: 'too_many' } | { kind: 'expired' } | { kind: 'system_error' };

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
  /** The provider no longer knows the session: the service's session is dropped and the bot gets 401. */
  | { kind: 'session_expired' }
  | { kind: 'system_error' };

export interface VerificationProvider {
  readonly ref: ProviderRef;
  /** The name rows from it carry as `source` (the connector's name, or Account Connect). */
  readonly name: string;
  /** Kinds `read` answers now; other kinds are refused before any call (system_error). */
  readonly readable: readonly ReadKind[];
  /** Kinds it holds at all; a kind it does not hold is left to the data connections. */
  readonly holds: readonly ReadKind[];
  verifyIdentity(input: IdentityInput, ctx: ProviderContext): Promise<IdentityOutcome>;
  /** `code` has had its spaces stripped. */
  verifyOtp(state: ProviderState, code: string, ctx: ProviderContext): Promise<OtpOutcome>;
  read(kind: ReadKind, state: ProviderState, ctx: ProviderContext): Promise<ReadOutcome>;
  /** The verified record's details for a session state (`customerName`: the name it was verified with). */
  customer(state: ProviderState, customerName: string, ctx: ProviderContext): Promise<CustomerOutcome>;
  /**
   * The provider's own order tracking for a verified customer (Account Connect's optional Track Order
   * endpoint, spec part C); absent or answering null when it has none.
   */
  trackOrder?(state: ProviderState, orderNumber: string, ctx: ProviderContext): Promise<TrackOrderOutcome | null>;
}

export type TrackOrderOutcome = { kind: 'ok'; row: Record<string, unknown> | null } | { kind: 'session_expired' } | { kind: 'system_error' };

/**
 * Finds providers for a tenant. Account Connect registers one source; connectors add theirs in
 * `verifiers.ts`. `forTenant` answers the tenant's one verifying provider (only one verifies at a time);
 * `byRef` the provider an existing challenge or session was made with.
 */
export interface VerifierSource {
  forTenant(tenantId: number): Promise<VerificationProvider | null>;
  byRef(tenantId: number, ref: ProviderRef): Promise<VerificationProvider | null>;
}
