import { EntitySchema } from '@mikro-orm/core';
import { systemClock } from '../../../config/clock.js';

/** The spec's "Connection status (connector)" states. */
export const CONNECTION_STATUSES = ['pending', 'working', 'failing', 'disconnected'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** One capability's result in the last connection test. */
export interface CapabilityProbeOutcome {
  ok: boolean;
  /** The vendor error (spec wording) when it failed; null when it passed. */
  error: string | null;
}

/**
 * New keys or settings entered for a working connection that failed their connection test: kept
 * beside the live ones (which go on answering) until they pass or are discarded. Secrets are sealed
 * exactly like the live ones (associated data `connection:<id>:<name>`), so passing ones move over as is.
 */
export interface PendingCredentials {
  config: Record<string, string>;
  secretsSealed: Record<string, string>;
  testResults: Record<string, CapabilityProbeOutcome>;
  /** The first failure's words (spec wording of vendor errors). */
  error: string | null;
  /** ISO 8601. */
  testedAt: string;
}

/**
 * A tenant's connection to a catalogue connector. Config values are stored plain (shop names, base
 * addresses); each secret is sealed on its own (SecretBox, associated data `connection:<id>:<name>`),
 * so the dashboard can say which are set without opening them. The per-connection access key (scc_)
 * is kept only as a SHA-256 hash. At most one connection per tenant verifies customers and at most one
 * answers tracking (partial unique indexes).
 */
export class Connection {
  id!: number;
  tenantId!: number;
  /** Catalogue key of the connector. */
  connector!: string;
  status: ConnectionStatus = 'pending';
  config: Record<string, string> = {};
  /** Secret name -> sealed value. Emptied on disconnect. */
  secretsSealed: Record<string, string> = {};
  /** Capability -> result of the last connection test; null before the first. */
  testResults: Record<string, CapabilityProbeOutcome> | null = null;
  lastError: string | null = null;
  lastErrorAt: Date | null = null;
  lastTestedAt: Date | null = null;
  verifies: boolean = false;
  tracking: boolean = false;
  /** "Use for data": read for the verified customer beside the verifier (spec part 7). */
  suppliesData: boolean = false;
  /** SHA-256 hex of the current scc_ key; null when none is issued. */
  keyHash: string | null = null;
  keyIssuedAt: Date | null = null;
  /** Failing new credentials waiting beside the live ones (reconnect); null when none. Emptied on disconnect. */
  pending: PendingCredentials | null = null;
  createdAt: Date = new Date(systemClock.now());
  updatedAt: Date = new Date(systemClock.now());
}

export const ConnectionSchema = new EntitySchema<Connection>({
  class: Connection,
  tableName: 'connections',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    tenantId: { type: 'integer', fieldName: 'tenant_id' },
    connector: { type: 'string', length: 64 },
    status: { type: 'string', length: 16, default: 'pending' },
    config: { type: 'json', columnType: 'jsonb' },
    secretsSealed: { type: 'json', fieldName: 'secrets_sealed', columnType: 'jsonb' },
    testResults: { type: 'json', fieldName: 'test_results', columnType: 'jsonb', nullable: true },
    lastError: { type: 'string', length: 500, fieldName: 'last_error', nullable: true },
    lastErrorAt: { type: 'Date', fieldName: 'last_error_at', columnType: 'timestamptz', nullable: true },
    lastTestedAt: { type: 'Date', fieldName: 'last_tested_at', columnType: 'timestamptz', nullable: true },
    verifies: { type: 'boolean', default: false },
    tracking: { type: 'boolean', default: false },
    suppliesData: { type: 'boolean', fieldName: 'supplies_data', default: false },
    keyHash: { type: 'string', length: 64, fieldName: 'key_hash', nullable: true, unique: true },
    keyIssuedAt: { type: 'Date', fieldName: 'key_issued_at', columnType: 'timestamptz', nullable: true },
    pending: { type: 'json', columnType: 'jsonb', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at', columnType: 'timestamptz' },
    updatedAt: { type: 'Date', fieldName: 'updated_at', columnType: 'timestamptz' },
  },
});
