import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { constantTimeEqual, sha256Hex } from '../../../crypto/hashing.js';
import { randomDigits } from '../../../crypto/keys.js';
import type { Connection } from '../../../db/entities/connection.js';
import type { Logger } from '../../../logger.js';
import { CONNECTION_MESSAGES, IDENTITY_MESSAGES, MESSAGES } from '../../../messages.js';
import type { CodeDelivery } from '../../../notify/code-delivery.js';
import { isReservedExampleAddress, normaliseEmail } from '../../../customers/contact-details.js';
import type { DestinationCaps } from '../../destination-caps.js';
import { demoVendor } from '../../../connectors/catalogue/ecommerce/demo-vendor.js';
import {
  chooseDestination,
  codeSentMessage,
  customerLookup,
  MATCHING_REPLIES,
  matchCustomer,
  namesMatch,
  sameEmail,
  sameMobile,
  ownRecordsLookup,
  ownRecordsMatch,
  type CandidateRecord,
  type CustomerLookup,
  type IdentityDetails,
} from './matching.js';
import type {
  CustomerOutcome,
  IdentityClaims,
  IdentityOutcome,
  OtpOutcome,
  Plan,
  ReadKind,
  ReadOutcome,
  SignedIdentityOutcome,
  Verifier,
  VerifierRef,
  VerifierState,
} from '../../verifier.js';
import { signedIdentityNotSupported } from '../../verifier.js';
import { verificationSource, type ConnectorDefinition } from '../../../connectors/define.js';
import type { ConnectionTenant } from '../../../connectors/connections/connection-store.js';
import type { VendorReader } from '../../../connectors/connections/read-calls.js';
import { probeSubject } from '../../../connectors/connections/probe.js';
import { candidatesOf, connectionPart, listPlan, sessionCustomerSchema, summaryPlan, type SessionCustomer } from './connector-plans.js';
import { isTestCustomer, TEST_CODE } from './test-customer.js';
import { connectionSystem, type SystemKey } from '../../same-system.js';

/**
 * A connection as the verifier (spec: part B, "Matching rules on connectors", "Code delivery
 * (connectors)", "Test customer"). The platform's VerificationService wraps it: it issues the otp_token
 * and session_token, counts wrong codes and enforces lifetimes; this class finds and matches the
 * customer through the vendor pool, sends the code through the otp pool, checks it, and plans reads.
 *
 * State: during a challenge `{test, customer, challengeId, codeHash}` (the code is kept only as a
 * SHA-256 salted with the challenge id, and the whole state is sealed by the service); in a session
 * `{test, customer}`.
 */

const stateSchema = z.discriminatedUnion('test', [
  z.object({ test: z.literal(true) }),
  z.object({ test: z.literal(false), customer: sessionCustomerSchema, challengeId: z.string().optional(), codeHash: z.string().optional() }),
]);
type State = z.infer<typeof stateSchema>;

export interface ConnectorVerifierParts {
  reader: VendorReader;
  delivery: CodeDelivery;
  /** Caps per destination, counted where the code is addressed (sendCode). */
  caps: DestinationCaps;
  /** demoBaseUrl(config): the service's own built-in demo (its people are fictional). */
  demoBaseUrl: string;
  logger: Logger;
}

const codeHash = (challengeId: string, code: string): string => sha256Hex(`${challengeId}:${code}`);
type Refusal = { message: string } & Record<string, unknown>;
/** A refusal in the verifier's own words, as both verify_identity and a signed identity answer it. */
type Refused = { kind: 'refused'; message: string; extra?: Record<string, unknown> };
/** What a customer search can end in before a record is matched. */
type SearchMiss = Refused | { kind: 'no_match' } | { kind: 'system_error' };
/** A search's lookup: by email or by phone. */
type SearchLookup = Extract<CustomerLookup, { by: 'email' | 'phone' }>;

const refused = (reply: Refusal): Refused => {
  const { message, ...extra } = reply;
  return { kind: 'refused', message, ...(Object.keys(extra).length > 0 ? { extra } : {}) };
};

