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
    'In the Ship24 dashboard open Integrations → API keys and copy your API key (it starts apik_). This connector needs a per-call plan, where each lookup is one call; on a per-shipment plan the search is refused. The key only reads tracking.',
  test_level: 'documented',
  test_detail:
    "Re-read in the fidelity pass against Ship24's official OpenAPI description, ship24/ship24-node@8899af7599b6f7abcd12e175c3701c686fbf5a9b spec/ship24-tracking-api.yaml (the file Ship24 publishes at docs.ship24.com/assets/openapi/ship24-tracking-api.yaml): server https://api.ship24.com, POST /public/v1/tracking/search (per-call plans) with the JSON body trackingNumber and Authorization: Bearer <api_key>, the 201 reply data.trackings[] of {shipment, events, statistics}, shipment.statusMilestone, shipment.trackingNumbers[].tn and events[].courierCode (events newest first in the example). The milestone words info_received, in_transit, out_for_delivery, failed_attempt, available_for_pickup, exception and delivered are the spec's (statistics.timestamps); pending is only renamed here (a word not in the map is shown unchanged). Fixed in this pass: tracker.trackingNumber is not in the per-call reply (no tracker is created) and is no longer read; the fixture is the spec's example reply, verbatim. Known limit: the tracking number shown is the shipment's first one; a shipment whose first number is not the one asked for is withheld (the tracking-number check), never shown for another parcel.",
  note: 'Tracking numbers only; Ship24 holds no customer records to verify against. Needs a per-call plan; each lookup counts as one call.',
});
