import { spawn } from 'node:child_process';
import { createRedis, closeRedis, type RedisClient } from '../../queues/connection.js';
import { freePort, waitUntil } from '../fakes/infra.js';

/**
 * A redis-server of the bench's own (127.0.0.1, no persistence), so the counters it reads belong to
 * the measured processes alone: the shared Redis also serves other people's tests.
 *
 * `counters()` reads INFO:
 *   commands    every command executed (INFO commandstats calls, commands run inside scripts included);
 *   roundTrips  read events the server processed (INFO stats total_reads_processed): each is one read of
 *               a client socket, i.e. one batch a client wrote and then waited on. Commands a client
 *               pipelines (or ioredis auto-pipelines within one tick) count once; the bench's own INFO
 *               calls count too (two per measurement, negligible beside thousands of calls).
 */
export interface PrivateRedis {
  url: string;
  pid: number;
  counters(): Promise<{ commands: number; roundTrips: number }>;
  stop(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  let stats: RedisClient | undefined;
  const stop = async (): Promise<void> => {
    if (stats) await closeRedis(stats);
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  };
  try {
    const probe = createRedis(url, { name: 'bench-redis-stats' });
    probe.on('error', () => undefined);
    stats = probe;
    await waitUntil('private redis-server', async () => (await probe.ping()) === 'PONG', 10_000);
  } catch (err) {
    await stop();
    throw err;
  }
  const client = stats;
  return {
    url,
    pid: child.pid ?? 0,
    async counters() {
      const info = `${await client.info('commandstats')}\n${await client.info('stats')}`;
      let commands = 0;
      for (const m of info.matchAll(/^cmdstat_[^:]+:calls=(\d+)/gm)) commands += Number(m[1]);
      return { commands, roundTrips: Number(/total_reads_processed:(\d+)/.exec(info)?.[1] ?? 0) };
    },
    stop,
  };
}
