import { EntitySchema } from '@mikro-orm/core';
import { Tenant } from './tenant.js';
import { systemClock } from '../../../config/clock.js';

/** A tenant's platform API key: one active row per tenant, stored as a SHA-256 hash plus a sealed copy. */
export class ApiKey {
  id!: number;
  tenant!: Tenant;
  keyHash!: string;
  keySealed!: string;
  createdAt: Date = new Date(systemClock.now());
}

export const ApiKeySchema = new EntitySchema<ApiKey>({
  class: ApiKey,
  tableName: 'api_keys',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    tenant: { kind: '1:1', entity: () => Tenant, owner: true, fieldName: 'tenant_id', deleteRule: 'cascade', unique: true },
    keyHash: { type: 'string', length: 64, fieldName: 'key_hash', unique: true },
    keySealed: { type: 'text', fieldName: 'key_sealed' },
    createdAt: { type: 'Date', fieldName: 'created_at', columnType: 'timestamptz' },
  },
});
