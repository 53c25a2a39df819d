import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTestEnv, freePort, http, waitUntil, type TestEnv } from '../fakes/infra.js';
import { spawnTs, type Spawned } from '../fakes/processes.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * What a bot builder has after `npm start` and the quickstart's first steps: `npm start` itself
 * (src/start-all.ts: migrations, the demo tenant with Account Connect on the built-in demo and its Demo
 * vendor connection, then the web, worker and clock processes), with that connection tested and chosen
 * to verify customers, so codes really go out (to the development outbox).
 */
export interface KitStack {
  env: TestEnv;
  webUrl: string;
  start: Spawned;
  tenantId: number;
  apiKey: string;
  demoVendorId: number;
  close(): Promise<void>;
}

export async function startKitStack(): Promise<KitStack> {
  const port = await freePort();
  const webUrl = `http://127.0.0.1:${port}`;
  const env = await createTestEnv({ PORT: String(port), PUBLIC_BASE_URL: webUrl });
  // Info level: the worker says "worker started" once its pools take jobs.
  const start = spawnTs('../../src/start-all.ts', { ...env.env, LOG_LEVEL: 'info' });
  const stack: KitStack = {
    env,
    webUrl,
    start,
    tenantId: 0,
    apiKey: '',
    demoVendorId: 0,
    async close() {
      if (start.child.exitCode === null && start.child.signalCode === null) {
        start.child.kill('SIGTERM');
        const timer = setTimeout(() => start.child.kill('SIGKILL'), 15_000);
        await start.exited;
        clearTimeout(timer);
      }
      await env.dropAll();
    },
  };
  try {
    stack.tenantId = Number(/demo tenant: +id (\d+)/.exec(await start.waitFor(/demo tenant: +id \d+/, 90_000))![1]);
    stack.apiKey = /API key: +(sk_\S+)/.exec(await start.waitFor(/API key: +sk_\S+/, 10_000))![1]!;
    await waitUntil(`the web process at ${webUrl}`, async () => (await fetch(`${webUrl}/readyz`)).ok, 60_000);
    await start.waitFor(/worker started/, 60_000);
    const key = { headers: { 'x-api-key': stack.apiKey } };
    const listed = await http(webUrl, 'GET', `/api/tenants/${stack.tenantId}/connectors`, key);
    stack.demoVendorId = (listed.body.connections as { id: number; connector: string }[]).find((c) => c.connector === 'demo_vendor')!.id;
    const connection = `/api/tenants/${stack.tenantId}/connectors/${stack.demoVendorId}`;
    const tested = await http(webUrl, 'POST', `${connection}/test`, key);
    if (tested.body.connection?.status !== 'working') throw new Error(`the Demo vendor connection does not work: ${JSON.stringify(tested.body)}`);
    const chosen = await http(webUrl, 'POST', `${connection}/use-to-verify`, key);
    if (chosen.status !== 200) throw new Error(`use-to-verify: ${chosen.status} ${JSON.stringify(chosen.body)}`);
  } catch (err) {
    await stack.close();
    throw new Error(`npm start did not come up:\n${start.output().slice(-4000)}`, { cause: err });
  }
  return stack;
}

/** The most recent order of a demo customer, asked of the built-in demo's vendor API itself (the oracle answers are checked against). */
export async function latestDemoOrder(stack: KitStack, email: string): Promise<string> {
  const key = { headers: { 'x-api-key': stack.env.config.DEMO_API_KEY } };
  const demo = '/api/account-connect-demo/v1/vendor';
  const customers = await http(stack.webUrl, 'GET', `${demo}/customers?email=${encodeURIComponent(email)}`, key);
  const id = String(customers.body.customers[0].id);
  const orders = await http(stack.webUrl, 'GET', `${demo}/orders?customer_id=${encodeURIComponent(id)}`, key);
  return String(orders.body.orders[0].id);
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
