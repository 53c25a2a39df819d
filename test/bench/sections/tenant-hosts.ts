import { createServer, type Server } from 'node:http';
import os from 'node:os';
import type { ConnectorReadPayload } from '../../../queues/connector.js';
import { workflowHook } from '../../../src/connectors/catalogue/automation/workflow-hook.js';
import { workflowHookFindCustomer } from '../../../src/connectors/fixtures/workflow_hook/find-customer.js';
import { buildConnectors } from '../../../src/wiring/connectors.js';
import { createLogger } from '../../../src/logger.js';
import { openServices, type Services } from '../../../src/services.js';
import { hookReadPayload } from '../../fakes/connections.js';
import { closeServer, createTestEnv, listen, type TestEnv } from '../../fakes/infra.js';
import { spawnTs, type Spawned } from '../../fakes/processes.js';
import type { BenchSection } from '../section.js';
import { closedLoop, paced, summarise, type Samples, type Task, type TaskFigures } from '../task-loop.js';

/**
 * Vendors bounded per connection (a tenant's own host; here the workflow hook) with many connections:
 * 1,000 tenants, each with its own hook connection, all called across 2 worker processes (the real
 * vendor pool, connector-worker-entry.ts) by a caller in this process (the real VendorGateway, as the
 * web process uses it). Hooks are one loopback server here, a path per connection.
 *
 * 1. Redis connections: the worker processes' CLIENT LIST entries after 10 connections have been
 *    called, and again after all 1,000 have (each read once, 64 at a time): with per-connection leases
 *    they should be the same. Peak RSS of each worker process.
 * 2. Isolation: reads of fast tenant hooks (0 ms) at a steady FAST_RATE a second, alone, then while
 *    one tenant's slow hook (SLOW_MS) is driven by 4x its bound of closed-loop callers, alternating in
 *    ROUNDS slices so a burst of other work on the shared machine lands on both.
 */
const CONNECTIONS = Number(process.env.BENCH_TENANT_HOSTS ?? 1_000);
const WORKERS = 2;
const FAST_RATE = 50;
const ROUNDS = 4;
const SLICE_S = 2;
const SLOW_MS = 300;

interface HookServer {
  url: string;
  slowInFlight: () => number;
  slowPeak: () => number;
  resetPeak: () => void;
  server: Server;
}

async function startHooks(): Promise<HookServer> {
  let inFlight = 0;
  let peak = 0;
  const body = JSON.stringify(workflowHookFindCustomer.reply);
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const answer = (): void => void res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      if (!req.url?.startsWith('/slow')) return answer();
      inFlight++;
      peak = Math.max(peak, inFlight);
      setTimeout(() => {
        inFlight--;
        answer();
      }, SLOW_MS);
    });
  });
  const url = await listen(server);
  return { url, slowInFlight: () => inFlight, slowPeak: () => peak, resetPeak: () => void (peak = inFlight), server };
}

/** Redis connections whose name starts with `name:` (CLIENT LIST). */
async function clientsNamed(services: Services, name: string): Promise<number> {
  return String(await services.redis.client('LIST'))
    .split('\n')
    .filter((l) => l.includes(` name=${name}:`)).length;
}

