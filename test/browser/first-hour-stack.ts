import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import pg from 'pg';
import { createTestEnv, freePort, type TestEnv } from '../fakes/infra.js';
import { spawnTs, type Spawned } from '../fakes/processes.js';
import { startReceiver, type FakeReceiver } from '../fakes/webhook-receiver.js';
import { SHOTS, launchBrowser, until } from './stack.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A newcomer's machine: the real web and worker processes in development (NODE_ENV=development, no
 * SMTP_URL, so every email and text goes only to the development outbox), a tenant created with the
 * CLI as README says, and a loopback webhook receiver. Nothing is seeded: the owner connects
 * everything from the dashboard.
 */
export interface FirstHourStack {
  env: TestEnv;
  webUrl: string;
  web: Spawned;
  worker: Spawned;
  receiver: FakeReceiver;
  browser: Browser;
  tenant: { tenantId: number; apiKey: string; email: string };
  /** Runs a query on the stack's database (to check what was and was not recorded). */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** `npm run cli -- tenant:create ...` (the same entry, run with tsx): its JSON answer. */
async function cliCreateTenant(env: Record<string, string>, name: string, email: string): Promise<{ tenant_id: number; api_key: string }> {
  const out = await new Promise<string>((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'tenant:create', '--name', name, '--owner-email', email], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let s = '';
    let e = '';
    p.stdout.on('data', (d: Buffer) => (s += d.toString()));
    p.stderr.on('data', (d: Buffer) => (e += d.toString()));
    p.on('exit', (code) => (code === 0 ? resolve(s) : reject(new Error(`cli exited ${code}: ${e}`))));
  });
  return JSON.parse(out) as { tenant_id: number; api_key: string };
}

export async function startFirstHourStack(): Promise<FirstHourStack> {
  mkdirSync(SHOTS, { recursive: true });
  const [receiver, port] = await Promise.all([startReceiver(), freePort()]);
  const webUrl = `http://127.0.0.1:${port}`;
  const env = await createTestEnv({ NODE_ENV: 'development', PORT: String(port), PUBLIC_BASE_URL: webUrl, WEBHOOK_RETRY_DELAYS_MS: '200,400' });
  const worker = spawnTs('../../workers/main.ts', { ...env.env, LOG_LEVEL: 'info' });
  const web = spawnTs('../../src/web.ts', { ...env.env, LOG_LEVEL: 'warn' });
  const email = 'owner@harbour-bikes.example';
  const [created] = await Promise.all([
    cliCreateTenant(env.env, 'Harbour Bikes', email),
    worker.waitFor(/worker started/, 90_000),
    until(async () => (await fetch(`${webUrl}/readyz`)).ok, `the web process at ${webUrl}\n${web.output()}`, 90_000),
  ]);
  const browser = await launchBrowser();
  return {
    env,
    webUrl,
    web,
    worker,
    receiver,
    browser,
    tenant: { tenantId: created.tenant_id, apiKey: created.api_key, email },
    async query<T>(sql: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: env.config.DATABASE_URL });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async close() {
      await browser.close().catch(() => undefined);
      for (const p of [web, worker]) {
        if (p.child.exitCode === null) {
          p.child.kill('SIGTERM');
          const timer = setTimeout(() => p.child.kill('SIGKILL'), 12_000);
          await p.exited;
          clearTimeout(timer);
        }
      }
      await receiver.close().catch(() => undefined);
      await env.dropAll();
    },
  };
}

/** Runs a snippet as the dashboard shows it, with bash in the repository folder; its stdout (throws with stderr when it fails). */
export async function runSnippet(text: string, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const p = spawn('bash', ['-c', text], { cwd: ROOT, env: { ...process.env, PATH: `${process.execPath.replace(/\/node$/, '')}:${process.env.PATH ?? ''}` } });
    let out = '';
    let err = '';
    const timer = setTimeout(() => p.kill('SIGKILL'), timeoutMs);
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`snippet exited ${code}:\n${err}\n${out}`));
    });
  });
}
