import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { RpcClient } from '../../queues/rpc-client.js';
import { VendorQueues } from '../../queues/vendor-slots.js';
import { TEST_CUSTOMER } from '../../src/customers/test-customer.js';
import { seedDemoTenant } from '../../src/wiring/demo-tenant.js';
import { ticketCreated } from '../../src/events/builders.js';
import { createLogger } from '../../src/logger.js';
import { CodeDelivery } from '../../src/notify/code-delivery.js';
import { openServices, type Services } from '../../src/services.js';
import { startFakeVendor } from '../fakes/fake-vendor.js';
import { messageIdOf } from '../fakes/smtp.js';
import { startReceiver } from '../fakes/webhook-receiver.js';
import { newTenant, raise, registerEndpoint } from '../fakes/webhook-helpers.js';
import { WORKER_ENV, sleep, timedFetch, type FaultRow, type Faults } from './harness.js';
import { probesFor } from './malformed.js';

const LIMIT_MS = 15_000;
const KEY_LIKE = /\b(?:sk|sbx|scc)_[A-Za-z0-9_-]{20,}|\bwhsec_[A-Za-z0-9+/=_-]{16,}/g;

/** Services of the suite process itself (it raises events and enqueues codes as the web would). */
export function suiteServices(f: Faults): Promise<Services> {
  return openServices(f.env.config, { name: 'faults', rpc: true, logger: createLogger({ level: 'silent', name: 'faults' }) });
}

/** Runs `tasks` with at most `c` at once. */
async function pool<T>(items: T[], c: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: c }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** 10,000+ malformed requests generated from /api/openapi.json over every route. */
export async function malformed(f: Faults, services: Services): Promise<FaultRow> {
  const doc = (await timedFetch(`${f.webUrl}/api/openapi.json`)).body as Parameters<typeof probesFor>[0];
  const routes = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
  const tenant = await services.tenants.create({ name: 'Fuzz Co', businessName: 'Fuzz Co', ownerEmail: 'owner@fuzz.example' });
  f.secrets.add(tenant.apiKey);
  const headers = { 'x-api-key': tenant.apiKey, 'x-admin-token': f.env.config.ADMIN_TOKEN };
  let probes = probesFor(doc, headers, String(tenant.tenant.id));
  for (const id of ['1', '2']) if (probes.length < 10_000) probes = probes.concat(probesFor(doc, headers, id));
  let fiveXx = 0;
  let worst = 0;
  let unanswered = 0;
  const examples: string[] = [];
  await pool(probes, 16, async (p) => {
    const r = await timedFetch(`${f.webUrl}${p.path}`, {
      method: p.method,
      headers: p.headers,
      ...(p.body !== undefined ? { body: p.body } : {}),
      timeoutMs: LIMIT_MS + 5_000,
    });
    worst = Math.max(worst, r.ms);
    if (r.status === 0) unanswered++;
    if (r.status >= 500 || r.status === 0) {
      fiveXx += r.status >= 500 ? 1 : 0;
      if (examples.length < 5) examples.push(`${p.method} ${p.path.slice(0, 60)} (${p.what}) -> ${r.status}`);
    }
    for (const key of JSON.stringify(r.body ?? '').match(KEY_LIKE) ?? []) f.secrets.add(key);
  });
  const ok = fiveXx === 0 && unanswered === 0 && worst < LIMIT_MS;
  return {
    section: 'malformed requests',
    load: `${probes.length} requests over ${routes} routes`,
    fault: 'bad input',
    lost: unanswered,
    duplicated: '-',
    fiveXx,
    worstWaitMs: worst,
    recoveryMs: null,
    ok,
    notes: examples.length ? [`5xx/unanswered: ${examples.join('; ')}`] : [],
  };
}

