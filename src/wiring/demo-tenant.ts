import { wireDemoAccountConnect } from './demo-account-connect.js';
import { Tenant } from '../db/entities/tenant.js';
import type { Services } from '../services.js';

export const DEMO_TENANT = Object.freeze({ name: 'Demo Shop', businessName: 'Demo Shop', ownerEmail: 'owner@demo-shop.example' });

/**
 * The newcomer's demo tenant: created once, found again on later starts, with its Account Connect
 * pointed at the built-in demo. Returns its id and current key.
 */
export async function seedDemoTenant(services: Services): Promise<{ tenantId: number; apiKey: string }> {
  const em = services.orm.em.fork();
  const existing = await em.findOne(Tenant, { ownerEmail: DEMO_TENANT.ownerEmail, sandboxOf: null });
  if (existing) {
    const apiKey = (await services.tenants.revealKey(existing.id)) ?? (await services.tenants.regenerateKey(existing.id));
    if (apiKey) {
      await wireDemoAccountConnect(services, existing.id);
      return { tenantId: existing.id, apiKey };
    }
  }
  const { tenant, apiKey } = await services.tenants.create({ ...DEMO_TENANT });
  await wireDemoAccountConnect(services, tenant.id);
  return { tenantId: tenant.id, apiKey };
}
