import type { RedisClient as Redis } from '../../queues/connection.js';
import { z } from 'zod';
import type { Clock } from '../../config/clock.js';
import { LIMITS } from '../../config/limits.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { sentToSchema, verifierRefSchema, type Verifier, type VerifierRef, type VerifierState } from './verifier.js';
import { RedisScript } from '../../queues/scripts.js';
import { TokenStore } from './token-store.js';
import { VERIFICATION_PROOFS } from '../../config/contract.js';

/**
 * The service's own OTP challenges (otp_token) and sessions (session_token), in Redis keyed by the
 * token's SHA-256 (see token-store.ts). Both are bound to one tenant, to the verifier that made them,
 * and to a conversation when one was given. The verifier's own state is kept sealed.
 */
const recordSchema = z.preprocess(
  // Records written before the verifier was named so carry it as `provider`.
  (raw) => (raw && typeof raw === 'object' && 'provider' in raw && !('verifier' in raw) ? { ...raw, verifier: raw.provider } : raw),
  z.object({
    tenantId: z.number().int(),
    conversationId: z.number().int().nullable(),
    verifier: verifierRefSchema,
    /** SecretBox-sealed JSON of the verifier state (associated data: verificationStateAad). */
    state: z.string(),
    /** Name the customer was verified with (create-ticket may use it). */
    customerName: z.string(),
    /** A challenge's destinations and customer record (HMAC keys), when a code was really sent. */
    sentTo: sentToSchema.optional(),
    /**
     * The tenant's verifier generation the record was made in (verifier.ts): a record of another
     * generation was made through a verifier since replaced, and ends. Absent on records made before it was kept.
     */
    generation: z.number().int().optional(),
    /** A session's proof: a code, or a signed identity (the customer's receipt says which). Absent on records made before it was kept: a code. */
    proof: z.enum(VERIFICATION_PROOFS).optional(),
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
  /** The newest challenge of each customer record at each verifier. */
  latest: LatestChallenges;
}

export function verificationRecords(redis: Redis, prefix: string, clock: Clock): VerificationRecords {
  return {
    challenges: new TokenStore(redis, `${prefix}:verif:otp`, recordSchema, clock, LIMITS.otpTtlMs),
    sessions: new TokenStore(redis, `${prefix}:verif:session`, recordSchema, clock, LIMITS.sessionTtlMs),
    latest: new LatestChallenges(redis, `${prefix}:verif:latest`, LIMITS.otpTtlMs),
  };
}

/**
 * Marks a challenge the newest of its customer record.
 *   KEYS[1]  the record's pointer (string: the newest challenge's hash)
 *   ARGV[1]  the new challenge's hash   ARGV[2] time-to-live ms (a challenge's lifetime)
 * Result: the hash it replaced, or false when there was none.
 */
const REPLACE_LATEST = `
local old = redis.call('GET', KEYS[1])
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return old
`;
const REPLACE = new RedisScript(REPLACE_LATEST);

/**
 * "Only the newest code works": per tenant, verifier and customer record (the HMAC subject a verifier
 * names in its code_sent outcome), the hash of the newest challenge. Storing a new one answers the one
 * it replaced, which the service then destroys: its otp_token is unknown from that moment (and of two
 * correct answers racing the replacement, only one that consumed the old challenge first wins).
 */
export class LatestChallenges {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly ttlMs: number,
  ) {}

  private key(tenantId: number, verifier: VerifierRef, subject: string): string {
    const ref = verifier.kind === 'connector' ? `c${verifier.connectionId}` : 'ac';
    return `${this.keyPrefix}:${tenantId}:${ref}:${subject}`;
  }

  /** Makes `hash` the newest challenge of the record; answers the previous one (null: none, or the same). */
  async replace(tenantId: number, verifier: VerifierRef, subject: string, hash: string): Promise<string | null> {
    const old = await REPLACE.run(this.redis, [this.key(tenantId, verifier, subject)], [hash, this.ttlMs]);
    return typeof old === 'string' && old !== hash ? old : null;
  }
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

/** Whether a record was made in another verifier generation than the verifier's (the tenant has chosen another verifier since). */
export const madeBeforeSwitch = (record: VerificationRecord, verifier: Verifier): boolean =>
  record.generation !== undefined && record.generation !== verifier.generation;

/** A token record just made: its plain token (given out once) and its hash. */
export type NewToken = { token: string; hash: string };

/**
 * A correct code's exchange: the challenge consumed and the session written in the same round trip.
 * The session's token when this call removed the challenge (of two concurrent correct answers only one
 * does), else null, and the session just written is removed unseen (its token is never given out).
 */
export async function exchangeChallenge(records: VerificationRecords, challengeHash: string, session: VerificationRecord): Promise<NewToken | null> {
  const [won, created] = await Promise.all([records.challenges.consume(challengeHash), records.sessions.create(session)]);
  if (won) return created;
  await records.sessions.consume(created.hash);
  return null;
}
