import { Agent, request } from 'node:http';
import os from 'node:os';
import pg from 'pg';
import type { AccountConnectCall } from '../../../config/contract.js';
import { closeRedis, createRedis } from '../../../queues/connection.js';
import { QueueRegistry } from '../../../queues/registry.js';
import { RpcClient } from '../../../queues/rpc-client.js';
import { DEMO_PATH } from '../../../src/account-connect/address.js';
import { accountConnectEndpoint, botCall } from '../../../src/account-connect/calls.js';
import { createTestEnv, freePort, http, waitUntil } from '../../fakes/infra.js';
import { spawnTs } from '../../fakes/processes.js';
import { meterEach, processMs } from '../cpu-meter.js';
import { startPrivateRedis } from '../private-redis.js';
import { BENCH_ROUNDS, loadAverage, median, roundOrder } from '../rounds.js';
import type { BenchSection } from '../section.js';

/**
 * The full verification chain (verify-identity -> verify-otp -> account-summary -> orders) against the
 * built-in Account Connect demo, two ways, with real processes (web, and a worker running the partner
 * pool) on 127.0.0.1:
 *   service  the bot's path: /api/chatbot-api/* -> partner queue -> worker -> demo (same web process)
 *   direct   the same four calls straight to the demo: the yardstick
 *   hop      the chain's four partner calls alone, from the bench's own RpcClient through the partner
 *            queue and worker to the demo: no bot call, no verification. What the shape's hop costs by
 *            itself, so its ratio is the most the service's chain ratio could reach with a front that
 *            cost nothing.
 * Closed loop: `c` clients each run one chain after another; a chain counts only if all four answer
 * 200 with success true. On a redis-server of its own, so that each slice's CPU per chain can be told for
 * every process the chain uses: web, worker, redis-server, this database's PostgreSQL backends and the
 * bench's own client.
 */
/** Seconds of each slice: every (concurrency, mode) cell runs once per round, the modes alternating. */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 2);
const CONCURRENCIES = [1, 16] as const;
/** The chain ratio's goal at c=16 (issue 30). */
const CHAIN_GOAL = 0.35;
const MODES = ['direct', 'service', 'hop'] as const;
type Mode = (typeof MODES)[number];

const PEOPLE = [
  { full_name: 'Test Customer', postcode: 'TE5 7ST' },
  { full_name: 'Amelia Hart', postcode: 'BS1 5TR' },
  { full_name: 'Priya Shah', email: 'priya.shah@example.org' },
  { full_name: 'Daniel Okafor', mobile_number: '+44 7700 900208' },
];

/** The chain's four calls, in order, and the partner call each makes. */
const STEPS = ['verify-identity', 'verify-otp', 'account-summary', 'orders'] as const;
type Step = (typeof STEPS)[number];
const PARTNER_CALL: Readonly<Record<Step, AccountConnectCall>> = {
  'verify-identity': 'verify_identity',
  'verify-otp': 'verify_otp',
  'account-summary': 'account_summary',
  orders: 'orders',
};
/** One call of a chain: its success body, or null for anything else. */
type StepCall = (step: Step, body: unknown) => Promise<Record<string, unknown> | null>;

interface Cell {
  mode: Mode;
  concurrency: number;
  chainsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** p50 of each of the four calls (STEPS order) over the chains that answered, ms. */
  stepP50Ms: number[];
  failed: number;
  /** CPU (user + system) of the web and the worker process per chain that answered, ms. */
  webCpuMsPerChain: number;
  workerCpuMsPerChain: number;
  /** The same for the redis-server, the database's PostgreSQL backends and the bench's client, ms. */
  redisCpuMsPerChain: number;
  postgresCpuMsPerChain: number;
  clientCpuMsPerChain: number;
  /** Commands the redis-server ran (scripts' inner ones included) and the client writes it read, per chain (private-redis.ts). */
  redisCommandsPerChain: number;
  redisRoundTripsPerChain: number;
}

function post(agent: Agent, port: number, path: string, key: string, body: unknown): Promise<Record<string, unknown> | null> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'x-api-key': key },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
            resolve(res.statusCode === 200 && json.success === true ? json : null);
          } catch {
            resolve(null);
          }
        });
      },
    );
    req.on('error', () => resolve(null));
    req.end(payload);
  });
}

