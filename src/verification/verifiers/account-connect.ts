import type { PartnerStepResult } from '../../../queues/partner.js';
import type { Logger } from '../../logger.js';
import { MESSAGES, VERIFICATION_MESSAGES } from '../../messages.js';
import type {
  CustomerOutcome,
  IdentityInput,
  IdentityOutcome,
  OtpOutcome,
  ProviderContext,
  ProviderRef,
  ProviderState,
  ReadKind,
  ReadOutcome,
  TrackOrderOutcome,
  VerificationProvider,
  VerifierSource,
} from '../verifier.js';
import { failureText } from '../../account-connect/failure-text.js';
import type { PartnerGateway } from '../../account-connect/gateway.js';
import { STEP_SUCCESS } from '../../account-connect/replies.js';
import type { AccountConnectConfig, AccountConnectSettingsStore } from '../../account-connect/settings.js';
import type { AccountConnectStep, AccountConnectCall } from '../../../config/contract.js';

const REF: ProviderRef = { kind: 'account_connect' };
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

function stringField(state: ProviderState, key: string): string | null {
  const v = state[key];
  return typeof v === 'string' && v.length > 0 ? v : null;
}

/**
 * Verification through a tenant's own five endpoints. The partner's otp_token and session_token are
 * this provider's state; the service wraps them in its own tokens. Steps the last chain test failed are
 * switched off: a read of one answers system_error before any call.
 */
export class AccountConnectProvider implements VerificationProvider {
  readonly ref = REF;
  readonly name = ACCOUNT_CONNECT_NAME;
  readonly readable: readonly ReadKind[];
  readonly holds: readonly ReadKind[] = Object.keys(READ_STEPS) as ReadKind[];

  constructor(
    private readonly settings: AccountConnectConfig,
    private readonly gateway: PartnerGateway,
    private readonly store: AccountConnectSettingsStore,
    private readonly logger: Logger,
  ) {
    this.readable = (Object.keys(READ_STEPS) as (keyof typeof READ_STEPS)[]).filter((k) => settings.steps[READ_STEPS[k]]);
  }

  async verifyIdentity(input: IdentityInput): Promise<IdentityOutcome> {
    const result = await this.call('verify_identity', { ...input });
    if (result.kind === 'negative') return { kind: 'no_match' };
    if (result.kind !== 'ok') return { kind: 'system_error' };
    const data = STEP_SUCCESS.verify_identity.parse(result.data);
    return {
      kind: 'code_sent',
      message: data.message || VERIFICATION_MESSAGES.codeSent,
      state: { partner_otp_token: data.otp_token },
      customerName: input.full_name,
    };
  }

  async verifyOtp(state: ProviderState, code: string): Promise<OtpOutcome> {
    const otpToken = stringField(state, 'partner_otp_token');
    if (!otpToken) return { kind: 'expired' };
    const result = await this.call('verify_otp', { otp_token: otpToken, otp_code: code });
    if (result.kind === 'negative') {
      // The partner's words decide which rule it applied; anything else counts as a wrong code (and so
      // towards the service's own five).
      if (result.message === MESSAGES.tooManyWrongCodes) return { kind: 'too_many' };
      if (result.message === MESSAGES.codeExpired) return { kind: 'expired' };
      return { kind: 'wrong_code' };
    }
    if (result.kind !== 'ok') return { kind: 'system_error' };
    const data = STEP_SUCCESS.verify_otp.parse(result.data);
    return { kind: 'verified', state: { partner_session_token: data.session_token } };
  }

  async read(kind: ReadKind, state: ProviderState, _ctx: ProviderContext): Promise<ReadOutcome> {
    const step = kind in READ_STEPS ? READ_STEPS[kind as keyof typeof READ_STEPS] : null;
    const sessionToken = stringField(state, 'partner_session_token');
    if (!step || !this.settings.steps[step]) return { kind: 'system_error' };
    if (!sessionToken) return { kind: 'session_expired' };
    const result = await this.call(step, { session_token: sessionToken });
    const listKey = SUMMARY_LISTS[kind];
    if (result.kind === 'ok' && listKey) {
      const account = result.data['account'];
      const list = account && typeof account === 'object' ? (account as Record<string, unknown>)[listKey] : undefined;
      return { kind: 'ok', body: { [kind]: Array.isArray(list) ? list.filter((r) => r && typeof r === 'object') : [] } };
    }
    if (result.kind === 'ok') return { kind: 'ok', body: result.data };
    // The partner no longer knows the session: the spec's "Session expired — please verify again." 401.
    if (result.kind === 'unauthorized') return { kind: 'session_expired' };
    return { kind: 'system_error' };
  }

