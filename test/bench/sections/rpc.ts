import { createRedis, closeRedis } from '../../../queues/connection.js';
import { createTestEnv } from '../../fakes/infra.js';
import { spawnTs } from '../../fakes/processes.js';
import { closedLoop, type LoadResult } from '../load.js';
import type { BenchSection } from '../section.js';

const CONCURRENCIES = [1, 16, 64] as const;
const MODES = ['direct', 'rpc', 'qe'] as const;
type Mode = (typeof MODES)[number];
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

interface Cell {
  mode: Mode;
  concurrency: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  redisCommandsPerRequest: number | null;
}

async function redisCalls(redis: ReturnType<typeof createRedis>): Promise<number> {
  const info = await redis.info('commandstats');
  let total = 0;
  for (const m of info.matchAll(/calls=(\d+)/g)) total += Number(m[1]);
  return total;
}

async function load(url: string, connections: number, seconds: number): Promise<LoadResult> {
  return closedLoop(url, connections, seconds);
}

/**
 * Request-reply through the queue vs the same fake-vendor call made directly in the web process, at
 * concurrency 1, 16, 64 against a 0 ms loopback vendor; plus plain BullMQ QueueEvents as the baseline.
 */
export const rpcSection: BenchSection = {
  key: 'rpc',
  title: 'Request-reply: direct vs through the queue (0 ms loopback vendor)',
  async run() {
    const env = await createTestEnv({ WORKER_CONCURRENCY: '100', LOG_LEVEL: 'warn' });
    const vendor = spawnTs('./fake-vendor-entry.ts', {});
    const vendorUrl = `http://127.0.0.1:${(await vendor.waitFor(/listening \d+/)).split(' ')[1]}`;
    const procEnv = { ...env.env, FAKE_VENDOR_URL: vendorUrl, PORT: '0' };
    const worker = spawnTs('./test-worker-entry.ts', procEnv);
    const web = spawnTs('../bench/web-entry.ts', procEnv);
    const redis = createRedis(env.config.REDIS_URL, { name: 'bench-stats' });
    const cells: Cell[] = [];
    try {
      await worker.waitFor(/ready/);
      const port = (await web.waitFor(/listening \d+/)).split(' ')[1];
      const base = `http://127.0.0.1:${port}/bench`;
      for (const mode of MODES) await load(`${base}/${mode}`, 8, 1); // warm up JIT, connections, queues
      for (const concurrency of CONCURRENCIES) {
        for (const mode of MODES) {
          const before = await redisCalls(redis);
          const r = await load(`${base}/${mode}`, concurrency, DURATION_S);
          const after = await redisCalls(redis);
          const requests = r.requests;
          cells.push({
            mode,
            concurrency,
            rps: r.rps,
            p50: r.p50Ms,
            p99: r.p99Ms,
            errors: r.errors,
            redisCommandsPerRequest: mode === 'direct' || requests === 0 ? null : Math.round((after - before) / requests),
          });
        }
      }
      const rss = { webMiB: web.peakRssMiB(), workerMiB: worker.peakRssMiB() };
      const get = (mode: Mode, c: number): Cell => cells.find((x) => x.mode === mode && x.concurrency === c)!;
      const table: (string | number)[][] = [['mode', 'c', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'redis cmds/req', 'vs direct']];
      for (const c of cells)
        table.push([
          c.mode,
          c.concurrency,
          c.rps,
          c.p50,
          c.p99,
          c.errors,
          c.redisCommandsPerRequest ?? '-',
          `${((c.rps / get('direct', c.concurrency).rps) * 100).toFixed(0)}%`,
        ]);
      const ratio64 = get('rpc', 64).rps / get('direct', 64).rps;
      const added50 = get('rpc', 1).p50 - get('direct', 1).p50;
      const qeRatio64 = get('qe', 64).rps / get('direct', 64).rps;
      const notes = [
        `rpc throughput at c=64: ${(ratio64 * 100).toFixed(1)}% of direct (target >= 85%); QueueEvents baseline: ${(qeRatio64 * 100).toFixed(1)}%`,
        `rpc added p50 at c=1: ${added50.toFixed(2)} ms (target < 1 ms); QueueEvents baseline: ${(get('qe', 1).p50 - get('direct', 1).p50).toFixed(2)} ms`,
        `peak RSS: web ${rss.webMiB} MiB, worker ${rss.workerMiB} MiB`,
      ];
      return { table, notes, json: { durationSeconds: DURATION_S, cells, ratioC64: ratio64, addedP50C1Ms: added50, qeRatioC64: qeRatio64, peakRss: rss } };
    } finally {
      web.child.kill('SIGTERM');
      worker.child.kill('SIGTERM');
      vendor.child.kill('SIGTERM');
      await Promise.all([web.exited, worker.exited, vendor.exited]);
      await closeRedis(redis);
      await env.dropAll();
    }
  },
};