/** Steady bot load (verify-identity of the demo tenant's test customer) while a store is stopped for 5 s. */
export async function storeOutage(f: Faults, services: Services, store: 'redis' | 'postgres'): Promise<FaultRow> {
  const demo = await seedDemoTenant(services);
  f.secrets.add(demo.apiKey);
  const RATE = 20;
  const SECONDS = 20;
  const STOP_AT = 5_000;
  const STOP_FOR = 5_000;
  const started = performance.now();
  let lag = 0;
  let tick = performance.now();
  const lagTimer = setInterval(() => {
    const now = performance.now();
    lag = Math.max(lag, now - tick - 50);
    tick = now;
  }, 50);
  let restartedAt = Infinity;
  let stoppedAt = Infinity;
  const answers: { at: number; status: number; body: any; ms: number }[] = [];
  const calls: Promise<void>[] = [];
  const outage = (async () => {
    await sleep(STOP_AT);
    await (store === 'redis' ? f.redis : f.postgres).stop();
    stoppedAt = performance.now() - started;
    await sleep(STOP_FOR);
    await (store === 'redis' ? f.redis : f.postgres).start();
    restartedAt = performance.now() - started;
  })();
  for (let i = 0; i < RATE * SECONDS; i++) {
    const at = performance.now() - started;
    calls.push(
      timedFetch(`${f.webUrl}/api/chatbot-api/verify-identity`, {
        method: 'POST',
        headers: { 'x-api-key': demo.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ full_name: TEST_CUSTOMER.full_name, postcode: TEST_CUSTOMER.postcode }),
        timeoutMs: 30_000,
      }).then((r) => {
        answers.push({ at, ...r });
        const token = (r.body as { otp_token?: string } | null)?.otp_token;
        if (token) f.secrets.add(token);
      }),
    );
    await sleep(1_000 / RATE);
  }
  await Promise.all([...calls, outage]);
  clearInterval(lagTimer);
  const ok = answers.filter((a) => a.status === 200 && a.body?.success === true);
  const systemError = answers.filter((a) => a.status === 200 && a.body?.success === false && a.body?.system_error === true);
  const other = answers.filter((a) => !ok.includes(a) && !systemError.includes(a));
  const fiveXx = answers.filter((a) => a.status >= 500).length;
  const worst = Math.max(...answers.map((a) => a.ms));
  const firstOkAfter = ok
    .filter((a) => a.at >= restartedAt)
    .map((a) => a.at + a.ms)
    .sort((a, b) => a - b)[0];
  const recovery = firstOkAfter === undefined ? null : Math.max(0, firstOkAfter - restartedAt);
  const pass = other.length === 0 && worst < LIMIT_MS && recovery !== null && recovery < 10_000;
  const otherKinds = [...new Set(other.map((a) => `${a.status} ${JSON.stringify(a.body).slice(0, 80)}`))].slice(0, 3);
  return {
    section: `${store === 'redis' ? 'Redis' : 'PostgreSQL'} stopped`,
    load: `${answers.length} bot calls at ${RATE}/s`,
    fault: `stopped ${STOP_FOR / 1000} s`,
    lost: answers.filter((a) => a.status === 0).length,
    duplicated: '-',
    fiveXx,
    worstWaitMs: worst,
    recoveryMs: recovery,
    ok: pass,
    notes: [
      `answers: ${ok.length} success, ${systemError.length} system_error, ${other.length} other${otherKinds.length ? ` (${otherKinds.join('; ')})` : ''}`,
      `store down ${(stoppedAt / 1000).toFixed(1)}-${(restartedAt / 1000).toFixed(1)} s; calls sent then: ${answers.filter((a) => a.at >= stoppedAt && a.at < restartedAt).length}; suite ` +
        `event-loop lag at most ${lag.toFixed(0)} ms`,
    ],
  };
}

/** kill -9 of an otp worker during 100 code sends (another worker keeps running). */
export async function killDuringCodes(f: Faults, services: Services, smtp: SuiteSmtp): Promise<FaultRow> {
  const victim = await f.startWorker('worker-otp-victim', { WORKER_POOLS: 'otp' });
  const CODES = 100;
  const codes = Array.from({ length: CODES }, (_, i) => String(300_000 + i * 13));
  for (const c of codes) f.secrets.add(c);
  const delivery = new CodeDelivery(services.queues, services.box);
  const t0 = Date.now();
  for (const [i, code] of codes.entries()) {
    await delivery.enqueue({ tenantId: 1, challengeId: `faults-${t0}-${i}`, channel: 'email', to: `customer${i}@example.com`, code, business: 'Faults Co' });
  }
  while (codes.filter((c) => smtp.arrivals.has(c)).length < 10) await sleep(10);
  victim.child.kill('SIGKILL');
  const killedAt = Date.now();
  const deadline = killedAt + 60_000;
  while (codes.some((c) => !smtp.arrivals.has(c)) && Date.now() < deadline) await sleep(50);
  // Give a resend that is still on its way a moment to land, so it is counted.
  await sleep(1_000);
  const lost = codes.filter((c) => !smtp.arrivals.has(c)).length;
  // Shown twice as two messages: the same code under distinct Message-IDs (expected 0). The same
  // Message-ID again is a redelivery of one message (mail stores keep one; allowed, like a webhook
  // redelivery with the same X-Service-Delivery).
  const twoMessages = codes.filter((c) => (smtp.arrivals.get(c)?.messageIds.size ?? 0) > 1).length;
  const redelivered = codes.filter((c) => {
    const a = smtp.arrivals.get(c);
    return a !== undefined && a.messageIds.size === 1 && a.count > 1;
  }).length;
  const noId = codes.filter((c) => smtp.arrivals.get(c)?.messageIds.has('') ?? false).length;
  const last = Math.max(...codes.map((c) => smtp.arrivals.get(c)?.firstAt ?? Infinity));
  const worst = Math.max(...codes.map((c) => (smtp.arrivals.get(c)?.firstAt ?? Infinity) - t0));
  const recovery = last - killedAt;
  const flagged = f.logs.reduce((n, l) => n + (l.output().match(/code_possible_redelivery/g)?.length ?? 0), 0);
  return {
    section: 'worker killed mid-send',
    load: `${CODES} code emails`,
    fault: 'kill -9 otp worker',
    lost,
    duplicated: `${redelivered} same-Message-ID redeliveries (allowed), ${twoMessages} shown twice as two messages`,
    fiveXx: 0,
    worstWaitMs: worst,
    recoveryMs: recovery,
    ok: lost === 0 && twoMessages === 0 && noId === 0 && recovery < 10_000,
    notes: [
      'worst wait: enqueue to arrival; recovery: kill to the last code arriving',
      `${smtp.accepted()} messages accepted by the SMTP server for ${CODES} codes; ${noId} without a Message-ID`,
      `${flagged} sends logged by the taking-over worker as possible redeliveries (found in flight, outcome unknown)`,
    ],
  };
}

