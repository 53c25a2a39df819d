import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A throwaway Redis Cluster of its own redis-server processes on 127.0.0.1 (masters only). */
export interface LocalRedisCluster {
  ports: number[];
  /** REDIS_CLUSTER_NODES for these masters. */
  nodes: string;
  /** Stops every redis-server and removes their files. */
  stop(): Promise<void>;
}

async function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** `count` spare ports whose cluster bus ports (port + 10000) are spare too. */
async function sparePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  let candidate = 20_000 + Math.floor(Math.random() * 9_000);
  while (ports.length < count) {
    if ((await portFree(candidate)) && (await portFree(candidate + 10_000))) ports.push(candidate);
    candidate++;
  }
  return ports;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Starts `masters` redis-server processes with cluster mode on, joins them with
 * `redis-cli --cluster create ... --cluster-replicas 0`, and waits for cluster_state:ok on each.
 */
export async function startRedisCluster(masters = 3): Promise<LocalRedisCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'cvs-cluster-'));
  const ports = await sparePorts(masters);
  const children: ChildProcess[] = ports.map((port) =>
    spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        `nodes-${port}.conf`,
        '--cluster-node-timeout',
        '5000',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
        '--protected-mode',
        'no',
      ],
      { stdio: 'ignore' },
    ),
  );
  const stop = async (): Promise<void> => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null || c.signalCode !== null) return resolve();
            c.once('exit', () => resolve());
            c.kill('SIGTERM');
          }),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const cli = (port: number, ...args: string[]) => run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args]);
    for (const port of ports) await until(`redis-server on ${port}`, async () => (await cli(port, 'PING')).stdout.trim() === 'PONG');
    await run('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '0', '--cluster-yes']);
    for (const port of ports) await until(`cluster_state:ok on ${port}`, async () => (await cli(port, 'CLUSTER', 'INFO')).stdout.includes('cluster_state:ok'));
    return { ports, nodes: ports.map((p) => `127.0.0.1:${p}`).join(','), stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
