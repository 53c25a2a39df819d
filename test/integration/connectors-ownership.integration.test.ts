import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { parseConnector, type ConnectorDefinition, type ConnectorInput } from '../../src/connectors/define.js';
import type { ForeignRowsEvent } from '../../src/connectors/runtime/ownership.js';
import { readCapability, type ConnectionContext, type ReadDeps } from '../../src/connectors/vendor-read.js';
import { createConnectorRuntime, type ConnectorRuntime } from '../../src/wiring/connector-runtime.js';
import type { Services } from '../../src/services.js';
import { createTestEnv, openTestServices, type TestEnv } from '../fakes/infra.js';
import { startScriptedVendor, type ScriptedVendor } from '../fakes/scripted-vendor.js';

/**
 * Ownership, positively (issue 17): a vendor that ignores the customer filter returns every customer's
 * rows. The safety filter alone drops only rows naming another email, so rows naming no email at all
 * would reach the customer; a capability's `ownerRef` keeps only rows whose vendor customer reference
 * is the verified record's id, and counts the rest (log line and observer: connector key and counts).
 */

let env: TestEnv;
let services: Services;
let vendor: ScriptedVendor;
let runtime: ConnectorRuntime;
const clock = new ManualClock(Date.UTC(2026, 2, 1, 12, 0, 0));

const VERIFIED = { id: 'cus_A', email: 'ada.lovelace@example.com' };

/** Three customers' orders and invoices, with and without emails, and one row with no customer reference. */
const ORDERS = [
  { number: 'A-1', created_at: '2026-02-01', customer_id: 'cus_A', email: 'ada.lovelace@example.com', total: 1999, currency: 'GBP' },
  { number: 'A-2', created_at: '2026-02-03', customer_id: 'cus_A', total: 500, currency: 'JPY' },
  { number: 'B-1', created_at: '2026-02-02', customer_id: 'cus_B', email: 'grace.hopper@example.com', total: 100, currency: 'GBP' },
  { number: 'B-2', created_at: '2026-02-04', customer_id: 'cus_B', total: 200, currency: 'GBP' },
  { number: 'C-1', created_at: '2026-02-05', customer_id: 'cus_C', total: 300, currency: 'GBP' },
  { number: 'X-1', created_at: '2026-02-06', total: 400, currency: 'GBP' },
];
const INVOICES = [
  { id: 'in_1', created: 1767225600, customer: 'cus_A', customer_email: 'ada.lovelace@example.com', total: 12345, currency: 'kwd' },
  { id: 'in_2', created: 1767312000, customer: { id: 'cus_C' }, total: 100, currency: 'gbp' },
  { id: 'in_3', created: 1767398400, customer: 'cus_B', total: 100, currency: 'gbp' },
];

function definition(withOwnerRef: boolean): ConnectorDefinition {
  const input: ConnectorInput = {
    key: 'filter_ignoring_shop',
    name: 'Filter-ignoring Shop',
    category: 'ecommerce',
    auth: { type: 'bearer', secret: 'api_token' },
    secrets: [{ name: 'api_token', label: 'API token', example: 'tok_1234567890' }],
    baseUrl: 'https://api.filter-ignoring-shop.example/v1',
    verification: 'search_email',
    capabilities: {
      find_customer: { request: { path: '/customers', query: { email: '{email}' } }, records: 'data', map: { id: 'id', name: 'name', email: 'email' } },
      orders: {
        request: { path: '/orders', query: { customer_id: '{customer_id}' } },
        records: 'data',
        owner: { email: 'email' },
        ...(withOwnerRef ? { ownerRef: 'customer_id' } : {}),
        map: { order_number: 'number', placed: { date: 'created_at' }, total: { money: 'total', source: 'minor', currency: 'currency' }, currency: 'currency' },
      },
      invoices: {
        request: { path: '/invoices', query: { customer: '{customer_id}' } },
        records: 'data',
        owner: { email: 'customer_email' },
        ...(withOwnerRef ? { ownerRef: { firstOf: ['customer.id', 'customer'] } } : {}),
        map: { invoice: 'id', date: { date: 'created', epoch: 'seconds' }, amount: { money: 'total', source: 'minor', currency: 'currency' } },
      },
    },
    docs: 'https://filter-ignoring-shop.example/docs',
    setup: 'A made-up vendor for this test.',
    test_level: 'unconfirmed',
    test_detail: 'A definition made up for this test.',
  };
  const parsed = parseConnector(input);
  if (!parsed.ok) throw new Error(parsed.issues.join('\n'));
  return parsed.definition;
}