/** kill -9 of an outbox+webhooks worker during the fan-out of 300 ticket events to 3 endpoints. */
export async function killDuringFanOut(f: Faults, services: Services): Promise<FaultRow> {
  const receiver = await startReceiver();
  try {
    const victim = await f.startWorker('worker-webhooks-victim', { WORKER_POOLS: 'outbox,webhooks' });
    const t = await newTenant(services);
    f.secrets.add(t.apiKey);
    const ENDPOINTS = 3;
    const EVENTS = 300;
    for (let i = 0; i < ENDPOINTS; i++) {
      const ep = await registerEndpoint(f.webUrl, t.apiKey, { url: `${receiver.baseUrl}/ep${i}`, events: ['ticket.created'] });
      f.secrets.add(ep.secret);
      receiver.on(`/ep${i}`, () => ({ delayMs: 20 }));
    }
    const clock = services.clock;
    const raising = (async () => {
      for (let c = 0; c < EVENTS / 3; c++) {
        await raise(
          services,
          clock,
          t.tenantId,
          ...Array.from({ length: 3 }, (_, i) =>
            ticketCreated({
              id: c * 3 + i + 1,
              ticketNumber: `F-${c}-${i}`,
              subject: 'Fault test',
              description: 'Raised under a kill',
              priority: 'Medium',
              status: 'open',
              createdAt: new Date(clock.now()),
            }),
          ),
        );
        await sleep(30);
      }
    })();
    while (receiver.received.length < 60) await sleep(10);
    victim.child.kill('SIGKILL');
    const killedAt = Date.now();
    await raising;
    const want = EVENTS * ENDPOINTS;
    const pairOf = (r: (typeof receiver.received)[number]): string =>
      `${r.path}:${(JSON.parse(r.raw.toString('utf8')) as { data: { ticket_id: number } }).data.ticket_id}`;
    const deadline = Date.now() + 90_000;
    while (new Set(receiver.received.map(pairOf)).size < want && Date.now() < deadline) await sleep(100);
    const byPair = new Map<string, { n: number; deliveries: Set<string> }>();
    for (const r of receiver.received) {
      const k = pairOf(r);
      const e = byPair.get(k) ?? { n: 0, deliveries: new Set<string>() };
      e.n++;
      e.deliveries.add(String(r.headers['x-service-delivery']));
      byPair.set(k, e);
    }
    const lost = want - byPair.size;
    const redelivered = [...byPair.values()].filter((e) => e.n > 1 && e.deliveries.size === 1).length;
    const doubled = [...byPair.values()].filter((e) => e.deliveries.size > 1).length;
    const lastAt = Math.max(...receiver.received.map((r) => r.at));
    return {
      section: 'worker killed mid-fan-out',
      load: `${EVENTS} events x ${ENDPOINTS} endpoints`,
      fault: 'kill -9 webhooks worker',
      lost,
      duplicated: `${redelivered} same-id redeliveries (allowed), ${doubled} other`,
      fiveXx: 0,
      worstWaitMs: 0,
      recoveryMs: lastAt - killedAt,
      ok: lost === 0 && doubled === 0,
      notes: ['recovery: kill to the last delivery arriving (includes events committed after the kill)'],
    };
  } finally {
    await receiver.close();
  }
}

