import { defineConnector } from '../../define.js';

/**
 * UPS Tracking API v1 (onlinetools.ups.com/api/track/v1) with an app's OAuth client credentials,
 * exchanged at /security/v1/oauth/token (HTTP Basic with the client ID and secret). UPS requires a
 * transId and transactionSrc header on every call; the tracking number serves as transId.
 */
export const ups = defineConnector({
  key: 'ups',
  name: 'UPS',
  category: 'carrier',
  auth: { type: 'client_credentials', tokenUrl: '/security/v1/oauth/token', clientId: 'client_id', clientSecret: 'client_secret' },
  secrets: [
    { name: 'client_id', label: 'Client ID', example: 'Xk3m9QpR2sT5vW8yZ1aC4eF7hJ0kM3nP6qS9tV2wY5zB8dG1', pattern: '[A-Za-z0-9]{20,100}' },
    {
      name: 'client_secret',
      label: 'Client Secret',
      example: 'pL4nK7jH0gF3dS6aQ9wE2rT5yU8iO1pA4sD7fG0hJ3kL6zX9cV2bN5mQ8wE1rT4y',
      pattern: '[A-Za-z0-9]{20,100}',
    },
  ],
  baseUrl: 'https://onlinetools.ups.com',
  verification: 'not_supported',
  capabilities: {
    order_status: {
      request: {
        path: '/api/track/v1/details/{tracking_number}',
        query: { locale: 'en_GB', returnSignature: 'false', returnMilestones: 'false', returnPOD: 'false' },
        headers: { transId: '{tracking_number}', transactionSrc: 'customer-service-bot' },
      },
      records: 'trackResponse.shipment.0.package',
      notFoundIsEmpty: true,
      // "Tracking Information Not Found" comes back as a shipment with warnings and no package list.
      noMatch: { missingRecords: true },
      map: {
        tracking: 'trackingNumber',
        status: { firstOf: ['currentStatus.description', 'activity.0.status.description'] },
        courier: { const: 'UPS' },
      },
    },
  },
  docs: 'https://developer.ups.com/tag/Tracking',
  setup:
    'Sign in at developer.ups.com with your UPS account, open Apps → Add Apps, choose "I want to integrate UPS technology into my ' +
    'business", link your UPS shipper account and add the Tracking API product. Open the app and copy its Client ID and Client Secret. ' +
    'The app only needs the Tracking API; leave other products off.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against UPS's OpenAPI descriptions (UPS-API/api-documentation@e6f36df: Tracking.yaml, " +
    'OAuthClientCredentials.yaml).',
  note:
    'Tracking numbers only; UPS holds no customer records to verify against. UPS asks for a transId unique to each request; the ' +
    'tracking number is sent, since connectors have no per-call id.',
});
