import { LIMITS } from '../../config/limits.js';
import type { SecretBox } from '../crypto/secret-box.js';
import type { Logger } from '../logger.js';
import type { VerificationOutcome } from '../metrics/metrics.js';
import { MESSAGES, VERIFICATION_MESSAGES } from '../messages.js';
import type { AbuseLimits, LimitedAction } from './abuse-limits.js';
import type { AccountReads, OpenSession } from './reads.js';
import type { ConversationGate } from './conversation-gate.js';
import type { IdentityInput, IdentityOutcome, OtpOutcome, ProviderContext, ProviderRef, ProviderState, ReadKind, VerificationProvider } from './verifier.js';
import { verificationStateAad, type VerificationRecord, type VerificationRecords } from './records.js';
import type { StoredToken } from './token-store.js';
import type { TrackArgs } from './tracking.js';
import { looksLikeTrackingNumber, type TrackOrders } from './track-orders.js';
import type { VerifierDirectory } from './verifiers.js';
import { verificationTransition, type VerificationEvent } from './verification-states.js';

/** What an API call ends with; the router maps it to a status. */
export type ApiOutcome =
  /** HTTP 200 with this body (success true or false). */
  | { kind: 'reply'; body: Record<string, unknown> }
  /** HTTP 401: session unknown, from another tenant, or older than 30 minutes. */
  | { kind: 'session_expired' }
  /** HTTP 429 with Retry-After. */
  | { kind: 'rate_limited'; retryAfterSeconds: number };

export interface VerificationDeps {
  directory: VerifierDirectory;
  records: VerificationRecords;
  gate: ConversationGate;
  limits: AbuseLimits;
  box: SecretBox;
  logger: Logger;
  /** Reads for a verified session: the verifier alone, or with the tenant's data connections. */
  reads: AccountReads;
  tracking: TrackOrders;
  /**
   * Told after a code is accepted for a conversation (raises customer.identified, method verified).
   * Its failure is logged, never turned into a failed verification.
   */
  onVerified?: (tenantId: number, conversationId: number, customerName: string) => Promise<void>;
  /** Told each verification outcome where it is decided (the verification_outcomes_total metric). */
  onOutcome?: (outcome: VerificationOutcome) => void;
  /** Told the verifying connection a verify call went to (the call's activity record lists it). */
  onConnection?: (connectionId: number) => void;
}

const reply = (body: Record<string, unknown>): ApiOutcome => ({ kind: 'reply', body });
const negative = (message: string, extra: Record<string, unknown> = {}): ApiOutcome => reply({ success: false, message, ...extra });
const systemError = (message: string): ApiOutcome => reply({ success: false, system_error: true, message });

/**
 * Which provider verifies for one call: the tenant's chosen verifier (the platform API and the bot's
 * tools), or one fixed provider (an /api/connect/{connection_id} connection, its definition already
 * looked up). With a fixed provider a token made by another provider is unknown here, and left alone.
 */
export type Via = { kind: 'tenant' } | { kind: 'fixed'; provider: VerificationProvider };
export const VIA_TENANT: Via = Object.freeze({ kind: 'tenant' });

/** The verified record's contact, for create_ticket. */
export interface VerifiedContact {
  name: string;
  email: string | null;
  mobile: string | null;
}

type SessionLookup = { found: StoredToken<VerificationRecord> } | { found: null; hadBinding: boolean };

/** Each provider answer as an event of the verification table (verification-states.ts). A refusal in its own words is a mismatch. */
const IDENTITY_EVENTS = {
  code_sent: 'identity_matched',
  no_match: 'identity_not_matched',
  refused: 'identity_not_matched',
  system_error: 'identity_unavailable',
} as const satisfies Record<IdentityOutcome['kind'], VerificationEvent>;
const OTP_EVENTS = {
  verified: 'code_correct',
  wrong_code: 'code_wrong',
  too_many: 'code_fifth_wrong',
  expired: 'code_expired',
  system_error: 'code_unavailable',
} as const satisfies Record<OtpOutcome['kind'], VerificationEvent>;

const sameRef = (a: ProviderRef, b: ProviderRef): boolean =>
  a.kind === b.kind && (a.kind !== 'connector' || (b.kind === 'connector' && a.connectionId === b.connectionId));

