import type { CapabilityProbeOutcome, Connection, ConnectionStatus } from '../../db/entities/connection.js';
import type { ConnectorCategory, VerificationMode } from '../categories.js';
import type { Capability } from '../../../config/contract.js';
import { capabilitiesOf, trackingLookups, type ConnectorDefinition } from '../define.js';
import { adviceFor, problemsOf } from './error-advice.js';

/**
 * A connection as the dashboard API shows it. Secrets are never shown: only whether each is set.
 * The access key is never shown here either (use-to-verify returns a new one once).
 */
export interface ConnectionView {
  id: number;
  connector: string;
  /** The connector's display name (the key when it has left the catalogue). */
  name: string;
  category: ConnectorCategory | null;
  status: ConnectionStatus;
  capabilities: Capability[];
  /** How it verifies customers (catalogue verify mode); null when the connector has left the catalogue. */
  verification: VerificationMode | null;
  /** Whether "Use to verify customers" is possible. */
  can_verify: boolean;
  /** Whether "Use for tracking" is possible. */
  can_track: boolean;
  /** Config values as stored (after https:// and trailing slashes were removed). */
  config: Record<string, string>;
  secrets: { name: string; label: string; set: boolean }[];
  /** Capability -> {ok, error} from the last connection test; null before the first. */
  test_results: Record<string, CapabilityProbeOutcome> | null;
  last_tested_at: string | null;
  /** The last test's failures grouped by error: what to check (advice, the tenant's words) and the vendor's detail. */
  problems: { advice: string | null; detail: string; capabilities: string[] }[];
  last_error: string | null;
  /** What to check about last_error, in the tenant's words; null when there is nothing to add. */
  last_error_advice: string | null;
  last_error_at: string | null;
  verifies: boolean;
  tracking: boolean;
  /** "Use for data": read for customers verified by the tenant's verifier (spec part 7). */
  supplies_data: boolean;
  /** Whether "Use for data" is possible: the connector can say whose records it holds. */
  can_supply_data: boolean;
  access_key_set: boolean;
  access_key_issued_at: string | null;
  /** New credentials that failed their test while these stay live (reconnect); null when none wait. */
  pending: {
    config: Record<string, string>;
    secrets: { name: string; label: string; set: boolean }[];
    test_results: Record<string, CapabilityProbeOutcome>;
    error: string | null;
    advice: string | null;
    tested_at: string;
  } | null;
  created_at: string;
  updated_at: string;
}

/** Whether a connector can say whose records it holds, and so supply data for a customer verified elsewhere. */
export function canSupplyData(def: ConnectorDefinition): boolean {
  if (def.verification === 'from_orders_email' || def.verification === 'from_bookings_email') return true;
  return Boolean(def.capabilities.find_customer);
}

export function canVerify(def: ConnectorDefinition): boolean {
  return def.verification !== 'not_supported';
}

export function canTrack(def: ConnectorDefinition): boolean {
  const t = trackingLookups(def);
  return t.byTrackingNumber || t.byOrderNumber;
}

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

const failedCapabilities = (results: Readonly<Record<string, CapabilityProbeOutcome>> | null, error: string | null): string[] =>
  Object.entries(results ?? {})
    .filter(([, r]) => !r.ok && r.error === error)
    .map(([c]) => c);

export function connectionView(row: Connection, def: ConnectorDefinition | undefined): ConnectionView {
  const secretNames = def ? def.secrets.map((s) => ({ name: s.name, label: s.label })) : Object.keys(row.secretsSealed).map((name) => ({ name, label: name }));
  return {
    id: row.id,
    connector: row.connector,
    name: def?.name ?? row.connector,
    category: def?.category ?? null,
    status: row.status,
    capabilities: def ? capabilitiesOf(def) : [],
    verification: def?.verification ?? null,
    can_verify: def ? canVerify(def) : false,
    can_track: def ? canTrack(def) : false,
    config: { ...row.config },
    secrets: secretNames.map((s) => ({ ...s, set: Object.hasOwn(row.secretsSealed, s.name) })),
    test_results: row.testResults,
    last_tested_at: iso(row.lastTestedAt),
    problems: problemsOf(row.testResults, def, row.config),
    last_error: row.lastError,
    last_error_advice: adviceFor(row.lastError, def, { config: row.config, capabilities: failedCapabilities(row.testResults, row.lastError) }),
    last_error_at: iso(row.lastErrorAt),
    verifies: row.verifies,
    tracking: row.tracking,
    supplies_data: row.suppliesData,
    can_supply_data: def ? canSupplyData(def) : false,
    access_key_set: row.keyHash !== null,
    access_key_issued_at: iso(row.keyIssuedAt),
    pending: row.pending
      ? {
          config: { ...row.pending.config },
          secrets: secretNames.map((s) => ({ ...s, set: Object.hasOwn(row.pending!.secretsSealed, s.name) })),
          test_results: row.pending.testResults,
          error: row.pending.error,
          advice: adviceFor(row.pending.error, def, {
            config: row.pending.config,
            capabilities: failedCapabilities(row.pending.testResults, row.pending.error),
          }),
          tested_at: row.pending.testedAt,
        }
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
