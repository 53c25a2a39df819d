import type { Services } from '../services.js';
import { demoBaseUrl } from '../account-connect/address.js';
import { AccountConnectSettingsStore } from '../account-connect/settings.js';
import { DEFAULT_HEADER_NAME } from '../account-connect/setup.js';
import { allSteps } from '../account-connect/steps.js';

/**
 * Points a tenant's Account Connect at the built-in demo (`${PUBLIC_BASE_URL}/api/account-connect-demo/v1`,
 * key DEMO_API_KEY), every step switched on. Used for `npm start`'s demo tenant, whose workers are not
 * running yet when it is seeded, so the chain test is not run here (PUT .../account-connect runs it).
 * Re-applied on every start, so a changed PUBLIC_BASE_URL or DEMO_API_KEY is picked up; the tenant's
 * own choices stand: which source verifies (a connection chosen to verify keeps verifying) and the
 * Track Order path (set to the demo's /track-order only when the settings are first made).
 */
export async function wireDemoAccountConnect(services: Services, tenantId: number): Promise<void> {
  const store = new AccountConnectSettingsStore(services.orm, services.box, services.clock, services.configEpochs);
  const existed = (await store.find(tenantId)) !== null;
  await store.save(tenantId, {
    baseUrl: demoBaseUrl(services.config),
    headerName: DEFAULT_HEADER_NAME,
    apiKey: services.config.DEMO_API_KEY,
    steps: allSteps(true),
  });
  if (!existed) await store.setTrackOrderPath(tenantId, DEMO_TRACK_ORDER_PATH);
}

/** The demo's Track Order endpoint (spec part C template). */
export const DEMO_TRACK_ORDER_PATH = '/track-order';