/**
 * The platform's verification, one per process: wraps each provider's tokens in the service's own
 * otp_token and session_token (bound to the tenant, to the provider that made them, and to the
 * conversation when one is given), and enforces the spec's rules itself — 10-minute otp_token
 * destroyed after 5 wrong codes or on success, 30-minute session — whatever the provider does. The
 * platform API and the bot's tools verify through the tenant's verifier; /api/connect/{id} passes its
 * connection as a fixed provider (`via`). Each call checks the session's owner once and opens it once.
 */
export class VerificationService {
  /** verify-identity calls refused because the tenant has nothing set up, since this process started. */
  private notSetUpCount = 0;

  constructor(private readonly deps: VerificationDeps) {}

  /**
   * The answer for a tenant with no Account Connect and no verifying connection: says so (system_error,
   * so the bot does not go on asking), logged with a running count so operators see who is calling.
   */
  private notSetUp(tenantId: number): ApiOutcome {
    this.notSetUpCount += 1;
    this.deps.logger.warn({ tenantId, event: 'tenant_not_set_up', notSetUpCount: this.notSetUpCount }, 'verification asked of a tenant with nothing set up');
    return reply({ success: false, system_error: true, not_set_up: true, message: VERIFICATION_MESSAGES.notSetUp });
  }

  async verifyIdentity(tenantId: number, input: IdentityInput, conversationId: number | null, via: Via = VIA_TENANT): Promise<ApiOutcome> {
    const limited = await this.limit('verify_identity', tenantId, conversationId);
    if (limited) return limited;
    const provider = via.kind === 'fixed' ? via.provider : await this.deps.directory.forTenant(tenantId);
    if (!provider) return this.told('system_error', this.notSetUp(tenantId));
    if (conversationId !== null && !(await this.deps.limits.reserveCode(tenantId, conversationId))) {
      return negative(VERIFICATION_MESSAGES.codeCapReached, { code_limit: true });
    }
    const ctx: ProviderContext = { tenantId, conversationId };
    if (provider.ref.kind === 'connector') this.deps.onConnection?.(provider.ref.connectionId);
    const outcome = await provider.verifyIdentity(input, ctx);
    // Only the table's UNVERIFIED -> CODE SENT stores a challenge.
    if (verificationTransition('UNVERIFIED', IDENTITY_EVENTS[outcome.kind]) !== 'CODE_SENT' || outcome.kind !== 'code_sent') {
      if (conversationId !== null) await this.deps.limits.releaseCode(tenantId, conversationId);
      if (outcome.kind === 'no_match') return this.told('mismatch', negative(MESSAGES.noMatch));
      if (outcome.kind === 'refused') return this.told('mismatch', negative(outcome.message, outcome.extra));
      return this.told('system_error', systemError(MESSAGES.cannotCheckAccounts));
    }
    const { token, hash } = await this.deps.records.challenges.create({
      tenantId,
      conversationId,
      provider: provider.ref,
      state: this.seal('otp', tenantId, outcome.state),
      customerName: outcome.customerName,
    });
    if (conversationId !== null) await this.deps.gate.bindChallenge(tenantId, conversationId, hash);
    return this.told('code_sent', reply({ success: true, otp_token: token, message: outcome.message }));
  }

