import { readFileSync } from 'node:fs';
import os from 'node:os';
import { ManualClock } from '../../../config/clock.js';
import { ticketCreated } from '../../../src/events/builders.js';
import { createTestEnv, openTestServices, startWeb } from '../../fakes/infra.js';
import { spawnTs } from '../../fakes/processes.js';
import { startReceiver } from '../../fakes/webhook-receiver.js';
import { newTenant, raise, registerEndpoint } from '../../fakes/webhook-helpers.js';
import type { BenchSection } from '../section.js';

const ENDPOINTS = 10;
const BURST_EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 500);
const PACED_EVENTS = Number(process.env.BENCH_WEBHOOK_PACED ?? 200);
const PACE_MS = 25;
const SOLO_EVENTS = Number(process.env.BENCH_WEBHOOK_SOLO ?? 1_000);

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux; 0 elsewhere). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
  } catch {
    return 0;
  }
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Outbound webhooks end to end: events committed through recordEvent in this process, the real
 * worker process (workers/main.ts, pools outbox + webhooks) relaying and delivering them to a fast
 * loopback receiver (answers 200 at once) with 10 endpoints subscribed to everything.
 *  - fan-out throughput: one commit of BURST_EVENTS events (x 10 endpoints), time until the last delivery arrives;
 *  - commit-to-delivery latency: one event every 25 ms, time from commit to arrival at each endpoint;
 *  - one endpoint alone: a burst to a single endpoint, bounded by its cap of attempts in flight.
 */
