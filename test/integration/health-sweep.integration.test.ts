import { createServer } from 'node:http';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { HEALTH_QUEUE } from '../../queues/health.js';
import { CONNECTOR_SOURCES, loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { ConnectionStore } from '../../src/connectors/connections/connection-store.js';
import { defineConnector, type ConnectorInput } from '../../src/connectors/define.js';
import { HealthAlerts } from '../../src/connectors/connections/health-alerts.js';
import { enqueueHealthSweep, sweepDay } from '../../src/connectors/health/enqueue.js';
import { Connection } from '../../src/db/entities/connection.js';
import { ConnectionHealth } from '../../src/db/entities/connection-health.js';
import { HEALTH_MESSAGES, VENDOR_ERRORS } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { healthPool } from '../../workers/health.js';
import { createPoolWorker, stopWorkers } from '../../workers/pool-workers.js';
import type { VendorPool } from '../../workers/vendor.js';
import { startVendorPool } from '../fakes/connections.js';
import { closeServer, createTestEnv, listen, openTestServices, type TestEnv } from '../fakes/infra.js';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp.js';

/**
 * The daily health sweep over 200 connections of three fake vendors, run by two "worker processes"
 * (each with a vendor pool and a health worker): every active connection is re-tested once with the
 * connection test probe, per-capability results and statuses are recorded, the account owner of each
 * newly failing connection gets exactly one email through a real SMTP server, nothing more is sent
 * while it stays failing, and calls in flight to each vendor never exceed its bound.
 */

const VENDORS = [
  { key: 'health_a', name: 'Alpha Desk', limit: 2 },
  { key: 'health_b', name: 'Beta Books', limit: 3 },
  { key: 'health_c', name: 'Gamma CRM', limit: 4 }, // VENDOR_CONCURRENCY_DEFAULT
] as const;

function vendorDefinition(v: (typeof VENDORS)[number]): ConnectorInput {
  return defineConnector({
    key: v.key,
    name: v.name,
    category: 'crm',
    auth: { type: 'header', headers: { 'X-Api-Key': '{api_key}' } },
    secrets: [{ name: 'api_key', label: 'API key', example: 'key-1' }],
    baseUrl: `https://api.${v.key.replace('_', '-')}.example/v1`,
    verification: 'search_email',
    ...(v.key === 'health_c' ? {} : { concurrency: v.limit }),
    capabilities: {
      find_customer: { request: { path: '/customers', query: { email: '{email}' } }, records: 'customers', map: { id: 'id', name: 'name', email: 'email' } },
    },
    docs: `https://api.${v.key.replace('_', '-')}.example/docs`,
    setup: 'Create a read-only API key.',
    test_level: 'documented',
    test_detail: 'A definition made up for this test.',
    note: null,
  });
}

/** Three vendors on one loopback server (/health_a/..., ...): counts calls in flight, refuses revoked keys. */
function fakeVendors() {
  const inFlight = new Map<string, number>();
  const maxInFlight = new Map<string, number>();
  const revoked = new Set<string>();
  const keysSeen: string[] = [];
  const server = createServer((req, res) => {
    const vendor = (req.url ?? '').split('/')[1] ?? '';
    const key = String(req.headers['x-api-key'] ?? '');
    keysSeen.push(key);
    const now = (inFlight.get(vendor) ?? 0) + 1;
    inFlight.set(vendor, now);
    maxInFlight.set(vendor, Math.max(maxInFlight.get(vendor) ?? 0, now));
    setTimeout(() => {
      inFlight.set(vendor, (inFlight.get(vendor) ?? 1) - 1);
      const refused = revoked.has(key);
      res.writeHead(refused ? 401 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(refused ? { error: 'invalid api key' } : { customers: [] }));
    }, 8);
  });
  return { server, maxInFlight, revoked, keysSeen };
}

const clock = new ManualClock(Date.UTC(2026, 10, 23, 3, 7, 0));
const DAY = 86_400_000;
let env: TestEnv;
let smtp: FakeSmtp;
let vendors: ReturnType<typeof fakeVendors>;
let vendorUrl: string;
const processes: { services: Services; pool: VendorPool; worker: Worker }[] = [];

type Seeded = { id: number; key: string; owner: string; connector: string };
const seeded: Record<'working' | 'refusedNow' | 'stillRefused' | 'recovered' | 'due' | 'withdrawn' | 'inactive', Seeded[]> = {
  working: [],
  refusedNow: [],
  stillRefused: [],
  recovered: [],
  due: [],
  withdrawn: [],
  inactive: [],
};

const services = (): Services => processes[0]!.services;
const rowOf = (id: number) => services().orm.em.fork().findOneOrFail(Connection, { id });
const emailsTo = (owner: string) => smtp.messages.filter((m) => m.to.includes(owner));

async function sweep(): Promise<void> {
  const day = sweepDay(new Date(clock.now()));
  await enqueueHealthSweep(services().queues, new Date(clock.now()));
  const active = 200;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const done = await services().orm.em.fork().count(ConnectionHealth, { lastCheckDay: day });
    if (done === active) return;
    if (Date.now() > deadline) throw new Error(`sweep of ${day} checked ${done} of ${active} connections`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  smtp = await startFakeSmtp();
  vendors = fakeVendors();
  vendorUrl = await listen(vendors.server);
  env = await createTestEnv({ SMTP_URL: smtp.url, VENDOR_TIMEOUT_MS: '3000', VENDOR_CONCURRENCY_DEFAULT: '4', DASHBOARD_URL: 'https://dash.example.com' });
  const catalogue = loadCatalogue([...CONNECTOR_SOURCES, ...VENDORS.map(vendorDefinition)]);
  for (const name of ['worker-1', 'worker-2']) {
    const s = await openTestServices(env, { clock, name });
    const pool = await startVendorPool(s, {
      catalogue,
      timeoutMs: 3000,
      sleep: async () => undefined,
      baseUrlOverride: (key) => (key.startsWith('health_') ? `${vendorUrl}/${key}` : undefined),
    });
    const worker = createPoolWorker({
      queue: HEALTH_QUEUE,
      processor: healthPool(s, { catalogue, checksInFlight: 12 }).definitions[0]!.processor,
      connection: s.connectRedis('health-worker'),
      prefix: env.config.REDIS_PREFIX,
      concurrency: 50,
      lockDurationMs: env.config.JOB_LOCK_MS,
      stalledIntervalMs: env.config.STALLED_CHECK_MS,
      logger: s.logger,
    });
    processes.push({ services: s, pool, worker });
  }

  // 200 active connections of 10 tenants, plus a pending and a disconnected one.
  const store = new ConnectionStore(services().orm, services().box, clock, services().configEpochs);
  const alerts = new HealthAlerts(services().orm, clock);
  const owners: { tenantId: number; owner: string }[] = [];
  for (let t = 0; t < 10; t++) {
    const owner = `owner-${t}@tenant-${t}.example`;
    const { tenant } = await services().tenants.create({ name: `Tenant ${t}`, ownerEmail: owner });
    owners.push({ tenantId: tenant.id, owner });
  }
  const make = async (n: number, connector: string, status: 'working' | 'failing' | 'pending' | 'disconnected'): Promise<Seeded> => {
    const { tenantId, owner } = owners[n % owners.length]!;
    const key = `key-${n}`;
    const row = await store.create(tenantId, connector, {}, { api_key: key });
    await services().orm.em.fork().nativeUpdate(Connection, { id: row.id }, { status });
    return { id: row.id, key, owner, connector };
  };
  for (let n = 0; n < 200; n++) {
    const connector = VENDORS[n % 3]!.key;
    if (n < 8) seeded.refusedNow.push(await make(n, connector, 'working'));
    else if (n < 11) seeded.stillRefused.push(await make(n, connector, 'failing'));
    else if (n < 13) seeded.recovered.push(await make(n, connector, 'failing'));
    else if (n < 14) seeded.due.push(await make(n, connector, 'failing'));
    else if (n < 15) seeded.withdrawn.push(await make(n, 'retired_vendor', 'working'));
    else seeded.working.push(await make(n, connector, 'working'));
  }
  seeded.inactive.push(await make(200, 'health_a', 'pending'), await make(201, 'health_b', 'disconnected'));
  for (const c of [...seeded.stillRefused, ...seeded.recovered]) await alerts.markSent(c.id);
  for (const c of seeded.due) await alerts.markDue(c.id); // a refused OAuth refresh turned it failing since the last check
  for (const c of [...seeded.refusedNow, ...seeded.stillRefused, ...seeded.due]) vendors.revoked.add(c.key);
});

afterAll(async () => {
  for (const p of processes) {
    await stopWorkers([p.worker], [], 2_000);
    await p.pool.stop();
  }
  for (const p of processes) await p.services.close();
  await closeServer(vendors.server);
  await smtp.close();
  await env.dropAll();
});

describe('daily health sweep (health pool)', () => {
  it("re-tests every active connection once, records the right states, emails each newly failing owner once, and keeps within each vendor's bound", async () => {
    await sweep();

    for (const c of seeded.working) expect((await rowOf(c.id)).status, `connection ${c.id}`).toBe('working');
    for (const c of [...seeded.refusedNow, ...seeded.stillRefused, ...seeded.due]) {
      const row = await rowOf(c.id);
      expect(row).toMatchObject({
        status: 'failing',
        lastError: VENDOR_ERRORS.refused(401),
        testResults: { find_customer: { ok: false, error: VENDOR_ERRORS.refused(401) } },
      });
    }
    for (const c of seeded.recovered) expect((await rowOf(c.id)).status).toBe('working');
    expect(await rowOf(seeded.withdrawn[0]!.id)).toMatchObject({ status: 'failing', lastError: VENDOR_ERRORS.withdrawn, testResults: {} });
    // Pending sign-ins and disconnected connections are not re-tested.
    expect(await rowOf(seeded.inactive[0]!.id)).toMatchObject({ status: 'pending', lastTestedAt: null });
    expect(await rowOf(seeded.inactive[1]!.id)).toMatchObject({ status: 'disconnected', lastTestedAt: null });
    for (const c of seeded.inactive) expect(vendors.keysSeen).not.toContain(c.key);
    // Each active connection was probed exactly once (one capability each; the withdrawn one has none).
    expect(vendors.keysSeen).toHaveLength(199);
    expect(new Set(vendors.keysSeen).size).toBe(199);

    // Exactly one email per newly failing connection (working -> failing, or owed after a refused refresh), to its owner.
    const newlyFailing = [...seeded.refusedNow, ...seeded.due, ...seeded.withdrawn];
    expect(smtp.messages).toHaveLength(newlyFailing.length);
    for (const c of newlyFailing) {
      const name = VENDORS.find((v) => v.key === c.connector)?.name ?? c.connector;
      const mail = smtp.messages.filter((m) => m.to.includes(c.owner) && m.raw.includes(`Subject: ${HEALTH_MESSAGES.ownerEmailSubject(name)}`));
      expect(mail.length, `email for connection ${c.id}`).toBeGreaterThanOrEqual(1);
    }
    const perOwner = new Map<string, number>();
    for (const c of newlyFailing) perOwner.set(c.owner, (perOwner.get(c.owner) ?? 0) + 1);
    for (const [owner, count] of perOwner) expect(emailsTo(owner)).toHaveLength(count);
    expect(smtp.messages[0]!.raw).toContain('https://dash.example.com/integrations');

    // Calls in flight per vendor never exceeded its bound, across both worker processes.
    for (const v of VENDORS) {
      const max = vendors.maxInFlight.get(v.key) ?? 0;
      expect(max, v.key).toBeGreaterThanOrEqual(1);
      expect(max, v.key).toBeLessThanOrEqual(v.limit);
    }
  });

  it('the next days: no repeat while a connection stays failing; once it has worked again, a new failure emails afresh', async () => {
    const sentBefore = smtp.messages.length;
    clock.advance(DAY);
    await sweep();
    expect(smtp.messages).toHaveLength(sentBefore);
    for (const c of seeded.refusedNow) expect((await rowOf(c.id)).status).toBe('failing');

    const flapping = seeded.refusedNow[0]!;
    vendors.revoked.delete(flapping.key);
    clock.advance(DAY);
    await sweep();
    expect((await rowOf(flapping.id)).status).toBe('working');
    expect(smtp.messages).toHaveLength(sentBefore);

    vendors.revoked.add(flapping.key);
    clock.advance(DAY);
    await sweep();
    expect((await rowOf(flapping.id)).status).toBe('failing');
    expect(smtp.messages).toHaveLength(sentBefore + 1);
    expect(smtp.messages.at(-1)!.to).toEqual([flapping.owner]);
  });

  it('a repeated sweep on the same day checks nothing twice', async () => {
    const seen = vendors.keysSeen.length;
    const day = sweepDay(new Date(clock.now()));
    expect(await services().orm.em.fork().count(ConnectionHealth, { lastCheckDay: day })).toBe(200);
    const queue = services().queues.get(HEALTH_QUEUE);
    // Another clock asks for the same day's sweep an hour later: deduplicated to the sweep that already ran.
    const asked = Date.now();
    const sweepId = await enqueueHealthSweep(services().queues, new Date(clock.now() + 3_600_000));
    const existing = await queue.getJob(sweepId);
    expect(existing?.data).toEqual({ day });
    expect(existing!.finishedOn).toBeLessThan(asked);
    // A check job run again for a connection already checked today is skipped without calling the vendor.
    await services().queues.enqueue('health.check', { day, connectionId: seeded.working[0]!.id }, { jobId: 'recheck-same-day' });
    for (let i = 0; i < 100 && !(await (await queue.getJob('recheck-same-day'))!.isCompleted()); i++) await new Promise((r) => setTimeout(r, 50));
    expect((await queue.getJob('recheck-same-day'))!.returnvalue).toEqual({ kind: 'skipped', why: 'checked_today' });
    expect(vendors.keysSeen.length).toBe(seen);
  });
});