  /**
   * Checks a code. The otp_token may be left out when a conversation is given: the conversation's
   * pending challenge is used. With a conversation, success binds the session to it.
   */
  async verifyOtp(
    tenantId: number,
    req: { otpToken?: string | undefined; code: string; conversationId: number | null },
    via: Via = VIA_TENANT,
  ): Promise<ApiOutcome> {
    const limited = await this.limit('verify_otp', tenantId, req.conversationId);
    if (limited) return limited;
    const challenge = await this.findChallenge(tenantId, req.otpToken, req.conversationId, via);
    if (!challenge) return this.leaveCodeSent('code_expired', null);
    const { data: record, hash } = challenge;
    if (challenge.wrong >= LIMITS.otpMaxWrongCodes) return this.leaveCodeSent('code_fifth_wrong', hash);
    const provider = via.kind === 'fixed' ? via.provider : await this.deps.directory.byRef(tenantId, record.provider);
    const state = this.open('otp', tenantId, record.state);
    if (!state) {
      const expired = await this.leaveCodeSent('code_expired', hash); // unreadable state: the challenge is as good as gone
      return provider ? expired : this.told('system_error', systemError(MESSAGES.cannotCheckAccounts));
    }
    if (!provider) return this.told('system_error', systemError(MESSAGES.cannotCheckAccounts));
    const conversationId = record.conversationId ?? req.conversationId;
    if (provider.ref.kind === 'connector') this.deps.onConnection?.(provider.ref.connectionId);
    const outcome = await provider.verifyOtp(state, req.code.replace(/\s+/g, ''), { tenantId, conversationId });
    let event: VerificationEvent = OTP_EVENTS[outcome.kind];
    let held = true;
    if (outcome.kind === 'wrong_code') {
      const wrong = await this.deps.records.challenges.recordWrong(hash);
      held = wrong !== null;
      event = wrong === null ? 'code_expired' : wrong >= LIMITS.otpMaxWrongCodes ? 'code_fifth_wrong' : 'code_wrong';
    }
    switch (verificationTransition('CODE_SENT', event)) {
      case 'VERIFIED': {
        if (outcome.kind !== 'verified') break;
        // Single use: of two concurrent correct answers only the one that removes the challenge wins.
        if (!(await this.deps.records.challenges.consume(hash))) return this.leaveCodeSent('code_expired', null);
        const session = await this.deps.records.sessions.create({
          tenantId,
          conversationId,
          provider: record.provider,
          state: this.seal('session', tenantId, outcome.state),
          customerName: record.customerName,
        });
        if (conversationId !== null) {
          await this.deps.gate.bindSession(tenantId, conversationId, session.hash);
          await this.deps
            .onVerified?.(tenantId, conversationId, record.customerName)
            .catch((err: unknown) => this.deps.logger.error({ err, tenantId, conversationId }, 'customer.identified not recorded'));
        }
        return this.told('verified', reply({ success: true, session_token: session.token }));
      }
      case 'UNVERIFIED':
        return this.leaveCodeSent(event, held ? hash : null);
      case 'CODE_SENT':
        if (event === 'code_wrong') return this.told('wrong_code', negative(MESSAGES.wrongCode));
        break;
      default:
        break;
    }
    return this.told('system_error', systemError(MESSAGES.cannotCheckAccounts)); // code_unavailable: the challenge stays
  }

  /**
   * CODE SENT -> UNVERIFIED (the table's fifth-wrong and expired rows): the challenge is destroyed
   * (`hash`, or null when it is gone already) and the spec's message given.
   */
  private async leaveCodeSent(event: VerificationEvent, hash: string | null): Promise<ApiOutcome> {
    if (verificationTransition('CODE_SENT', event) === 'UNVERIFIED' && hash !== null) await this.deps.records.challenges.consume(hash);
    return event === 'code_fifth_wrong' ? this.told('too_many', negative(MESSAGES.tooManyWrongCodes)) : negative(MESSAGES.codeExpired);
  }

  private told(outcome: VerificationOutcome, answer: ApiOutcome): ApiOutcome {
    this.deps.onOutcome?.(outcome);
    return answer;
  }

  /**
   * An account read with a session_token, or with the session bound to `conversationId`. Through the
   * tenant's verifier every data connection holding the kind is read too; a fixed provider reads alone.
   */
  async read(
    tenantId: number,
    kind: ReadKind,
    req: { sessionToken?: string | undefined; conversationId: number | null },
    via: Via = VIA_TENANT,
  ): Promise<ApiOutcome> {
    const lookup = await this.findSession(tenantId, req.sessionToken, req.conversationId, via);
    if (!lookup.found) return { kind: 'session_expired' };
    return this.readWith(lookup.found, kind, req.conversationId, via);
  }

