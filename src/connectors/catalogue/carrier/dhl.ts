import { defineConnector } from '../../define.js';

/**
 * DHL Shipment Tracking - Unified (api-eu.dhl.com/track, `DHL-API-Key` header). One call answers for
 * every DHL division (Express, Parcel/Paket, eCommerce, Freight). The recipient's postcode, when the
 * customer gives it, is passed as recipientPostalCode: DHL then returns fuller details for some
 * divisions (the spec's "postcode passed to carriers that need it").
 */
export const dhl = defineConnector({
  key: 'dhl',
  name: 'DHL',
  category: 'carrier',
  auth: { type: 'header', headers: { 'DHL-API-Key': '{api_key}' } },
  secrets: [{ name: 'api_key', label: 'API key (Consumer Key)', example: 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6', pattern: '[A-Za-z0-9]{16,64}' }],
  baseUrl: 'https://api-eu.dhl.com/track',
  verification: 'not_supported',
  capabilities: {
    order_status: {
      request: { path: '/shipments', query: { trackingNumber: '{tracking_number}', language: 'en', recipientPostalCode: '{postcode}' } },
      records: 'shipments',
      // Unknown numbers are a documented 404 "No result found".
      notFoundIsEmpty: true,
      map: {
        tracking: 'id',
        status: { firstOf: ['status.description', 'status.status', 'status.statusCode'] },
        courier: {
          enum: 'service',
          map: {
            express: 'DHL Express',
            'parcel-de': 'DHL Paket',
            'parcel-nl': 'DHL Parcel',
            'parcel-pl': 'DHL Parcel',
            'parcel-uk': 'DHL Parcel UK',
            ecommerce: 'DHL eCommerce',
            'ecommerce-europe': 'DHL eCommerce',
            'ecommerce-apac': 'DHL eCommerce',
            dsc: 'DHL Supply Chain',
            freight: 'DHL Freight',
            dgf: 'DHL Global Forwarding',
            sameday: 'DHL Same Day',
            svb: 'DHL',
            'post-de': 'Deutsche Post',
          },
        },
      },
    },
  },
  docs: 'https://developer.dhl.com/api-reference/shipment-tracking',
  setup:
    'Sign in to the DHL Developer Portal (developer.dhl.com), open My Apps → Create App, add the "Shipment Tracking - Unified" API to ' +
    'it and wait for approval (usually a few minutes). Open the app, choose Show key, and copy the API Key (also called Consumer Key). ' +
    'This key only reads tracking.',
  test_level: 'partly-documented',
  test_detail: "Checked against DHL's Shipment Tracking portal page (opening only); the reply fields are not confirmed.",
  note:
    'Tracking numbers only; DHL holds no customer records to verify against. The free key allows 250 calls a day; ask DHL for a higher ' +
    'limit before going live.',
});
