import type { VerificationProof } from '../../config/contract.js';
import { LIMITS } from '../../config/limits.js';
import type { SecretBox } from '../crypto/secret-box.js';
import type { Logger } from '../logger.js';
import type { VerificationOutcome } from '../metrics/metrics.js';
import { MESSAGES, VERIFICATION_MESSAGES } from '../messages.js';
import type { AbuseLimits, LimitedAction } from './abuse-limits.js';
import type { DestinationCaps, Guess } from './destination-caps.js';
import type { FraudSignals } from './fraud-signals.js';
import type { ConversationGate } from './conversation-gate.js';
import { answeredRows, type AccountReads, type OpenSession } from './account-reads.js';
import { exchangeChallenge, madeBeforeSwitch, openState, sealState, type NewToken, type VerificationRecord, type VerificationRecords } from './records.js';
import { RecordLookups, type SessionLookup } from './record-lookups.js';
import { trackingLookupOf, type TrackArgs } from './tracking-numbers.js';
import type { Tracking } from './tracking.js';
import {
  signedIdentityNotSupported,
  type IdentityClaims,
  type IdentityInput,
  type IdentityOutcome,
  type OtpOutcome,
  type ReadKind,
  type SignedIdentityOutcome,
  type Verifier,
  type VerifierContext,
  type VerifierRef,
  type VerifierState,
} from './verifier.js';
import { ANSWER_METRIC, needsVerificationAgain, negative, reply, systemError, verificationAnswer, type ApiOutcome } from './answers.js';
import type { VerifierDirectory } from './verifiers.js';
import {
  IDENTITY_EVENTS,
  OTP_EVENTS,
  SIGNED_IDENTITY_EVENTS,
  verificationStep,
  type VerificationEvent,
  type VerificationState,
  type VerificationStep,
} from './verification-states.js';

export interface VerificationDeps {
  directory: VerifierDirectory;
  records: VerificationRecords;
  gate: ConversationGate;
  limits: AbuseLimits;
  /** Wrong codes per destination (the caps count codes sent inside each verifier, where the destination is known). */
  caps: DestinationCaps;
  /** The fraud signals a step of the table names (identity mismatches, wrong-code runs). */
  signals: FraudSignals;
  box: SecretBox;
  logger: Logger;
  /** Reads for a verified session: the verifier alone, or with the tenant's data connections. */
  reads: AccountReads;
  tracking: Tracking;
  /**
   * Checks a signed identity token (src/identity/identity-token.ts); without it identify answers every
   * token as refused.
   */
  identityTokens?: { check(tenantId: number, token: string): Promise<{ ok: true; claims: IdentityClaims } | { ok: false }> };
  /**
   * Told after a conversation's customer is verified (customer.identified), by a code or by a signed
   * identity (`proof`); its failure is logged, never a failed verification.
   */
  onVerified?: (tenantId: number, conversationId: number, customerName: string, proof: VerificationProof) => Promise<void>;
  /** Told each verification outcome where it is decided (the verification_outcomes_total metric). */
  onOutcome?: (outcome: VerificationOutcome) => void;
  /** Told the verifying connection a verify call went to (the call's activity record lists it). */
  onConnection?: (connectionId: number) => void;
  /**
   * Told when a pending code or a session ended because the tenant chose another verifier since it was
   * made (the call's activity record says so).
   */
  onVerifierChanged?: (tenantId: number, conversationId: number | null) => void;
  /**
   * Told each account read of a conversation's session that answered (the customer's receipt counts
   * the kind and its rows, never the rows); its failure is logged, never a failed read.
   */
  onRead?: (open: OpenSession, kind: ReadKind, rows: number) => Promise<void>;
}

/**
 * Which verifier verifies for one call: the tenant's chosen verifier (the platform API and the bot's
 * tools), or one fixed verifier (an /api/connect/{connection_id} connection, its definition already
 * looked up). With a fixed verifier a token made by another verifier is unknown here, and left alone.
 */
export type Via = { kind: 'tenant' } | { kind: 'fixed'; verifier: Verifier };
export const VIA_TENANT: Via = Object.freeze({ kind: 'tenant' });

/** The verified record's contact, for create_ticket. */
export interface VerifiedContact {
  name: string;
  email: string | null;
  mobile: string | null;
}