  /**
   * The conversation gate: an account tool of a conversation answers needs_verification until the
   * conversation holds a valid session, whatever arguments the bot sent. All six kinds; list kinds
   * from every source (`{success, <kind>: rows, partial?, unavailable?, message?}`, rows with `source`
   * when more than one source was asked).
   */
  async readForConversation(tenantId: number, kind: ReadKind, conversationId: number): Promise<ApiOutcome> {
    const lookup = await this.findSession(tenantId, undefined, conversationId, VIA_TENANT);
    if (!lookup.found) return this.needsVerification(lookup.hadBinding);
    const outcome = await this.readWith(lookup.found, kind, conversationId, VIA_TENANT);
    return outcome.kind === 'session_expired' ? this.needsVerification(true) : outcome;
  }

  /**
   * Parcel tracking. By tracking number (8+ characters with digits): no verification. By order number:
   * the conversation (or, without one, the session token) must hold a valid session — otherwise the
   * needs_verification answer — and the order must be the verified customer's.
   */
  async trackOrder(tenantId: number, conversationId: number | null, args: TrackArgs, sessionToken?: string, via: Via = VIA_TENANT): Promise<ApiOutcome> {
    const tracking = (args.tracking_number ?? '').trim();
    const orderNumber = (args.order_number ?? '').trim();
    const postcode = args.postcode ?? '';
    if (tracking !== '' && (orderNumber === '' || looksLikeTrackingNumber(tracking))) {
      return reply(await this.deps.tracking.byTrackingNumber(tenantId, tracking, postcode));
    }
    if (orderNumber === '') return negative(MESSAGES.notATrackingNumber);
    const lookup = await this.findSession(tenantId, sessionToken || undefined, conversationId, via);
    if (!lookup.found) return negative(MESSAGES.orderNeedsVerification, { needs_verification: true });
    const session = await this.openSession(lookup.found, via);
    if (!session) return this.trackingSessionGone(lookup.found, conversationId);
    const answer = await this.deps.tracking.byOrderNumber(session, orderNumber, postcode);
    if (answer.kind === 'session_expired') return this.trackingSessionGone(lookup.found, conversationId);
    return answer;
  }

  /** The verified record's name, email and mobile for a conversation (create_ticket), or null when it is not verified. */
  async verifiedContact(tenantId: number, conversationId: number): Promise<VerifiedContact | null> {
    const lookup = await this.findSession(tenantId, undefined, conversationId, VIA_TENANT);
    if (!lookup.found) return null;
    const session = await this.openSession(lookup.found, VIA_TENANT);
    if (!session) return null;
    const customer = await this.deps.reads.customer(session);
    if (customer.kind === 'known') return { name: customer.customer.name, email: customer.customer.email, mobile: customer.customer.mobile };
    if (customer.kind === 'session_expired') return null;
    return { name: session.customerName, email: null, mobile: null };
  }

  /** The opened provider state of a live session of this tenant (and of the fixed provider), or null. */
  async sessionState(tenantId: number, sessionToken: string, via: Via = VIA_TENANT): Promise<ProviderState | null> {
    const lookup = await this.findSession(tenantId, sessionToken, null, via);
    return lookup.found ? this.open('session', tenantId, lookup.found.data.state) : null;
  }

  /** The verified customer's name for a live session of this tenant, or null (for create-ticket). */
  async verifiedName(tenantId: number, sessionToken: string): Promise<string | null> {
    const lookup = await this.findSession(tenantId, sessionToken, null, VIA_TENANT);
    return lookup.found ? lookup.found.data.customerName : null;
  }

  private needsVerification(hadSession: boolean): ApiOutcome {
    return negative(hadSession ? MESSAGES.sessionExpired : VERIFICATION_MESSAGES.needsVerification, { needs_verification: true });
  }

  private async trackingSessionGone(session: StoredToken<VerificationRecord>, conversationId: number | null): Promise<ApiOutcome> {
    await this.dropSession(session, conversationId);
    return negative(MESSAGES.sessionExpired, { needs_verification: true });
  }

  /** The session's provider and opened state, or null when either is gone (the caller drops the session). */
  private async openSession(session: StoredToken<VerificationRecord>, via: Via): Promise<OpenSession | null> {
    const record = session.data;
    const provider = via.kind === 'fixed' ? via.provider : await this.deps.directory.byRef(record.tenantId, record.provider);
    const state = this.open('session', record.tenantId, record.state);
    if (!provider || !state) return null;
    return {
      tenantId: record.tenantId,
      hash: session.hash,
      expiresAt: session.expiresAt,
      conversationId: record.conversationId,
      provider,
      state,
      customerName: record.customerName,
    };
  }

