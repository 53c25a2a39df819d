import { defineConnector } from '../../define.js';

/**
 * Royal Mail Tracking API v2 (api.royalmail.net/mailpieces/v2) with an app's IBM API Connect client ID
 * and secret, and the terms-acceptance header Royal Mail requires on every call. Carriers answer
 * tracking by tracking number only; they hold no customer records (verification not_supported).
 */
export const royalMailTracking = defineConnector({
  key: 'royal_mail_tracking',
  name: 'Royal Mail Tracking',
  category: 'carrier',
  auth: { type: 'header', headers: { 'X-IBM-Client-Id': '{client_id}', 'X-IBM-Client-Secret': '{client_secret}' } },
  secrets: [
    { name: 'client_id', label: 'Client ID', example: '3f2a1b0c-9d8e-4f7a-b6c5-d4e3f2a1b0c9', pattern: '[A-Za-z0-9-]{16,64}' },
    { name: 'client_secret', label: 'Client Secret', example: 'aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE3fG5hJ7kL9', pattern: '[A-Za-z0-9+/=_-]{16,128}' },
  ],
  baseUrl: 'https://api.royalmail.net/mailpieces/v2',
  headers: { 'X-Accept-RMG-Terms': 'yes', Accept: 'application/json' },
  verification: 'not_supported',
  capabilities: {
    order_status: {
      request: { path: '/{tracking_number}/events' },
      records: 'mailPieces',
      single: true,
      // An unknown number is a 404 (error E1142 "barcode reference isn't recognised").
      notFoundIsEmpty: true,
      map: {
        // The number on the customer's receipt is the 1D barcode; mailPieceId may be Royal Mail's internal id.
        tracking: { firstOf: ['summary.oneDBarcode', 'mailPieceId'] },
        status: { firstOf: ['summary.statusDescription', 'summary.lastEventName'] },
        courier: { const: 'Royal Mail' },
      },
    },
  },
  docs: 'https://developer.royalmail.net/',
  setup:
    'Sign in to the Royal Mail Developer Portal (developer.royalmail.net), open My Apps → Register a new application, then subscribe ' +
    'the app to the "Tracking API v2" plan (access is granted to Royal Mail account holders). Copy the app\'s Client ID and Client ' +
    'Secret (the secret is shown once). These keys only read tracking.',
  test_level: 'partly-documented',
  test_detail:
    'No official example could be read; the events route, the IBM client headers and the mailPieces.summary fields rest on the earlier ' +
    "check of Royal Mail's Tracking API v2 reference.",
  note:
    'Tracking numbers only; Royal Mail holds no customer records to verify against. The API is listed as "Royal Mail Tracking V2" in ' +
    "the developer portal's API catalogue.",
});