/** kill -9 of a vendor worker during 200 vendor reads (request-reply over the vendor's queue, five to a job). */
export async function killDuringReads(f: Faults, services: Services): Promise<FaultRow> {
  const vendor = await startFakeVendor();
  try {
    // test-worker-entry's vendor workers take JOB_LOCK_MS: given the real vendor pool's defaults (VENDOR_JOB_LOCK_MS, VENDOR_STALLED_CHECK_MS).
    // Their own key prefix, so the main worker's real vendor pool does not take these test jobs.
    const prefix = '{faultreads}';
    const extra = { ...WORKER_ENV, FAKE_VENDOR_URL: vendor.baseUrl, JOB_LOCK_MS: '5000', STALLED_CHECK_MS: '2000', REDIS_PREFIX: prefix };
    const keeper = f.spawn('vendor-worker-keeper', '../fakes/test-worker-entry.ts', extra);
    const victim = f.spawn('vendor-worker-victim', '../fakes/test-worker-entry.ts', extra);
    await Promise.all([keeper.waitFor(/ready/, 90_000), victim.waitFor(/ready/, 90_000)]);
    const callers = new VendorQueues(services.redis, prefix, 16);
    const queue = await callers.queue('faultvendor', 16);
    const rpc = new RpcClient(services.connectRedis('faults-rpc', { forBullmq: false }), prefix);
    const READS = 200;
    let answered = 0;
    const results: { ok: boolean; ms: number }[] = [];
    const reasons = new Map<string, number>();
    const t0 = Date.now();
    // Five reads start in each turn, so they travel as one job of five parts (RpcClient coalescing): the
    // kill catches coalesced parts mid-job.
    const calls = Array.from({ length: READS }, async (_, i) => {
      await sleep(Math.floor(i / 5) * 75);
      const started = performance.now();
      const out = await rpc.call(queue, 'read', { path: `faultvendor/r${i}?delay=300` }, { timeoutMs: LIMIT_MS });
      if (out.ok) answered++;
      else {
        const why = out.reason === 'timeout' ? 'no answer within 15 s' : out.message.slice(0, 80);
        reasons.set(why, (reasons.get(why) ?? 0) + 1);
      }
      results.push({ ok: out.ok, ms: performance.now() - started });
    });
    while (answered < 40) await sleep(10);
    victim.child.kill('SIGKILL');
    const killedAt = Date.now();
    await Promise.all(calls);
    await rpc.close();
    await callers.close();
    const failed = results.filter((r) => !r.ok).length;
    const hits = [...vendor.hits.values()].reduce((a, b) => a + b, 0);
    return {
      section: 'worker killed mid-read',
      load: `${READS} vendor reads, bound 16`,
      fault: 'kill -9 vendor worker',
      lost: failed,
      duplicated: `${Math.max(0, hits - READS)} reads repeated (idempotent GET)`,
      fiveXx: 0,
      worstWaitMs: Math.max(...results.map((r) => r.ms)),
      recoveryMs: Date.now() - killedAt,
      ok: failed === 0 && Math.max(...results.map((r) => r.ms)) < LIMIT_MS,
      notes: [
        `lost: reads whose caller got no answer within 15 s (a system_error for the bot); killed ${((killedAt - t0) / 1000).toFixed(1)} s in`,
        ...[...reasons].map(([why, n]) => `${n} x ${why}`),
      ],
    };
  } finally {
    await vendor.close();
  }
}

export interface SuiteSmtp {
  url: string;
  /** Per code: messages accepted, when the first was, and how many of each Message-ID ('' for none). */
  arrivals: Map<string, { count: number; firstAt: number; messageIds: Map<string, number> }>;
  /** Every DATA the server accepted. */
  accepted(): number;
  close(): Promise<void>;
}

/** A real SMTP server (smtp-server) that records each DATA it accepts (code and Message-ID); RCPT takes 200 ms, so sends overlap. */
export async function startSuiteSmtp(): Promise<SuiteSmtp> {
  const arrivals: SuiteSmtp['arrivals'] = new Map();
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_a, _s, cb) {
      setTimeout(() => cb(), 200);
    },
    onData(stream, _s, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const code = /verification code is (\d{6})/.exec(raw)?.[1] ?? 'other';
        const id = messageIdOf(raw) ?? '';
        const seen = arrivals.get(code) ?? { count: 0, firstAt: Date.now(), messageIds: new Map<string, number>() };
        seen.count++;
        seen.messageIds.set(id, (seen.messageIds.get(id) ?? 0) + 1);
        arrivals.set(code, seen);
        accepted++;
        cb();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    arrivals,
    accepted: () => accepted,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
