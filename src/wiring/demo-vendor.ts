import { demoBaseUrl } from '../account-connect/address.js';
import { Connection } from '../db/entities/connection.js';
import type { Services } from '../services.js';
import { ConnectionStore } from '../connectors/connections/connection-store.js';

/** Catalogue key of the built-in demo's vendor-style reads (catalogue/ecommerce/demo-vendor.ts). */
export const DEMO_VENDOR_KEY = 'demo_vendor';

/**
 * Gives the demo tenant a ready-made "Demo vendor" connection reading the built-in demo on the
 * service's own address (PUBLIC_BASE_URL) with DEMO_API_KEY. Re-applied on every start, so a changed
 * address or key is picked up; a connection the owner disconnected is left disconnected. It starts
 * pending (the workers are not running yet when it is seeded): Test on the Integrations tab makes it
 * working, and Use to verify customers gives the bot its scc_ key.
 */
export async function seedDemoVendorConnection(services: Services, tenantId: number): Promise<number | null> {
  const store = new ConnectionStore(services.orm, services.box, services.clock, services.configEpochs);
  const config = { demo_base: demoBaseUrl(services.config) };
  const secrets = { api_key: services.config.DEMO_API_KEY };
  const existing = await services.orm.em.fork().find(Connection, { tenantId, connector: DEMO_VENDOR_KEY }, { orderBy: { id: 'asc' } });
  if (existing.length > 0) {
    const live = existing.find((c) => c.status !== 'disconnected');
    if (!live) return null;
    await store.replaceCredentials(tenantId, live.id, config, secrets);
    return live.id;
  }
  return (await store.create(tenantId, DEMO_VENDOR_KEY, config, secrets)).id;
}
