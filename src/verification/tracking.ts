import type { ConnectorCatalogue } from '../connectors/catalogue/index.js';
import type { ConnectionStore } from '../connectors/connections/connection-store.js';
import type { ConnectorDefinition } from '../connectors/define.js';
import type { Connection } from '../db/entities/connection.js';
import { MESSAGES, TRACKING_WORDS } from '../messages.js';
import type { ReadAnswer, OpenSession } from './account-reads.js';
import { looksLikeTrackingNumber } from './tracking-numbers.js';
import { runPlan, type CustomerOutcome, type PlanCalls } from './verifier.js';
import { trackingLookups } from '../connectors/define.js';
import { orderStatusPlan, type OrderStatusInput } from './verifiers/connector/order-status.js';

/**
 * Parcel tracking (spec "What the service does" 8, part B order-status, part C Track Order):
 * - by tracking number (8+ characters, letters and digits, at least one digit): no verification; the
 *   tenant's tracking connection ("Use for tracking") answers, only for the parcel with exactly that
 *   number, four fields;
 * - by order number: the conversation must be verified, and the order must be among the orders the
 *   verified customer's sources return (another customer's order is "not found", never shown). The
 *   verifier's own Track Order endpoint (Account Connect, spec part C) answers first when it has one,
 *   then the tracking connection; otherwise the order's own status, courier and tracking.
 */

const TRACKING_FIELDS = ['order_number', 'status', 'tracking', 'courier', 'eta'] as const;
const systemError = { success: false, system_error: true, message: MESSAGES.cannotCheckTracking };

const orderKey = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : JSON.stringify(v)).trim().replace(/^#/, '').toLowerCase();

function trackingRow(row: Record<string, unknown>): Record<string, unknown> {
  const extras = row['extras'] && typeof row['extras'] === 'object' ? (row['extras'] as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const f of TRACKING_FIELDS) {
    const v = row[f] ?? (f === 'eta' ? extras['eta'] : undefined);
    if (v !== undefined && v !== null && v !== '') out[f] = v;
  }
  return out;
}

export interface TrackingDeps {
  calls: PlanCalls;
  store: ConnectionStore;
  catalogue: ConnectorCatalogue;
}

export class Tracking {
  constructor(private readonly deps: TrackingDeps) {}

  /** The tenant's tracking connection and its definition, or null when none is chosen (or it is disconnected or withdrawn). */
  private async tracker(tenantId: number): Promise<{ connection: Connection; def: ConnectorDefinition } | null> {
    const connection = await this.deps.store.trackerOf(tenantId);
    const def = connection ? this.deps.catalogue.get(connection.connector) : undefined;
    return connection && def ? { connection, def } : null;
  }

  async byTrackingNumber(tenantId: number, trackingNumber: string, postcode: string): Promise<Record<string, unknown>> {
    if (!looksLikeTrackingNumber(trackingNumber)) return { success: false, message: MESSAGES.notATrackingNumber };
    const tracker = await this.tracker(tenantId);
    if (!tracker) return { success: false, message: TRACKING_WORDS.notSetUp };
    if (!trackingLookups(tracker.def).byTrackingNumber) {
      // A source that finds parcels only by order number: verifying is the only way it can help.
      return { success: false, needs_verification: true, message: MESSAGES.orderNeedsVerification };
    }
    const input: OrderStatusInput = { tracking_number: trackingNumber.replace(/\s+/g, ''), order_number: '', postcode: postcode.trim(), session: null };
    return runPlan(orderStatusPlan(tracker.connection, tracker.def, input), this.deps.calls);
  }

  /**
   * An order of the verified customer: `orders` is what their sources answered for orders (the caller
   * read them), `customer` the verified record.
   */
  async byOrderNumber(session: OpenSession, customer: CustomerOutcome, orders: ReadAnswer, orderNumber: string, postcode: string): Promise<ReadAnswer> {
    if (customer.kind === 'session_expired' || orders.kind === 'session_expired') return { kind: 'session_expired' };
    if (customer.kind === 'test') return { kind: 'reply', body: { success: true, orders: [], test: true } };
    const list = orders.body['orders'];
    if (orders.body['success'] !== true || !Array.isArray(list)) return { kind: 'reply', body: systemError };
    const wanted = orderKey(orderNumber);
    const order = (list as Record<string, unknown>[]).find((r) => orderKey(r['order_number']) === wanted);
    if (!order) {
      // A source that failed might hold it: say we cannot check rather than "not yours".
      if (orders.body['partial'] === true) return { kind: 'reply', body: systemError };
      return { kind: 'reply', body: { success: true, orders: [], message: TRACKING_WORDS.orderNotFound(orderNumber.trim()) } };
    }
    const number = String(order['order_number']);

    const ownPlan = session.verifier.planTrackOrder?.(session.state, number) ?? null;
    const own = ownPlan ? await runPlan(ownPlan, this.deps.calls) : null;
    if (own?.kind === 'session_expired') return own;
    if (own?.kind === 'system_error') return { kind: 'reply', body: systemError };
    if (own?.kind === 'ok' && own.row)
      return { kind: 'reply', body: { success: true, orders: [trackingRow({ ...own.row, order_number: own.row['order_number'] ?? number })] } };

    const tracker = await this.tracker(session.tenantId);
    if (tracker && trackingLookups(tracker.def).byOrderNumber && customer.kind === 'known') {
      const c = customer.customer;
      const input: OrderStatusInput = {
        tracking_number: '',
        order_number: number,
        postcode: postcode.trim(),
        session: { id: c.id ?? '', name: c.name, email: c.email ?? '', phone: c.mobile ?? '', postcode: c.postcode ?? '' },
      };
      const answer = await runPlan(orderStatusPlan(tracker.connection, tracker.def, input), this.deps.calls);
      const rows = answer['orders'];
      if (answer['success'] === true && Array.isArray(rows) && rows.length > 0) return { kind: 'reply', body: answer };
      if (answer['success'] !== true) return { kind: 'reply', body: answer };
    }
    return { kind: 'reply', body: { success: true, orders: [trackingRow(order)] } };
  }

  /** Part B order-status on one connection alone (/api/connect/{id}/order-status); a session from another connection is ignored. */
  connection(connection: Connection, def: ConnectorDefinition, input: OrderStatusInput): Promise<Record<string, unknown>> {
    return runPlan(orderStatusPlan(connection, def, input), this.deps.calls);
  }
}
