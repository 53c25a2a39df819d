import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { ticketCreated } from '../../src/events/builders.js';
import type { Services } from '../../src/services.js';
import { createTestEnv, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { spawnTs, type Spawned } from '../fakes/processes.js';
import { startReceiver, type FakeReceiver } from '../fakes/webhook-receiver.js';
import { newTenant, raise, registerEndpoint } from '../fakes/webhook-helpers.js';

const ENDPOINTS = 5;
const COMMITS = 60;
const EVENTS_PER_COMMIT = 4;
const TOTAL = ENDPOINTS * COMMITS * EVENTS_PER_COMMIT; // 1,200 deliveries

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let receiver: FakeReceiver;
const spawned: Spawned[] = [];
const clock = new ManualClock(Date.UTC(2026, 10, 22, 16, 0, 0));

/**
 * The real worker process (workers/main.ts) running the outbox and webhooks pools. Short job locks
 * and attempt timeout so the killed worker's jobs and endpoint slots come back within seconds.
 */
function startWorker(): Spawned {
  const w = spawnTs('../../workers/main.ts', {
    ...env.env,
    DATABASE_POOL_MAX: '10',
    WORKER_POOLS: 'outbox,webhooks',
    JOB_LOCK_MS: '1500',
    STALLED_CHECK_MS: '500',
    WEBHOOK_RETRY_DELAYS_MS: '100,100',
    WEBHOOK_TIMEOUT_MS: '2000',
    LOG_LEVEL: 'info',
  });
  spawned.push(w);
  return w;
}

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env, { clock });
  web = await startWeb(services);
  receiver = await startReceiver();
});
afterAll(async () => {
  for (const s of spawned) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await web.close();
  await receiver.close();
  await services.close();
  await env.dropAll();
});

describe('worker process killed mid-fan-out (SIGKILL)', () => {
  it('loses no delivery: every committed event reaches every endpoint at least once after another worker takes over', { timeout: 90_000 }, async () => {
    const t = await newTenant(services);
    for (let i = 0; i < ENDPOINTS; i++) {
      await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/ep${i}` });
      receiver.on(`/ep${i}`, () => ({ delayMs: 5 }));
    }
    const first = startWorker();
    await first.waitFor(/worker started/);

    // Commit events steadily while the first worker fans them out and delivers; kill it in the middle.
    let committed = 0;
    const raising = (async () => {
      for (let c = 0; c < COMMITS; c++) {
        await raise(
          services,
          clock,
          t.tenantId,
          ...Array.from({ length: EVENTS_PER_COMMIT }, (_, i) =>
            ticketCreated({
              id: c * EVENTS_PER_COMMIT + i,
              ticketNumber: `T-${c}-${i}`,
              subject: 'Broken router',
              description: 'It blinks red all day',
              priority: 'Medium',
              status: 'open',
              createdAt: new Date(clock.now()),
            }),
          ),
        );
        committed++;
        await new Promise((r) => setTimeout(r, 40));
      }
    })();
    await expect.poll(() => receiver.received.length, { timeout: 20_000, interval: 10 }).toBeGreaterThanOrEqual(30);
    first.child.kill('SIGKILL');
    await first.exited;
    const receivedAtKill = receiver.received.length;
    const committedAtKill = committed;
    expect(receivedAtKill).toBeLessThan(TOTAL); // it really died mid-way
    expect(committedAtKill).toBeLessThan(COMMITS);
    await raising; // the rest commit while no worker runs at all

    const second = startWorker();
    await second.waitFor(/worker started/);
    const delivered = async (): Promise<number> =>
      (
        await services.orm.em
          .fork()
          .execute<{ n: number }[]>("select count(*)::int as n from webhook_deliveries where tenant_id = ? and status = 'delivered'", [t.tenantId])
      )[0]!.n;
    await expect.poll(delivered, { timeout: 60_000, interval: 200 }).toBe(TOTAL);

    const rows = await services.orm.em
      .fork()
      .execute<{ id: string; event_id: string; endpoint_id: number }[]>('select id, event_id, endpoint_id from webhook_deliveries where tenant_id = ?', [
        t.tenantId,
      ]);
    expect(rows).toHaveLength(TOTAL); // one delivery per (event, endpoint), never two
    const seenIds = new Set(receiver.received.map((r) => String(r.headers['x-service-delivery'])));
    expect(rows.filter((r) => !seenIds.has(r.id))).toEqual([]);
    const pairs = new Set(receiver.received.map((r) => `${r.path}:${JSON.parse(r.raw.toString('utf8')).data.ticket_id}`));
    expect(pairs.size).toBe(TOTAL);

    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  });
});