  private async readWith(session: StoredToken<VerificationRecord>, kind: ReadKind, conversationId: number | null, via: Via): Promise<ApiOutcome> {
    const open = await this.openSession(session, via);
    if (!open) return this.dropSession(session, conversationId);
    const answer = via.kind === 'fixed' ? await this.deps.reads.single(open, kind) : await this.deps.reads.all(open, kind);
    return answer.kind === 'session_expired' ? this.dropSession(session, conversationId) : answer;
  }

  /** VERIFIED -> UNVERIFIED (the table's session_expired row): the session is destroyed and unbound. */
  private async dropSession(session: StoredToken<VerificationRecord>, conversationId: number | null): Promise<ApiOutcome> {
    if (verificationTransition('VERIFIED', 'session_expired') !== 'UNVERIFIED') return { kind: 'session_expired' };
    await this.deps.records.sessions.consume(session.hash);
    const bound = session.data.conversationId ?? conversationId;
    if (bound !== null) await this.deps.gate.clearSession(session.data.tenantId, bound);
    return { kind: 'session_expired' };
  }

  /** A record this call may use: same tenant, same conversation (when both have one), and the fixed provider's own. */
  private usable(
    found: StoredToken<VerificationRecord> | null,
    tenantId: number,
    conversationId: number | null,
    via: Via,
  ): found is StoredToken<VerificationRecord> {
    if (!found || found.data.tenantId !== tenantId) return false; // another tenant's token is unknown here
    if (found.data.conversationId !== null && conversationId !== null && found.data.conversationId !== conversationId) return false;
    return via.kind !== 'fixed' || sameRef(found.data.provider, via.provider.ref);
  }

  private async findChallenge(
    tenantId: number,
    otpToken: string | undefined,
    conversationId: number | null,
    via: Via,
  ): Promise<StoredToken<VerificationRecord> | null> {
    const { challenges } = this.deps.records;
    let found: StoredToken<VerificationRecord> | null = null;
    if (otpToken) found = await challenges.find(otpToken);
    else if (conversationId !== null) {
      const hash = await this.deps.gate.challengeHash(tenantId, conversationId);
      found = hash ? await challenges.findByHash(hash) : null;
    }
    return this.usable(found, tenantId, conversationId, via) ? found : null;
  }

  private async findSession(tenantId: number, sessionToken: string | undefined, conversationId: number | null, via: Via): Promise<SessionLookup> {
    const { sessions } = this.deps.records;
    if (sessionToken) {
      const found = await sessions.find(sessionToken);
      return this.usable(found, tenantId, conversationId, via) ? { found } : { found: null, hadBinding: false };
    }
    if (conversationId === null) return { found: null, hadBinding: false };
    const hash = await this.deps.gate.sessionHash(tenantId, conversationId);
    if (!hash) return { found: null, hadBinding: false };
    const found = await sessions.findByHash(hash);
    if (found && found.data.conversationId === conversationId && this.usable(found, tenantId, conversationId, via)) return { found };
    return { found: null, hadBinding: true };
  }

  private async limit(action: LimitedAction, tenantId: number, conversationId: number | null): Promise<ApiOutcome | null> {
    const check = await this.deps.limits.take(action, tenantId, conversationId);
    if (check.ok) return null;
    this.deps.logger.warn({ tenantId, conversationId, action }, 'verification rate limited');
    return { kind: 'rate_limited', retryAfterSeconds: Math.max(1, Math.ceil(check.retryAfterMs / 1000)) };
  }

  private seal(kind: 'otp' | 'session', tenantId: number, state: ProviderState): string {
    return this.deps.box.seal(JSON.stringify(state), verificationStateAad(kind, tenantId));
  }

  private open(kind: 'otp' | 'session', tenantId: number, sealed: string): ProviderState | null {
    try {
      const value: unknown = JSON.parse(this.deps.box.open(sealed, verificationStateAad(kind, tenantId)));
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as ProviderState) : null;
    } catch {
      return null; // sealed under a retired key or tampered with: the record is as good as gone
    }
  }
}