export const tenantHostsSection: BenchSection = {
  key: 'tenantHosts',
  title: `Vendors bounded per connection: ${CONNECTIONS} tenant hosts across ${WORKERS} worker processes (Redis connections, RSS, slow-host isolation)`,
  async run() {
    const loadAvg = [os.loadavg()[0]!];
    const hooks = await startHooks();
    const procs: Spawned[] = [];
    let env: TestEnv | undefined;
    let services: Services | undefined;
    try {
      env = await createTestEnv({ LOG_LEVEL: 'warn', DATABASE_POOL_MAX: '8' });
      services = await openServices(env.config, { name: 'bench-caller', rpc: true, logger: createLogger({ level: 'warn', name: 'bench-caller' }) });
      const connectors = buildConnectors(services);
      const s = services;
      const made: ConnectorReadPayload[] = [];
      for (let i = 0; i < CONNECTIONS + 1; i += 20) {
        made.push(
          ...(await Promise.all(
            Array.from({ length: Math.min(20, CONNECTIONS + 1 - i) }, async (_, j) => {
              const n = i + j;
              const { tenant } = await s.tenants.create({ name: `Hook Tenant ${n}`, ownerEmail: `owner${n}@bench.example` });
              const path = n === CONNECTIONS ? '/slow/hook' : `/fast/hook/${n}`;
              const row = await connectors.store.create(tenant.id, 'workflow_hook', {}, { webhook_url: `${hooks.url}${path}` });
              return hookReadPayload(tenant.id, row);
            }),
          )),
        );
      }
      const slow = made.pop()!;
      const fast = made;

      for (let w = 0; w < WORKERS; w++) procs.push(spawnTs('../bench/connector-worker-entry.ts', { ...env.env, BENCH_VENDOR_BASES: '{}' }));
      await Promise.all(procs.map((p) => p.waitFor(/ready/, 60_000)));
      const read: (p: ConnectorReadPayload) => Promise<boolean> = async (p) => (await connectors.reader.read(p)).ok;

      // Part 1: Redis connections with 10 connections active, then with all of them.
      const readAll = async (list: ConnectorReadPayload[]): Promise<number> => {
        let failed = 0;
        let next = 0;
        await Promise.all(
          Array.from({ length: 64 }, async () => {
            while (next < list.length) if (!(await read(list[next++]!))) failed++;
          }),
        );
        return failed;
      };
      const failedFew = await readAll(fast.slice(0, 10));
      const clientsFew = await clientsNamed(s, 'bench-worker');
      const t0 = Date.now();
      const failedAll = await readAll(fast);
      const allSeconds = (Date.now() - t0) / 1000;
      const clientsAll = await clientsNamed(s, 'bench-worker');
      const callerClients = await clientsNamed(s, 'bench-caller');

      // Part 2: fast tenants alone and beside one slow tenant host.
      const bound = workflowHook.concurrency ?? env.config.VENDOR_CONCURRENCY_DEFAULT;
      const slowCallers = 4 * bound;
      const fastRead: Task = (_loop, n) => read(fast[(n * 7919) % fast.length]!);
      const alone: Samples[] = [];
      const beside: Samples[] = [];
      const slowRuns: Samples[] = [];
      let slowPeak = 0;
      const aloneSlice = async (): Promise<void> => void alone.push(await paced(FAST_RATE, SLICE_S, fastRead));
      const besideSlice = async (): Promise<void> => {
        let stop = false;
        const slowRun = closedLoop(
          slowCallers,
          () => stop,
          () => read(slow),
        );
        await new Promise((r) => setTimeout(r, 500)); // the slow host's leases fill
        hooks.resetPeak();
        beside.push(await paced(FAST_RATE, SLICE_S, fastRead));
        slowPeak = Math.max(slowPeak, hooks.slowPeak());
        stop = true;
        slowRuns.push(await slowRun);
      };
      for (let round = 0; round < ROUNDS; round++) {
        if (round % 2 === 0) {
          await aloneSlice();
          await besideSlice();
        } else {
          await besideSlice();
          await aloneSlice();
        }
      }
      loadAvg.push(os.loadavg()[0]!);
      const fastAlone: TaskFigures = summarise(...alone);
      const fastBeside: TaskFigures = summarise(...beside);
      const slowFigures: TaskFigures = summarise(...slowRuns);
      const p99Ratio = fastAlone.p99Ms > 0 ? fastBeside.p99Ms / fastAlone.p99Ms : Number.NaN;
      const rss = procs.map((p) => p.peakRssMiB());
      const slowerThanSlow = (runs: Samples[]): number => runs.reduce((n, r) => n + r.latenciesMs.filter((ms) => ms >= SLOW_MS).length, 0);
      const fastOverSlowBeside = slowerThanSlow(beside);
      const fastOverSlowAlone = slowerThanSlow(alone);

      const table: (string | number)[][] = [
        ['measure', 'value'],
        [`worker processes' Redis connections, 10 connections called (${WORKERS} processes)`, clientsFew],
        [`worker processes' Redis connections, ${CONNECTIONS} connections called (${WORKERS} processes)`, clientsAll],
        [`caller's Redis connections (as a web process)`, callerClients],
        [`reads of ${CONNECTIONS} connections, 64 at a time: seconds (failed)`, `${allSeconds.toFixed(1)} (${failedFew + failedAll})`],
        ...rss.map((mib, i): (string | number)[] => [`worker process ${i + 1} peak RSS, MiB`, mib]),
      ];
      const latency: (string | number)[][] = [['reads', 'load', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'failed']];
      for (const [what, load, f] of [
        ['fast tenant hooks, alone', `${FAST_RATE}/s`, fastAlone],
        [`fast tenant hooks, one slow host saturated (${SLOW_MS} ms)`, `${FAST_RATE}/s`, fastBeside],
        [`slow tenant host (${SLOW_MS} ms, bound ${bound})`, `c=${slowCallers}`, slowFigures],
      ] as const)
        latency.push([what, load, f.perSecond, f.p50Ms, f.p95Ms, f.p99Ms, f.maxMs, f.failed]);
      const notes = [
        '',
        ...latency.map((r) => r.map((c) => String(c)).join('  |  ')),
        '',
        `Redis connections of the ${WORKERS} worker processes: ${clientsFew} with 10 connections called, ${clientsAll} with ${CONNECTIONS}: ` +
          `${clientsFew === clientsAll ? 'independent of the number of connections' : 'NOT constant'} (a queue and worker per connection would need about ${CONNECTIONS * WORKERS * 2} for ` +
          `${CONNECTIONS} active connections)`,
        `isolation: fast tenants' p99 beside the saturated slow host ${p99Ratio.toFixed(2)}x their p99 alone (p50 ${fastBeside.p50Ms} ms vs ${fastAlone.p50Ms} ms); a fast read queued behind ` +
          `the slow host would take ${SLOW_MS} ms or more: ${fastOverSlowBeside} of ${fastBeside.done} fast reads did beside it, ${fastOverSlowAlone} of ${fastAlone.done} alone; slow host peak ` +
          `${slowPeak} calls in flight (bound ${bound})`,
        `the machine is shared with other helpers' test runs: 1-min load average ${loadAvg.map((l) => l.toFixed(2)).join(' -> ')} on ${os.cpus().length} cores; latencies are noisy`,
      ];
      return {
        table,
        notes,
        json: {
          connections: CONNECTIONS,
          workerProcesses: WORKERS,
          redisClientsFew: clientsFew,
          redisClientsAll: clientsAll,
          callerClients,
          readAllSeconds: allSeconds,
          failed: failedFew + failedAll,
          workerPeakRssMiB: rss,
          bound,
          slowMs: SLOW_MS,
          slowCallers,
          fastRate: FAST_RATE,
          rounds: ROUNDS,
          sliceSeconds: SLICE_S,
          fastAlone,
          fastBeside,
          slow: slowFigures,
          slowPeak,
          p99Ratio,
          fastOverSlowBeside,
          fastOverSlowAlone,
          loadAverage: loadAvg,
        },
      };
    } finally {
      for (const p of procs) p.child.kill('SIGTERM');
      await Promise.all(procs.map((p) => p.exited));
      await services?.close();
      await closeServer(hooks.server);
      await env?.dropAll();
    }
  },
};