/** One chain; the time of each call (STEPS order) when all four answered, else null. */
async function chain(call: StepCall, i: number): Promise<number[] | null> {
  const took: number[] = [];
  const timed = async (step: Step, body: unknown): Promise<Record<string, unknown> | null> => {
    const t0 = process.hrtime.bigint();
    const json = await call(step, body);
    took.push(Number(process.hrtime.bigint() - t0) / 1e6);
    return json;
  };
  const vi = await timed('verify-identity', PEOPLE[i % PEOPLE.length]);
  if (!vi) return null;
  const vo = await timed('verify-otp', { otp_token: vi.otp_token, otp_code: '123456' });
  if (!vo) return null;
  const session = { session_token: vo.session_token };
  const summary = await timed('account-summary', session);
  const orders = summary && (await timed('orders', session));
  return orders ? took : null;
}

type Loop = Omit<
  Cell,
  'mode' | 'concurrency' | `${'web' | 'worker' | 'redis' | 'postgres' | 'client'}CpuMsPerChain` | `redis${'Commands' | 'RoundTrips'}PerChain`
> & {
  chains: number;
};

/** A mode's calls: over HTTP (its own keep-alive agent, closed by `end`), or through the bench's RpcClient. */
interface Caller {
  call: StepCall;
  end(): void;
}

function httpCaller(port: number, prefix: string, key: string, concurrency: number): Caller {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  return { call: (step, body) => post(agent, port, `${prefix}/${step}`, key, body), end: () => agent.destroy() };
}

