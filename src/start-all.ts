import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit, type Config } from '../config/env.js';
import { buildDashboard, dashboardBuildState, viteBin } from './dashboard-build.js';
import { migrateUp } from './db/orm.js';
import { seedDemoVendorConnection } from './wiring/demo-vendor.js';
import { buildDashboardAuth } from './wiring/dashboard-auth.js';
import { DEMO_TENANT, seedDemoTenant } from './wiring/demo-tenant.js';
import { createLogger } from './logger.js';
import { openServices } from './services.js';
import { checkPostgres, checkRedis } from './services-check.js';
import { forwardUntil, postOwn, waitForReadyz } from './start-ready.js';
import { LISTEN_HOST, portProblem, runMain } from './startup.js';

/**
 * `npm start`: the whole service in one terminal for a newcomer. Checks the port, Redis and Postgres
 * (creating the database if the server answers without it) while the dashboard is built when it is
 * missing or stale, applies migrations, seeds the demo tenant, runs web + worker + clock as child
 * processes, waits until the web's /readyz answers 200 and the worker has started, tests the demo's
 * Account Connect and Demo vendor so the dashboard shows their real state, and only then prints the
 * banner ("ready") with the key, a sign-in link and the first calls. Ctrl-C stops all three.
 */
const ENTRIES = {
  web: '../src/web.ts',
  worker: '../workers/main.ts',
  clock: '../src/clock-process.ts',
} as const;

const READY_TIMEOUT_MS = 180_000;
const say = (line: string): boolean => process.stdout.write(`${line}\n`);

/** Builds dist/dashboard when it is missing or older than src/dashboard; resolves a line to print when it could not. */
async function dashboardReady(signal: AbortSignal): Promise<string | null> {
  const state = dashboardBuildState();
  if (state === 'fresh') return null;
  if (!viteBin()) return 'The dashboard is not built and Vite is not installed (install with npm ci, dev dependencies included): /dashboard answers 503.';
  say(`Building the dashboard (${state === 'missing' ? 'first start' : 'src/dashboard changed'}; it takes up to a minute)...`);
  const started = performance.now();
  try {
    await buildDashboard(undefined, signal);
  } catch (err) {
    if (signal.aborted) return null;
    return `The dashboard could not be built, so /dashboard answers 503: ${(err as Error).message.split('\n').slice(0, 6).join(' ')}`;
  }
  say(`Dashboard built in ${Math.round((performance.now() - started) / 1000)} s.`);
  return null;
}

/** The demo tenant's Account Connect chain test and its Demo vendor's connection test, run now that the workers answer. */
async function testTheDemo(base: string, demo: { tenantId: number; apiKey: string }, vendorId: number | null): Promise<string[]> {
  const [chain, vendor] = await Promise.all([
    postOwn(base, `/api/tenants/${demo.tenantId}/account-connect/test`, demo.apiKey, 60_000),
    vendorId === null ? Promise.resolve(null) : postOwn(base, `/api/tenants/${demo.tenantId}/connectors/${vendorId}/test`, demo.apiKey, 60_000),
  ]);
  const lines: string[] = [];
  if (chain) lines.push(`  Account Connect: ${String(chain.message)}`);
  if (vendor) lines.push(`  Demo vendor:  ${String(vendor.message)}`);
  return lines;
}

