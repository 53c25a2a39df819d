import { createTestEnv, type TestEnv } from '../fakes/infra.js';
import { startOwnPostgres, startOwnRedis, sparePort, type OwnStore } from '../fakes/own-stores.js';
import { spawnTs, type Spawned } from '../fakes/processes.js';

/**
 * What every fault section shares: a Redis (append-only, so a stop keeps its data, as in production)
 * and a PostgreSQL cluster of the suite's own on spare loopback ports, a migrated database, the real
 * web process on its own port, worker processes, and every process's output kept for the log scan.
 */
export interface Faults {
  redis: OwnStore;
  postgres: OwnStore & { adminUrl: string };
  env: TestEnv;
  webUrl: string;
  /** Every string that must never show in a log: keys, tokens, codes, secrets used during the run. */
  secrets: Set<string>;
  /** Output of every process started, for the scan at the end. */
  logs: { name: string; output(): string }[];
  startWorker(name: string, extra?: Record<string, string>): Promise<Spawned>;
  /** `opts.wrap`: a command prefix the process runs under (own-hosts.ts: a hosts file of its own). */
  spawn(name: string, entry: string, extra?: Record<string, string>, opts?: { wrap?: readonly string[] }): Spawned;
  close(): Promise<void>;
}

/** The worker settings of the run (the suite's, beside the defaults they replace). */
export const WORKER_ENV = {
  WORKER_CONCURRENCY: '20',
  // Locks of the non-otp pools shortened so kill sections end within the suite's budget (default 30 s / 15 s).
  JOB_LOCK_MS: '10000',
  STALLED_CHECK_MS: '5000',
  WEBHOOK_RETRY_DELAYS_MS: '500,1000',
  WEBHOOK_TIMEOUT_MS: '3000',
} as const;

export async function startFaults(smtpUrl: string): Promise<Faults> {
  const [redis, postgres] = await Promise.all([startOwnRedis({ persist: true }), startOwnPostgres()]);
  const port = await sparePort();
  const webUrl = `http://127.0.0.1:${port}`;
  const env = await createTestEnv(
    {
      LOG_LEVEL: 'info',
      PUBLIC_BASE_URL: webUrl,
      PORT: String(port),
      SMTP_URL: smtpUrl,
      DATABASE_POOL_MAX: '10',
      ACCOUNT_CONNECT_TIMEOUT_MS: '5000',
      VERIFY_TENANT_RATE_PER_MINUTE: '1000000',
    },
    { adminUrl: postgres.adminUrl, redisUrl: redis.url },
  );
  const secrets = new Set<string>([env.config.ADMIN_TOKEN, ...env.config.ENCRYPTION_KEY.flatMap((k) => [k.key.toString('base64'), k.key.toString('hex')])]);
  const logs: Faults['logs'] = [];
  const all: Spawned[] = [];
  const spawn = (name: string, entry: string, extra: Record<string, string> = {}, opts: { wrap?: readonly string[] } = {}): Spawned => {
    const p = spawnTs(entry, { ...env.env, ...extra }, opts);
    all.push(p);
    logs.push({ name, output: () => p.output() });
    return p;
  };
  const web = spawn('web', '../../src/web.ts');
  await web.waitFor(/web listening/, 90_000);
  return {
    redis,
    postgres,
    env,
    webUrl,
    secrets,
    logs,
    spawn,
    async startWorker(name, extra = {}) {
      const w = spawn(name, '../../workers/main.ts', { ...WORKER_ENV, ...extra });
      await w.waitFor(/worker started/, 90_000);
      return w;
    },
    async close() {
      for (const p of all) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
      await env.dropAll().catch(() => undefined);
      await Promise.allSettled([redis.destroy(), postgres.destroy()]);
    },
  };
}

/** One row of the suite's table. */
export interface FaultRow {
  section: string;
  load: string;
  fault: string;
  lost: number;
  duplicated: string;
  fiveXx: number;
  worstWaitMs: number;
  recoveryMs: number | null;
  /** What the section checked besides the columns, and whether it held. */
  notes: string[];
  ok: boolean;
}

export async function timedFetch(url: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<{ status: number; body: unknown; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 30_000) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body, ms: performance.now() - started };
  } catch {
    return { status: 0, body: 'no answer', ms: performance.now() - started };
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
