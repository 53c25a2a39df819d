import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../fakes/infra.js';
import { spawnTs } from '../fakes/processes.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.dropAll();
});

describe('process entries at start', () => {
  it('stop with one clear line naming a bad variable, never a stack trace', async () => {
    const web = spawnTs('../../src/web.ts', { ...env.env, PORT: 'eighty' });
    const exit = await web.exited;
    expect(exit.code).toBe(1);
    expect(web.output().trim()).toBe('config error: PORT is invalid: Invalid input: expected number, received NaN (got "eighty")');
  });

  it('say in one line how to fix it when Redis does not answer', async () => {
    const worker = spawnTs('../../workers/main.ts', { ...env.env, REDIS_URL: 'redis://127.0.0.1:1' });
    const exit = await worker.exited;
    expect(exit.code).toBe(1);
    const lines = worker.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Redis does not answer at redis:\/\/127\.0\.0\.1:1.*start it with: redis-server .*--port 1 /);
  });

  it('a web process whose port is taken exits 1 with one line naming the port (it used to log "web listening" and stay up deaf)', async () => {
    const { server, port } = await holdPort();
    try {
      const web = spawnTs('../../src/web.ts', { ...env.env, PORT: String(port) });
      const exit = await web.exited;
      expect(exit.code).toBe(1);
      const lines = web.output().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toBe(`web: port ${port} on 0.0.0.0 is already in use (is another web process or npm start running?); stop it or set PORT`);
    } finally {
      server.close();
    }
  });

  it('a second npm start (its port taken) exits 1 with one line naming the port, starting nothing', async () => {
    const { server, port } = await holdPort();
    try {
      const start = spawnTs('../../src/start-all.ts', { ...env.env, PORT: String(port) });
      const exit = await start.exited;
      expect(exit.code).toBe(1);
      expect(start.output().trim()).toBe(
        `npm start: port ${port} on 0.0.0.0 is already in use (is another web process or npm start running?); stop it or set PORT`,
      );
    } finally {
      server.close();
    }
  });

  it('create a tenant from the CLI (npm run cli -- tenant:create)', async () => {
    const out = await new Promise<string>((resolve) => {
      const p = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'tenant:create', '--name', 'Cli Co', '--owner-email', 'o@cli.example'], {
        env: { ...process.env, ...env.env },
      });
      let s = '';
      p.stdout.on('data', (d: Buffer) => (s += d.toString()));
      p.on('exit', () => resolve(s));
    });
    expect(JSON.parse(out)).toEqual({ tenant_id: expect.any(Number), api_key: expect.stringMatching(/^sk_/) });
  });
});

/** Listens on a free port on every address, as a running web would. */
async function holdPort(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  return { server, port: (server.address() as { port: number }).port };
}
