import { EntitySchema } from '@mikro-orm/core';
import type { StepSwitches } from '../../../config/contract.js';
import { Tenant } from './tenant.js';
import { systemClock } from '../../../config/clock.js';

/**
 * A tenant's Account Connect: where its five endpoints live, the key the service sends (sealed, bound
 * to the tenant id), the header it goes in, which steps passed the last chain test (failed steps stay
 * switched off), that test's report, and the last technical failure seen on a live call.
 */
export class AccountConnectSettings {
  id!: number;
  tenant!: Tenant;
  baseUrl!: string;
  headerName: string = 'X-API-Key';
  apiKeySealed!: string;
  stepsEnabled!: StepSwitches;
  /** Whether Account Connect is the tenant's verifier (only one source verifies; a connection chosen to verify turns this off). */
  verifies: boolean = true;
  /** Path of the tenant's optional Track Order endpoint under the base address (spec part C); null when none. */
  trackOrderPath: string | null = null;
  /** The last chain test's report as the dashboard API shows it; null before the first test. */
  lastTest: Record<string, unknown> | null = null;
  testedAt: Date | null = null;
  lastError: string | null = null;
  lastErrorAt: Date | null = null;
  createdAt: Date = new Date(systemClock.now());
  updatedAt: Date = new Date(systemClock.now());
}

export const AccountConnectSettingsSchema = new EntitySchema<AccountConnectSettings>({
  class: AccountConnectSettings,
  tableName: 'account_connect_settings',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    tenant: { kind: '1:1', entity: () => Tenant, owner: true, fieldName: 'tenant_id', deleteRule: 'cascade', unique: true },
    baseUrl: { type: 'string', length: 2048, fieldName: 'base_url' },
    headerName: { type: 'string', length: 64, fieldName: 'header_name' },
    apiKeySealed: { type: 'text', fieldName: 'api_key_sealed' },
    stepsEnabled: { type: 'json', fieldName: 'steps_enabled', columnType: 'jsonb' },
    verifies: { type: 'boolean', default: true },
    trackOrderPath: { type: 'string', length: 200, fieldName: 'track_order_path', nullable: true },
    lastTest: { type: 'json', fieldName: 'last_test', columnType: 'jsonb', nullable: true },
    testedAt: { type: 'Date', fieldName: 'tested_at', columnType: 'timestamptz', nullable: true },
    lastError: { type: 'string', length: 500, fieldName: 'last_error', nullable: true },
    lastErrorAt: { type: 'Date', fieldName: 'last_error_at', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at', columnType: 'timestamptz' },
    updatedAt: { type: 'Date', fieldName: 'updated_at', columnType: 'timestamptz' },
  },
});