export class ConnectorVerifier implements Verifier {
  readonly ref: VerifierRef;
  /** Every kind is answered: one the connector does not hold is an empty list saying so. */
  readonly readable: readonly ReadKind[] = ['account', 'orders', 'invoices', 'bookings', 'subscriptions', 'tickets'];
  /** Kinds the connector really holds (the account summary always: it is the customer record). */
  readonly holds: readonly ReadKind[];
  readonly name: string;
  readonly system: SystemKey;
  readonly generation: number;
  /** The catalogue definition, looked up once when the verifier was built. */
  readonly definition: ConnectorDefinition;

  constructor(
    private readonly connection: Connection,
    private readonly def: ConnectorDefinition,
    private readonly tenant: ConnectionTenant,
    private readonly deps: ConnectorVerifierParts,
  ) {
    this.ref = { kind: 'connector', connectionId: connection.id };
    this.name = def.name;
    this.system = connectionSystem(connection);
    this.generation = tenant.verifierGeneration;
    this.definition = def;
    this.holds = this.readable.filter((k) => k === 'account' || Boolean(def.capabilities[k]));
  }

  async verifyIdentity(input: IdentityDetails): Promise<IdentityOutcome> {
    if (this.def.verification === 'not_supported' || !this.connection.verifies) return refused(MATCHING_REPLIES.notSupported(this.def.name));
    if (isTestCustomer(input)) return this.testCustomer(input);
    return this.def.verification === 'from_orders_email' || this.def.verification === 'from_bookings_email' ? this.fromOwnRecords(input) : this.bySearch(input);
  }

  /** The test customer: credentials proven with a real read for a made-up customer; nothing is sent. */
  private async testCustomer(input: IdentityDetails): Promise<IdentityOutcome> {
    const capability = this.def.capabilities.find_customer ? 'find_customer' : verificationSource(this.def);
    if (!capability || !this.def.capabilities[capability]) return { kind: 'system_error' };
    const r = await this.deps.reader.read({ ...this.payloadBase(), capability, purpose: 'records', subject: probeSubject(this.def, capability) });
    if (!r.ok && r.failure.kind !== 'not_found') return { kind: 'system_error' };
    return { kind: 'code_sent', message: MESSAGES.testCustomer, state: { test: true }, customerName: input.full_name.trim() };
  }

  /** Rules 1-4: search by email, else mobile; name and one more detail on the same record. */
  private async bySearch(input: IdentityDetails): Promise<IdentityOutcome> {
    const found = await this.search(input, MATCHING_REPLIES.needsEmailOrMobile);
    if (found.kind !== 'found') return found;
    const match = matchCustomer(input, found.candidates);
    if (!match) return { kind: 'no_match' };
    const dest = chooseDestination({ smsEnabled: this.tenant.smsEnabled, record: match, mode: 'search' });
    if (dest.channel === 'none') return refused(MATCHING_REPLIES.noContact);
    return this.sendCode({ id: match.id, name: match.name, email: match.email, phone: match.phone, postcode: match.postcode }, dest);
  }

  /**
   * Rule 1: the records the vendor's search by the details' email, else mobile, finds. `noDetail`: the
   * refusal when the details give neither.
   */
  private async search(
    input: IdentityDetails,
    noDetail: Refusal,
  ): Promise<{ kind: 'found'; lookup: SearchLookup; candidates: CandidateRecord[] } | SearchMiss> {
    const lookup = customerLookup(input);
    if (lookup.by === 'refused') return { kind: 'no_match' };
    if (lookup.by === 'none') return refused(noDetail);
    if (lookup.by === 'phone' && this.def.verification === 'search_email') return refused({ message: CONNECTION_MESSAGES.needsEmail, needs: ['email'] });
    const customer = lookup.by === 'email' ? { email: lookup.email } : { phone: lookup.phone };
    const r = await this.deps.reader.read({
      ...this.payloadBase(),
      capability: 'find_customer',
      purpose: 'records',
      subject: { customer: { ...customer, full_name: input.full_name.trim(), postcode: input.postcode.trim() } },
    });
    if (!r.ok) return { kind: 'system_error' };
    return { kind: 'found', lookup, candidates: candidatesOf(r.rows) };
  }

