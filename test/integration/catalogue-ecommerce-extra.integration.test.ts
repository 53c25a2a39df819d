import { describe, expect, it } from 'vitest';
import { readCapability, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { renderBaseUrl } from '../../src/connectors/runtime/request.js';
import { settingsLookup } from '../../src/connectors/runtime/variables.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * SHOPLINE end to end against a scripted vendor on 127.0.0.1: the v2 customer search by email or
 * phone (query_param) with the private app token as a bearer token, and the buyer's orders filtered
 * by email (status any) across Link-header pages, showing nobody else's order.
 */

useCatalogueHarness();

describe('SHOPLINE connector (search_email_phone, bearer private-app token)', () => {
  const token = 'eyJhbGciOiJIUzUxMiJ9.eyJhcHBLZXkiOiJ0ZXN0In0.dGVzdC1zaWduYXR1cmU';
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-shopline',
    config: { handle: 'acme-store' },
    secrets: { access_token: token },
    baseUrlOverride: `${vendor.baseUrl}/admin/openapi/v20260301`,
  });
  const orders = fixture('shopline', 'orders');
  const reply = orders.reply as { orders: Record<string, unknown>[] };

  it('addresses the store by its handle on myshopline.com, API version v20260301', () => {
    expect(renderBaseUrl(def('shopline'), settingsLookup({ config: { handle: 'acme-store' }, secrets: { access_token: token } }))).toEqual({
      ok: true,
      value: 'https://acme-store.myshopline.com/admin/openapi/v20260301',
    });
  });

  it('searches customers with the email as query_param and the token as a bearer token', async () => {
    vendor.answer(() => ({ body: fixture('shopline', 'find_customer').reply }));
    const res = await readCapability(def('shopline'), 'find_customer', conn(), fixture('shopline', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('shopline', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect([req.method, req.path]).toEqual(['GET', '/admin/openapi/v20260301/customers/v2/search.json']);
    expect(Object.fromEntries(req.query)).toEqual({ query_param: 'bob@example.com', limit: '10' });
    expect(req.headers['authorization']).toBe(`Bearer ${token}`);
  });

  it('searches by the mobile when the customer gave no email; no match is an empty list', async () => {
    vendor.answer(() => ({ body: { customers: [] } }));
    const res = await readCapability(def('shopline'), 'find_customer', conn(), { customer: { phone: '+447700900318' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: [] });
    expect(vendor.requests[0]!.query.get('query_param')).toBe('+447700900318');
  });

  it("reads the buyer's orders by email, status any, following the Link header to the next page", async () => {
    vendor.answer((r) =>
      r.query.get('page_info') === null
        ? {
            headers: { link: `<${vendor.baseUrl}/admin/openapi/v20260301/orders.json?limit=50&page_info=eyJzaW5jZUlkIjoiMiJ9>; rel="next"` },
            body: { orders: reply.orders.slice(0, 2) },
          }
        : { body: { orders: reply.orders.slice(2) } },
    );
    const res = await readCapability(def('shopline'), 'orders', conn(), orders.input, deps);
    expect(res).toMatchObject({ ok: true, rows: orders.rows, pages: 2, dropped: 0 });
    const [first, second] = vendor.requests;
    expect(first!.path).toBe('/admin/openapi/v20260301/orders.json');
    expect(Object.fromEntries(first!.query)).toEqual({ email: 'hok@shopline.com', status: 'any', limit: '50' });
    expect(second!.query.get('page_info')).toBe('eyJzaW5jZUlkIjoiMiJ9');
    expect(second!.headers['authorization']).toBe(`Bearer ${token}`);
  });

  it('never shows an order that names another buyer, even if SHOPLINE returns it', async () => {
    const other = {
      ...reply.orders[0]!,
      name: '#1050',
      email: 'someone.else@example.com',
      customer: { id: '4201999999', email: 'someone.else@example.com', first_name: 'Sam', last_name: 'Else' },
    };
    vendor.answer(() => ({ body: { orders: [other, ...reply.orders] } }));
    const res = await readCapability(def('shopline'), 'orders', conn(), orders.input, deps);
    expect(res).toMatchObject({ ok: true, rows: orders.rows, dropped: 1 });
  });

  it('a refused token (401) is a failure, never an empty list', async () => {
    vendor.answer(() => ({ status: 401, body: { errors: 'Invalid access token' } }));
    const res = await readCapability(def('shopline'), 'orders', conn(), orders.input, deps);
    expect(res).toMatchObject({ ok: false, failure: { kind: 'refused', status: 401 } });
  });
});
