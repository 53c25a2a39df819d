import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { systemClock } from '../../../config/clock.js';
import { workflowHookFindCustomer } from '../../../src/connectors/fixtures/workflow_hook/find-customer.js';
import { buildConnectors } from '../../../src/wiring/connectors.js';
import type { Services } from '../../../src/services.js';
import type { VendorPool } from '../../../workers/vendor.js';
import { hookReadPayload, startVendorPool, testCatalogue } from '../../fakes/connections.js';
import { createTestEnv, openTestServices, type TestEnv } from '../../fakes/infra.js';
import { startScriptedVendor, type ScriptedVendor } from '../../fakes/scripted-vendor.js';
import type { BenchSection } from '../section.js';
import { closedLoopFor } from '../task-loop.js';

/**
 * A full per-connection bound (queues/connection-bound.ts): C callers read through one connection
 * bounded at BOUND calls, the vendor answering in VENDOR_MS. With fair hand-off every read waits about
 * C/BOUND vendor calls; without it, fresh reads take each freed lease and re-delayed ones back off (the
 * tail grows to seconds). Web side (the gateway) and the vendor pool run in this process: the figure is
 * about queueing order, not CPU.
 */
const C = 16;
const BOUND = 8;
const VENDOR_MS = 100;
const SECONDS = Math.max(4, Number(process.env.BENCH_SECONDS ?? 5));

export const connectionBoundSection: BenchSection = {
  key: 'connectionBound',
  title: `A full per-connection bound: ${C} callers on one connection bounded at ${BOUND} calls (vendor ${VENDOR_MS} ms)`,
  async run() {
    let env: TestEnv | undefined;
    let services: Services | undefined;
    let vendor: ScriptedVendor | undefined;
    let pool: VendorPool | undefined;
    try {
      env = await createTestEnv({ VENDOR_CONCURRENCY_DEFAULT: String(BOUND), VENDOR_TIMEOUT_MS: '10000', WORKER_CONCURRENCY: '100' });
      services = await openTestServices(env, { clock: systemClock, name: `bench-bound-${randomUUID().slice(0, 6)}`, rpc: true });
      const v = await startScriptedVendor();
      vendor = v;
      v.answer(() => ({ body: workflowHookFindCustomer.reply, delayMs: VENDOR_MS }));
      const connectors = buildConnectors(services, { catalogue: testCatalogue() });
      pool = await startVendorPool(services, { catalogue: testCatalogue() });
      const { tenant } = await services.tenants.create({ name: 'Bench Bound Ltd', ownerEmail: 'owner@bench-bound.example' });
      const row = await connectors.store.create(tenant.id, 'workflow_hook', {}, { webhook_url: `${v.baseUrl}/hook` });
      const payload = hookReadPayload(tenant.id, row);
      const read = async (): Promise<boolean> => (await connectors.reader.read(payload)).ok;
      await closedLoopFor(BOUND, 1, read); // warm up
      const f = await closedLoopFor(C, SECONDS, read);
      const table: (string | number)[][] = [
        ['measure', 'load', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'failed'],
        [`reads through one connection bounded at ${BOUND}`, `c=${C}`, f.perSecond, f.p50Ms, f.p95Ms, f.p99Ms, f.maxMs, f.failed],
      ];
      const notes = [
        `${C} callers on ${BOUND} slots of a ${VENDOR_MS} ms vendor: in arrival order each read takes about ${(C / BOUND) * VENDOR_MS} ms plus the hop; p99 / p50 = ` +
          `${(f.p99Ms / Math.max(1, f.p50Ms)).toFixed(2)} (1-min load average ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores)`,
      ];
      return { table, notes, json: { concurrency: C, bound: BOUND, vendorMs: VENDOR_MS, seconds: SECONDS, figures: f } };
    } finally {
      await pool?.stop();
      await vendor?.close();
      await services?.close();
      await env?.dropAll();
    }
  },
};
