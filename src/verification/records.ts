import type { RedisClient as Redis } from '../../queues/connection.js';
import { z } from 'zod';
import type { Clock } from '../../config/clock.js';
import { LIMITS } from '../../config/limits.js';
import { providerRefSchema } from './verifier.js';
import { TokenStore } from './token-store.js';

/**
 * The service's own OTP challenges (otp_token) and sessions (session_token), in Redis keyed by the
 * token's SHA-256 (see token-store.ts). Both are bound to one tenant, to the provider that made them,
 * and to a conversation when one was given. The provider's own state is kept sealed.
 */
const recordSchema = z.object({
  tenantId: z.number().int(),
  conversationId: z.number().int().nullable(),
  provider: providerRefSchema,
  /** SecretBox-sealed JSON of the provider state (associated data: verificationStateAad). */
  state: z.string(),
  /** Name the customer was verified with (create-ticket may use it). */
  customerName: z.string(),
});
export type VerificationRecord = z.infer<typeof recordSchema>;

/** Associated data binding a sealed provider state to its tenant and record kind. */
export function verificationStateAad(kind: 'otp' | 'session', tenantId: number): string {
  return `verification-${kind}:${tenantId}`;
}

export interface VerificationRecords {
  /** 10-minute otp_token records; wrong codes counted on the record. */
  challenges: TokenStore<VerificationRecord>;
  /** 30-minute session_token records. */
  sessions: TokenStore<VerificationRecord>;
}

export function verificationRecords(redis: Redis, prefix: string, clock: Clock): VerificationRecords {
  return {
    challenges: new TokenStore(redis, `${prefix}:verif:otp`, recordSchema, clock, LIMITS.otpTtlMs),
    sessions: new TokenStore(redis, `${prefix}:verif:session`, recordSchema, clock, LIMITS.sessionTtlMs),
  };
}
