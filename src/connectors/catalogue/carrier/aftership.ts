import { defineConnector } from '../../define.js';

/**
 * AfterShip Tracking API, version 2025-01 (api.aftership.com/tracking/2025-01, `as-api-key` header).
 * AfterShip answers only for numbers already registered in the account (usually by its shop
 * integration): GET /trackings filtered by tracking_numbers reads them without registering anything.
 */
export const aftership = defineConnector({
  key: 'aftership',
  name: 'AfterShip',
  category: 'carrier',
  auth: { type: 'header', headers: { 'as-api-key': '{api_key}' } },
  secrets: [{ name: 'api_key', label: 'API key', example: 'asat_0123456789abcdef0123456789abcdef', pattern: '[A-Za-z0-9_-]{20,80}' }],
  baseUrl: 'https://api.aftership.com/tracking/2025-01',
  verification: 'not_supported',
  capabilities: {
    order_status: {
      request: { path: '/trackings', query: { tracking_numbers: '{tracking_number}' } },
      records: 'data.trackings',
      map: {
        order_number: 'order_number',
        tracking: 'tracking_number',
        status: {
          firstOf: [
            'subtag_message',
            {
              enum: 'tag',
              map: {
                Pending: 'awaiting carrier information',
                InfoReceived: 'label created',
                InTransit: 'in transit',
                OutForDelivery: 'out for delivery',
                AttemptFail: 'delivery attempt failed',
                AvailableForPickup: 'ready for pickup',
                Delivered: 'delivered',
                Exception: 'delivery problem',
                Expired: 'no recent updates',
              },
            },
          ],
        },
        courier: 'slug',
      },
    },
  },
  docs: 'https://www.aftership.com/docs/tracking/2025-01/api/get-trackings',
  setup:
    'In AfterShip open Settings → API keys (organization.automizely.com/api-keys), choose "Create an API key", pick AfterShip Tracking, ' +
    'and choose the read-only permission if your plan offers it. Copy the key. AfterShip only knows parcels already added to your ' +
    'account (for example by its Shopify app), so make sure your shop sends its tracking numbers to AfterShip.',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against AfterShip's official Node client (AfterShip/tracking-sdk-nodejs@6319e76, API " + '2025-01).',
  note: 'Tracking numbers only, and only for parcels already registered in the AfterShip account; AfterShip holds no customer records to ' + 'verify against.',
});
