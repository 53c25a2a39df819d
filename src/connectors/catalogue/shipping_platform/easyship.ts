import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Easyship public API, version 2024-09 (public-api.easyship.com, bearer API access token). Easyship
 * has no search by email: the last year's shipments are paged and only those whose destination
 * contact email is exactly the verified customer's are shown. A shipment carries its store order
 * number, courier, tracking numbers and delivery state. An order-number lookup uses the
 * platform_order_number filter.
 */

/** Delivery state first, then the shipment's own state. Values mapped to '' fall through (not yet created). */
const shipmentStatus: Transform = {
  firstOf: [
    {
      enum: 'delivery_state',
      map: {
        not_created: '',
        pending: 'label created',
        info_received: 'label created',
        in_transit_to_customer: 'in transit',
        in_transit: 'in transit',
        out_for_delivery: 'out for delivery',
        failed_delivery_attempt: 'delivery attempt failed',
        delivered: 'delivered',
        exception: 'delivery problem',
        lost_by_courier: 'lost in transit',
        returned_to_sender: 'returned to sender',
      },
    },
    { enum: 'shipment_state', map: { created: 'processing', cancelled: 'cancelled', discarded: 'cancelled' } },
  ],
};

export const easyship = defineConnector({
  key: 'easyship',
  name: 'Easyship',
  category: 'shipping_platform',
  auth: { type: 'bearer', secret: 'api_token' },
  secrets: [
    {
      name: 'api_token',
      label: 'API access token',
      example: 'prod_1a2B3c4D5e6F7g8H9i0J1k2L3m4N5o6P7q8R9s0T1u2=',
      pattern: '(prod|sand)_[A-Za-z0-9+/=_-]{20,200}',
    },
  ],
  baseUrl: 'https://public-api.easyship.com/2024-09',
  verification: 'from_orders_email',
  capabilities: {
    orders: {
      request: { path: '/shipments', query: { created_at_from: '{from_date}' } },
      records: 'shipments',
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'per_page', size: 100, maxPages: 4 },
      owner: { email: 'destination_address.contact_email', name: 'destination_address.contact_name' },
      map: {
        order_number: { firstOf: ['order_data.platform_order_number', 'easyship_shipment_id'] },
        placed: { date: { firstOf: ['order_created_at', 'order_data.order_created_at', 'created_at'] } },
        status: shipmentStatus,
        courier: 'courier.name',
        tracking: 'trackings.0.tracking_number',
        tracking_url: 'tracking_page_url',
        customer_email: 'destination_address.contact_email',
      },
    },
    order_status: {
      request: { path: '/shipments', query: { platform_order_number: '{order_number}' } },
      records: 'shipments',
      owner: { email: 'destination_address.contact_email' },
      map: {
        order_number: { firstOf: ['order_data.platform_order_number', 'easyship_shipment_id'] },
        status: shipmentStatus,
        tracking: 'trackings.0.tracking_number',
        courier: 'courier.name',
      },
    },
  },
  docs: 'https://developers.easyship.com/docs/retrieve-update-and-delete-shipments',
  setup:
    'In the Easyship dashboard open Connect → API Integration (or Settings → API) and choose "Create an API" / Generate, give it a name ' +
    'such as "Customer bot", and copy the Production API access token (it starts prod_). Easyship tokens cannot be limited to reading, ' +
    'so keep it only here.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Easyship's guides; not confirmed: the 2024-09 reference itself and what the platform_order_number filter answers " +
    'for an unknown number.',
  note:
    'Easyship cannot search shipments by email, so up to 400 shipments of the last year are read and only those sent to exactly the ' +
    'verified email are shown.',
});
