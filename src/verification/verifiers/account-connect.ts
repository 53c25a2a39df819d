import type { AccountConnectStep } from '../../../config/contract.js';
import type { AccountConnectOutcome } from '../../../queues/account-connect.js';
import { botCall, type AccountConnectCalls } from '../../account-connect/calls.js';
import { SESSION_FOR_IDENTITY_SUCCESS, STEP_SUCCESS } from '../../account-connect/replies.js';
import { endpointAbsent } from '../../account-connect/failure-text.js';
import type { AccountConnectConfig, AccountConnectSettingsStore } from '../../account-connect/settings.js';
import { mobileKey, normaliseEmail } from '../../customers/contact-details.js';
import { MESSAGES, VERIFICATION_MESSAGES } from '../../messages.js';
import type { DestinationCaps } from '../destination-caps.js';
import { isTestCustomer } from './connector/test-customer.js';
import { accountConnectSystem, type SystemKey } from '../same-system.js';
import type {
  CustomerOutcome,
  IdentityClaims,
  IdentityInput,
  IdentityOutcome,
  OtpOutcome,
  Plan,
  ReadKind,
  ReadOutcome,
  SignedIdentityOutcome,
  TrackOrderOutcome,
  Verifier,
  VerifierRef,
  VerifierSource,
  VerifierState,
} from '../verifier.js';
import { signedIdentityNotSupported } from '../verifier.js';

const REF: VerifierRef = { kind: 'account_connect' };
/** The name rows read through Account Connect carry as their `source`. */
export const ACCOUNT_CONNECT_NAME = 'Account Connect';
/**
 * Which step answers each kind. Account Connect has no bookings or subscriptions endpoint: they are
 * the account-summary's `upcoming_bookings` and `subscriptions` (spec part A). It holds no tickets.
 */
const READ_STEPS = {
  account: 'account_summary',
  orders: 'orders',
  invoices: 'invoices',
  bookings: 'account_summary',
  subscriptions: 'account_summary',
} as const satisfies Partial<Record<ReadKind, AccountConnectStep>>;
const SUMMARY_LISTS: Partial<Record<ReadKind, string>> = { bookings: 'upcoming_bookings', subscriptions: 'subscriptions' };

const textField = (o: Record<string, unknown>, key: string): string | null => {
  const v = o[key];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null;
};

/** A token of the state (states sealed before this service said Account Connect named them `partner_<key>`). */
function stringField(state: VerifierState, key: 'otp_token' | 'session_token'): string | null {
  const v = state[key] ?? state[`partner_${key}`];
  return typeof v === 'string' && v.length > 0 ? v : null;
}

const objectAt = (o: Record<string, unknown>, key: string): Record<string, unknown> | null => {
  const v = o[key];
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
};

/** The one reply of a one-call plan (a plan's replies come in the order of its calls). */
const only = (replies: AccountConnectOutcome[]): AccountConnectOutcome => replies[0] ?? { kind: 'failed', reason: 'worker', status: null, detail: 'no reply' };

/**
 * Verification through a tenant's own five endpoints. Account Connect's otp_token and session_token
 * are this verifier's state; the service wraps them in its own tokens. Steps the last chain test failed
 * are switched off: a read of one answers system_error before any call. A bot's call that fails is
 * recorded on the settings by the Account Connect worker pool.
 */
export class AccountConnectVerifier implements Verifier {
  readonly ref = REF;
  readonly name = ACCOUNT_CONNECT_NAME;
  readonly readable: readonly ReadKind[];
  readonly holds: readonly ReadKind[] = Object.keys(READ_STEPS) as ReadKind[];
  readonly system: SystemKey;
  readonly generation: number;

  constructor(
    private readonly settings: AccountConnectConfig,
    private readonly calls: AccountConnectCalls,
    private readonly codes: AccountConnectCodes,
  ) {
    this.system = accountConnectSystem(settings.target.baseUrl);
    this.generation = settings.verifierGeneration;
    this.readable = (Object.keys(READ_STEPS) as (keyof typeof READ_STEPS)[]).filter((k) => settings.steps[READ_STEPS[k]]);
  }

  private payload(step: Parameters<typeof botCall>[2], body: Record<string, unknown>, path?: string | null) {
    return botCall(this.settings.tenantId, this.settings.target, step, body, path);
  }