/**
 * A conversation's session as the bot's gate finds it: opened, or none, and what there was: `nothing`
 * bound, a `binding` whose session had already ended, or a `record` whose verifier or state is gone
 * (destroyed now).
 */
export type ConversationSession = { open: OpenSession } | { open: null; had: 'nothing' | 'binding' | 'record' };

/** What the records need for a step (see VerificationService.apply). */
interface StepInputs {
  tenantId: number;
  conversationId: number | null;
  held?: string | null;
  challenge?: { record: VerificationRecord; message: string };
  session?: VerificationRecord;
  sessionHash?: string;
  fields?: Record<string, unknown>;
}

/** The answer's own fields of a verify-identity outcome: a refusal's words, a cap's retry_after. */
const identityFields = (o: IdentityOutcome): Record<string, unknown> =>
  o.kind === 'refused' ? { message: o.message, ...o.extra } : o.kind === 'capped' ? { retry_after: o.retryAfterSeconds } : {};

/** The one verifier whose records a call may use (null: any of the tenant's). */
const onlyOf = (via: Via): VerifierRef | null => (via.kind === 'fixed' ? via.verifier.ref : null);

/**
 * The platform's verification, one per process: wraps each verifier's tokens in the service's own
 * otp_token and session_token (bound to the tenant, to the verifier that made them, and to the
 * conversation when one is given), and enforces the spec's rules itself — 10-minute otp_token
 * destroyed after 5 wrong codes or on success, 30-minute session — whatever the verifier does. What
 * each verifier answer does to the records is the verification table's (verification-states.ts).
 */
export class VerificationService {
  /** verify-identity calls refused because the tenant has nothing set up, since this process started. */
  private notSetUpCount = 0;

  private readonly lookups: RecordLookups;

  constructor(private readonly deps: VerificationDeps) {
    this.lookups = new RecordLookups(deps.records, deps.gate);
  }

  /** The answer for a tenant with no verifier: says so (system_error, so the bot stops asking), logged with a running count. */
  private notSetUp(tenantId: number): ApiOutcome {
    this.notSetUpCount += 1;
    this.deps.logger.warn({ tenantId, event: 'tenant_not_set_up', notSetUpCount: this.notSetUpCount }, 'verification asked of a tenant with nothing set up');
    return this.told('system_error', reply({ success: false, system_error: true, not_set_up: true, message: VERIFICATION_MESSAGES.notSetUp }));
  }

  async verifyIdentity(tenantId: number, input: IdentityInput, conversationId: number | null, via: Via = VIA_TENANT): Promise<ApiOutcome> {
    const limited = await this.limit('verify_identity', tenantId, conversationId);
    if (limited) return limited;
    const verifier = via.kind === 'fixed' ? via.verifier : await this.deps.directory.forTenant(tenantId);
    if (!verifier) return this.notSetUp(tenantId);
    if (conversationId !== null && !(await this.deps.limits.reserveCode(tenantId, conversationId))) {
      return negative(VERIFICATION_MESSAGES.codeCapReached, { code_limit: true });
    }
    if (verifier.ref.kind === 'connector') this.deps.onConnection?.(verifier.ref.connectionId);
    const outcome = await verifier.verifyIdentity(input, { tenantId, conversationId });
    return this.apply(this.step('UNVERIFIED', IDENTITY_EVENTS[outcome.kind]), {
      tenantId,
      conversationId,
      ...(outcome.kind === 'code_sent'
        ? {
            challenge: {
              record: {
                tenantId,
                conversationId,
                verifier: verifier.ref,
                state: sealState(this.deps.box, 'otp', tenantId, outcome.state),
                customerName: outcome.customerName,
                ...(outcome.sentTo ? { sentTo: outcome.sentTo } : {}),
                generation: verifier.generation,
              },
              message: outcome.message,
            },
          }
        : {}),
      fields: identityFields(outcome),
    });
  }

