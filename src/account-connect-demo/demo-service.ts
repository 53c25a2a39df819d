import type { RedisClient as Redis } from '../../queues/connection.js';
import { z } from 'zod';
import type { Clock } from '../../config/clock.js';
import { LIMITS } from '../../config/limits.js';
import { constantTimeEqual } from '../crypto/hashing.js';
import { MESSAGES } from '../messages.js';
import type { IdentityInput } from '../verification/verifier.js';
import { TokenStore } from '../verification/token-store.js';
import { TEST_CUSTOMER } from '../customers/test-customer.js';
import { lastThreeDigits, maskEmail, mobileKey } from '../customers/contact-details.js';
import { findPerson, fullName, squash } from './matching.js';
import { DEMO_PEOPLE, type DemoPerson } from './people.js';
import { accountOf, invoicesOf, ordersOf, vendorCustomerOf, vendorOrdersOf } from './views.js';

type Body = Record<string, unknown>;
const customerRef = z.object({ customerId: z.string() });

/**
 * A list reply as the contract recommends (the most recent `cap` rows, most recent first), saying how
 * many rows it left out in `more_count`, so the service can tell the bot there are more.
 */
function recent(key: 'orders' | 'invoices', rows: readonly unknown[], cap: number): Body {
  return rows.length > cap ? { success: true, [key]: rows.slice(0, cap), more_count: rows.length - cap } : { success: true, [key]: [...rows] };
}

/**
 * The public demo's own Account Connect logic: an Account Connect implementation like any tenant's, with its
 * state in Redis (so every web process shares it). The code is always 123456 and nothing is ever
 * sent; otp_token lasts 10 minutes and dies after 5 wrong codes; sessions last 30 minutes; lists are
 * most recent first, capped at 10 orders and 12 invoices (`more_count` says how many more). Returns reply bodies; null means 401.
 */
export class DemoAccountConnect {
  private readonly challenges: TokenStore<z.infer<typeof customerRef>>;
  private readonly sessions: TokenStore<z.infer<typeof customerRef>>;

  constructor(
    redis: Redis,
    prefix: string,
    private readonly clock: Clock,
    private readonly people: readonly DemoPerson[] = DEMO_PEOPLE,
  ) {
    this.challenges = new TokenStore(redis, `${prefix}:acdemo:otp`, customerRef, clock, LIMITS.otpTtlMs);
    this.sessions = new TokenStore(redis, `${prefix}:acdemo:session`, customerRef, clock, LIMITS.sessionTtlMs);
  }

  async verifyIdentity(input: IdentityInput): Promise<Body> {
    const person = findPerson(this.people, input);
    if (!person) return { success: false, message: MESSAGES.noMatch };
    const { token } = await this.challenges.create({ customerId: person.id });
    return { success: true, otp_token: token, message: this.destination(person) };
  }

  async verifyOtp(otpToken: string, otpCode: string): Promise<Body> {
    const challenge = await this.challenges.find(otpToken);
    if (!challenge) return { success: false, message: MESSAGES.codeExpired };
    if (!constantTimeEqual(otpCode.replace(/\s+/g, ''), TEST_CUSTOMER.code)) {
      const wrong = await this.challenges.recordWrong(challenge.hash);
      if (wrong === null) return { success: false, message: MESSAGES.codeExpired };
      if (wrong >= LIMITS.otpMaxWrongCodes) {
        await this.challenges.consume(challenge.hash);
        return { success: false, message: MESSAGES.tooManyWrongCodes };
      }
      return { success: false, message: MESSAGES.wrongCode };
    }
    if (!(await this.challenges.consume(challenge.hash))) return { success: false, message: MESSAGES.codeExpired };
    const { token } = await this.sessions.create({ customerId: challenge.data.customerId });
    return { success: true, session_token: token };
  }

