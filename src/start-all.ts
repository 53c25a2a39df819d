import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from '../config/env.js';
import { migrateUp } from './db/orm.js';
import { seedDemoVendorConnection } from './wiring/demo-vendor.js';
import { buildDashboardAuth } from './wiring/dashboard-auth.js';
import { DEMO_TENANT, seedDemoTenant } from './wiring/demo-tenant.js';
import { createLogger } from './logger.js';
import { openServices } from './services.js';
import { checkPostgres, checkRedis } from './services-check.js';
import { portProblem, runMain } from './startup.js';

/**
 * `npm start`: the whole service in one terminal for a newcomer. Checks Redis and Postgres (creating
 * the database if the server answers without it), applies migrations, seeds the demo tenant, prints
 * its key and a first curl, then runs web + worker + clock as child processes until Ctrl-C.
 */
const ENTRIES = {
  web: '../src/web.ts',
  worker: '../workers/main.ts',
  clock: '../src/clock-process.ts',
} as const;

async function main(): Promise<void> {
  // One machine, everything on loopback: in development the service may call its own address (the
  // demo vendor connection, webhooks to a local receiver) unless ALLOW_PRIVATE_TARGETS says otherwise.
  if ((process.env.NODE_ENV ?? 'development') === 'development' && !process.env.ALLOW_PRIVATE_TARGETS?.trim()) process.env.ALLOW_PRIVATE_TARGETS = 'true';
  const config = loadConfigOrExit();
  // A second npm start (or any process on PORT) is told so before anything else starts.
  const taken = await portProblem(config.PORT, '0.0.0.0');
  if (taken) {
    process.stderr.write(`npm start: ${taken}\n`);
    process.exit(1);
  }
  for (const problem of await Promise.all([
    checkRedis(config.REDIS_URL, { clusterNodes: config.REDIS_CLUSTER_NODES }),
    checkPostgres(config.DATABASE_URL, { create: true }),
  ])) {
    if (problem) {
      process.stderr.write(`${problem}\n`);
      process.exit(1);
    }
  }
  const services = await openServices(config, { name: 'start', logger: createLogger({ level: 'warn', name: 'start' }) });
  let demo: { tenantId: number; apiKey: string };
  let signInLink: string;
  try {
    await migrateUp(services.orm);
    demo = await seedDemoTenant(services);
    await seedDemoVendorConnection(services, demo.tenantId);
    // A real single-use link (15 minutes) for the demo owner; ask for another on the sign-in page.
    signInLink = await buildDashboardAuth(services).signIn.linkFor(demo.tenantId);
  } finally {
    await services.close();
  }

  const children: ChildProcess[] = [];
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const file = fileURLToPath(new URL(entry, import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => {
      if (!stopping) {
        process.stderr.write(`${name} exited (${signal ?? code}); stopping the rest\n`);
        stopAll(1);
      }
    });
    children.push(child);
  }
  let stopping = false;
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

  const base = config.PUBLIC_BASE_URL;
  process.stdout.write(
    [
      '',
      'Service starting: web + worker + clock.',
      `  web:          ${base}   (API reference: ${base}/docs)`,
      `  queues:       ${base}/admin/queues   (user any, password = ADMIN_TOKEN: ${config.NODE_ENV === 'production' ? '(set)' : config.ADMIN_TOKEN})`,
      `  demo tenant:  id ${demo.tenantId}`,
      `  API key:      ${demo.apiKey}`,
      '',
      'Dashboard (sign-in link for the demo owner; works once, within 15 minutes):',
      `  ${signInLink}`,
      `  Another link: enter ${DEMO_TENANT.ownerEmail} at ${base}/dashboard/sign-in (emailed; without SMTP_URL run`,
      `  npm run cli -- dashboard:sign-in-link --tenant-id ${demo.tenantId}). Emails and texts sent in development: ${base}/dashboard/dev/outbox`,
      '',
      'First calls:',
      `  curl -s ${base}/readyz`,
      `  curl -s ${base}/api/tenants/${demo.tenantId} -H 'X-API-Key: ${demo.apiKey}'`,
      '',
      'Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
}

await runMain('npm start', main);
