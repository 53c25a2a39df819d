import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { loadCatalogue, type ConnectorCatalogue } from '../../src/connectors/catalogue/index.js';
import type { ConnectorDefinition } from '../../src/connectors/define.js';
import type { ConnectorFixture } from '../../src/connectors/fixtures/fixture.js';
import { FIXTURES } from '../../src/connectors/fixtures/index.js';
import { createConnectorRuntime, type ConnectorRuntime } from '../../src/wiring/connector-runtime.js';
import type { Services } from '../../src/services.js';
import { createTestEnv, openTestServices, type TestEnv } from './infra.js';
import { startScriptedVendor, type ScriptedVendor } from './scripted-vendor.js';

/**
 * What a catalogue end-to-end test file needs: a fresh test env, services on a ManualClock, one scripted
 * vendor on 127.0.0.1 and the connector runtime (2 s timeout, no real sleeps between 429 retries).
 * Call useCatalogueHarness() once at the top of the file; the bindings below are set by its hooks.
 */
export let services: Services;
export let vendor: ScriptedVendor;
export let deps: ConnectorRuntime;
export const clock = new ManualClock(Date.UTC(2026, 2, 1, 12, 0, 0));
let catalogue: ConnectorCatalogue | undefined; // loaded on first use, so per-category files never load it
export const def = (key: string): ConnectorDefinition => (catalogue ??= loadCatalogue()).get(key)!;
export function fixture(key: string, capability: string): ConnectorFixture {
  const found = FIXTURES.find((f) => f.connector === key && f.capability === capability);
  if (!found) throw new Error(`no fixture ${key} ${capability}`);
  return found;
}

export function useCatalogueHarness(): void {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
    services = await openTestServices(env, { clock, rpc: false });
    vendor = await startScriptedVendor();
    deps = createConnectorRuntime(services, { timeoutMs: 2000, sleep: async () => undefined });
  });
  afterAll(async () => {
    deps.close();
    await vendor.close();
    await services.close();
    await env.dropAll();
  });
  beforeEach(() => {
    vendor.requests.length = 0;
  });
}
