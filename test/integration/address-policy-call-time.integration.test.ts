import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../config/clock.js';
import { AccountConnectClient } from '../../src/account-connect/client.js';
import { VendorHttpClient } from '../../src/connectors/runtime/vendor-client.js';
import { WebhookSender } from '../../src/events/sender.js';
import { ADDRESS_REASONS as R, DASHBOARD_MESSAGES } from '../../src/messages.js';
import { HttpSmsDriver } from '../../src/notify/http-sms.js';
import { INTERNAL_NAMES, PRIVATE_HOSTS } from '../fakes/address-forms.js';

/**
 * The call-time half of the address policy, in each outbound client the workers use (a vendor call,
 * an Account Connect call, a webhook attempt): an address stored before the policy was as strict as
 * now (or written into the database by hand) is refused again before any connection, in every form;
 * and no client follows a redirect.
 */

const strict = { allowPrivate: false };
const FORMS: [string, string][] = [
  ...PRIVATE_HOSTS.map((h): [string, string] => [h, R.privateAddress]),
  ...INTERNAL_NAMES.map((h): [string, string] => [h, R.internalName]),
];

let listener: Server;
let port: number;
let reached = 0;
const vendor = new VendorHttpClient({ policy: strict, clock: systemClock, timeoutMs: 2000 });
const partner = new AccountConnectClient({ timeoutMs: 2000, policy: strict, demoBaseUrl: 'https://verify.example.com/api/account-connect-demo/v1' });
const sender = new WebhookSender({ timeoutMs: 2000, policy: strict });

beforeAll(async () => {
  listener = createServer((socket) => {
    reached++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});

afterAll(async () => {
  vendor.close();
  sender.close();
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

describe('every host form is refused again when the call is made (production policy)', () => {
  it('vendor calls (and token endpoints, which use the same client)', async () => {
    for (const [host, why] of FORMS) {
      const res = await vendor.request({ method: 'GET', url: `https://${host}:${port}/x`, headers: {} });
      expect(res, host).toEqual({ ok: false, failure: { kind: 'unreachable', message: DASHBOARD_MESSAGES.addressUnusable(why) } });
    }
  });

  it('Account Connect calls', async () => {
    for (const [host, why] of FORMS) {
      const res = await partner.call({ baseUrl: `https://${host}:${port}/ac`, headerName: 'X-API-Key', apiKey: 'k' }, 'verify_identity', {});
      expect(res, host).toEqual({ kind: 'failed', reason: 'blocked_address', status: null, detail: DASHBOARD_MESSAGES.addressUnusable(why) });
    }
  });

  it('webhook attempts (http and https)', async () => {
    for (const [host, why] of FORMS) {
      for (const scheme of ['http', 'https']) {
        const res = await sender.send({ url: `${scheme}://${host}:${port}/h`, headers: {}, body: Buffer.from('{}') });
        expect(res, `${scheme} ${host}`).toEqual({
          delivered: false,
          responseCode: null,
          latencyMs: 0,
          error: DASHBOARD_MESSAGES.addressUnusable(why),
          responseBody: null,
          responseTruncated: false,
        });
      }
    }
  });

  it('nothing reached the listener', () => {
    expect(reached).toBe(0);
  });
});

describe('no client follows a redirect (development policy, so loopback can answer)', () => {
  let redirector: HttpServer;
  let target: HttpServer;
  let targetHits = 0;
  let from: string;
  beforeAll(async () => {
    target = createHttpServer((_req, res) => {
      targetHits++;
      res.end('{"success":true}');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const to = `http://127.0.0.1:${(target.address() as AddressInfo).port}/landed`;
    redirector = createHttpServer((req, res) => {
      req.resume();
      res.writeHead(req.url?.includes('307') ? 307 : 302, { location: to }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    from = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => redirector.close(() => resolve()));
    await new Promise<void>((resolve) => target.close(() => resolve()));
  });

  it('a 302 or 307 is an answer, never followed: vendor and token calls, webhook attempts, Account Connect calls, the SMS provider', async () => {
    const open = { allowPrivate: true };
    const v = new VendorHttpClient({ policy: open, clock: systemClock, timeoutMs: 2000 });
    const s = new WebhookSender({ timeoutMs: 2000, policy: open });
    const p = new AccountConnectClient({ timeoutMs: 2000, policy: open, demoBaseUrl: 'https://verify.example.com/api/account-connect-demo/v1' });
    try {
      for (const code of ['302', '307']) {
        expect(await v.request({ method: 'GET', url: `${from}/${code}`, headers: {} })).toMatchObject({ ok: false, failure: { status: Number(code) } });
        expect(await v.request({ method: 'POST', url: `${from}/${code}`, headers: {}, form: { grant_type: 'refresh_token' } })).toMatchObject({
          ok: false,
          failure: { status: Number(code) },
        });
        expect(await s.send({ url: `${from}/${code}`, headers: {}, body: Buffer.from('{}') })).toMatchObject({ delivered: false, responseCode: Number(code) });
        expect(await p.call({ baseUrl: `${from}/${code}`, headerName: 'X-API-Key', apiKey: 'k' }, 'verify_identity', {})).toMatchObject({ kind: 'failed' });
        const sms = new HttpSmsDriver({ url: `${from}/${code}`, token: 't', timeoutMs: 2000 });
        const text = { to: '+447700900123', body: 'x', clientMsgId: 'm1', callbackUrl: 'https://verify.example.com/cb' };
        expect(await sms.send(text)).toMatchObject({ ok: false, error: `SMS provider HTTP ${code}` });
      }
      expect(targetHits).toBe(0);
    } finally {
      v.close();
      s.close();
    }
  });
});
