import { EntitySchema } from '@mikro-orm/core';
import { systemClock } from '../../../config/clock.js';

/** A business account. A sandbox tenant points at its live tenant through `sandboxOf`. */
export class Tenant {
  id!: number;
  name!: string;
  businessName!: string;
  ownerEmail!: string;
  smsEnabled: boolean = false;
  sandboxOf: Tenant | null = null;
  createdAt: Date = new Date(systemClock.now());
}

export const TenantSchema = new EntitySchema<Tenant>({
  class: Tenant,
  tableName: 'tenants',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 200 },
    businessName: { type: 'string', length: 200, fieldName: 'business_name' },
    ownerEmail: { type: 'string', length: 320, fieldName: 'owner_email' },
    smsEnabled: { type: 'boolean', fieldName: 'sms_enabled', default: false },
    sandboxOf: { kind: 'm:1', entity: () => Tenant, nullable: true, fieldName: 'sandbox_of_id', deleteRule: 'cascade' },
    createdAt: { type: 'Date', fieldName: 'created_at', columnType: 'timestamptz' },
  },
});
