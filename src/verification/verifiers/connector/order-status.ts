import type { Connection } from '../../../db/entities/connection.js';
import { MESSAGES } from '../../../messages.js';
import type { ConnectorReadOutcome } from '../../../../queues/connector.js';
import { looksLikeTrackingNumber } from '../../tracking-numbers.js';
import type { Plan } from '../../verifier.js';
import { trackingLookups, type ConnectorDefinition } from '../../../connectors/define.js';
import { connectionPart, type SessionCustomer } from './connector-plans.js';

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

/** The order-status answer of one connection, as a plan (the caller makes its one call). */
export function orderStatusPlan(connection: Connection, def: ConnectorDefinition, input: OrderStatusInput): Plan<Record<string, unknown>> {
  if (!def.capabilities.order_status) return { answer: { success: true, orders: [], message: MESSAGES.doesNotHoldTracking(def.name) } };
  const lookups = trackingLookups(def);
  const base = { ...connectionPart(connection), capability: 'order_status' as const, purpose: 'read' as const };
  const tracking = input.tracking_number.trim();
  const orderNumber = input.order_number.trim();

  const byOrder = (): Plan<Record<string, unknown>> => {
    const session = input.session;
    if (!session) return { answer: needsVerification };
    if (session === 'test') return { answer: { success: true, orders: [], test: true } };
    if (!lookups.byOrderNumber) return { answer: { success: true, orders: [] } };
    const postcode = input.postcode.trim() || session.postcode;
    return {
      vendor: [
        {
          ...base,
          subject: { order_number: orderNumber, customer: { id: session.id, email: session.email, phone: session.phone, full_name: session.name, postcode } },
          verifiedEmail: session.email,
        },
      ],
      finish: ([r]: ConnectorReadOutcome[]) => (r?.ok ? { success: true, orders: fourFields(r.rows) } : systemError),
    };
  };

  if (tracking !== '') {
    if (!looksLikeTrackingNumber(tracking)) return { answer: { success: false, message: MESSAGES.notATrackingNumber } };
    if (!lookups.byTrackingNumber) return orderNumber !== '' && input.session ? byOrder() : { answer: needsVerification };
    const postcode = input.postcode.trim();
    return {
      vendor: [{ ...base, subject: { tracking_number: tracking.replace(/\s+/g, ''), ...(postcode ? { customer: { postcode } } : {}) } }],
      finish: ([r]: ConnectorReadOutcome[]) => {
        if (!r?.ok) return systemError;
        const rows = fourFields(r.rows);
        return rows.length > 0 ? { success: true, orders: rows } : { success: true, orders: [], message: MESSAGES.noParcel(def.name) };
      },
    };
  }
  if (orderNumber === '') return { answer: { success: false, message: MESSAGES.notATrackingNumber } };
  return byOrder();
}