  /**
   * The tenant's platform finds the customer and sends its own code; the service never learns where
   * (the masked destination in its reply is not an address). So the caps count the details typed
   * (destination-caps.ts forIdentity: the email and mobile as the same destinations a connector would
   * send to, a name with a postcode as one of its own), reserved before the call and kept only when the
   * platform says it sent a code. The test customer and the built-in demo send nothing to anyone, so
   * nothing is counted for them.
   */
  async verifyIdentity(input: IdentityInput): Promise<IdentityOutcome> {
    const sendsNothing = isTestCustomer(input) || this.settings.target.baseUrl.replace(/\/+$/, '') === this.codes.demoBaseUrl;
    const destinations = sendsNothing ? [] : this.codes.caps.forIdentity(input);
    const sent = await this.codes.caps.send(
      this.settings.tenantId,
      destinations,
      () => this.calls(this.payload('verify_identity', { ...input })),
      (r) => r.kind === 'ok',
    );
    if (sent.capped) return { kind: 'capped', retryAfterSeconds: sent.retryAfterSeconds };
    const result = sent.value;
    if (result.kind === 'negative') return { kind: 'no_match' };
    if (result.kind !== 'ok') return { kind: 'system_error' };
    const data = STEP_SUCCESS.verify_identity.parse(result.data);
    const subject = this.codes.caps.subject([input.full_name, input.postcode, normaliseEmail(input.email), mobileKey(input.mobile_number) ?? '']);
    return {
      kind: 'code_sent',
      message: data.message || VERIFICATION_MESSAGES.codeSent,
      state: { otp_token: data.otp_token },
      customerName: input.full_name,
      ...(sendsNothing ? {} : { sentTo: { keys: destinations.map((d) => d.key), subject } }),
    };
  }

  async verifyOtp(state: VerifierState, code: string): Promise<OtpOutcome> {
    const otpToken = stringField(state, 'otp_token');
    if (!otpToken) return { kind: 'expired' };
    const result = await this.calls(this.payload('verify_otp', { otp_token: otpToken, otp_code: code }));
    if (result.kind === 'negative') {
      // Account Connect's words decide which rule it applied; anything else counts as a wrong code (and so
      // towards the service's own five).
      if (result.message === MESSAGES.tooManyWrongCodes) return { kind: 'too_many' };
      if (result.message === MESSAGES.codeExpired) return { kind: 'expired' };
      return { kind: 'wrong_code' };
    }
    if (result.kind !== 'ok') return { kind: 'system_error' };
    const data = STEP_SUCCESS.verify_otp.parse(result.data);
    return { kind: 'verified', state: { session_token: data.session_token } };
  }

  /**
   * A signed identity (issue 28), through the optional sixth endpoint POST {partner_base}/session-for-identity
   * with the checked claims: its session_token is this verifier's session state, exactly as after
   * verify-otp. A platform without the endpoint (404, 405 or 501) cannot take signed identities.
   */
  async sessionForIdentity(claims: IdentityClaims): Promise<SignedIdentityOutcome> {
    const result = await this.calls(this.payload('session_for_identity', { ...claims }));
    if (result.kind === 'negative') return { kind: 'no_match' };
    if (endpointAbsent(result)) return signedIdentityNotSupported(ACCOUNT_CONNECT_NAME);
    if (result.kind !== 'ok') return { kind: 'system_error' };
    const data = SESSION_FOR_IDENTITY_SUCCESS.parse(result.data);
    return { kind: 'verified', state: { session_token: data.session_token }, customerName: claims.name ?? '' };
  }

  planRead(kind: ReadKind, state: VerifierState): Plan<ReadOutcome> {
    const step = kind in READ_STEPS ? READ_STEPS[kind as keyof typeof READ_STEPS] : null;
    const sessionToken = stringField(state, 'session_token');
    if (!step || !this.settings.steps[step]) return { answer: { kind: 'system_error' } };
    if (!sessionToken) return { answer: { kind: 'session_expired' } };
    const listKey = SUMMARY_LISTS[kind];
    return {
      accountConnect: [this.payload(step, { session_token: sessionToken })],
      finish: (replies: AccountConnectOutcome[]): ReadOutcome => {
        const result = only(replies);
        if (result.kind === 'ok' && listKey) {
          const list = objectAt(result.data, 'account')?.[listKey];
          return { kind: 'ok', body: { [kind]: Array.isArray(list) ? list.filter((r) => r && typeof r === 'object') : [] } };
        }
        if (result.kind === 'ok') return { kind: 'ok', body: result.data };
        // Account Connect no longer knows the session: the spec's "Session expired — please verify again." 401.
        if (result.kind === 'unauthorized') return { kind: 'session_expired' };
        return { kind: 'system_error' };
      },
    };
  }

