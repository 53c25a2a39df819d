import { describe, expect, it } from 'vitest';
import { readCapability, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * The named workflow-hook connectors (n8n, Make, Pipedream, Power Automate) end to end against a
 * scripted hook on 127.0.0.1: the spec part C POSTs, each platform's optional second credential header,
 * signed trigger addresses kept intact, and the replies a platform sends when the flow does not answer
 * (Make's "Accepted", Zapier-style fixed acknowledgements) read as failures, never as "no customer".
 */

useCatalogueHarness();
const hookConn = (id: string, secrets: Record<string, string>): ConnectionContext => ({ connectionId: id, config: {}, secrets });

describe('n8n connector', () => {
  it('POSTs action find_customer to the production webhook and sends the Header Auth token when set', async () => {
    vendor.answer(() => ({ body: fixture('n8n', 'find_customer').reply }));
    const conn = hookConn('conn-n8n', { webhook_url: `${vendor.baseUrl}/webhook/6f1c2c1e`, hook_token: 'k9Vq2XwL7pR4tZ8m' });
    const res = await readCapability(def('n8n'), 'find_customer', conn, fixture('n8n', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('n8n', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/webhook/6f1c2c1e');
    expect(req.headers['x-hook-token']).toBe('k9Vq2XwL7pR4tZ8m');
    expect(JSON.parse(req.body)).toEqual({
      action: 'find_customer',
      email: 'ravi.patel@example.co.uk',
      phone: '',
      full_name: 'Ravi Patel',
      postcode: 'LE1 5WW',
    });
  });

  it('sends no token header when none was given, and reads orders for the customer id', async () => {
    vendor.answer(() => ({ body: fixture('n8n', 'orders').reply }));
    const res = await readCapability(
      def('n8n'),
      'orders',
      hookConn('conn-n8n-2', { webhook_url: `${vendor.baseUrl}/webhook/6f1c2c1e` }),
      fixture('n8n', 'orders').input,
      deps,
    );
    expect(res).toMatchObject({ ok: true, rows: fixture('n8n', 'orders').rows });
    expect(vendor.requests[0]!.headers['x-hook-token']).toBeUndefined();
    expect(JSON.parse(vendor.requests[0]!.body)).toEqual({ action: 'orders', customer_id: 'cus_0192', email: 'ravi.patel@example.co.uk' });
  });
});

describe('Make connector', () => {
  const conn = () => hookConn('conn-make', { webhook_url: `${vendor.baseUrl}/abcd1234efgh5678ijkl9012mnop3456`, make_api_key: 'mk-3f9a2c7e1b8d4f60' });

  it('sends the webhook API key in x-make-apikey and maps a zero-decimal order', async () => {
    vendor.answer(() => ({ body: fixture('make', 'orders').reply }));
    const res = await readCapability(def('make'), 'orders', conn(), fixture('make', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('make', 'orders').rows });
    expect(vendor.requests[0]!.headers['x-make-apikey']).toBe('mk-3f9a2c7e1b8d4f60');
  });

  it('a scenario without a Webhook response module ("Accepted") is a failure, not "no customer"', async () => {
    vendor.answer(() => ({ raw: 'Accepted', headers: { 'content-type': 'text/plain' } }));
    const res = await readCapability(def('make'), 'find_customer', conn(), { customer: { email: 'lucy.ward@example.com' } }, deps);
    expect(res).toMatchObject({ ok: false, failure: { kind: 'bad_reply', status: 200 } });
  });
});

describe('Pipedream connector', () => {
  it('sends the custom token as a bearer and keeps only orders naming the verified email', async () => {
    vendor.answer(() => ({
      body: {
        orders: [
          ...(fixture('pipedream', 'orders').reply as { orders: unknown[] }).orders,
          { order_number: 'PD-099', placed: '2026-02-01', email: 'someone.else@example.com' },
        ],
      },
    }));
    const conn = hookConn('conn-pd', { webhook_url: `${vendor.baseUrl}/`, pipedream_token: 'pd-tok-7Yx2Qm9Rv4Ls' });
    const res = await readCapability(def('pipedream'), 'orders', conn, fixture('pipedream', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('pipedream', 'orders').rows, dropped: 1 });
    expect(vendor.requests[0]!.headers['authorization']).toBe('Bearer pd-tok-7Yx2Qm9Rv4Ls');
  });

  it('a fixed acknowledgement (Zapier Catch Hook style) cannot answer: a failure', async () => {
    vendor.answer(() => ({ body: { status: 'success', attempt: '018e1c2a', id: '018e1c2a-0000', request_id: '018e1c2a-0001' } }));
    const res = await readCapability(
      def('pipedream'),
      'find_customer',
      hookConn('conn-pd-2', { webhook_url: vendor.baseUrl }),
      { customer: { email: 'ana.costa@example.pt' } },
      deps,
    );
    expect(res).toMatchObject({ ok: false, failure: { kind: 'bad_reply' } });
  });
});

describe('Power Automate connector', () => {
  it('POSTs to the signed trigger address with its query intact and reads an empty list as no customer', async () => {
    vendor.answer(() => ({ body: fixture('power_automate', 'find_customer').reply }));
    const url = `${vendor.baseUrl}/workflows/abc123/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=XYZ123`;
    const res = await readCapability(
      def('power_automate'),
      'find_customer',
      hookConn('conn-pa', { webhook_url: url }),
      fixture('power_automate', 'find_customer').input,
      deps,
    );
    expect(res).toMatchObject({ ok: true, rows: [] });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/workflows/abc123/triggers/manual/paths/invoke');
    expect(Object.fromEntries(req.query)).toEqual({ 'api-version': '2016-06-01', sp: '/triggers/manual/run', sv: '1.0', sig: 'XYZ123' });
    expect(req.headers['authorization']).toBeUndefined();
  });
});
