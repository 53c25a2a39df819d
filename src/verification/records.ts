import type { RedisClient as Redis } from '../../queues/connection.js';
import { z } from 'zod';
import type { Clock } from '../../config/clock.js';
import { LIMITS } from '../../config/limits.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { verifierRefSchema, type VerifierState } from './verifier.js';
import { TokenStore } from './token-store.js';

/**
 * The service's own OTP challenges (otp_token) and sessions (session_token), in Redis keyed by the
 * token's SHA-256 (see token-store.ts). Both are bound to one tenant, to the verifier that made them,
 * and to a conversation when one was given. The verifier's own state is kept sealed.
 */
const recordSchema = z.preprocess(
  // Records written before the verifier was named so carry it as `provider`.
  (raw) => (raw && typeof raw === 'object' && 'provider' in raw && !('verifier' in raw) ? { ...raw, verifier: (raw as { provider: unknown }).provider } : raw),
  z.object({
    tenantId: z.number().int(),
    conversationId: z.number().int().nullable(),
    verifier: verifierRefSchema,
    /** SecretBox-sealed JSON of the verifier state (associated data: verificationStateAad). */
    state: z.string(),
    /** Name the customer was verified with (create-ticket may use it). */
    customerName: z.string(),
    /**
     * The tenant's verifier generation the record was made in (verifier.ts): a record of another
     * generation was made through a verifier since replaced, and ends. Absent on records made before it was kept.
     */
    generation: z.number().int().optional(),
  }),
);
export type VerificationRecord = z.infer<typeof recordSchema>;

/** Associated data binding a sealed verifier state to its tenant and record kind. */
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

/** A verifier state sealed for a challenge or session record of the tenant. */
export function sealState(box: SecretBox, kind: 'otp' | 'session', tenantId: number, state: VerifierState): string {
  return box.seal(JSON.stringify(state), verificationStateAad(kind, tenantId));
}

/** A record's verifier state opened, or null when it cannot be (sealed under a retired key, or tampered with: as good as gone). */
export function openState(box: SecretBox, kind: 'otp' | 'session', tenantId: number, sealed: string): VerifierState | null {
  try {
    const value: unknown = JSON.parse(box.open(sealed, verificationStateAad(kind, tenantId)));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as VerifierState) : null;
  } catch {
    return null;
  }
}
