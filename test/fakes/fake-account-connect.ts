import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { closeServer, listen } from './infra.js';

/**
 * A tenant's Account Connect implementation on 127.0.0.1, standing in for partners that behave or
 * misbehave. It accepts Test Customer (TE5 7ST) and Jane Doe (SW1A 2AA), code 123456, and keeps
 * sessions in memory: with `workers > 1` requests are dealt round-robin to separate in-memory maps,
 * like several partner processes without shared state (the spec's named failure). Sessions and codes
 * never expire here, so the service's own time rules are what a test sees.
 */
export type Step = 'verify-identity' | 'verify-otp' | 'account-summary' | 'orders' | 'invoices';
export type Behaviour =
  'ok' | 'slow' | 'status500' | 'status404' | 'status401' | 'not_json' | 'no_success' | 'success_false' | 'wrong_types' | 'no_field' | 'redirect' | 'huge';

export interface FakeAccountConnectOptions {
  /** Key expected in `header`. Default "partner-key-123". */
  key?: string;
  /** Header the key is expected in (lower case). Default "x-api-key". */
  header?: string;
  /** Separate in-memory session maps, requests dealt round-robin. Default 1. */
  workers?: number;
  /** Delay of a 'slow' step. Default 1000 ms. */
  slowMs?: number;
  /** Orders returned for a session. Default 3. */
  orderCount?: number;
}

export interface FakeAccountConnectCall {
  step: Step;
  key: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeAccountConnect {
  baseUrl: string;
  calls: FakeAccountConnectCall[];
  /** Sets how each step behaves (default ok). */
  behave(steps: Partial<Record<Step, Behaviour>>): void;
  callsTo(step: Step): number;
  close(): Promise<void>;
}

const PEOPLE = [
  { name: 'testcustomer', postcode: 'TE57ST', id: 'test', mobileEnd: '123' },
  { name: 'janedoe', postcode: 'SW1A2AA', id: 'jane', mobileEnd: '456' },
];

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A field of the request as text (absent: ''). */
const text = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : JSON.stringify(v));

const squash = (v: unknown): string => text(v).replace(/\s+/g, '').toLowerCase();

export async function startFakeAccountConnect(opts: FakeAccountConnectOptions = {}): Promise<FakeAccountConnect> {
  const key = opts.key ?? 'partner-key-123';
  const header = opts.header ?? 'x-api-key';
  const workers = Array.from({ length: opts.workers ?? 1 }, () => ({ otps: new Map<string, string>(), sessions: new Map<string, string>() }));
  let turn = 0;
  let behaviour: Partial<Record<Step, Behaviour>> = {};
  const calls: FakeAccountConnectCall[] = [];

  const server: Server = createServer((req, res) => {
    void (async () => {
      const step = (req.url ?? '').split('/').pop() as Step;
      const body = await readBody(req);
      const given = req.headers[header];
      calls.push({ step, key: Array.isArray(given) ? given[0] : given, body });
      const json = (status: number, value: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      };
      if (given !== key) return json(401, { detail: { success: false, message: 'Missing or wrong X-API-Key' } });
      const worker = workers[turn++ % workers.length]!;
      const mode = behaviour[step] ?? 'ok';
      switch (mode) {
        case 'slow':
          await new Promise((r) => setTimeout(r, opts.slowMs ?? 1_000));
          break;
        case 'status500':
          return json(500, { error: 'Internal Server Error', trace: 'x'.repeat(500) });
        case 'status404':
          return json(404, { error: 'not found' });
        case 'status401':
          return json(401, { success: false, message: 'unknown session' });
        case 'not_json':
          res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Welcome to nginx!</body></html>');
          return;
        case 'no_success':
          return json(200, { otp_token: 'abc', session_token: 'abc', account: {}, orders: [], invoices: [] });
        case 'success_false':
          return json(200, { success: false, message: 'Something went wrong on our side' });
        case 'wrong_types':
          return json(200, { success: 'true', otp_token: 12, session_token: false, account: [1, 2], orders: {}, invoices: 'none' });
        case 'no_field':
          return json(200, { success: true });
        case 'redirect':
          res.writeHead(302, { location: 'http://127.0.0.1:1/' }).end();
          return;
        default:
          break;
      }
      if (step === 'verify-identity') {
        const person = PEOPLE.find((p) => p.name === squash(body.full_name) && p.postcode === squash(body.postcode).toUpperCase());
        if (!person) return json(200, { success: false, message: 'We could not match those details to an account.' });
        const token = randomBytes(12).toString('hex');
        for (const w of workers) w.otps.set(token, person.id); // codes are shared; sessions are not
        return json(200, { success: true, otp_token: token, message: `Code sent by a text to the mobile ending ${person.mobileEnd}` });
      }
      if (step === 'verify-otp') {
        const person = worker.otps.get(text(body.otp_token));
        if (!person) return json(200, { success: false, message: 'That code has expired — please ask for a new one.' });
        if (String(body.otp_code) !== '123456') return json(200, { success: false, message: 'That code is not correct.' });
        const token = randomBytes(12).toString('hex');
        worker.sessions.set(token, person);
        return json(200, { success: true, session_token: token });
      }
      // A partner that has not built the optional sixth endpoint (issue 28's session-for-identity).
      if ((step as string) === 'session-for-identity') return json(404, { error: 'not found' });
      const person = worker.sessions.get(text(body.session_token));
      if (!person) return json(401, { success: false, message: 'Session expired — please verify again.' });
      if (step === 'account-summary') return json(200, { success: true, account: { account_number: `ACC-${person}`, status: 'active', name: person } });
      if (step === 'orders') {
        const count = mode === 'huge' ? 40 : (opts.orderCount ?? 3);
        const orders = Array.from({ length: count }, (_, i) => ({
          order_number: `ORD-${100 + i}`,
          placed: `2025-${String(12 - (i % 12)).padStart(2, '0')}-${String(28 - (i % 28)).padStart(2, '0')}`,
          status: 'delivered',
          total: '£10.00',
          note: mode === 'huge' ? 'n'.repeat(120) : undefined,
        }));
        return json(200, { success: true, orders: [...orders, { status: 'no number or date: dropped' }] });
      }
      return json(200, { success: true, invoices: [{ invoice: 'INV-1', date: '2025-11-01', amount: '£10.00', status: 'paid' }] });
    })();
  });
  const baseUrl = await listen(server);
  return {
    baseUrl,
    calls,
    behave(steps) {
      behaviour = { ...steps };
    },
    callsTo: (step) => calls.filter((c) => c.step === step).length,
    close: () => closeServer(server),
  };
}
