import type { Connection } from '../../../db/entities/connection.js';
import { MESSAGES } from '../../../messages.js';
import { looksLikeTrackingNumber } from '../../track-orders.js';
import type { VendorReader } from '../../../connectors/connections/reader.js';
import { trackingLookups, type ConnectorDefinition } from '../../../connectors/define.js';
import type { SessionCustomer } from './connector-reads.js';

/**
 * POST /api/connect/{id}/order-status (spec part B, "order-status rules"):
 * - a tracking number (8+ characters, letters and digits, at least one digit) needs no verification;
 *   only the parcel whose tracking number equals it exactly is shown, with four fields;
 * - an order number needs a session of this connection, and shows the order only if it belongs to the
 *   verified customer (owner email must be the verified one);
 * - a short value is refused ("That doesn't look like a tracking number ...").
 * A connector that can look parcels up only by order number answers a tracking number with the
 * needs_verification reply: verifying is the only way it can find the parcel.
 */

export interface OrderStatusInput {
  tracking_number: string;
  order_number: string;
  postcode: string;
  /** The customer of a valid session of this connection, 'test' for a test session, null for none. */
  session: SessionCustomer | 'test' | null;
}

const FIELDS = ['order_number', 'status', 'tracking', 'courier'] as const;

function fourFields(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows.map((r) => Object.fromEntries(FIELDS.filter((f) => r[f] !== undefined).map((f) => [f, r[f]])));
}

const systemError = { success: false, system_error: true, message: MESSAGES.cannotCheckTracking };
const needsVerification = { success: false, needs_verification: true, message: MESSAGES.orderNeedsVerification };

export async function orderStatus(
  connection: Connection,
  def: ConnectorDefinition,
  reader: VendorReader,
  input: OrderStatusInput,
): Promise<Record<string, unknown>> {
  if (!def.capabilities.order_status) return { success: true, orders: [], message: MESSAGES.doesNotHoldTracking(def.name) };
  const lookups = trackingLookups(def);
  const base = {
    tenantId: connection.tenantId,
    connectionId: connection.id,
    connector: connection.connector,
    config: connection.config,
    secretsSealed: connection.secretsSealed,
    capability: 'order_status' as const,
    purpose: 'read' as const,
  };
  const tracking = input.tracking_number.trim();
  const orderNumber = input.order_number.trim();

  if (tracking !== '') {
    if (!looksLikeTrackingNumber(tracking)) return { success: false, message: MESSAGES.notATrackingNumber };
    if (!lookups.byTrackingNumber) return orderNumber !== '' && input.session ? byOrder() : needsVerification;
    const r = await reader.read({
      ...base,
      subject: { tracking_number: tracking.replace(/\s+/g, ''), ...(input.postcode.trim() ? { customer: { postcode: input.postcode.trim() } } : {}) },
    });
    if (!r.ok) return systemError;
    const rows = fourFields(r.rows);
    return rows.length > 0 ? { success: true, orders: rows } : { success: true, orders: [], message: MESSAGES.noParcel(def.name) };
  }
  if (orderNumber === '') return { success: false, message: MESSAGES.notATrackingNumber };
  return byOrder();

  async function byOrder(): Promise<Record<string, unknown>> {
    const session = input.session;
    if (!session) return needsVerification;
    if (session === 'test') return { success: true, orders: [], test: true };
    if (!lookups.byOrderNumber) return { success: true, orders: [] };
    const r = await reader.read({
      ...base,
      subject: {
        order_number: orderNumber,
        customer: { id: session.id, email: session.email, phone: session.phone, full_name: session.name, postcode: input.postcode.trim() || session.postcode },
      },
      verifiedEmail: session.email,
    });
    if (!r.ok) return systemError;
    return { success: true, orders: fourFields(r.rows) };
  }
}
