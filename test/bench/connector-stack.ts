import { http, waitUntil, type TestEnv } from '../fakes/infra.js';
import { spawnTs, type Spawned } from '../fakes/processes.js';

/** Where the worker of the connector benches sends each vendor's calls: the fake vendors' two ports. */
export interface ConnectorBases {
  shopify: string;
  eventbrite: string;
}

/**
 * The service of the connector benches beside their fake vendors (connector-vendors-entry.ts, already
 * spawned): a worker pointed at the vendors' ports and a web process on `env`, both in `procs` (so the
 * section's own clean-up stops them), waited for until the worker is ready and the web answers /readyz.
 */
export async function startConnectorService(
  env: TestEnv,
  baseUrl: string,
  vendors: Spawned,
  procs: Spawned[],
): Promise<{ bases: ConnectorBases; fastPort: string; pids: number[]; worker: Spawned; web: Spawned }> {
  const [fastPort, slowPort] = (await vendors.waitFor(/listening \d+ \d+/)).split(' ').slice(1);
  const bases = { shopify: `http://127.0.0.1:${fastPort}/admin/api/2024-10`, eventbrite: `http://127.0.0.1:${slowPort}/v3` };
  const worker = spawnTs('../bench/connector-worker-entry.ts', { ...env.env, BENCH_VENDOR_BASES: JSON.stringify(bases) });
  const web = spawnTs('../../src/web.ts', env.env);
  procs.push(worker, web);
  const pids = procs.map((p) => p.child.pid ?? 0);
  await worker.waitFor(/ready/, 40_000);
  await waitUntil('web', async () => (await http(baseUrl, 'GET', '/readyz')).status === 200);
  return { bases, fastPort: fastPort!, pids, worker, web };
}
