import { LIMITS } from '../../config/limits.js';

/** Arguments of track_order and /api/chatbot-api/order-status. */
export interface TrackArgs {
  tracking_number?: string | undefined;
  order_number?: string | undefined;
  postcode?: string | undefined;
}

/** Spec Limits: 8 or more characters containing digits (letters allowed); spaces are ignored. */
export function looksLikeTrackingNumber(value: string): boolean {
  const v = value.replace(/\s+/g, '');
  return v.length >= LIMITS.trackingNumberMinChars && /^[A-Za-z0-9]+$/.test(v) && /\d/.test(v);
}

/**
 * What a tracking request asks for: by tracking number (no verification) when one is given and either
 * no order number is, or it looks like a tracking number; else by order number (verification needed);
 * neither: refused ("That doesn't look like a tracking number").
 */
export function trackingLookupOf(args: TrackArgs): 'tracking_number' | 'order_number' | 'neither' {
  const tracking = (args.tracking_number ?? '').trim();
  const orderNumber = (args.order_number ?? '').trim();
  if (tracking !== '' && (orderNumber === '' || looksLikeTrackingNumber(tracking))) return 'tracking_number';
  return orderNumber === '' ? 'neither' : 'order_number';
}
