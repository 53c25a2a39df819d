import os from 'node:os';
import { createTestEnv, type TestEnv } from '../../fakes/infra.js';
import { spawnTs, type Spawned } from '../../fakes/processes.js';
import { meterEach } from '../cpu-meter.js';
import { closedLoop, type LoadResult } from '../load.js';
import { startPrivateRedis, type PrivateRedis } from '../private-redis.js';
import { BENCH_ROUNDS, loadAverage, median, roundOrder } from '../rounds.js';
import type { BenchSection } from '../section.js';

const CONCURRENCIES = [1, 16, 64] as const;
const MODES = ['direct', 'rpc', 'qe'] as const;
type Mode = (typeof MODES)[number];
/** Seconds of each slice: every (concurrency, mode) cell runs once per round, the modes alternating in order. */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = BENCH_ROUNDS;

interface Cell {
  mode: Mode;
  concurrency: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  redisCommandsPerRequest: number | null;
  /** Client round trips to Redis per call (see private-redis.ts: read events on the server). */
  redisRoundTripsPerRequest: number | null;
  /** CPU microseconds per call of each process: web, worker, vendor, redis, bench (the load generator). */
  cpuUsPerRequest: Record<string, number>;
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
    // The bench's own Redis: its counters then count only these processes' commands and round trips.
    const redis: PrivateRedis = await startPrivateRedis();
    const procs: Spawned[] = [];
    let env: TestEnv | undefined;
    const cells: Cell[] = [];
    try {
      env = await createTestEnv({ WORKER_CONCURRENCY: '100', LOG_LEVEL: 'warn' }, { redisUrl: redis.url });
      const vendor = spawnTs('./fake-vendor-entry.ts', {});
      procs.push(vendor);
      const vendorUrl = `http://127.0.0.1:${(await vendor.waitFor(/listening \d+/)).split(' ')[1]}`;
      const procEnv = { ...env.env, FAKE_VENDOR_URL: vendorUrl, PORT: '0' };
      const worker = spawnTs('./test-worker-entry.ts', procEnv);
      const web = spawnTs('../bench/web-entry.ts', procEnv);
      procs.push(worker, web);
      await worker.waitFor(/ready/);
      const port = (await web.waitFor(/listening \d+/)).split(' ')[1];
      const base = `http://127.0.0.1:${port}/bench`;
      const pids = { web: web.child.pid ?? 0, worker: worker.child.pid ?? 0, vendor: vendor.child.pid ?? 0, redis: redis.pid };
      for (const mode of MODES) await load(`${base}/${mode}`, 8, 1); // warm up JIT, connections, queues
      const slices: (Cell & { round: number })[] = [];
      const loadAvg = [loadAverage()];
      for (let round = 0; round < ROUNDS; round++) {
        for (const concurrency of CONCURRENCIES) {
          // The modes alternate in order round by round, so a burst of load elsewhere hits each alike.
          for (const mode of roundOrder(MODES, round)) {
            const before = await redis.counters();
            const cpu = meterEach(pids);
            const r = await load(`${base}/${mode}`, concurrency, DURATION_S);
            const used = cpu.stop();
            const after = await redis.counters();
            const requests = r.requests;
            const per = (n: number): number | null => (mode === 'direct' || requests === 0 ? null : Math.round((n / requests) * 10) / 10);
            slices.push({
              round,
              mode,
              concurrency,
              rps: r.rps,
              p50: r.p50Ms,
              p99: r.p99Ms,
              errors: r.errors,
              redisCommandsPerRequest: per(after.commands - before.commands),
              redisRoundTripsPerRequest: per(after.roundTrips - before.roundTrips),
              cpuUsPerRequest: Object.fromEntries(Object.entries(used).map(([name, ms]) => [name, requests ? Math.round((ms * 1000) / requests) : 0])),
            });
          }
        }
        loadAvg.push(loadAverage());
      }
      // Each cell: the median of its rounds (errors summed).
      for (const concurrency of CONCURRENCIES) {
        for (const mode of MODES) {
          const xs = slices.filter((x) => x.mode === mode && x.concurrency === concurrency);
          const med = (f: (c: Cell) => number | null): number | null => (xs.some((x) => f(x) === null) ? null : median(xs.map((x) => f(x)!)));
          cells.push({
            mode,
            concurrency,
            rps: Math.round(med((x) => x.rps)!),
            p50: med((x) => x.p50)!,
            p99: med((x) => x.p99)!,
            errors: xs.reduce((n, x) => n + x.errors, 0),
            redisCommandsPerRequest: med((x) => x.redisCommandsPerRequest),
            redisRoundTripsPerRequest: med((x) => x.redisRoundTripsPerRequest),
            cpuUsPerRequest: Object.fromEntries(Object.keys(xs[0]!.cpuUsPerRequest).map((k) => [k, Math.round(med((x) => x.cpuUsPerRequest[k] ?? 0)!)])),
          });
        }
      }
      /** The median over rounds of a figure that compares two modes within one round. */
      const perRound = (f: (slice: (mode: Mode, c: number) => Cell) => number): number =>
        median(Array.from({ length: ROUNDS }, (_, round) => f((mode, c) => slices.find((x) => x.round === round && x.mode === mode && x.concurrency === c)!)));
      const rss = { webMiB: web.peakRssMiB(), workerMiB: worker.peakRssMiB() };
      const get = (mode: Mode, c: number): Cell => cells.find((x) => x.mode === mode && x.concurrency === c)!;
      const cpuOf = (c: Cell): number => Object.values(c.cpuUsPerRequest).reduce((a, b) => a + b, 0);
      const table: (string | number)[][] = [
        ['mode', 'c', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'redis cmds/req', 'redis round trips/req', 'cpu us/req web+worker+vendor+redis+load', 'vs direct'],
      ];
      for (const c of cells) {
        const u = c.cpuUsPerRequest;
        table.push([
          c.mode,
          c.concurrency,
          c.rps,
          c.p50,
          c.p99,
          c.errors,
          c.redisCommandsPerRequest ?? '-',
          c.redisRoundTripsPerRequest ?? '-',
          `${cpuOf(c)} = ${u.web}+${u.worker}+${u.vendor}+${u.redis}+${u.self}`,
          `${((c.rps / get('direct', c.concurrency).rps) * 100).toFixed(0)}%`,
        ]);
      }
      const ratio64 = perRound((at) => at('rpc', 64).rps / at('direct', 64).rps);
      const added50 = perRound((at) => at('rpc', 1).p50 - at('direct', 1).p50);
      const qeRatio64 = perRound((at) => at('qe', 64).rps / at('direct', 64).rps);
      const qeAdded50 = perRound((at) => at('qe', 1).p50 - at('direct', 1).p50);
      const commands64 = get('rpc', 64).redisCommandsPerRequest;
      const notes = [
        `${ROUNDS} rounds of ${DURATION_S} s per cell, the modes alternating; cells and ratios are medians of the rounds (ratios taken within each round); ` +
          `1-min load average ${loadAvg.map((l) => l.toFixed(1)).join(' -> ')}`,
        `rpc throughput at c=64: ${(ratio64 * 100).toFixed(1)}% of direct (goal >= 90%); QueueEvents baseline: ${(qeRatio64 * 100).toFixed(1)}%`,
        `rpc added p50 at c=1: ${added50.toFixed(2)} ms (goal < 0.7 ms); QueueEvents baseline: ${qeAdded50.toFixed(2)} ms`,
        `Redis commands per rpc call at c=64: ${commands64 ?? '-'} (goal <= 15)`,
        `CPU per call at c=64 (all our processes, the machine has ${os.cpus().length} cores): rpc ${cpuOf(get('rpc', 64))} us vs direct ${cpuOf(get('direct', 64))} us, so a CPU-bound ceiling ` +
          `of ${((cpuOf(get('direct', 64)) / Math.max(1, cpuOf(get('rpc', 64)))) * 100).toFixed(1)}% of direct`,
        `the same without the redis-server's CPU (Redis on a host of its own, as a managed Redis is): ` +
          `${((cpuOf(get('direct', 64)) / Math.max(1, cpuOf(get('rpc', 64)) - get('rpc', 64).cpuUsPerRequest.redis!)) * 100).toFixed(1)}%; the redis-server alone used ` +
          `${get('rpc', 64).cpuUsPerRequest.redis} us per rpc call`,
        `redis round trips = read events on the bench's own redis-server (one per batch a client wrote, pipelines and same-tick auto-pipelined commands once); commands include those run inside ` +
          `scripts`,
        `peak RSS: web ${rss.webMiB} MiB, worker ${rss.workerMiB} MiB; 1-min load average ${os.loadavg()[0]!.toFixed(2)}`,
      ];
      return {
        table,
        notes,
        json: {
          durationSeconds: DURATION_S,
          rounds: ROUNDS,
          loadAvg1m: loadAvg,
          cells,
          ratioC64: ratio64,
          addedP50C1Ms: added50,
          redisCommandsPerCallC64: commands64,
          qeRatioC64: qeRatio64,
          qeAddedP50C1Ms: qeAdded50,
          peakRss: rss,
        },
      };
    } finally {
      for (const p of procs) p.child.kill('SIGTERM');
      await Promise.all(procs.map((p) => p.exited));
      await env?.dropAll();
      await redis.stop();
    }
  },
};
