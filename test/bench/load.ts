import { Agent, request } from 'node:http';

/**
 * A closed-loop HTTP load generator: `connections` loops each send one GET, wait for the whole reply,
 * and send the next, for `seconds`. Latencies are measured with hrtime in microseconds, because the
 * targets here are sub-millisecond (autocannon reports whole milliseconds).
 */
export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function once(agent: Agent, url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ agent, host: url.hostname, port: url.port, path: url.pathname, method: 'GET' }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode === 200));
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

export async function closedLoop(target: string, connections: number, seconds: number): Promise<LoadResult> {
  const url = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latenciesUs: number[] = [];
  let errors = 0;
  const started = process.hrtime.bigint();
  const endAt = started + BigInt(Math.round(seconds * 1e9));
  const loop = async (): Promise<void> => {
    while (process.hrtime.bigint() < endAt) {
      const t0 = process.hrtime.bigint();
      const ok = await once(agent, url);
      if (ok) latenciesUs.push(Number(process.hrtime.bigint() - t0) / 1000);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsedS = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  latenciesUs.sort((a, b) => a - b);
  return {
    requests: latenciesUs.length,
    errors,
    rps: Math.round(latenciesUs.length / elapsedS),
    p50Ms: Math.round(percentile(latenciesUs, 50)) / 1000,
    p99Ms: Math.round(percentile(latenciesUs, 99)) / 1000,
  };
}