  /**
   * A conversation identified by a signed identity token from the tenant's own server (issue 28): the
   * token is checked (one refusal for every failure), then the tenant's verifier resolves the record
   * its claims name exactly as verification would, without a code; on success the conversation holds
   * a session exactly as after verify-otp.
   */
  async identify(tenantId: number, conversationId: number, token: string): Promise<ApiOutcome> {
    const limited = await this.limit('verify_identity', tenantId, conversationId);
    if (limited) return limited;
    const checked = this.deps.identityTokens ? await this.deps.identityTokens.check(tenantId, token) : { ok: false as const };
    if (!checked.ok) return this.apply(this.step('UNVERIFIED', 'signed_identity_refused'), { tenantId, conversationId });
    const verifier = await this.deps.directory.forTenant(tenantId);
    if (!verifier) return this.notSetUp(tenantId);
    if (verifier.ref.kind === 'connector') this.deps.onConnection?.(verifier.ref.connectionId);
    const outcome: SignedIdentityOutcome = verifier.sessionForIdentity
      ? await verifier.sessionForIdentity(checked.claims, { tenantId, conversationId })
      : signedIdentityNotSupported(verifier.name);
    return this.apply(this.step('UNVERIFIED', SIGNED_IDENTITY_EVENTS[outcome.kind]), {
      tenantId,
      conversationId,
      ...(outcome.kind === 'verified'
        ? {
            session: {
              tenantId,
              conversationId,
              verifier: verifier.ref,
              state: sealState(this.deps.box, 'session', tenantId, outcome.state),
              customerName: outcome.customerName,
              generation: verifier.generation,
            },
          }
        : {}),
      fields: outcome.kind === 'refused' ? { message: outcome.message, ...outcome.extra } : {},
    });
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
    const challenge = await this.lookups.challenge(tenantId, req.otpToken, req.conversationId, onlyOf(via));
    if (!challenge) {
      // A conversation that never had a code sent is told so (call verify_identity first), not that a code expired.
      const neverSent = !req.otpToken && req.conversationId !== null && !(await this.deps.limits.codesReserved(tenantId, req.conversationId));
      if (neverSent) return this.apply(this.step('UNVERIFIED', 'otp_without_code'), { tenantId, conversationId: req.conversationId });
      return this.leaveCodeSent(tenantId, 'code_expired', null);
    }
    const { data: record, hash } = challenge;
    if (challenge.wrong >= LIMITS.otpMaxWrongCodes) return this.leaveCodeSent(tenantId, 'code_fifth_wrong', hash);
    const verifier = via.kind === 'fixed' ? via.verifier : await this.deps.directory.byRef(tenantId, record.verifier);
    const state = openState(this.deps.box, 'otp', tenantId, record.state);
    if (!state) {
      const expired = await this.leaveCodeSent(tenantId, 'code_expired', hash); // unreadable state: the challenge is as good as gone
      return verifier ? expired : this.told('system_error', systemError(MESSAGES.cannotCheckAccounts));
    }
    if (!verifier) return this.told('system_error', systemError(MESSAGES.cannotCheckAccounts));
    const conversationId = record.conversationId ?? req.conversationId;
    if (madeBeforeSwitch(record, verifier)) {
      this.deps.onVerifierChanged?.(tenantId, conversationId);
      return this.apply(this.step('CODE_SENT', 'verifier_changed'), { tenantId, conversationId, held: hash });
    }
    // Wrong codes count per destination too: a slot is taken before the code is checked, kept if it is wrong.
    const taken = await this.deps.caps.takeGuess(tenantId, record.sentTo?.keys ?? []);
    if (!taken.ok) {
      return this.apply(this.step('CODE_SENT', 'code_destination_locked'), {
        tenantId,
        conversationId,
        held: hash,
        fields: { retry_after: taken.retryAfterSeconds },
      });
    }
    if (verifier.ref.kind === 'connector') this.deps.onConnection?.(verifier.ref.connectionId);
    const outcome = await this.checkCode(verifier, state, req.code, { tenantId, conversationId }, taken.guess);
    let event: VerificationEvent = OTP_EVENTS[outcome.kind];
    let held: string | null = hash;
    if (outcome.kind === 'wrong_code') {
      const wrong = await this.deps.records.challenges.recordWrong(hash);
      if (wrong === null) held = null; // gone meanwhile
      event =
        wrong === null ? 'code_expired' : wrong >= LIMITS.otpMaxWrongCodes ? 'code_fifth_wrong' : taken.guess.reachesLimit ? 'code_wrong_run' : 'code_wrong';
    }
    return this.apply(this.step('CODE_SENT', event), {
      tenantId,
      conversationId,
      held,
      ...(outcome.kind === 'verified'
        ? {
            session: {
              tenantId,
              conversationId,
              verifier: record.verifier,
              state: sealState(this.deps.box, 'session', tenantId, outcome.state),
              customerName: record.customerName,
              generation: record.generation ?? verifier.generation,
            },
          }
        : {}),
    });
  }

