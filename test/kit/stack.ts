import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { seedDemoVendorConnection } from '../../src/connectors/demo-vendor-seed.js';
import { seedDemoTenant } from '../../src/demo-seed.js';
import { createTestEnv, freePort, http, openTestServices, waitUntil, type TestEnv } from '../fakes/infra.js';
import { spawnTs, type Spawned } from '../fakes/processes.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * What a bot builder has after `npm start` and the quickstart's first steps: the real web and worker
 * processes, the demo tenant (Account Connect on the built-in demo, and its Demo vendor connection), and
 * that connection tested and chosen to verify customers, so codes really go out (to the development outbox).
 */
export interface KitStack {
  env: TestEnv;
  webUrl: string;
  web: Spawned;
  worker: Spawned;
  tenantId: number;
  apiKey: string;
  demoVendorId: number;
  close(): Promise<void>;
}

export async function startKitStack(): Promise<KitStack> {
  const port = await freePort();
  const webUrl = `http://127.0.0.1:${port}`;
  const env = await createTestEnv({ PORT: String(port), PUBLIC_BASE_URL: webUrl });
  const seeding = await openTestServices(env, { rpc: false, name: 'kit-seed' });
  let demo: { tenantId: number; apiKey: string };
  let demoVendorId: number;
  try {
    demo = await seedDemoTenant(seeding);
    demoVendorId = (await seedDemoVendorConnection(seeding, demo.tenantId))!;
  } finally {
    await seeding.close();
  }
  const worker = spawnTs('../../workers/main.ts', { ...env.env, WORKER_POOLS: 'vendor,partner,otp', LOG_LEVEL: 'info' });
  const web = spawnTs('../../src/web.ts', { ...env.env, LOG_LEVEL: 'warn' });
  const stack: KitStack = {
    env,
    webUrl,
    web,
    worker,
    ...demo,
    demoVendorId,
    async close() {
      for (const p of [web, worker]) {
        if (p.child.exitCode === null && p.child.signalCode === null) {
          p.child.kill('SIGTERM');
          const timer = setTimeout(() => p.child.kill('SIGKILL'), 12_000);
          await p.exited;
          clearTimeout(timer);
        }
      }
      await env.dropAll();
    },
  };
  try {
    await waitUntil(`the web process at ${webUrl}`, async () => (await fetch(`${webUrl}/readyz`)).ok, 60_000);
    await worker.waitFor(/worker started/, 60_000);
    const key = { headers: { 'x-api-key': demo.apiKey } };
    const connection = `/api/tenants/${demo.tenantId}/connectors/${demoVendorId}`;
    const tested = await http(webUrl, 'POST', `${connection}/test`, key);
    if (tested.body.connection?.status !== 'working') throw new Error(`the Demo vendor connection does not work: ${JSON.stringify(tested.body)}`);
    const chosen = await http(webUrl, 'POST', `${connection}/use-to-verify`, key);
    if (chosen.status !== 200) throw new Error(`use-to-verify: ${chosen.status} ${JSON.stringify(chosen.body)}`);
  } catch (err) {
    await stack.close();
    throw err;
  }
  return stack;
}

/** A process run to its end: exit code and everything it printed. */
export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command in the repository folder with `env` added, up to `timeoutMs`. */
export function runCommand(command: string, args: string[], env: Record<string, string>, timeoutMs = 60_000): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')} did not finish in ${timeoutMs} ms:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Runs a TypeScript file of the repository with node and tsx, as `npx tsx <file>` does. */
export function runTs(file: string, env: Record<string, string>, timeoutMs?: number): Promise<Finished> {
  return runCommand(process.execPath, ['--import', 'tsx', file], env, timeoutMs);
}
