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
  | { kind: 'verified'; state: ProviderState }
  | { kind: 'wrong_code' }
  | { kind: 'too_many' }
  | { kind: 'expired' }
  | { kind: 'system_error' };

/** What the bot can read: the account summary or one of the lists. */
export type ReadKind = 'account' | DataKind;

export type ReadOutcome =
  /** The reply body the bot gets after `success: true` (e.g. `{account}` or `{orders}`), already trimmed. */
  | { kind: 'ok'; body: Record<string, unknown> }
  /** The provider no longer knows the session: the service's session is dropped and the bot gets 401. */
  | { kind: 'session_expired' }
  | { kind: 'system_error' };

export interface VerificationProvider {
  readonly ref: ProviderRef;
  /** Kinds `read` answers; other kinds are refused before any call. */
  readonly readable: readonly ReadKind[];
  verifyIdentity(input: IdentityInput, ctx: ProviderContext): Promise<IdentityOutcome>;
  /** `code` has had its spaces stripped. */
  verifyOtp(state: ProviderState, code: string, ctx: ProviderContext): Promise<OtpOutcome>;
  read(kind: ReadKind, state: ProviderState, ctx: ProviderContext): Promise<ReadOutcome>;
}

/**
 * Finds providers for a tenant. Account Connect registers one source; connectors add theirs in
 * `verifiers.ts`. `forTenant` answers the tenant's one verifying provider (only one verifies at a time);
 * `byRef` the provider an existing challenge or session was made with.
 */
export interface VerifierSource {
  forTenant(tenantId: number): Promise<VerificationProvider | null>;
  byRef(tenantId: number, ref: ProviderRef): Promise<VerificationProvider | null>;
}