  /**
   * The tenant's own Track Order endpoint (spec part C), when one is set: POSTs order_number with
   * Account Connect's session. Only asked for a verified conversation (the caller has checked the order
   * is among the verified customer's). Null when no endpoint is set.
   */
  planTrackOrder(state: VerifierState, orderNumber: string): Plan<TrackOrderOutcome> | null {
    const path = this.settings.trackOrderPath;
    if (!path) return null;
    const sessionToken = stringField(state, 'session_token');
    if (!sessionToken) return { answer: { kind: 'session_expired' } };
    return {
      accountConnect: [this.payload('track_order', { order_number: orderNumber, session_token: sessionToken }, path)],
      finish: (replies: AccountConnectOutcome[]): TrackOrderOutcome => {
        const result = only(replies);
        if (result.kind === 'ok') return { kind: 'ok', row: objectAt(result.data, 'order') };
        if (result.kind === 'negative') return { kind: 'ok', row: null };
        if (result.kind === 'unauthorized') return { kind: 'session_expired' };
        return { kind: 'system_error' };
      },
    };
  }

  /**
   * The verified customer as the tenant's platform knows them: the account-summary's `name`, `email`
   * and `mobile` (also `phone` / `mobile_number`) when it returns them; the verified name otherwise.
   * Without the account-summary step the contact is unknown (null), never what the customer typed.
   */
  planCustomer(state: VerifierState, customerName: string): Plan<CustomerOutcome> {
    const sessionToken = stringField(state, 'session_token');
    if (!sessionToken) return { answer: { kind: 'session_expired' } };
    if (!this.settings.steps.account_summary) {
      return { answer: { kind: 'known', customer: { id: null, name: customerName, email: null, mobile: null, postcode: null } } };
    }
    return {
      accountConnect: [this.payload('account_summary', { session_token: sessionToken })],
      finish: (replies: AccountConnectOutcome[]): CustomerOutcome => {
        const result = only(replies);
        if (result.kind === 'unauthorized') return { kind: 'session_expired' };
        if (result.kind !== 'ok') return { kind: 'system_error' };
        const account = objectAt(result.data, 'account') ?? {};
        return {
          kind: 'known',
          customer: {
            id: null,
            name: textField(account, 'name') ?? customerName,
            email: textField(account, 'email'),
            mobile: textField(account, 'mobile') ?? textField(account, 'mobile_number') ?? textField(account, 'phone'),
            postcode: textField(account, 'postcode'),
          },
        };
      },
    };
  }
}

/** What Account Connect verification needs to count codes: the caps, and the built-in demo's address (it sends nothing). */
export interface AccountConnectCodes {
  caps: DestinationCaps;
  /** demoBaseUrl(config): the service's own demo, whose code is always 123456 and never sent. */
  demoBaseUrl: string;
}

/** The Account Connect source of verifiers. */
export class AccountConnectVerifiers implements VerifierSource {
  constructor(
    private readonly store: AccountConnectSettingsStore,
    private readonly calls: AccountConnectCalls,
    private readonly codes: AccountConnectCodes,
  ) {}

  /**
   * Only when Account Connect is the tenant's chosen verifier and both verify steps passed the last
   * chain test (or were set up as the built-in demo).
   */
  async forTenant(tenantId: number): Promise<Verifier | null> {
    const settings = await this.store.config(tenantId);
    if (!settings || !settings.verifies || !settings.steps.verify_identity || !settings.steps.verify_otp) return null;
    return new AccountConnectVerifier(settings, this.calls, this.codes);
  }

  async byRef(tenantId: number, ref: VerifierRef): Promise<Verifier | null> {
    if (ref.kind !== 'account_connect') return null;
    const settings = await this.store.config(tenantId);
    return settings ? new AccountConnectVerifier(settings, this.calls, this.codes) : null;
  }
}
