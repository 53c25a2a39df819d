import { defineConnector } from '../../define.js';

/**
 * Dotdigital Contacts API v3 with an API user (HTTP Basic). The contact is read by email, or by mobile
 * number, as one object (404 when unknown) with its data fields and the lists it is on; those lists
 * are reported as subscriptions.
 */
export const dotdigital = defineConnector({
  key: 'dotdigital',
  name: 'Dotdigital',
  category: 'mailing_list',
  auth: { type: 'basic', username: '{api_user}', password: '{api_password}' },
  config: [
    { name: 'region', label: 'API region (r1 Europe, r2 North America, r3 Asia Pacific)', example: 'r1', pattern: 'r[1-3]' },
    { name: 'api_user', label: 'API user email', example: 'apiuser-0a1b2c3d4e5f@apiconnector.com', pattern: 'apiuser-[A-Za-z0-9]+@apiconnector\\.com' },
  ],
  secrets: [{ name: 'api_password', label: 'API user password', example: 'Str0ng-Passw0rd!', pattern: '\\S{8,128}' }],
  baseUrl: 'https://{region}-api.dotdigital.com',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/contacts/v3/email/{email}' },
      byPhone: { path: '/contacts/v3/mobileNumber/{phone_digits}' },
      records: '$',
      single: true,
      notFoundIsEmpty: true,
      map: {
        id: 'contactId',
        name: {
          firstOf: [
            { join: ['dataFields.firstName', 'dataFields.lastName'] },
            { join: ['dataFields.FIRSTNAME', 'dataFields.LASTNAME'] },
            'dataFields.fullName',
            'dataFields.FULLNAME',
          ],
        },
        email: 'identifiers.email',
        phone: 'identifiers.mobileNumber',
        postcode: { firstOf: ['dataFields.postcode', 'dataFields.POSTCODE'] },
      },
    },
    subscriptions: {
      request: { path: '/contacts/v3/email/{email}' },
      records: 'lists',
      notFoundIsEmpty: true,
      map: { id: 'id', plan: 'name', status: 'status' },
    },
  },
  docs: 'https://developer.dotdigital.com/reference/get-contact-by-identifier',
  setup:
    'In Dotdigital open Settings → Access → API users and click New user. Give it a password and save; its email (apiuser-…@apiconnector.com) is the API user. Your region is shown in the API endpoint on the same page: r1 (Europe), r2 (North America) or r3 (Asia Pacific).',
  test_level: 'partly-documented',
  test_detail:
    'Fidelity pass: no official OpenAPI description or SDK example of this vendor could be read in the reachable sources (the vendor documents this API only on its own reference site), so the request and fields were not re-read against an official example. What stands is the earlier check (not re-read against an official example): confirmed from public code, not a live account: Basic auth with the API user against https://r{1,2,3}-api.dotdigital.com, GET /contacts/v3/{email|mobileNumber}/{value} and the contact shape (contactId, status, identifiers.email/mobileNumber, dataFields, channelProperties, lists[] of {id, name, status}, consentRecords) from segmentio/action-destinations packages/destination-actions/src/destinations/dotdigital/api/types.ts and api/resources/dd-contact-api.ts (its tests mock GET /contacts/v3/email/… returning contactId and lists[{id}]); the default data field names FIRSTNAME, LASTNAME, FULLNAME, POSTCODE from several public sync scripts writing v3 contacts. Not confirmed: the 404 reply for an unknown address or number (assumed from the reference page), the lower-case firstName/lastName/postcode variants (kept as fallbacks for renamed fields), and the exact values of the per-list status.',
  note: 'Dotdigital API users cannot be limited to read-only: the connector only reads. Search by mobile needs the number in international form without + (447700900123).',
});