  /** Rule 5: full name and the email used; a record naming exactly that email and a matching name. */
  private async fromOwnRecords(input: IdentityDetails): Promise<IdentityOutcome> {
    const lookup = ownRecordsLookup(input);
    if (!lookup.ok) return lookup.refused ? { kind: 'no_match' } : refused(MATCHING_REPLIES.needsNameAndEmail);
    const capability = verificationSource(this.def);
    if (!capability) return { kind: 'system_error' };
    const r = await this.deps.reader.read({
      ...this.payloadBase(),
      capability,
      purpose: 'records',
      subject: { customer: { email: lookup.email, full_name: input.full_name.trim() } },
    });
    if (!r.ok) return { kind: 'system_error' };
    const owners = (r.owners ?? []).map((o) => ({ ownerEmail: o.email, ownerName: o.name }));
    if (!ownRecordsMatch(input, owners)) return { kind: 'no_match' };
    const dest = chooseDestination({ smsEnabled: this.tenant.smsEnabled, record: { email: '', phone: '' }, mode: 'own_records', givenEmail: lookup.email });
    if (dest.channel === 'none') return refused(MATCHING_REPLIES.needsNameAndEmail);
    return this.sendCode({ id: '', name: input.full_name.trim(), email: lookup.email, phone: '', postcode: '' }, dest);
  }

  /**
   * Sends a code to the chosen destination, within its caps (destination-caps.ts: the one place the
   * destination is known): a capped destination gets nothing and the caller answers retry_after.
   */
  private async sendCode(customer: SessionCustomer, dest: { channel: 'sms' | 'email'; to: string }): Promise<IdentityOutcome> {
    const challengeId = randomUUID().replace(/-/g, '');
    const code = randomDigits(6);
    const destination = this.deps.caps.forCode(dest);
    const counted = this.readsBuiltInDemo() && dest.channel === 'email' && isReservedExampleAddress(dest.to) ? [] : [destination];
    const queued = await this.deps.caps.send(
      this.tenant.id,
      counted,
      async () => {
        try {
          await this.deps.delivery.enqueue({
            tenantId: this.tenant.id,
            challengeId,
            channel: dest.channel,
            to: dest.to,
            code,
            business: this.tenant.businessName,
          });
          return true;
        } catch (err) {
          this.deps.logger.error({ err, tenantId: this.tenant.id, connectionId: this.connection.id }, 'code could not be queued for delivery');
          return false;
        }
      },
      (ok) => ok,
    );
    if (queued.capped) return { kind: 'capped', retryAfterSeconds: queued.retryAfterSeconds };
    if (!queued.value) return { kind: 'system_error' };
    const state: State = { test: false, customer, challengeId, codeHash: codeHash(challengeId, code) };
    // The customer record: its id at the vendor, else (records found from orders or bookings) its email.
    const subject = this.deps.caps.subject(customer.id ? ['id', customer.id] : ['email', normaliseEmail(customer.email)]);
    return { kind: 'code_sent', message: codeSentMessage(dest), state, customerName: customer.name, sentTo: { keys: counted.map((d) => d.key), subject } };
  }

  /**
   * A Demo vendor connection reading the service's own built-in demo: its customers are the demo's
   * fixed fictional people (the tenant cannot point it at anyone else), so an email code to one of them
   * at a domain reserved for examples, where nobody can receive it, is not counted against the caps (the
   * quickstart verifies Amelia Hart again and again). Any other address, and every text, is.
   */
  private readsBuiltInDemo(): boolean {
    const base = (this.connection.config['demo_base'] ?? '').replace(/\/+$/, '');
    return this.def.key === demoVendor.key && base !== '' && base === this.deps.demoBaseUrl;
  }

