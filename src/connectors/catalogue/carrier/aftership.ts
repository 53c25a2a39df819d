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
    'In AfterShip open Settings → API keys (organization.automizely.com/api-keys), choose "Create an API key", pick AfterShip Tracking, and choose the read-only permission if your plan offers it. Copy the key. AfterShip only knows parcels already added to your account (for example by its Shopify app), so make sure your shop sends its tracking numbers to AfterShip.',
  test_level: 'documented',
  test_detail:
    'Re-read in the fidelity pass against AfterShip\'s official Node client AfterShip/tracking-sdk-nodejs@6319e76115ce4b7ce8e3a992dff9ccbeb9881235 (SDK 12.x, API 2025-01): GET /tracking/2025-01/trackings with tracking_numbers (src/api/Tracking.ts, src/model/GetTrackingsQuery.ts), the {meta, data} envelope (src/lib/request.ts) with data.trackings[] and pagination (GetTrackingsResponse.ts), and the Tracking fields tracking_number, slug, order_number, subtag_message and tag (TagV1: Pending, InfoReceived, InTransit, OutForDelivery, AttemptFail, Delivered, AvailableForPickup, Exception, Expired). Moved in this pass from API 2024-10 to 2025-01, the newest version the official client supports (README "API and SDK Version"); AfterShip supports each dated version for a limited time, and whether a newer one has replaced 2025-01 by 2026 could not be confirmed here. The as-api-key header is the client\'s too (src/lib/request.ts). Checked again in a second pass: the newest snapshots of the official clients (tracking-sdk-nodejs@6319e76, tracking-sdk-python@ec0073c, tracking-sdk-go@1eb77ea) support no API version newer than 2025-01.',
  note: 'Tracking numbers only, and only for parcels already registered in the AfterShip account; AfterShip holds no customer records to verify against.',
});
