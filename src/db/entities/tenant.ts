import { EntitySchema } from '@mikro-orm/core';
import { systemClock } from '../../../config/clock.js';

/** A business account. A sandbox tenant points at its live tenant through `sandboxOf`. */
export class Tenant {
  id!: number;
  name!: string;
  businessName!: string;
  ownerEmail!: string;
  smsEnabled: boolean = false;
  /** Codes to one destination in 10 minutes, when the tenant set fewer than the default 5 (destination-caps.ts). */
  codeCap10Minutes: number | null = null;
  /** Codes to one destination in 24 hours, when the tenant set fewer than the default 10. */
  codeCap24Hours: number | null = null;
  /** Send the verified customer a receipt of what the bot read (issue 28); off by default. */
  customerReceipts: boolean = false;
  /** Where the tenant publishes the RS256/ES256 keys its server signs identity tokens with (issue 28); null: none. */
  identityJwksUrl: string | null = null;
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
    codeCap10Minutes: { type: 'smallint', fieldName: 'code_cap_10_minutes', nullable: true },
    codeCap24Hours: { type: 'smallint', fieldName: 'code_cap_24_hours', nullable: true },
    customerReceipts: { type: 'boolean', fieldName: 'customer_receipts', default: false },
    identityJwksUrl: { type: 'string', length: 2048, fieldName: 'identity_jwks_url', nullable: true },
    sandboxOf: { kind: 'm:1', entity: () => Tenant, nullable: true, fieldName: 'sandbox_of_id', deleteRule: 'cascade' },
    createdAt: { type: 'Date', fieldName: 'created_at', columnType: 'timestamptz' },
  },
});