  /** The verifier's check of a code; the destination's wrong-code slot is given back unless the code was wrong. */
  private async checkCode(verifier: Verifier, state: VerifierState, code: string, ctx: VerifierContext, guess: Guess): Promise<OtpOutcome> {
    const outcome = await verifier.verifyOtp(state, code.replace(/\s+/g, ''), ctx).catch(async (err: unknown) => {
      await this.deps.caps.returnGuess(guess);
      throw err;
    });
    if (outcome.kind !== 'wrong_code') await this.deps.caps.returnGuess(guess);
    return outcome;
  }

  /** A CODE SENT step decided before any verifier call (no challenge, too many wrong codes, an unreadable state). */
  private leaveCodeSent(tenantId: number, event: VerificationEvent, hash: string | null): Promise<ApiOutcome> {
    return this.apply(this.step('CODE_SENT', event), { tenantId, conversationId: null, held: hash });
  }

  /**
   * Does what a step of the verification table says with the records, then gives the step's answer.
   * `held`: the challenge the call found (null: gone); `challenge` / `session`: the record a step that
   * stores one needs; `fields`: the answer's own fields (a refusal's words).
   */
  private async apply(step: VerificationStep, on: StepInputs): Promise<ApiOutcome> {
    const { tenantId, conversationId } = on;
    if (step.signal) await this.deps.signals.record(tenantId, step.signal);
    switch (step.effect) {
      case 'replace_challenge': {
        if (!on.challenge) throw new Error('replace_challenge without a challenge');
        const { record } = on.challenge;
        const { token, hash } = await this.deps.records.challenges.create(record);
        const replaced = record.sentTo ? await this.deps.records.latest.replace(tenantId, record.verifier, record.sentTo.subject, hash) : null;
        if (replaced) await this.deps.records.challenges.consume(replaced);
        if (conversationId !== null) await this.deps.gate.bindChallenge(tenantId, conversationId, hash);
        return this.answer(step, { otp_token: token, message: on.challenge.message });
      }
      case 'release_code':
        if (conversationId !== null) await this.deps.limits.releaseCode(tenantId, conversationId);
        break;
      case 'open_session': {
        if (!on.session || !on.held) throw new Error('open_session without a challenge and a session');
        // Single use: of two concurrent correct answers only the one that removes the challenge wins.
        const session = await exchangeChallenge(this.deps.records, on.held, { ...on.session, proof: 'code' });
        if (!session) return this.leaveCodeSent(tenantId, 'code_expired', null);
        await this.openSession(on.session, conversationId, 'code', session);
        return this.answer(step, { session_token: session.token });
      }
      case 'open_signed_session': {
        if (!on.session || conversationId === null) throw new Error('open_signed_session without a session and a conversation');
        await this.openSession(on.session, conversationId, 'signed_identity');
        break;
      }
      case 'destroy_challenge':
        if (on.held) await this.deps.records.challenges.consume(on.held);
        break;
      case 'destroy_session':
        if (on.sessionHash) await this.deps.records.sessions.consume(on.sessionHash);
        if (conversationId !== null) await this.deps.gate.clearSession(tenantId, conversationId);
        break;
      case 'none':
        break;
    }
    return this.answer(step, on.fields ?? {});
  }

  /**
   * Creates a session (or takes the one just `created` for it), binds it to the conversation (if any)
   * and raises customer.identified with its proof.
   */
  private async openSession(record: VerificationRecord, conversationId: number | null, proof: VerificationProof, created?: NewToken): Promise<NewToken> {
    const session = created ?? (await this.deps.records.sessions.create({ ...record, proof }));
    if (conversationId !== null) {
      const { tenantId } = record;
      await this.deps.gate.bindSession(tenantId, conversationId, session.hash);
      await this.deps
        .onVerified?.(tenantId, conversationId, record.customerName, proof)
        .catch((err: unknown) => this.deps.logger.error({ err, tenantId, conversationId }, 'customer.identified not recorded'));
    }
    return session;
  }

  /** The table's step; a pair it does not allow is a bug of this service. */
  private step(from: VerificationState, event: VerificationEvent): VerificationStep {
    const step = verificationStep(from, event);
    if (!step) throw new Error(`verification table has no step for ${event} in ${from}`);
    return step;
  }

