import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { checkRedis } from '../../src/services-check.js';
import { launchBrowser, shot } from '../browser/stack.js';
import { freePort } from '../fakes/infra.js';

/**
 * A newcomer on a fresh clone (issue 24): `git clone` of this checkout's committed HEAD into a
 * temporary folder, then README's quick-start command exactly as README writes it (`npm ci && npm
 * start`), with a Redis of its own (redis-server on a spare port) and a database of its own. /dashboard
 * must open to the sign-in page (not 503: the build is npm start's job), and the time from `npm start`
 * to the first verified preview answer is measured as the newcomer would take it: open the printed
 * sign-in link, Try your bot, the test customer, code 123456. npm ci reuses the machine's npm cache
 * (a real newcomer's first install downloads the packages once more).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
}, 180_000); // stopping npm start and dropping its database can take a while on a busy machine

/** The quick-start command README shows: the first line of its code block that starts `npm ci && npm start`. */
function readmeQuickStart(dir: string): string {
  const line = readFileSync(join(dir, 'README.md'), 'utf8')
    .split('\n')
    .find((l) => l.trim().startsWith('npm ci && npm start'));
  if (!line) throw new Error('README.md shows no `npm ci && npm start` line');
  return line.split('#')[0]!.trim();
}

function run(cmd: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}: ${err}`))));
  });
}

/** Waits until `child`'s output (kept in `out()`) matches `re`, or it exits. */
function waitForOutput(child: ChildProcess, out: () => string, re: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${re}; output:\n${out().slice(-4000)}`)), timeoutMs);
    const check = (): void => {
      const m = out().match(re);
      if (m) {
        clearTimeout(timer);
        resolve(m);
      }
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}) before ${re}; output:\n${out().slice(-4000)}`));
    });
    check();
  });
}

describe("README's quick start on a fresh clone", () => {
  it('serves the dashboard from `npm ci && npm start`, and a preview answers verified soon after', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cvs-clone-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const repo = join(dir, 'repo');
    await run('git', ['clone', '--quiet', ROOT, repo], dir);
    const command = readmeQuickStart(repo);
    expect(command).toBe('npm ci && npm start');

    // Its own Redis and its own database (npm start creates it).
    const [redisPort, webPort] = [await freePort(), await freePort()];
    const redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    cleanups.push(async () => void redis.kill('SIGTERM'));
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    for (let i = 0; i < 100 && (await checkRedis(redisUrl, { timeoutMs: 200 })) !== null; i++) await new Promise((r) => setTimeout(r, 100));
    const dbName = `cvs_quickstart_${randomBytes(4).toString('hex')}`;
    const dbUrl = new URL(ADMIN_URL);
    dbUrl.pathname = `/${dbName}`;
    cleanups.push(async () => {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists "${dbName}" with (force)`);
      await admin.end();
    });

    // The newcomer's shell: no test settings, Node 24 first on PATH.
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !/^(NODE_ENV|VITEST.*|TEST_.*|npm_.*)$/.test(k)) env[k] = v;
    Object.assign(env, {
      PATH: `${process.execPath.replace(/\/node$/, '')}:${process.env.PATH ?? ''}`,
      PORT: String(webPort),
      REDIS_URL: redisUrl,
      DATABASE_URL: dbUrl.toString(),
    });
    let out = '';
    const started = performance.now();
    const shell = spawn('bash', ['-c', command], { cwd: repo, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const stop = async (): Promise<void> => {
      // A shell ended by a signal has signalCode set and exitCode null: either means it is gone, and
      // waiting for an 'exit' that already happened would hang the cleanup.
      if (shell.exitCode !== null || shell.signalCode !== null) return;
      const exited = new Promise((r) => shell.once('exit', r));
      const killGroup = (signal: NodeJS.Signals): void => {
        try {
          process.kill(-shell.pid!, signal);
        } catch {
          // the group has already gone
        }
      };
      killGroup('SIGINT');
      const timer = setTimeout(() => killGroup('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    };
    cleanups.push(stop);
    let startAt = 0;
    const onData = (d: Buffer): void => {
      out += d.toString();
      if (!startAt && out.includes('> customer-verification-service@0.1.0 start')) startAt = performance.now();
    };
    shell.stdout.on('data', onData);
    shell.stderr.on('data', onData);

    const link = (
      await waitForOutput(
        shell,
        () => out,
        /Ready: web \+ worker \+ clock are running\.[\s\S]*?(http:\/\/127\.0\.0\.1:\d+\/dashboard\/sign-in\?token=\S+)/,
        300_000,
      )
    )[1]!;
    const readyAt = performance.now();
    const base = `http://127.0.0.1:${webPort}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const dashboard = await fetch(`${base}/dashboard/sign-in`);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toMatch(/<div id="app">/);
    expect(out).toMatch(/Account Connect: All five steps passed/);

    const browser = await launchBrowser();
    cleanups.push(() => browser.close());
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(`${base}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Sign in to your dashboard' }).waitFor();
    await shot(page, 'quick-start-01-sign-in');
    // As README says: open the sign-in link npm start printed, then Try your bot with the test customer.
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Get started' }).waitFor();
    // The seeded demo tenant in its real state: its data connected and its verifier chosen and working.
    await page.getByTestId('checklist-progress').filter({ hasText: '2 of 5 done' }).waitFor();
    await page.getByTestId('verifier-now').filter({ hasText: 'Account Connect verifies your customers.' }).waitFor();
    await shot(page, 'quick-start-02-get-started');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Try your bot' }).click();
    await page.getByRole('button', { name: 'Start a preview conversation' }).click();
    await page.getByRole('button', { name: 'Use the test customer' }).click();
    await page.getByRole('button', { name: 'Run verify_identity' }).click();
    await page.getByLabel('Code', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Run verify_otp' }).click();
    await page.locator('article[data-tool="verify_otp"]').filter({ hasText: '"success": true' }).waitFor({ timeout: 60_000 });
    const verifiedAt = performance.now();
    await shot(page, 'quick-start-03-first-verified-preview');

    const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
    process.stdout.write(
      `quick start on a fresh clone: npm ci ${s(startAt - started)}, npm start to "Ready" ${s(readyAt - startAt)}, ` +
        `npm start to the first verified preview answer ${s(verifiedAt - startAt)} (clicks included, reading time not)\n`,
    );
    await stop();
    expect(shell.exitCode ?? shell.signalCode).not.toBeNull();
  }, 420_000);
});