function banner(config: Config, demo: { tenantId: number; apiKey: string }, signInLink: string, demoLines: string[]): string {
  const base = config.PUBLIC_BASE_URL;
  return [
    '',
    'Ready: web + worker + clock are running.',
    `  web:          ${base}   (API reference: ${base}/docs)`,
    `  queues:       ${base}/admin/queues   (user any, password = ADMIN_TOKEN: ${config.NODE_ENV === 'production' ? '(set)' : config.ADMIN_TOKEN})`,
    `  demo tenant:  id ${demo.tenantId}`,
    `  API key:      ${demo.apiKey}`,
    ...demoLines,
    '',
    'Dashboard (sign-in link for the demo owner; works once, within 15 minutes):',
    `  ${signInLink}`,
    '  It opens on Get started (what to do next); Try your bot verifies the test customer (Test Customer, TE5 7ST, code 123456).',
    `  Another link: enter ${DEMO_TENANT.ownerEmail} at ${base}/dashboard/sign-in${
      config.NODE_ENV === 'development'
        ? `; without SMTP_URL it lands in the development outbox (${base}/dashboard/dev/outbox, linked from the sign-in page)`
        : ''
    },`,
    `  or run npm run cli -- dashboard:sign-in-link --tenant-id ${demo.tenantId}.`,
    '',
    'First calls:',
    `  curl -s ${base}/readyz`,
    `  curl -s ${base}/api/tenants/${demo.tenantId} -H 'X-API-Key: ${demo.apiKey}'`,
    '',
    'Ctrl-C stops everything.',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  // One machine, everything on loopback: in development the service may call its own address (the
  // demo vendor connection, webhooks to a local receiver) unless ALLOW_PRIVATE_TARGETS says otherwise.
  if ((process.env.NODE_ENV ?? 'development') === 'development' && !process.env.ALLOW_PRIVATE_TARGETS?.trim()) process.env.ALLOW_PRIVATE_TARGETS = 'true';
  const config = loadConfigOrExit();
  // A second npm start (or any process on PORT) is told so before anything else starts.
  const taken = await portProblem(config.PORT, LISTEN_HOST);
  if (taken) {
    process.stderr.write(`npm start: ${taken}\n`);
    process.exit(1);
  }
  const abortBuild = new AbortController();
  const built = dashboardReady(abortBuild.signal);
  for (const problem of await Promise.all([
    checkRedis(config.REDIS_URL, { clusterNodes: config.REDIS_CLUSTER_NODES }),
    checkPostgres(config.DATABASE_URL, { create: true }),
  ])) {
    if (problem) {
      abortBuild.abort();
      process.stderr.write(`${problem}\n`);
      process.exit(1);
    }
  }
  const services = await openServices(config, { name: 'start', logger: createLogger({ level: 'warn', name: 'start' }) });
  let demo: { tenantId: number; apiKey: string };
  let vendorId: number | null;
  let signInLink: string;
  try {
    await migrateUp(services.orm);
    demo = await seedDemoTenant(services);
    vendorId = await seedDemoVendorConnection(services, demo.tenantId);
    // A real single-use link (15 minutes) for the demo owner; ask for another on the sign-in page.
    signInLink = await buildDashboardAuth(services).signIn.linkFor(demo.tenantId);
  } catch (err) {
    abortBuild.abort();
    throw err;
  } finally {
    await services.close();
  }
  const buildProblem = await built;
  if (buildProblem) process.stderr.write(`${buildProblem}\n`);

  say('Starting web, worker and clock...');
  let stopping = false;
  const children: ChildProcess[] = [];
  let workerStarted: Promise<boolean> = Promise.resolve(true);
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const file = fileURLToPath(new URL(entry, import.meta.url));
    // The worker's output is watched for "worker started" (and copied through as it comes).
    const watched = name === 'worker';
    const child = spawn(process.execPath, ['--import', 'tsx', file], { stdio: ['inherit', watched ? 'pipe' : 'inherit', 'inherit'], env: process.env });
    // At a log level above info the worker never says it started: /readyz and the demo's tests are the wait then.
    if (watched)
      workerStarted = forwardUntil(
        child.stdout!,
        process.stdout,
        /"msg":"worker started"/,
        ['warn', 'error', 'fatal', 'silent'].includes(config.LOG_LEVEL) ? 0 : READY_TIMEOUT_MS,
      );
    child.on('exit', (code, signal) => {
      if (!stopping) {
        process.stderr.write(`${name} exited (${signal ?? code}); stopping the rest\n`);
        stopAll(1);
      }
    });
    children.push(child);
  }
  const stopAll = (code: number): void => {
    if (stopping) return;
    stopping = true;
    for (const c of children) c.kill('SIGTERM');
    let left = children.length;
    for (const c of children) c.once('exit', () => --left === 0 && process.exit(code));
    setTimeout(() => process.exit(code), 12_000).unref();
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  // The banner's first curl must answer: wait for /readyz on the address the web listens on.
  const local = `http://127.0.0.1:${config.PORT}`;
  const [ready] = await Promise.all([waitForReadyz(local, READY_TIMEOUT_MS, () => stopping), workerStarted]);
  if (stopping) return;
  if (!ready) {
    process.stderr.write(`npm start: the web process did not answer ${local}/readyz within ${READY_TIMEOUT_MS / 1000} s; stopping\n`);
    stopAll(1);
    return;
  }
  const demoLines = await testTheDemo(local, demo, vendorId);
  if (!stopping) say(banner(config, demo, signInLink, demoLines));
}

await runMain('npm start', main);
