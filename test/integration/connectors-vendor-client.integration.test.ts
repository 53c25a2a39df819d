import { createServer } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { VendorHttpClient, type VendorHttpClientOptions } from '../../src/connectors/runtime/vendor-client.js';
import { VENDOR_ERRORS } from '../../src/messages.js';
import { closeServer, listen } from '../fakes/infra.js';
import { startScriptedVendor, type ScriptedVendor } from '../fakes/scripted-vendor.js';

/**
 * The vendor HTTP client against a scripted vendor on 127.0.0.1. Waits between 429 attempts go to a
 * recorder instead of a timer, so the Retry-After rules are checked without sleeping; the timeout is
 * injected short (the 15 s production default is checked in connectors-vendor-defaults.unit.test.ts).
 */

let vendor: ScriptedVendor;
const clock = new ManualClock(Date.UTC(2026, 2, 1, 12, 0, 0));
let waits: number[];
const clients: VendorHttpClient[] = [];

function client(opts: Partial<VendorHttpClientOptions> = {}): VendorHttpClient {
  const c = new VendorHttpClient({
    policy: { allowPrivate: true },
    clock,
    timeoutMs: 300,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...opts,
  });
  clients.push(c);
  return c;
}

const get = (c: VendorHttpClient, path = '/orders') => c.request({ method: 'GET', url: `${vendor.baseUrl}${path}`, headers: { 'x-test': '1' } });

beforeAll(async () => {
  vendor = await startScriptedVendor();
});
afterAll(async () => {
  for (const c of clients) c.close();
  await vendor.close();
});
beforeEach(() => {
  vendor.requests.length = 0;
  waits = [];
});