  /**
   * The optional sixth endpoint (issue 28): a session for the customer a tenant's own server signed in.
   * The person is found by email, else by phone (last ten digits); a given name must be theirs (rule
   * 2 as the demo applies it) and a given sub their id. No code: the caller has checked the signature.
   */
  async sessionForIdentity(claims: {
    sub?: string | undefined;
    email?: string | undefined;
    phone_number?: string | undefined;
    name?: string | undefined;
  }): Promise<Body> {
    const email = claims.email ? squash(claims.email) : '';
    const phone = claims.phone_number ? mobileKey(claims.phone_number) : null;
    const person = this.people.find(
      (p) =>
        (email !== '' ? squash(p.email) === email : phone !== null && mobileKey(p.mobile) === phone) &&
        (claims.name === undefined || squash(claims.name) === squash(fullName(p))) &&
        (claims.sub === undefined || claims.sub === p.id),
    );
    if (!person) return { success: false, message: MESSAGES.noMatch };
    const { token } = await this.sessions.create({ customerId: person.id });
    return { success: true, session_token: token };
  }

  async accountSummary(sessionToken: string): Promise<Body | null> {
    const person = await this.sessionPerson(sessionToken);
    return person ? { success: true, account: accountOf(person, this.clock.now()) } : null;
  }

  async orders(sessionToken: string): Promise<Body | null> {
    const person = await this.sessionPerson(sessionToken);
    return person ? recent('orders', ordersOf(person, this.clock.now()), LIMITS.recentOrders) : null;
  }

  async invoices(sessionToken: string): Promise<Body | null> {
    const person = await this.sessionPerson(sessionToken);
    return person ? recent('invoices', invoicesOf(person, this.clock.now()), LIMITS.recentInvoices) : null;
  }

  /**
   * POST /track-order (the Track Order template of spec part C): one of the session's own orders, with
   * order_number, status, courier, tracking and eta; another customer's order is "not found".
   */
  async trackOrder(sessionToken: string, orderNumber: string): Promise<Body | null> {
    const person = await this.sessionPerson(sessionToken);
    if (!person) return null;
    const wanted = orderNumber.trim().toLowerCase();
    const order = ordersOf(person, this.clock.now()).find((o) => o.order_number.toLowerCase() === wanted);
    if (!order) return { success: false, message: 'No such order on this account' };
    const eta = order.extras && typeof order.extras['eta'] === 'string' ? order.extras['eta'] : undefined;
    return {
      success: true,
      order_number: order.order_number,
      status: order.status,
      ...(order.courier ? { courier: order.courier } : {}),
      ...(order.tracking ? { tracking: order.tracking } : {}),
      ...(eta ? { eta } : {}),
    };
  }

  /** GET /vendor/orders?customer_id=: every order of that customer; an unknown id gives an empty array. */
  vendorOrders(customerId: string): Body {
    const person = this.people.find((p) => p.id === customerId);
    return { orders: person ? vendorOrdersOf(person, this.clock.now()) : [] };
  }

  /** GET /vendor/customers?email= or ?phone=: exact email (case ignored) or last-ten-digit phone match. */
  vendorCustomers(query: { email?: string | undefined; phone?: string | undefined }): Body {
    const email = query.email ? squash(query.email) : null;
    const phone = query.phone ? mobileKey(query.phone) : null;
    const found = this.people.filter((p) => (email !== null && squash(p.email) === email) || (phone !== null && mobileKey(p.mobile) === phone));
    return { customers: found.map(vendorCustomerOf) };
  }

  /** GET /rest/customers?email=&phone=: the REST connector's lookup shape ({data: [id, name, email, phone, postcode]}). */
  restCustomers(query: { email?: string | undefined; phone?: string | undefined }): Body {
    if (!query.email && !query.phone) return { data: [] };
    const found = this.vendorCustomers(query)['customers'] as Record<string, unknown>[];
    return {
      data: found.map((c) => {
        const address = c['address'] as { postcode?: string } | undefined;
        return {
          id: c['id'],
          name: `${String(c['first_name'])} ${String(c['last_name'])}`,
          email: c['email'],
          phone: c['phone'] ?? '',
          postcode: address?.postcode ?? '',
        };
      }),
    };
  }

  private destination(person: DemoPerson): string {
    if (person.id === 'cus_test') return MESSAGES.testCustomer;
    return person.mobile ? MESSAGES.codeSentBySms(lastThreeDigits(person.mobile)) : MESSAGES.codeSentByEmail(maskEmail(person.email));
  }

  private async sessionPerson(sessionToken: string): Promise<DemoPerson | null> {
    const session = await this.sessions.find(sessionToken);
    return session ? (this.people.find((p) => p.id === session.data.customerId) ?? null) : null;
  }
}
