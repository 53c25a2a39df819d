import { LIMITS } from '../../config/limits.js';
import type { Logger } from '../logger.js';
import { MESSAGES, TRACKING_WORDS } from '../messages.js';
import type { AccountReads, OpenSession, ReadAnswer } from './reads.js';
import type { TrackingDirectory } from './tracking.js';

/**
 * track_order and /api/chatbot-api/order-status:
 * - by tracking number (8+ characters, letters and digits, at least one digit): no verification; the
 *   tenant's tracking connection answers (only the parcel with exactly that number, four fields);
 * - by order number: the conversation must be verified, and the order must be among the orders the
 *   verified customer's sources return (another customer's order is "not found", never shown). The
 *   verifier's own Track Order endpoint (Account Connect, spec part C) answers first when it has one,
 *   then the tracking connection; otherwise the order's own status, courier and tracking.
 */

const TRACKING_FIELDS = ['order_number', 'status', 'tracking', 'courier', 'eta'] as const;
const systemError = { success: false, system_error: true, message: MESSAGES.cannotCheckTracking };

/** Spec Limits: 8 or more characters containing digits (letters allowed); spaces are ignored. */
export function looksLikeTrackingNumber(value: string): boolean {
  const v = value.replace(/\s+/g, '');
  return v.length >= LIMITS.trackingNumberMinChars && /^[A-Za-z0-9]+$/.test(v) && /\d/.test(v);
}

const orderKey = (v: unknown): string =>
  String(v ?? '')
    .trim()
    .replace(/^#/, '')
    .toLowerCase();

function trackingRow(row: Record<string, unknown>): Record<string, unknown> {
  const extras = row['extras'] && typeof row['extras'] === 'object' ? (row['extras'] as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const f of TRACKING_FIELDS) {
    const v = row[f] ?? (f === 'eta' ? extras['eta'] : undefined);
    if (v !== undefined && v !== null && v !== '') out[f] = v;
  }
  return out;
}

export class TrackOrders {
  constructor(private readonly deps: { tracking?: TrackingDirectory | undefined; reads: AccountReads; logger: Logger }) {}

  async byTrackingNumber(tenantId: number, trackingNumber: string, postcode: string): Promise<Record<string, unknown>> {
    if (!looksLikeTrackingNumber(trackingNumber)) return { success: false, message: MESSAGES.notATrackingNumber };
    const source = await this.deps.tracking?.forTenant(tenantId);
    if (!source) return { success: false, message: TRACKING_WORDS.notSetUp };
    if (!source.byTrackingNumber) {
      // A source that finds parcels only by order number: verifying is the only way it can help.
      return { success: false, needs_verification: true, message: MESSAGES.orderNeedsVerification };
    }
    return source.trackByNumber(trackingNumber.replace(/\s+/g, ''), postcode.trim());
  }

  async byOrderNumber(session: OpenSession, orderNumber: string, postcode: string): Promise<ReadAnswer> {
    const wanted = orderKey(orderNumber);
    const customer = await this.deps.reads.customer(session);
    if (customer.kind === 'session_expired') return { kind: 'session_expired' };
    if (customer.kind === 'test') return { kind: 'reply', body: { success: true, orders: [], test: true } };
    const orders = await this.deps.reads.all(session, 'orders');
    if (orders.kind === 'session_expired') return orders;
    const list = orders.body['orders'];
    if (orders.body['success'] !== true || !Array.isArray(list)) return { kind: 'reply', body: systemError };
    const order = (list as Record<string, unknown>[]).find((r) => orderKey(r['order_number']) === wanted);
    if (!order) {
      // A source that failed might hold it: say we cannot check rather than "not yours".
      if (orders.body['partial'] === true) return { kind: 'reply', body: systemError };
      return { kind: 'reply', body: { success: true, orders: [], message: TRACKING_WORDS.orderNotFound(orderNumber.trim()) } };
    }
    const number = String(order['order_number']);

    const own = await session.provider.trackOrder?.(session.state, number, { tenantId: session.tenantId, conversationId: session.conversationId });
    if (own?.kind === 'session_expired') return own;
    if (own?.kind === 'system_error') return { kind: 'reply', body: systemError };
    if (own?.kind === 'ok' && own.row)
      return { kind: 'reply', body: { success: true, orders: [trackingRow({ ...own.row, order_number: own.row['order_number'] ?? number })] } };

    const source = await this.deps.tracking?.forTenant(session.tenantId);
    if (source?.byOrderNumber && customer.kind === 'known') {
      const answer = await source.trackByOrder(number, postcode.trim(), customer.customer);
      const rows = answer['orders'];
      if (answer['success'] === true && Array.isArray(rows) && rows.length > 0) return { kind: 'reply', body: answer };
      if (answer['success'] !== true) return { kind: 'reply', body: answer };
    }
    return { kind: 'reply', body: { success: true, orders: [trackingRow(order)] } };
  }
}
