/**
 * Fake vendors for the connectors bench, in a process of their own, each on its own 127.0.0.1 port
 * like two vendor hosts (prints "listening <fast port> <slow port>"):
 *
 *   fast  a Shopify store answering at once, in Shopify's documented shapes, under /admin/api/2024-10:
 *         customers/search.json (email:/phone:), customers/<id>/orders.json, orders.json (by name),
 *         customers/<id>.json
 *   slow  an Eventbrite organisation answering /v3/organizations/<id>/orders/ with no orders after
 *         BENCH_SLOW_MS (default 300 ms) spread by +-jitter: each reply takes a uniformly drawn
 *         SLOW_MS * (1 - jitter .. 1 + jitter), as a real vendor's replies spread; jitter 0 answers every
 *         call in exactly SLOW_MS, so calls released together stay in step (the worst case)
 *   GET /stats, POST /stats (either port): requests and peak requests in flight per vendor; the POST
 *   resets them and, with ?jitter=<0..1>, sets the slow vendor's spread (default 0.5)
 *
 * The store holds BENCH_CUSTOMERS (default 64) fictional customers, `benchCustomer(i)`, each with two
 * orders built from the documented Shopify example and naming that customer's email.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { shopifyFindCustomer } from '../../src/connectors/fixtures/shopify/find-customer.js';
import { shopifyOrders } from '../../src/connectors/fixtures/shopify/orders.js';
import { benchCustomer, type BenchCustomer } from './connector-people.js';

const SLOW_MS = Number(process.env.BENCH_SLOW_MS ?? 300);
let jitter = 0.5;
const COUNT = Number(process.env.BENCH_CUSTOMERS ?? 64);
const SHOPIFY = '/admin/api/2024-10';
const EVENTBRITE_ORDERS = /^\/v3\/organizations\/\d+\/orders\/$/;

type Json = Record<string, unknown>;
const templateCustomer = (shopifyFindCustomer.reply as { customers: Json[] }).customers[0]!;
const documentedOrder = (shopifyOrders.reply as { orders: Json[] }).orders[0]!;
/** Two orders per customer: the documented one and a later copy. */
const templateOrders = [documentedOrder, { ...documentedOrder, name: '#1002', created_at: '2024-11-28T16:42:10+00:00' }];

const people: BenchCustomer[] = Array.from({ length: COUNT }, (_, i) => benchCustomer(i));
const byEmail = new Map(people.map((p) => [p.email.toLowerCase(), p]));
const byPhone = new Map(people.map((p) => [last10(p.mobile), p]));
const byId = new Map(people.map((p) => [String(p.id), p]));

function last10(s: string): string {
  return s.replace(/\D/g, '').slice(-10);
}

function shopifyCustomer(p: BenchCustomer): Json {
  const zip = { ...(templateCustomer['default_address'] as Json), zip: p.postcode, customer_id: p.id };
  return {
    ...templateCustomer,
    id: p.id,
    email: p.email,
    first_name: p.firstName,
    last_name: p.lastName,
    phone: p.mobile,
    addresses: [zip],
    default_address: zip,
  };
}

function shopifyOrdersOf(p: BenchCustomer): Json[] {
  const customer = { id: p.id, email: p.email, first_name: p.firstName, last_name: p.lastName };
  return templateOrders.map((o, n) => ({ ...o, id: p.id * 10 + n, email: p.email, contact_email: p.email, customer }));
}

const stats = { fast: { requests: 0, inFlight: 0, maxInFlight: 0 }, slow: { requests: 0, inFlight: 0, maxInFlight: 0 } };

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function shopify(path: string, q: URLSearchParams): [number, unknown] {
  if (path === '/customers/search.json') {
    const [field, value = ''] = (q.get('query') ?? '').split(/:(.*)/s);
    const found = field === 'email' ? byEmail.get(value.toLowerCase()) : field === 'phone' ? byPhone.get(last10(value)) : undefined;
    return [200, { customers: found ? [shopifyCustomer(found)] : [] }];
  }
  const mine = /^\/customers\/(\d+)\/orders\.json$/.exec(path);
  if (mine) {
    const p = byId.get(mine[1]!);
    return [200, { orders: p ? shopifyOrdersOf(p) : [] }];
  }
  if (path === '/orders.json') {
    const name = q.get('name');
    return [200, { orders: [...byId.values()].flatMap((p) => shopifyOrdersOf(p)).filter((o) => o['name'] === name) }];
  }
  const one = /^\/customers\/(\d+)\.json$/.exec(path);
  if (one) {
    const p = byId.get(one[1]!);
    return p ? [200, { customer: shopifyCustomer(p) }] : [404, { errors: 'Not Found' }];
  }
  return [404, { errors: 'Not Found' }];
}

type Vendor = keyof typeof stats;

function handle(which: Vendor, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://vendor.invalid');
  if (url.pathname === '/stats') {
    if (req.method === 'POST') {
      for (const s of Object.values(stats)) Object.assign(s, { requests: 0, maxInFlight: s.inFlight });
      const j = Number(url.searchParams.get('jitter') ?? jitter);
      if (j >= 0 && j <= 1) jitter = j;
    }
    return send(res, 200, stats);
  }
  const vendor = stats[which];
  vendor.requests++;
  vendor.maxInFlight = Math.max(vendor.maxInFlight, ++vendor.inFlight);
  const done = (status: number, body: unknown): void => {
    vendor.inFlight--;
    if (!res.destroyed) send(res, status, body);
  };
  if (which === 'slow') {
    if (!EVENTBRITE_ORDERS.test(url.pathname)) return done(404, { error: 'NOT_FOUND' });
    setTimeout(
      () => done(200, { pagination: { object_count: 0, page_number: 1, page_size: 50, page_count: 1, has_more_items: false }, orders: [] }),
      SLOW_MS * (1 - jitter + 2 * jitter * Math.random()),
    );
    return;
  }
  if (!url.pathname.startsWith(SHOPIFY)) return done(404, { errors: 'Not Found' });
  const [status, body] = shopify(url.pathname.slice(SHOPIFY.length), url.searchParams);
  done(status, body);
}

function start(which: Vendor): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => handle(which, req, res));
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const servers = await Promise.all([start('fast'), start('slow')]);
process.stdout.write(`listening ${servers.map((s) => (s.address() as AddressInfo).port).join(' ')}\n`);
process.on('SIGTERM', () => {
  for (const s of servers) s.closeAllConnections();
  void Promise.all(servers.map((s) => new Promise((r) => s.close(r)))).then(() => process.exit(0));
});