const conn = (): ConnectionContext => ({
  connectionId: 'conn-ownership',
  config: {},
  secrets: { api_token: 'tok_1234567890' },
  baseUrlOverride: `${vendor.baseUrl}/v1`,
});

/** A runtime whose log lines are kept (JSON text) and whose foreign-row events are recorded. */
function observed(): { deps: ReadDeps; lines: string[]; events: ForeignRowsEvent[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write: (chunk: Buffer, _enc, done) => {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const events: ForeignRowsEvent[] = [];
  return { deps: { ...runtime, logger: pino({ level: 'debug' }, sink), onForeignRows: (e) => events.push(e) }, lines, events };
}

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env, { clock, rpc: false });
  vendor = await startScriptedVendor();
  runtime = createConnectorRuntime(services, { timeoutMs: 2000, sleep: async () => undefined });
});
afterAll(async () => {
  runtime.close();
  await vendor.close();
  await services.close();
  await env.dropAll();
});
beforeEach(() => {
  vendor.requests.length = 0;
  // The vendor ignores every filter: it answers each list with all customers' records.
  vendor.answer((r) => ({ body: { data: r.path.endsWith('/invoices') ? INVOICES : ORDERS } }));
});

describe('owner reference (ownerRef) against a vendor that ignores the customer filter', () => {
  it("returns only the verified customer's orders, with and without an email on the row", async () => {
    const { deps, events } = observed();
    const res = await readCapability(definition(true), 'orders', conn(), { customer: VERIFIED, verifiedEmail: VERIFIED.email }, deps);
    expect(vendor.requests[0]!.query.get('customer_id')).toBe('cus_A');
    expect(res).toEqual({
      ok: true,
      rows: [
        { order_number: 'A-1', placed: '2026-02-01', total: '19.99', currency: 'GBP' },
        { order_number: 'A-2', placed: '2026-02-03', total: '500', currency: 'JPY' },
      ],
      invalid: 0,
      dropped: 4,
      pages: 1,
    });
    // B-1 names another email (the safety filter would catch it too); B-2 and C-1 name no email, X-1 no customer.
    expect(events).toEqual([{ connector: 'filter_ignoring_shop', capability: 'orders', otherCustomer: 3, noReference: 1 }]);
  });

  it("without ownerRef the safety filter alone lets other customers' email-less rows through: the reason the reference exists", async () => {
    const { deps, events } = observed();
    const res = await readCapability(definition(false), 'orders', conn(), { customer: VERIFIED, verifiedEmail: VERIFIED.email }, deps);
    expect(res.ok && res.rows.map((r) => r.order_number)).toEqual(['A-1', 'A-2', 'B-2', 'C-1', 'X-1']);
    expect(events).toEqual([]);
  });

  it('reads a reference that is an id string or an expanded object (firstOf), and normalises KWD to three places', async () => {
    const { deps, events } = observed();
    const res = await readCapability(definition(true), 'invoices', conn(), { customer: VERIFIED, verifiedEmail: VERIFIED.email }, deps);
    expect(res).toMatchObject({ ok: true, rows: [{ invoice: 'in_1', date: '2026-01-01', amount: '12.345' }], dropped: 2 });
    expect(events).toEqual([{ connector: 'filter_ignoring_shop', capability: 'invoices', otherCustomer: 2, noReference: 0 }]);
  });

  it('shows nothing when the verified customer has no vendor id to compare with', async () => {
    const { deps } = observed();
    const res = await readCapability(definition(true), 'orders', conn(), { customer: { email: VERIFIED.email }, verifiedEmail: VERIFIED.email }, deps);
    expect(res).toMatchObject({ ok: true, rows: [], dropped: 6 });
  });

  it('logs one warning with the connector key and counts only, never ids, emails or order numbers', async () => {
    const { deps, lines } = observed();
    await readCapability(definition(true), 'orders', conn(), { customer: VERIFIED, verifiedEmail: VERIFIED.email }, deps);
    const warnings = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l['level'] === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ connector: 'filter_ignoring_shop', capability: 'orders', otherCustomer: 3, noReference: 1 });
    const all = lines.join('\n');
    for (const secret of ['cus_A', 'cus_B', 'cus_C', '@example.com', 'A-1', 'B-2', 'tok_1234567890']) expect(all).not.toContain(secret);
  });

  it('leaves reads that are not for a verified customer (connection probes) unfiltered', async () => {
    const { deps, events } = observed();
    const res = await readCapability(definition(true), 'orders', conn(), { customer: VERIFIED }, deps);
    expect(res).toMatchObject({ ok: true, dropped: 0 });
    expect(res.ok && res.rows).toHaveLength(6);
    expect(events).toEqual([]);
  });
});
