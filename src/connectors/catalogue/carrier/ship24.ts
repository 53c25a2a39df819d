import { defineConnector } from '../../define.js';

/**
 * Ship24 Tracking API (api.ship24.com/public/v1, bearer API key) on a per-call plan: POST
 * /tracking/search looks a number up across 1,500 couriers and returns the results without creating a
 * tracker. It is a read-only search. (POST /trackers/track would create a tracker: never used.)
 */
export const ship24 = defineConnector({
  key: 'ship24',
  name: 'Ship24',
  category: 'carrier',
  auth: { type: 'bearer', secret: 'api_key' },
  secrets: [{ name: 'api_key', label: 'API key', example: 'apik_Ab3De6Gh9Jk2Mn5Pq8St1Vw4Yz7Bc0', pattern: 'apik_[A-Za-z0-9]{16,64}' }],
  baseUrl: 'https://api.ship24.com/public/v1',
  verification: 'not_supported',
  capabilities: {
    order_status: {
      request: { method: 'POST', readOnly: 'search', path: '/tracking/search', body: { trackingNumber: '{tracking_number}' } },
      records: 'data.trackings',
      map: {
        tracking: 'shipment.trackingNumbers.0.tn',
        status: {
          enum: 'shipment.statusMilestone',
          map: {
            pending: 'awaiting carrier information',
            info_received: 'label created',
            in_transit: 'in transit',
            out_for_delivery: 'out for delivery',
            failed_attempt: 'delivery attempt failed',
            available_for_pickup: 'ready for pickup',
            delivered: 'delivered',
            exception: 'delivery problem',
          },
        },
        courier: 'events.0.courierCode',
      },
    },
  },
  docs: 'https://docs.ship24.com/tracking-api-reference/',
  setup:
    'In the Ship24 dashboard open Integrations → API keys and copy your API key (it starts apik_). This connector needs a per-call ' +
    'plan, where each lookup is one call; on a per-shipment plan the search is refused. The key only reads tracking.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Ship24's OpenAPI description (ship24/ship24-node@8899af7); the fixture is its " + 'example reply.',
  note: 'Tracking numbers only; Ship24 holds no customer records to verify against. Needs a per-call plan; each lookup counts as one call.',
});