  /** A step's answer, in the spec's words (answers.ts), counted in the metric. */
  private answer(step: VerificationStep, fields: Record<string, unknown>): ApiOutcome {
    const metric = ANSWER_METRIC[step.answer];
    const outcome = verificationAnswer(step.answer, fields);
    return metric ? this.told(metric, outcome) : outcome;
  }

  private told(outcome: VerificationOutcome, answer: ApiOutcome): ApiOutcome {
    this.deps.onOutcome?.(outcome);
    return answer;
  }

  /**
   * An account read with a session_token, or with the session bound to `conversationId`. Through the
   * tenant's verifier every data connection holding the kind is read too; a fixed verifier reads alone.
   */
  async read(
    tenantId: number,
    kind: ReadKind,
    req: { sessionToken?: string | undefined; conversationId: number | null },
    via: Via = VIA_TENANT,
  ): Promise<ApiOutcome> {
    const open = await this.openFound(await this.lookups.session(tenantId, req.sessionToken, req.conversationId, onlyOf(via)), req.conversationId, via);
    if (!open) return { kind: 'session_expired' };
    return this.readOpen(open, kind, via);
  }

  /** The session a conversation holds, opened (the bot's gate: tools that need one answer needs_verification without it). */
  conversationSession(tenantId: number, conversationId: number): Promise<ConversationSession> {
    return this.sessionFor(tenantId, undefined, conversationId);
  }

  /** A read of an opened session; a session the verifier no longer knows is destroyed (session_expired). */
  async readOpen(open: OpenSession, kind: ReadKind, via: Via = VIA_TENANT): Promise<ApiOutcome> {
    const answer = via.kind === 'fixed' ? await this.deps.reads.single(open, kind) : await this.deps.reads.all(open, kind);
    if (answer.kind === 'session_expired') return this.expire(open.hash, open.tenantId, open.conversationId);
    if (open.conversationId !== null && answer.body['success'] === true) {
      const noted = this.deps.onRead?.(open, kind, answeredRows(answer.body, kind));
      await noted?.catch((err: unknown) =>
        this.deps.logger.error({ err, tenantId: open.tenantId, conversationId: open.conversationId }, 'read not noted for the receipt'),
      );
    }
    return answer;
  }

  /**
   * A customer confirmed "This wasn't me" on their receipt (issue 28): the conversation's verified
   * session ends at once, as the verification table says (its token stops working too).
   */
  async disputed(tenantId: number, conversationId: number): Promise<void> {
    const hash = await this.deps.gate.sessionHash(tenantId, conversationId);
    await this.apply(this.step('VERIFIED', 'verification_disputed'), { tenantId, conversationId, ...(hash ? { sessionHash: hash } : {}) });
  }

  /**
   * Parcel tracking. By tracking number (8+ characters with digits): no verification. By order number:
   * the conversation (or, without one, the session token) must hold a valid session — otherwise the
   * needs_verification answer — and the order must be the verified customer's. `open`: the session the
   * bot's gate already opened.
   */
  async trackOrder(
    tenantId: number,
    conversationId: number | null,
    args: TrackArgs,
    found: { sessionToken?: string; session?: ConversationSession } = {},
  ): Promise<ApiOutcome> {
    const lookup = trackingLookupOf(args);
    if (lookup === 'tracking_number')
      return reply(await this.deps.tracking.byTrackingNumber(tenantId, (args.tracking_number ?? '').trim(), args.postcode ?? ''));
    if (lookup === 'neither') return negative(MESSAGES.notATrackingNumber);
    const session = found.session ?? (await this.sessionFor(tenantId, found.sessionToken || undefined, conversationId));
    if (!session.open) {
      // A session that ended while it was being opened says so; no session at all needs verifying first.
      return session.had === 'record' ? needsVerificationAgain() : negative(MESSAGES.orderNeedsVerification, { needs_verification: true });
    }
    const open = session.open;
    const customer = await this.deps.reads.customer(open);
    const orders = customer.kind === 'known' ? await this.deps.reads.all(open, 'orders', { cap: false }) : ({ kind: 'reply', body: {} } as const);
    const answer = await this.deps.tracking.byOrderNumber(open, customer, orders, (args.order_number ?? '').trim(), args.postcode ?? '');
    if (answer.kind !== 'session_expired') return answer;
    await this.expire(open.hash, open.tenantId, open.conversationId);
    return needsVerificationAgain();
  }