  /**
   * A signed identity (issue 28): the record found by the token's email, else its phone_number, as
   * verification finds it (rule 1, the same search), then the record must hold that email or mobile
   * (rules 3-4), pass rule 2 with the token's name when one is given, and have the token's sub as its
   * id when one is given. The session state is exactly a correct code's. Connectors that verify from
   * the customer's own orders or bookings hold no customer record to bind to: not supported.
   */
  async sessionForIdentity(claims: IdentityClaims): Promise<SignedIdentityOutcome> {
    const own = this.def.verification === 'from_orders_email' || this.def.verification === 'from_bookings_email';
    if (this.def.verification === 'not_supported' || !this.connection.verifies || own) return signedIdentityNotSupported(this.def.name);
    const input: IdentityDetails = { full_name: claims.name ?? '', postcode: '', email: claims.email ?? '', mobile_number: claims.phone_number ?? '' };
    const found = await this.search(input, { message: IDENTITY_MESSAGES.needsEmailOrPhone, needs: ['email', 'phone_number'] });
    if (found.kind !== 'found') return found;
    const { lookup } = found;
    const match = found.candidates.find(
      (c) =>
        (lookup.by === 'email' ? sameEmail(lookup.email, c.email) : sameMobile(lookup.phone, c.phone)) &&
        (claims.name === undefined || namesMatch(claims.name, c.name)) &&
        (claims.sub === undefined || (c.id !== '' && c.id === claims.sub)),
    );
    if (!match) return { kind: 'no_match' };
    const state: State = { test: false, customer: { id: match.id, name: match.name, email: match.email, phone: match.phone, postcode: match.postcode } };
    return { kind: 'verified', state, customerName: match.name };
  }

  verifyOtp(raw: VerifierState, code: string): Promise<OtpOutcome> {
    return Promise.resolve(ConnectorVerifier.checkCode(raw, code));
  }

  /** The code against the challenge the state carries: nothing to read, the code's hash travels in the state. */
  private static checkCode(raw: VerifierState, code: string): OtpOutcome {
    const parsed = stateSchema.safeParse(raw);
    if (!parsed.success) return { kind: 'expired' };
    const state = parsed.data;
    if (state.test) return constantTimeEqual(code, TEST_CODE) ? { kind: 'verified', state: { test: true } } : { kind: 'wrong_code' };
    if (!state.challengeId || !state.codeHash) return { kind: 'expired' };
    if (!constantTimeEqual(codeHash(state.challengeId, code), state.codeHash)) return { kind: 'wrong_code' };
    return { kind: 'verified', state: { test: false, customer: state.customer } };
  }

  planRead(kind: ReadKind, raw: VerifierState): Plan<ReadOutcome> {
    const parsed = stateSchema.safeParse(raw);
    if (!parsed.success) return { answer: { kind: 'session_expired' } };
    const state = parsed.data;
    if (state.test) return { answer: { kind: 'ok', body: testReply(kind, this.def.key) } };
    return kind === 'account' ? summaryPlan(this.connection, this.def, state.customer) : listPlan(this.connection, this.def, kind, state.customer);
  }

  /** The verified customer record of a session state (kept in the state itself: no call). */
  planCustomer(raw: VerifierState): Plan<CustomerOutcome> {
    const c = ConnectorVerifier.customerOf(raw);
    if (c === null) return { answer: { kind: 'session_expired' } };
    if (c === 'test') return { answer: { kind: 'test' } };
    return {
      answer: { kind: 'known', customer: { id: c.id || null, name: c.name, email: c.email || null, mobile: c.phone || null, postcode: c.postcode || null } },
    };
  }

  /** The session's customer, for order-number lookups (null for a test session). */
  static customerOf(raw: VerifierState): SessionCustomer | 'test' | null {
    const parsed = stateSchema.safeParse(raw);
    if (!parsed.success) return null;
    return parsed.data.test ? 'test' : parsed.data.customer;
  }

  private payloadBase() {
    return connectionPart(this.connection);
  }
}

/** Account calls in a test session read no customer data (spec: "Test customer"). */
export function testReply(kind: ReadKind, connectorKey: string): Record<string, unknown> {
  if (kind === 'account') return { test: true, account: { connector: connectorKey, credentials: 'working' } };
  return { [kind]: [], test: true, ...(kind === 'bookings' ? { message: MESSAGES.testBookings } : {}) };
}
