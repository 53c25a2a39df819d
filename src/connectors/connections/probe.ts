import type { ConnectorReadPayload, ConnectorReadOutcome } from '../../../queues/connector.js';
import { TEST_CUSTOMER } from '../../customers/test-customer.js';
import type { CapabilityProbeOutcome, Connection } from '../../db/entities/connection.js';
import type { Capability } from '../../../config/contract.js';
import { capabilitiesOf, trackingLookups, type ConnectorDefinition } from '../define.js';
import type { VendorReader } from './read-calls.js';

/**
 * The spec's "Connection test probe": every capability is read once for a made-up customer (the
 * test customer's fictional email and mobile). An empty answer or a 404 counts as a pass; a refusal
 * (or any other failure) counts as a fail. The connection is working if at least one capability passes.
 * Reads run in parallel, each as its own job on the vendor's queue, so the vendor's bound holds.
 */

/** A vendor id no real customer has; lookups by id for it answer empty or 404. */
export const PROBE_CUSTOMER_ID = '0';
/** A made-up order reference and tracking number (8+ characters with letters and digits). */
export const PROBE_ORDER_NUMBER = 'TEST-0000';
export const PROBE_TRACKING_NUMBER = 'TEST00000000';

export interface ProbeOutcome {
  results: Record<string, CapabilityProbeOutcome>;
  status: 'working' | 'failing';
  /** The first failure's words when no capability passed; null otherwise. */
  lastError: string | null;
  passed: number;
  total: number;
}

/** The subject a capability is probed with. */
export function probeSubject(def: ConnectorDefinition, capability: Capability): ConnectorReadPayload['subject'] {
  const customer = {
    id: PROBE_CUSTOMER_ID,
    email: TEST_CUSTOMER.email,
    phone: TEST_CUSTOMER.mobile_number,
    full_name: TEST_CUSTOMER.full_name,
    postcode: TEST_CUSTOMER.postcode,
  };
  if (capability !== 'order_status') return { customer };
  const t = trackingLookups(def);
  return t.byTrackingNumber ? { tracking_number: PROBE_TRACKING_NUMBER } : { customer, order_number: PROBE_ORDER_NUMBER };
}

/** A probe read passes when it answered (empty or not) or answered 404. */
export function probePassed(result: ConnectorReadOutcome): boolean {
  return result.ok || result.failure.kind === 'not_found';
}

export async function runProbe(def: ConnectorDefinition, connection: Connection, reader: VendorReader): Promise<ProbeOutcome> {
  const capabilities = capabilitiesOf(def);
  const outcomes = await Promise.all(
    capabilities.map((capability) =>
      reader.read({
        tenantId: connection.tenantId,
        connectionId: connection.id,
        connector: connection.connector,
        config: connection.config,
        secretsSealed: connection.secretsSealed,
        capability,
        purpose: 'probe',
        subject: probeSubject(def, capability),
      }),
    ),
  );
  const results: Record<string, CapabilityProbeOutcome> = {};
  let firstError: string | null = null;
  let passed = 0;
  capabilities.forEach((capability, i) => {
    const r = outcomes[i]!;
    const ok = probePassed(r);
    if (ok) passed++;
    const error = r.ok || ok ? null : r.failure.message;
    firstError ??= error;
    results[capability] = { ok, error };
  });
  const working = passed > 0;
  return { results, status: working ? 'working' : 'failing', lastError: working ? null : firstError, passed, total: capabilities.length };
}
