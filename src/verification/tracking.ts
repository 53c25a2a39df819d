import type { VerifiedCustomer } from './verifier.js';

/**
 * Parcel tracking (spec "What the service does" 8, part B order-status, part C Track Order). The
 * tenant's tracking connection ("Use for tracking") answers by tracking number without verification,
 * and by order number for a verified customer once the order is known to be theirs.
 */

/** A tracking reply body: `{success: true, orders: [tracking rows]}` or a negative answer. */
export type TrackingReply = Record<string, unknown>;

export interface TrackingSource {
  readonly name: string;
  /** Whether this source looks parcels up by tracking number / by order number. */
  readonly byTrackingNumber: boolean;
  readonly byOrderNumber: boolean;
  trackByNumber(trackingNumber: string, postcode: string): Promise<TrackingReply>;
  /** The verified customer's order (its ownership already checked by the caller). */
  trackByOrder(orderNumber: string, postcode: string, customer: VerifiedCustomer): Promise<TrackingReply>;
}

export interface TrackingDirectory {
  /** The tenant's tracking connection, or null when none is chosen (or it is disconnected). */
  forTenant(tenantId: number): Promise<TrackingSource | null>;
}

/** Arguments of track_order and /api/chatbot-api/order-status. */
export interface TrackArgs {
  tracking_number?: string | undefined;
  order_number?: string | undefined;
  postcode?: string | undefined;
}