  /** The session of a token, else of a conversation, as the gate finds it. */
  private async sessionFor(tenantId: number, sessionToken: string | undefined, conversationId: number | null): Promise<ConversationSession> {
    const lookup = await this.lookups.session(tenantId, sessionToken, conversationId, onlyOf(VIA_TENANT));
    if (!lookup.found) return { open: null, had: lookup.hadBinding ? 'binding' : 'nothing' };
    const open = await this.openFound(lookup, conversationId, VIA_TENANT);
    return open ? { open } : { open: null, had: 'record' };
  }

  /** The verified record's name, email and mobile of a conversation (create_ticket), or null when it is not verified. */
  async verifiedContact(tenantId: number, conversationId: number): Promise<VerifiedContact | null> {
    const session = await this.conversationSession(tenantId, conversationId);
    if (!session.open) return null;
    const open = session.open;
    const customer = await this.deps.reads.customer(open);
    if (customer.kind === 'known') return { name: customer.customer.name, email: customer.customer.email, mobile: customer.customer.mobile };
    if (customer.kind === 'session_expired') return null;
    return { name: open.customerName, email: null, mobile: null };
  }

  /** The opened verifier state of a live session of this tenant (and of the fixed verifier), or null. */
  async sessionState(tenantId: number, sessionToken: string, via: Via = VIA_TENANT): Promise<VerifierState | null> {
    const lookup = await this.lookups.session(tenantId, sessionToken, null, onlyOf(via));
    return lookup.found ? openState(this.deps.box, 'session', tenantId, lookup.found.data.state) : null;
  }

  /** The verified customer's name for a live session of this tenant, or null (for create-ticket). */
  async verifiedName(tenantId: number, sessionToken: string): Promise<string | null> {
    const lookup = await this.lookups.session(tenantId, sessionToken, null, onlyOf(VIA_TENANT));
    return lookup.found ? lookup.found.data.customerName : null;
  }

  /** The found session's verifier and opened state; when either is gone the session is destroyed and null answered. */
  private async openFound(lookup: SessionLookup, conversationId: number | null, via: Via): Promise<OpenSession | null> {
    if (!lookup.found) return null;
    const { data: record, hash, expiresAt } = lookup.found;
    const verifier = via.kind === 'fixed' ? via.verifier : await this.deps.directory.byRef(record.tenantId, record.verifier);
    const state = openState(this.deps.box, 'session', record.tenantId, record.state);
    if (!verifier || !state) {
      await this.expire(hash, record.tenantId, record.conversationId ?? conversationId);
      return null;
    }
    if (madeBeforeSwitch(record, verifier)) {
      // Opened through a verifier the tenant has since replaced: it ends now (the bot is asked to verify again).
      const bound = record.conversationId ?? conversationId;
      this.deps.logger.info({ tenantId: record.tenantId, conversationId: bound }, 'session ended: the tenant chose another verifier');
      this.deps.onVerifierChanged?.(record.tenantId, bound);
      await this.apply(this.step('VERIFIED', 'verifier_changed'), { tenantId: record.tenantId, conversationId: bound, sessionHash: hash });
      return null;
    }
    return {
      tenantId: record.tenantId,
      hash,
      expiresAt,
      conversationId: record.conversationId ?? conversationId,
      verifier,
      state,
      customerName: record.customerName,
      proof: record.proof ?? 'code',
    };
  }

  /** VERIFIED, session_expired: what the table says (the session destroyed and unbound). */
  private expire(hash: string, tenantId: number, conversationId: number | null): Promise<ApiOutcome> {
    return this.apply(this.step('VERIFIED', 'session_expired'), { tenantId, conversationId, sessionHash: hash });
  }

  private async limit(action: LimitedAction, tenantId: number, conversationId: number | null): Promise<ApiOutcome | null> {
    const check = await this.deps.limits.take(action, tenantId, conversationId);
    if (check.ok) return null;
    this.deps.logger.warn({ tenantId, conversationId, action }, 'verification rate limited');
    return { kind: 'rate_limited', retryAfterSeconds: Math.max(1, Math.ceil(check.retryAfterMs / 1000)) };
  }
}