export const webhooksSection: BenchSection = {
  key: 'webhooks',
  title: 'Outbound webhooks: fan-out throughput and commit-to-delivery latency (10 endpoints, 0 ms receiver)',
  async run() {
    const env = await createTestEnv({ DATABASE_POOL_MAX: '10', LOG_LEVEL: 'warn' });
    const clock = new ManualClock(Date.UTC(2026, 10, 22));
    const services = await openTestServices(env, { clock });
    const web = await startWeb(services);
    const receiver = await startReceiver();
    const worker = spawnTs('../../workers/main.ts', { ...env.env, DATABASE_POOL_MAX: '10', WORKER_POOLS: 'outbox,webhooks', LOG_LEVEL: 'info' });
    const ticket = (id: number) =>
      ticketCreated({
        id,
        ticketNumber: `T-${id}`,
        subject: 'Broken router',
        description: 'It blinks red all day',
        priority: 'Medium',
        status: 'open',
        createdAt: new Date(clock.now()),
      });
    try {
      await worker.waitFor(/worker started/);
      const t = await newTenant(services);
      for (let i = 0; i < ENDPOINTS; i++) await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/ep${i}` });
      const waitFor = async (count: number, timeoutMs: number): Promise<void> => {
        const until = Date.now() + timeoutMs;
        while (receiver.received.length < count) {
          if (Date.now() > until) throw new Error(`only ${receiver.received.length} of ${count} deliveries arrived`);
          await new Promise((r) => setTimeout(r, 5));
        }
      };

      // Warm-up: connections, JIT, queues.
      await raise(services, clock, t.tenantId, ...Array.from({ length: 20 }, (_, i) => ticket(i)));
      await waitFor(20 * ENDPOINTS, 30_000);
      receiver.received.length = 0;

      // The Redis server's CPU (user + system, ms); it may serve others too, so this is an upper bound.
      const redisCpuMs = async (): Promise<number> => {
        const info = await services.redis.info('cpu');
        const field = (name: string): number => Number(info.match(new RegExp(`${name}:([0-9.]+)`))?.[1] ?? 0);
        return (field('used_cpu_user') + field('used_cpu_sys')) * 1000;
      };
      // The database's server processes of this bench (its own database), for CPU per delivery.
      const backendPids = async (): Promise<number[]> =>
        (await services.orm.em.fork().execute<{ pid: number }[]>('select pid from pg_stat_activity where datname = current_database()')).map((r) => r.pid);
      const pgCpuMs = async (): Promise<Map<number, number>> => new Map((await backendPids()).map((pid) => [pid, cpuMs(pid)]));
      // Transactions committed in this database (each statement outside a transaction is one); the counters lag up to a second.
      const commits = async (): Promise<number> =>
        Number(
          (await services.orm.em.fork().execute<{ n: string }[]>('select xact_commit as n from pg_stat_database where datname = current_database()'))[0]?.n ??
            0,
        );
      await new Promise((r) => setTimeout(r, 1_100));
      const commitsBefore = await commits();

      // 1. Fan-out throughput.
      const burst = Array.from({ length: BURST_EVENTS }, (_, i) => ticket(10_000 + i));
      const pgBefore = await pgCpuMs();
      const workerBefore = cpuMs(worker.child.pid);
      const benchBefore = process.cpuUsage();
      const redisBefore = await redisCpuMs();
      await raise(services, clock, t.tenantId, ...burst);
      const committedAt = Date.now();
      await waitFor(BURST_EVENTS * ENDPOINTS, 300_000);
      const burstSeconds = (Date.now() - committedAt) / 1000;
      const workerCpuPerDelivery = (cpuMs(worker.child.pid) - workerBefore) / (BURST_EVENTS * ENDPOINTS);
      const benchUsage = process.cpuUsage(benchBefore);
      const benchCpuPerDelivery = (benchUsage.user + benchUsage.system) / 1000 / (BURST_EVENTS * ENDPOINTS);
      const redisCpuPerDelivery = ((await redisCpuMs()) - redisBefore) / (BURST_EVENTS * ENDPOINTS);
      const pgAfter = await pgCpuMs();
      const pgCpuPerDelivery = [...pgAfter].reduce((sum, [pid, ms]) => sum + ms - (pgBefore.get(pid) ?? 0), 0) / (BURST_EVENTS * ENDPOINTS);
      const loadDuringBurst = os.loadavg()[0] ?? 0;
      // What the fan-out could reach if these processes had every core to themselves: cores / CPU per delivery.
      const cpuPerDelivery = workerCpuPerDelivery + pgCpuPerDelivery + benchCpuPerDelivery + redisCpuPerDelivery;
      const cpuCeiling = cpuPerDelivery > 0 ? (os.cpus().length * 1000) / cpuPerDelivery : 0;
      await new Promise((r) => setTimeout(r, 1_100));
      const commitsPerDelivery = ((await commits()) - commitsBefore) / (BURST_EVENTS * ENDPOINTS);
      const perSecond = (BURST_EVENTS * ENDPOINTS) / burstSeconds;
      const firstAt = Math.min(...receiver.received.map((r) => r.at)) - committedAt;
      receiver.received.length = 0;

      // 2. Commit-to-delivery latency, paced.
      const committed = new Map<number, number>();
      for (let i = 0; i < PACED_EVENTS; i++) {
        const id = 100_000 + i;
        await raise(services, clock, t.tenantId, ticket(id));
        committed.set(id, Date.now());
        await new Promise((r) => setTimeout(r, PACE_MS));
      }
      await waitFor(PACED_EVENTS * ENDPOINTS, 60_000);
      const latencies = receiver.received
        .map((r) => r.at - (committed.get(JSON.parse(r.raw.toString('utf8')).data.ticket_id as number) ?? r.at))
        .sort((a, b) => a - b);
      const p50 = percentile(latencies, 50);
      const p99 = percentile(latencies, 99);
      receiver.received.length = 0;

      // 3. One endpoint alone: its deliveries queue behind the per-endpoint cap (attempts in flight).
      const solo = await newTenant(services);
      await registerEndpoint(web.baseUrl, solo.apiKey, { url: `${receiver.baseUrl}/solo` });
      await raise(services, clock, solo.tenantId, ...Array.from({ length: SOLO_EVENTS }, (_, i) => ticket(200_000 + i)));
      const soloStart = Date.now();
      await waitFor(SOLO_EVENTS, 300_000);
      const soloPerSecond = SOLO_EVENTS / ((Date.now() - soloStart) / 1000);
      const rss = worker.peakRssMiB();

      const table: (string | number)[][] = [
        ['measure', 'value'],
        [
          `fan-out: ${BURST_EVENTS} events x ${ENDPOINTS} endpoints in one commit`,
          `${Math.round(perSecond)} deliveries/s (${burstSeconds.toFixed(2)} s; first after ${firstAt} ms)`,
        ],
        [
          'fan-out CPU per delivery (worker process; Postgres backends of this bench)',
          `${workerCpuPerDelivery.toFixed(3)} ms; ${pgCpuPerDelivery.toFixed(3)} ms`,
        ],
        [
          'fan-out CPU per delivery (this process: receiver and web; Redis server, shared, at most)',
          `${benchCpuPerDelivery.toFixed(3)} ms; ${redisCpuPerDelivery.toFixed(3)} ms`,
        ],
        ['fan-out Postgres transactions per delivery', commitsPerDelivery.toFixed(3)],
        [`commit-to-delivery, 1 event / ${PACE_MS} ms x ${ENDPOINTS} endpoints`, `p50 ${p50} ms, p99 ${p99} ms (${latencies.length} deliveries)`],
        [
          `one endpoint alone: ${SOLO_EVENTS} events in one commit`,
          `${Math.round(soloPerSecond)} deliveries/s (bounded by WEBHOOK_ENDPOINT_CONCURRENCY attempts in flight)`,
        ],
        ['worker peak RSS', `${rss} MiB`],
      ];
      return {
        table,
        notes: [
          'one worker process (WORKER_CONCURRENCY default 50, per-endpoint cap default), everything on 127.0.0.1 sharing the same cores',
          'deliveries/s depends on what else runs on the machine; CPU per delivery (from /proc) much less so',
          `fan-out bound: ${cpuPerDelivery.toFixed(3)} ms of CPU per delivery across worker, Postgres, receiver and Redis = at most ${Math.round(cpuCeiling)} deliveries/s on ` +
            `${os.cpus().length} cores with nothing else running; ` +
            `measured ${Math.round(perSecond)}/s with a 1-minute load average of ${loadDuringBurst.toFixed(1)}`,
        ],
        json: {
          endpoints: ENDPOINTS,
          burstEvents: BURST_EVENTS,
          deliveriesPerSecond: Math.round(perSecond),
          burstSeconds,
          firstDeliveryMs: firstAt,
          workerCpuMsPerDelivery: workerCpuPerDelivery,
          postgresCpuMsPerDelivery: pgCpuPerDelivery,
          postgresTransactionsPerDelivery: commitsPerDelivery,
          benchProcessCpuMsPerDelivery: benchCpuPerDelivery,
          redisCpuMsPerDeliveryAtMost: redisCpuPerDelivery,
          cpuCeilingDeliveriesPerSecond: Math.round(cpuCeiling),
          loadAverageDuringBurst: loadDuringBurst,
          latencyP50Ms: p50,
          latencyP99Ms: p99,
          pacedDeliveries: latencies.length,
          soloEndpointDeliveriesPerSecond: Math.round(soloPerSecond),
          workerPeakRssMiB: rss,
        },
      };
    } finally {
      worker.child.kill('SIGTERM');
      await worker.exited;
      await web.close();
      await receiver.close();
      await services.close();
      await env.dropAll();
    }
  },
};