async function closedLoopChains(caller: Caller, concurrency: number, seconds: number): Promise<Loop> {
  const latencies: number[] = [];
  const steps: number[][] = STEPS.map(() => []);
  let failed = 0;
  let n = 0;
  const started = process.hrtime.bigint();
  const endAt = started + BigInt(Math.round(seconds * 1e9));
  const loop = async (): Promise<void> => {
    while (process.hrtime.bigint() < endAt) {
      const t0 = process.hrtime.bigint();
      const took = await chain(caller.call, n++);
      if (!took) {
        failed++;
        continue;
      }
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      took.forEach((ms, s) => steps[s]!.push(ms));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  caller.end();
  latencies.sort((a, b) => a - b);
  const round2 = (ms: number): number => Math.round(ms * 100) / 100;
  const pct = (p: number): number => round2(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0);
  return {
    chains: latencies.length,
    chainsPerSecond: Math.round((latencies.length / elapsed) * 10) / 10,
    p50Ms: pct(50),
    p99Ms: pct(99),
    stepP50Ms: steps.map((xs) => round2(median(xs))),
    failed,
  };
}

export const accountConnectSection: BenchSection = {
  key: 'accountConnect',
  title: 'Account Connect chain (identity -> otp -> summary -> orders) against the built-in demo',
  async run() {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const redis = await startPrivateRedis();
    const env = await createTestEnv(
      {
        PORT: String(port),
        PUBLIC_BASE_URL: baseUrl,
        LOG_LEVEL: 'warn',
        DATABASE_POOL_MAX: '10',
        VERIFY_TENANT_RATE_PER_MINUTE: '1000000',
        WORKER_POOLS: 'account_connect',
        WORKER_CONCURRENCY: '64',
      },
      { redisUrl: redis.url },
    );
    const backends = new pg.Client({ connectionString: env.config.DATABASE_URL });
    await backends.connect();
    const web = spawnTs('../../src/web.ts', env.env);
    const worker = spawnTs('../../workers/main.ts', env.env);
    // The hop mode's caller side, as the web process has it (services.ts): a reply subscriber and the queues' connection.
    const rpcRedis = [
      createRedis(redis.url, { name: 'bench:rpc-replies', forBullmq: false }),
      createRedis(redis.url, { name: 'bench:queues', forBullmq: true, autoPipelining: true }),
    ] as const;
    const rpc = new RpcClient(rpcRedis[0], env.config.REDIS_PREFIX);
    const queues = new QueueRegistry(rpcRedis[1], env.config.REDIS_PREFIX);
    const partner = rpc.endpoint(accountConnectEndpoint(queues, env.config));
    const cells: Cell[] = [];
    try {
      await waitUntil('web', async () => (await http(baseUrl, 'GET', '/readyz')).status === 200);
      const created = await http(baseUrl, 'POST', '/api/admin/tenants', {
        headers: { 'X-Admin-Token': env.config.ADMIN_TOKEN },
        body: { name: 'Bench', owner_email: 'bench@example.com' },
      });
      const tenantKey = created.body.api_key as string;
      const tenantId = created.body.tenant_id as number;
      await waitUntil('worker and chain test', async () => {
        const put = await http(baseUrl, 'PUT', `/api/tenants/${tenantId}/account-connect`, {
          headers: { 'X-API-Key': tenantKey },
          body: { base_url: `${baseUrl}${DEMO_PATH}`, api_key: env.config.DEMO_API_KEY },
        });
        return put.body?.chain_test?.passed === true;
      });
      // The hop's calls carry the tenant's target as saved (its key sealed), as the service's do.
      const saved = await backends.query<{ base_url: string; header_name: string; api_key_sealed: string }>(
        'select base_url, header_name, api_key_sealed from account_connect_settings where tenant_id = $1',
        [tenantId],
      );
      const sealed = { baseUrl: saved.rows[0]!.base_url, headerName: saved.rows[0]!.header_name, apiKeySealed: saved.rows[0]!.api_key_sealed };
      const callers: Record<Mode, (concurrency: number) => Caller> = {
        direct: (c) => httpCaller(port, DEMO_PATH, env.config.DEMO_API_KEY, c),
        service: (c) => httpCaller(port, '/api/chatbot-api', tenantKey, c),
        hop: () => ({
          call: async (step, body) => {
            const outcome = await partner(botCall(tenantId, sealed, PARTNER_CALL[step], body as Record<string, unknown>));
            return outcome.kind === 'ok' ? outcome.data : null;
          },
          end: () => undefined,
        }),
      };
      for (const mode of MODES) await closedLoopChains(callers[mode](8), 8, 1); // warm up
      const pids = { web: web.child.pid ?? 0, worker: worker.child.pid ?? 0, redis: redis.pid };
      /** The database's backends (the processes' pools; this query's own left out). */
      const postgresPids = async (): Promise<number[]> =>
        (await backends.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map(
          (r) => r.pid,
        );
      const slice = async (mode: Mode, concurrency: number): Promise<Omit<Cell, 'mode' | 'concurrency'>> => {
        const pg0 = new Map((await postgresPids()).map((pid) => [pid, processMs(pid)]));
        const meter = meterEach(pids);
        const counted0 = await redis.counters();
        const { chains, ...loop } = await closedLoopChains(callers[mode](concurrency), concurrency, DURATION_S);
        const cpu = meter.stop();
        const counted1 = await redis.counters();
        const used = (ms: number): number => Math.round((ms / Math.max(1, chains)) * 100) / 100;
        // A backend opened during the slice counts from 0; one closed during it is lost (pools keep theirs).
        const postgresMs = [...new Set([...pg0.keys(), ...(await postgresPids())])].reduce((sum, pid) => sum + processMs(pid) - (pg0.get(pid) ?? 0), 0);
        return {
          ...loop,
          webCpuMsPerChain: used(cpu.web!),
          workerCpuMsPerChain: used(cpu.worker!),
          redisCpuMsPerChain: used(cpu.redis!),
          postgresCpuMsPerChain: used(postgresMs),
          clientCpuMsPerChain: used(cpu.self!),
          redisCommandsPerChain: used(counted1.commands - counted0.commands),
          redisRoundTripsPerChain: used(counted1.roundTrips - counted0.roundTrips),
        };
      };
      const slices: (Cell & { round: number })[] = [];
      const loadAvg = [loadAverage()];
      for (let round = 0; round < BENCH_ROUNDS; round++) {
        for (const concurrency of CONCURRENCIES) {
          for (const mode of roundOrder(MODES, round)) slices.push({ round, mode, concurrency, ...(await slice(mode, concurrency)) });
        }
        loadAvg.push(loadAverage());
      }
      // Each cell: the median of its rounds (failures summed); the ratio: the median of the rounds' ratios.
      for (const concurrency of CONCURRENCIES) {
        for (const mode of MODES) {
          const xs = slices.filter((x) => x.mode === mode && x.concurrency === concurrency);
          cells.push({
            mode,
            concurrency,
            chainsPerSecond: median(xs.map((x) => x.chainsPerSecond)),
            p50Ms: median(xs.map((x) => x.p50Ms)),
            p99Ms: median(xs.map((x) => x.p99Ms)),
            stepP50Ms: STEPS.map((_, s) => median(xs.map((x) => x.stepP50Ms[s]!))),
            failed: xs.reduce((n, x) => n + x.failed, 0),
            webCpuMsPerChain: median(xs.map((x) => x.webCpuMsPerChain)),
            workerCpuMsPerChain: median(xs.map((x) => x.workerCpuMsPerChain)),
            redisCpuMsPerChain: median(xs.map((x) => x.redisCpuMsPerChain)),
            postgresCpuMsPerChain: median(xs.map((x) => x.postgresCpuMsPerChain)),
            clientCpuMsPerChain: median(xs.map((x) => x.clientCpuMsPerChain)),
            redisCommandsPerChain: median(xs.map((x) => x.redisCommandsPerChain)),
            redisRoundTripsPerChain: median(xs.map((x) => x.redisRoundTripsPerChain)),
          });
        }
      }
      const at = (round: number, mode: Mode): Cell => slices.find((x) => x.round === round && x.mode === mode && x.concurrency === 16)!;
      const ratioOf = (mode: Mode): number =>
        median(Array.from({ length: BENCH_ROUNDS }, (_, round) => at(round, mode).chainsPerSecond / Math.max(0.1, at(round, 'direct').chainsPerSecond)));
      const ratio16 = ratioOf('service');
      const hopRatio16 = ratioOf('hop');
      const get = (mode: Mode, c: number): Cell => cells.find((x) => x.mode === mode && x.concurrency === c)!;
      const table: (string | number)[][] = [['mode', 'c', 'chains/s', 'p50 ms', 'p99 ms', 'failed', 'vs direct', 'web CPU ms/chain', 'worker CPU ms/chain']];
      for (const c of cells)
        table.push([
          c.mode,
          c.concurrency,
          c.chainsPerSecond,
          c.p50Ms,
          c.p99Ms,
          c.failed,
          `${((c.chainsPerSecond / get('direct', c.concurrency).chainsPerSecond) * 100).toFixed(0)}%`,
          c.webCpuMsPerChain,
          c.workerCpuMsPerChain,
        ]);
      const rss = { webMiB: web.peakRssMiB(), workerMiB: worker.peakRssMiB() };
      const cpuOf = (c: Cell): number => c.webCpuMsPerChain + c.workerCpuMsPerChain + c.redisCpuMsPerChain + c.postgresCpuMsPerChain + c.clientCpuMsPerChain;
      const cpuLine = (c: Cell): string =>
        `${cpuOf(c).toFixed(2)} ms = web ${c.webCpuMsPerChain} + worker ${c.workerCpuMsPerChain} + redis-server ${c.redisCpuMsPerChain} + ` +
        `postgres ${c.postgresCpuMsPerChain} + client ${c.clientCpuMsPerChain}`;
      /** What the goal's rate (CHAIN_GOAL of the direct one) leaves each chain of CPU: all the machine's cores, and the web's one. */
      const goalRate = CHAIN_GOAL * get('direct', 16).chainsPerSecond;
      const budget = { allMs: (os.cpus().length * 1000) / Math.max(0.1, goalRate), webMs: 1000 / Math.max(0.1, goalRate) };
      // The floor under the shape, estimated from this run's cells: the hop alone (its caller's side included), the bot's
      // HTTP client as the service mode has it, and the web handling each bot call at what a demo call costs it.
      const hop16 = get('hop', 16);
      const frontMs = get('direct', 16).webCpuMsPerChain;
      const floor = {
        allMs: cpuOf(hop16) + get('service', 16).clientCpuMsPerChain + frontMs,
        webMs: hop16.webCpuMsPerChain + hop16.clientCpuMsPerChain + frontMs,
      };
      const floorRate = Math.min((os.cpus().length * 1000) / floor.allMs, 1000 / floor.webMs);
      const floorRatio = floorRate / Math.max(0.1, get('direct', 16).chainsPerSecond);
      const notes = [
        `${BENCH_ROUNDS} rounds of ${DURATION_S} s per cell, the modes alternating; cells and the ratio are medians of the rounds; 1-min load average ${loadAvg.join(' -> ')}`,
        `through the service at c=16: ${get('service', 16).chainsPerSecond} chains/s (${(get('service', 16).chainsPerSecond * 4).toFixed(0)} API calls/s), ${(ratio16 * 100).toFixed(1)}% of ` +
          `calling the demo directly (goal >= ${CHAIN_GOAL * 100}%)`,
        `CPU per chain at c=16 (user + system from /proc over each slice, per chain answered; steadier under load than rates): through the service ${cpuLine(get('service', 16))}; ` +
          `directly ${cpuLine(get('direct', 16))}`,
        `the four partner calls alone through the hop (the bench's RpcClient -> partner queue -> worker -> demo; no bot call, no verification) at c=16: ` +
          `${hop16.chainsPerSecond} chains/s, ${(hopRatio16 * 100).toFixed(1)}% of calling the demo directly, the most the chain ratio can reach ` +
          `while each partner call takes that hop; CPU per chain ${cpuLine(hop16)} (client: the caller's side of the hop)`,
        `${CHAIN_GOAL * 100}% of calling the demo directly (${goalRate.toFixed(0)} chains/s) allows at most ${budget.allMs.toFixed(2)} ms of CPU a chain on ` +
          `${os.cpus().length} cores, and ${budget.webMs.toFixed(2)} ms of it in the one web process (one core); ` +
          `through the service now ${cpuOf(get('service', 16)).toFixed(2)} and ${get('service', 16).webCpuMsPerChain} ms`,
        `the floor under the shape (an estimate from the cells above, not a measurement): the hop alone, the bot's HTTP client, and four bot calls that ` +
          `cost the web only what four demo calls do (${frontMs} ms) come to ${floor.allMs.toFixed(2)} ms a chain, ${floor.webMs.toFixed(2)} of it in the web: ` +
          `at most ${floorRate.toFixed(0)} chains/s, ${(floorRatio * 100).toFixed(1)}% of calling the demo directly, with nothing left for ` +
          `authentication, validation, tokens, limits and the activity log`,
        `Redis per chain at c=16 (commands, script-internal ones included / client writes read): through the service ${get('service', 16).redisCommandsPerChain} / ` +
          `${get('service', 16).redisRoundTripsPerChain}, the hop alone ${hop16.redisCommandsPerChain} / ${hop16.redisRoundTripsPerChain}, ` +
          `directly ${get('direct', 16).redisCommandsPerChain} / ${get('direct', 16).redisRoundTripsPerChain}; ` +
          `at c=1 ${get('service', 1).redisCommandsPerChain} / ${get('service', 1).redisRoundTripsPerChain} and ` +
          `${get('direct', 1).redisCommandsPerChain} / ${get('direct', 1).redisRoundTripsPerChain}`,
        `p50 of each call at c=1 (${STEPS.join(', ')}), ms: through the service ${get('service', 1).stepP50Ms.join(' / ')}, the demo directly ` +
          `${get('direct', 1).stepP50Ms.join(' / ')}; what the service adds to one bot call: ` +
          `${STEPS.map((_, s) => (get('service', 1).stepP50Ms[s]! - get('direct', 1).stepP50Ms[s]!).toFixed(2)).join(' / ')}, of which the hop alone ` +
          `${STEPS.map((_, s) => (get('hop', 1).stepP50Ms[s]! - get('direct', 1).stepP50Ms[s]!).toFixed(2)).join(' / ')}`,
        "every service chain is 4 bot calls + 4 partner calls through the queue to the demo in the same web process, so the demo's own cost is inside the service figure",
        `peak RSS: web ${rss.webMiB} MiB, worker ${rss.workerMiB} MiB`,
      ];
      return {
        table,
        notes,
        json: {
          durationSeconds: DURATION_S,
          rounds: BENCH_ROUNDS,
          loadAvg1m: loadAvg,
          cells,
          chainRatio: ratio16,
          serviceVsDirectC16: ratio16,
          hopVsDirectC16: hopRatio16,
          floorEstimate: { ...floor, ratio: floorRatio },
          chainGoalCpuBudgetMs: budget,
          peakRss: rss,
        },
      };
    } finally {
      await rpc.close();
      await queues.close();
      await Promise.all(rpcRedis.map(closeRedis));
      web.child.kill('SIGTERM');
      worker.child.kill('SIGTERM');
      await Promise.all([web.exited, worker.exited]);
      await backends.end();
      await env.dropAll();
      await redis.stop();
    }
  },
};
