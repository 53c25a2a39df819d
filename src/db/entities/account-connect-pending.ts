import { EntitySchema } from '@mikro-orm/core';
import { Tenant } from './tenant.js';
import { systemClock } from '../../../config/clock.js';

/**
 * New Account Connect settings that failed the chain test at verify-identity or verify-otp while the
 * tenant's live settings verify customers: kept beside the live ones (which go on answering the bot)
 * and shown as failing, with their chain test, until they pass or are discarded. The key is sealed
 * with the same associated data as the live one, so passing settings move into the live row as is.
 */
export class AccountConnectPending {
  id!: number;
  tenant!: Tenant;
  baseUrl!: string;
  headerName!: string;
  apiKeySealed!: string;
  /** The chain test report of these settings, as the dashboard API shows it. */
  chainTest!: Record<string, unknown>;
  testedAt!: Date;
  createdAt: Date = new Date(systemClock.now());
}

export const AccountConnectPendingSchema = new EntitySchema<AccountConnectPending>({
  class: AccountConnectPending,
  tableName: 'account_connect_pending',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    tenant: { kind: '1:1', entity: () => Tenant, owner: true, fieldName: 'tenant_id', deleteRule: 'cascade', unique: true },
    baseUrl: { type: 'string', length: 2048, fieldName: 'base_url' },
    headerName: { type: 'string', length: 64, fieldName: 'header_name' },
    apiKeySealed: { type: 'text', fieldName: 'api_key_sealed' },
    chainTest: { type: 'json', fieldName: 'chain_test', columnType: 'jsonb' },
    testedAt: { type: 'Date', fieldName: 'tested_at', columnType: 'timestamptz' },
    createdAt: { type: 'Date', fieldName: 'created_at', columnType: 'timestamptz' },
  },
});