  /**
   * The verified customer as the tenant's platform knows them: the account-summary's `name`, `email`
   * and `mobile` (also `phone` / `mobile_number`) when it returns them; the verified name otherwise.
   * Without the account-summary step the contact is unknown (null), never what the customer typed.
   */
  /**
   * The tenant's own Track Order endpoint (spec part C), when one is set: POSTs order_number with the
   * partner session, through the partner pool. Only called for a verified conversation (the caller
   * has checked the order is among the verified customer's). Null when no endpoint is set.
   */
  async trackOrder(state: ProviderState, orderNumber: string): Promise<TrackOrderOutcome | null> {
    const path = this.settings.trackOrderPath;
    if (!path) return null;
    const sessionToken = stringField(state, 'partner_session_token');
    if (!sessionToken) return { kind: 'session_expired' };
    const result = await this.call('track_order', { order_number: orderNumber, session_token: sessionToken }, path);
    if (result.kind === 'ok') {
      const order = result.data['order'];
      return { kind: 'ok', row: order && typeof order === 'object' ? (order as Record<string, unknown>) : null };
    }
    if (result.kind === 'negative') return { kind: 'ok', row: null };
    if (result.kind === 'unauthorized') return { kind: 'session_expired' };
    return { kind: 'system_error' };
  }

  async customer(state: ProviderState, customerName: string): Promise<CustomerOutcome> {
    const sessionToken = stringField(state, 'partner_session_token');
    if (!sessionToken) return { kind: 'session_expired' };
    if (!this.settings.steps.account_summary) return { kind: 'known', customer: { id: null, name: customerName, email: null, mobile: null, postcode: null } };
    const result = await this.call('account_summary', { session_token: sessionToken });
    if (result.kind === 'unauthorized') return { kind: 'session_expired' };
    if (result.kind !== 'ok') return { kind: 'system_error' };
    const raw = result.data['account'];
    const account = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
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
  }

  private async call(step: AccountConnectCall, body: Record<string, unknown>, path?: string): Promise<PartnerStepResult> {
    const { tenantId, target } = this.settings;
    const result = await this.gateway.call(tenantId, target, step, body, path);
    const accountStep = step !== 'verify_identity' && step !== 'verify_otp';
    const failed =
      result.kind === 'failed' || (result.kind === 'unauthorized' && !accountStep) || (result.kind === 'negative' && accountStep && step !== 'track_order');
    if (failed) {
      const text = failureText(result);
      this.logger.warn({ tenantId, step, error: text }, 'account connect step failed');
      await this.store.recordError(tenantId, text).catch((err: unknown) => this.logger.error({ err, tenantId }, 'could not record account connect error'));
    }
    return result;
  }
}

/** The Account Connect source of verification providers. */
export class AccountConnectVerifiers implements VerifierSource {
  constructor(
    private readonly store: AccountConnectSettingsStore,
    private readonly gateway: PartnerGateway,
    private readonly logger: Logger,
  ) {}

  /**
   * Only when Account Connect is the tenant's chosen verifier and both verify steps passed the last
   * chain test (or were set up as the built-in demo).
   */
  async forTenant(tenantId: number): Promise<VerificationProvider | null> {
    const settings = await this.store.config(tenantId);
    if (!settings || !settings.verifies || !settings.steps.verify_identity || !settings.steps.verify_otp) return null;
    return new AccountConnectProvider(settings, this.gateway, this.store, this.logger);
  }

  async byRef(tenantId: number, ref: ProviderRef): Promise<VerificationProvider | null> {
    if (ref.kind !== 'account_connect') return null;
    const settings = await this.store.config(tenantId);
    return settings ? new AccountConnectProvider(settings, this.gateway, this.store, this.logger) : null;
  }
}
