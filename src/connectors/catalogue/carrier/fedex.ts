import { defineConnector } from '../../define.js';

/**
 * FedEx Track API v1 (apis.fedex.com/track/v1) with a project's API key and secret, exchanged at
 * /oauth/token (client_id and client_secret as form fields). FedEx offers tracking by number only as
 * POST /trackingnumbers: a read-only lookup whose JSON body names the number.
 */
export const fedex = defineConnector({
  key: 'fedex',
  name: 'FedEx',
  category: 'carrier',
  auth: { type: 'client_credentials', tokenUrl: '/oauth/token', clientId: 'api_key', clientSecret: 'secret_key', clientAuth: 'body' },
  secrets: [
    { name: 'api_key', label: 'API key', example: 'l7a1b2c3d4e5f60718293a4b5c6d7e8f90', pattern: '[A-Za-z0-9]{16,64}' },
    { name: 'secret_key', label: 'Secret key', example: '0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c', pattern: '[A-Za-z0-9]{16,64}' },
  ],
  baseUrl: 'https://apis.fedex.com',
  headers: { 'X-locale': 'en_GB' },
  verification: 'not_supported',
  capabilities: {
    order_status: {
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/track/v1/trackingnumbers',
        body: { includeDetailedScans: false, trackingInfo: [{ trackingNumberInfo: { trackingNumber: '{tracking_number}' } }] },
      },
      records: 'output.completeTrackResults.0.trackResults',
      map: {
        tracking: 'trackingNumberInfo.trackingNumber',
        // An unknown number comes back as a result with an error code and no status. (Its error.message
        // cannot be read: the catalogue never reads fields named "message".)
        status: {
          firstOf: [
            'latestStatusDetail.description',
            'latestStatusDetail.statusByLocale',
            { enum: 'error.code', map: { 'TRACKING.TRACKINGNUMBER.NOTFOUND': 'FedEx has no record of this tracking number yet' } },
          ],
        },
        courier: { const: 'FedEx' },
      },
    },
  },
  docs: 'https://developer.fedex.com/api/en-gb/catalog/track/v1/docs.html',
  setup:
    'Sign in at developer.fedex.com, open My Projects → Create API Project, choose "Track API" only, and link your FedEx account. Open ' +
    "the project's Production Key and copy the API Key and Secret Key. Track API keys only read tracking.",
  test_level: 'partly-documented',
  test_detail: "Checked against FedEx's Track API resource (opening only); the reply fields are not confirmed.",
  note:
    'Tracking numbers only; FedEx holds no customer records to verify against. FedEx answers an unknown number with an error inside a ' +
    'normal reply, so the customer sees the parcel with the status "FedEx has no record of this tracking number yet" rather than "No ' +
    'parcel with that tracking number was found".',
});
