import { Agent, request } from 'node:http';
import { TEST_CUSTOMER } from '../../src/customers/test-customer.js';
import { MESSAGES } from '../../src/messages.js';
import type { BenchCustomer } from './connector-people.js';
import type { SmsInbox } from './sms-inbox.js';

/**
 * The connectors bench's client: the bot's calls to /api/connect/{connection_id}/* (whole chains, each
 * step checked), and the same vendor calls made straight to the fake Shopify store (the yardstick).
 * One keep-alive agent for everything.
 */
export type Body = Record<string, unknown>;
export interface Conn {
  id: number;
  key: string;
}

/** One JSON request; the body when the status is 200, else null. */
export function callJson(agent: Agent, url: URL, method: 'GET' | 'POST', headers: Record<string, string>, body?: unknown): Promise<Body | null> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(res.statusCode === 200 ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Body) : null);
          } catch {
            resolve(null);
          }
        });
      },
    );
    req.on('error', () => resolve(null));
    req.end(payload);
  });
}

const fullName = (p: BenchCustomer): string => `${p.firstName} ${p.lastName}`;

export class ConnectClient {
  readonly agent = new Agent({ keepAlive: true, maxSockets: 256 });

  constructor(
    private readonly baseUrl: string,
    /** The fake Shopify store's base (…/admin/api/2024-10). */
    private readonly shopifyBase: string,
    private readonly inbox: SmsInbox,
  ) {}

  connect(conn: Conn, path: string, body: unknown): Promise<Body | null> {
    return callJson(this.agent, new URL(`/api/connect/${conn.id}/${path}`, this.baseUrl), 'POST', { 'x-api-key': conn.key }, body);
  }

  private vendor(path: string): Promise<Body | null> {
    return callJson(this.agent, new URL(`${this.shopifyBase}${path}`), 'GET', { 'x-shopify-access-token': 'shpat_bench' });
  }

  /** Test customer: verify-identity -> verify-otp 123456 -> orders (a test session reads nothing). */
  async testChain(conn: Conn): Promise<boolean> {
    const vi = await this.connect(conn, 'verify-identity', { full_name: TEST_CUSTOMER.full_name, postcode: TEST_CUSTOMER.postcode });
    if (vi?.success !== true || vi.message !== MESSAGES.testCustomer) return false;
    const vo = await this.connect(conn, 'verify-otp', { otp_token: vi.otp_token, otp_code: TEST_CUSTOMER.code });
    if (vo?.success !== true) return false;
    const orders = await this.connect(conn, 'orders', { session_token: vo.session_token });
    return orders?.success === true && orders.test === true;
  }

  /** A real customer: verify-identity -> the texted code -> verify-otp -> orders; the session, or null when a step failed. */
  async customerChain(conn: Conn, p: BenchCustomer): Promise<string | null> {
    this.inbox.forget(p.mobile);
    const vi = await this.connect(conn, 'verify-identity', { full_name: fullName(p), email: p.email });
    if (vi?.success !== true || typeof vi.otp_token !== 'string') return null;
    const code = await this.inbox.code(p.mobile, 10_000);
    if (!code) return null;
    const vo = await this.connect(conn, 'verify-otp', { otp_token: vi.otp_token, otp_code: code });
    if (vo?.success !== true || typeof vo.session_token !== 'string') return null;
    return (await this.ordersRead(conn, vo.session_token)) ? vo.session_token : null;
  }

  /** The session customer's orders: both of the store's orders for them. */
  async ordersRead(conn: Conn, session: string): Promise<boolean> {
    const orders = await this.connect(conn, 'orders', { session_token: session });
    return orders?.success === true && Array.isArray(orders.orders) && orders.orders.length === 2;
  }

  /** The vendor call of the test chain, made directly: a search for the made-up customer. */
  async directTestChain(): Promise<boolean> {
    const found = await this.vendor(`/customers/search.json?query=${encodeURIComponent(`email:${TEST_CUSTOMER.email}`)}&limit=10`);
    return Array.isArray(found?.customers);
  }

  /** The vendor calls of a real customer's chain, made directly: search by email, then their orders. */
  async directCustomerChain(p: BenchCustomer): Promise<boolean> {
    const found = await this.vendor(`/customers/search.json?query=${encodeURIComponent(`email:${p.email}`)}&limit=10`);
    const id = (found?.customers as Body[] | undefined)?.[0]?.id;
    if (typeof id !== 'number' && typeof id !== 'string') return false;
    const orders = await this.vendor(`/customers/${String(id)}/orders.json?status=any`);
    return Array.isArray(orders?.orders) && orders.orders.length === 2;
  }

  /** Someone with no Eventbrite orders: one vendor read, then the mismatch reply (not a system error). */
  async noOrdersIdentity(conn: Conn, n: number): Promise<boolean> {
    const vi = await this.connect(conn, 'verify-identity', { full_name: 'Noah Slowman', email: `noah.${n}@bench.example` });
    return vi?.success === false && vi.message === MESSAGES.noMatch && vi.system_error === undefined;
  }

  close(): void {
    this.agent.destroy();
  }
}