describe('vendor client: rate limiting (429)', () => {
  it('retries a 429 and honours Retry-After in seconds', async () => {
    vendor.answer((_r, i) => (i < 2 ? { status: 429, headers: { 'retry-after': '2' }, body: { error: 'slow down' } } : { body: { orders: [] } }));
    const res = await get(client());
    expect(res).toMatchObject({ ok: true, status: 200, body: { orders: [] } });
    expect(waits).toEqual([2000, 2000]);
    expect(vendor.requests).toHaveLength(3);
  });

  it('gives up after 3 attempts of a 429 storm, honouring an HTTP-date Retry-After, with the spec sentence', async () => {
    vendor.answer(() => ({ status: 429, headers: { 'retry-after': new Date(clock.now() + 4000).toUTCString() }, body: {} }));
    const res = await get(client());
    expect(res).toEqual({ ok: false, failure: { kind: 'rate_limited', status: 429, message: VENDOR_ERRORS.rateLimited } });
    expect(res.ok ? '' : res.failure.message).toBe('the vendor kept rate-limiting the request');
    expect(waits).toEqual([4000, 4000]);
    expect(vendor.requests).toHaveLength(3);
  });

  it('caps each wait at 10 seconds, whatever Retry-After asks', async () => {
    vendor.answer(() => ({ status: 429, headers: { 'retry-after': '120' } }));
    await get(client());
    expect(waits).toEqual([10_000, 10_000]);
  });

  it('waits 1 s then 2 s when the vendor sends no usable Retry-After', async () => {
    vendor.answer(() => ({ status: 429, headers: { 'retry-after': 'later' } }));
    await get(client());
    expect(waits).toEqual([1000, 2000]);
  });

  it('does not start another attempt past the deadline', async () => {
    vendor.answer(() => ({ status: 429, headers: { 'retry-after': '5' } }));
    const res = await client().request({ method: 'GET', url: `${vendor.baseUrl}/orders`, headers: {} }, { deadlineAt: clock.now() + 3000 });
    expect(res).toEqual({ ok: false, failure: { kind: 'timeout', message: 'timeout' } });
    expect(vendor.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });
});

describe('vendor client: refusals and errors', () => {
  it('never retries a 401 or a 403, and records the spec sentence', async () => {
    vendor.answer(() => ({ status: 401, body: { errors: '[API] Invalid API key or access token' } }));
    expect(await get(client())).toEqual({ ok: false, failure: { kind: 'refused', status: 401, message: 'the vendor refused the credentials (401)' } });
    expect(vendor.requests).toHaveLength(1);
    vendor.answer(() => ({ status: 403, body: { errors: 'This action requires merchant approval for read_orders scope.' } }));
    expect(await get(client())).toEqual({ ok: false, failure: { kind: 'refused', status: 403, message: 'the vendor refused the credentials (403)' } });
    expect(vendor.requests).toHaveLength(2);
    expect(waits).toEqual([]);
  });

  it('reports a 404 with the vendor reply, as its own kind (a pass for the connection probe)', async () => {
    vendor.answer(() => ({ status: 404, raw: '{"errors":"Not Found"}' }));
    expect(await get(client())).toEqual({ ok: false, failure: { kind: 'not_found', status: 404, message: 'vendor error 404: {"errors":"Not Found"}' } });
  });

  it('keeps the first 200 characters of a long 500 reply', async () => {
    const page = `<html><body>${'Internal Server Error. '.repeat(40)}</body></html>`;
    vendor.answer(() => ({ status: 500, raw: page, headers: { 'content-type': 'text/html' } }));
    const res = await get(client());
    expect(res).toEqual({ ok: false, failure: { kind: 'http_error', status: 500, message: `vendor error 500: ${page.slice(0, 200)}` } });
    expect(res.ok ? 0 : res.failure.message.length).toBe('vendor error 500: '.length + 200);
    expect(vendor.requests).toHaveLength(1);
  });

  it('does not follow redirects (they could carry credentials to another host)', async () => {
    vendor.answer((r) => (r.path === '/orders' ? { status: 302, headers: { location: '/elsewhere' }, raw: '' } : { body: { orders: [] } }));
    expect(await get(client())).toEqual({ ok: false, failure: { kind: 'http_error', status: 302, message: 'vendor error 302: ' } });
    expect(vendor.requests.map((r) => r.path)).toEqual(['/orders']);
  });

  it('gives up on a vendor slower than the timeout, with "timeout"', async () => {
    vendor.answer(() => ({ delayMs: 2000, body: { orders: [] } }));
    const started = Date.now();
    const res = await get(client({ timeoutMs: 150 }));
    expect(res).toEqual({ ok: false, failure: { kind: 'timeout', message: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('vendor client: replies that are not what a connector reads', () => {
  it('a malformed JSON reply is a failure, never an empty list', async () => {
    vendor.answer(() => ({ raw: '{"orders": [{"id": 1,' }));
    expect(await get(client())).toEqual({
      ok: false,
      failure: { kind: 'bad_reply', status: 200, message: 'the vendor sent an unexpected reply: not JSON: {"orders": [{"id": 1,' },
    });
  });

  it('an empty 200 reply is a failure', async () => {
    vendor.answer(() => ({ raw: '' }));
    expect(await get(client())).toEqual({
      ok: false,
      failure: { kind: 'bad_reply', status: 200, message: 'the vendor sent an unexpected reply: an empty reply' },
    });
  });

  it('an empty body (204 or an empty 200) is an answer without a body only when the caller allows it', async () => {
    const c = client();
    vendor.answer(() => ({ status: 204 }));
    expect(await get(c)).toEqual({ ok: false, failure: { kind: 'bad_reply', status: 204, message: 'the vendor sent an unexpected reply: an empty reply' } });
    const allowed = await c.request({ method: 'GET', url: `${vendor.baseUrl}/search`, headers: {} }, { emptyBodyOk: true });
    expect(allowed).toMatchObject({ ok: true, status: 204, body: undefined });
    vendor.answer(() => ({ raw: '  ' }));
    expect(await c.request({ method: 'GET', url: `${vendor.baseUrl}/search`, headers: {} }, { emptyBodyOk: true })).toMatchObject({
      ok: true,
      status: 200,
      body: undefined,
    });
    vendor.answer(() => ({ status: 500, raw: '' }));
    expect(await c.request({ method: 'GET', url: `${vendor.baseUrl}/search`, headers: {} }, { emptyBodyOk: true })).toMatchObject({
      ok: false,
      failure: { kind: 'http_error', status: 500 },
    });
  });

  it('stops reading a reply larger than the cap', async () => {
    vendor.answer(() => ({ body: { orders: Array.from({ length: 500 }, (_, i) => ({ id: i, name: 'x'.repeat(50) })) } }));
    const res = await get(client({ maxReplyBytes: 2000 }));
    expect(res).toEqual({ ok: false, failure: { kind: 'bad_reply', message: 'the vendor sent an unexpected reply: larger than 2000 bytes' } });
  });
});

describe('vendor client: where calls may go', () => {
  it('sends JSON accept headers and the caller headers', async () => {
    vendor.answer(() => ({ body: { ok: true } }));
    await get(client());
    expect(vendor.requests[0]!.headers['accept']).toBe('application/json');
    expect(vendor.requests[0]!.headers['x-test']).toBe('1');
    expect(vendor.requests[0]!.headers['user-agent']).toBe('customer-verification-service/1.0');
    // A definition's own Accept (a FHIR API's, say) replaces the default, whatever its case.
    await client().request({ method: 'GET', url: `${vendor.baseUrl}/orders`, headers: { Accept: 'application/fhir+json' } });
    expect(vendor.requests[1]!.headers['accept']).toBe('application/fhir+json');
  });

  it('reports a vendor that cannot be reached', async () => {
    const dead = createServer();
    const url = await listen(dead);
    await closeServer(dead);
    const res = await client().request({ method: 'GET', url: `${url}/x`, headers: {} });
    expect(res).toEqual({ ok: false, failure: { kind: 'unreachable', message: 'could not reach the vendor: ECONNREFUSED' } });
  });

  it('refuses loopback and plain-http targets outside development, before any connection', async () => {
    vendor.answer(() => ({ body: { ok: true } }));
    const strict = client({ policy: { allowPrivate: false } });
    expect(await strict.request({ method: 'GET', url: `${vendor.baseUrl}/x`, headers: {} })).toEqual({
      ok: false,
      failure: { kind: 'unreachable', message: "That address can't be used: it must use https://" },
    });
    const port = new URL(vendor.baseUrl).port;
    expect(await strict.request({ method: 'GET', url: `https://localhost:${port}/x`, headers: {} })).toEqual({
      ok: false,
      failure: { kind: 'unreachable', message: "That address can't be used: it is an internal host name" },
    });
    expect(vendor.requests).toHaveLength(0);
  });
});
