import { defineConnector } from '../../define.js';

/**
 * Freshsales (Freshworks CRM) API with an API key sent as `Authorization: Token token=<key>` to the
 * account's myfreshworks.com bundle. Contacts are found with the lookup endpoint by email or mobile
 * number; the account reads the contact. Notes and conversations are never read.
 */
export const freshsales = defineConnector({
  key: 'freshsales',
  name: 'Freshsales (Freshworks CRM)',
  category: 'crm',
  auth: { type: 'header', headers: { Authorization: 'Token token={api_key}' } },
  config: [{ name: 'domain', label: 'Freshworks domain', example: 'acme', pattern: '[a-z0-9][a-z0-9-]{0,62}' }],
  secrets: [{ name: 'api_key', label: 'API key', example: 'sfg999666t673t7t82', pattern: '[A-Za-z0-9_-]{16,64}' }],
  baseUrl: 'https://{domain}.myfreshworks.com/crm/sales/api',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/lookup', query: { q: '{email}', f: 'email', entities: 'contact' } },
      // The lookup matches the mobile number as stored in Freshsales.
      byPhone: { path: '/lookup', query: { q: '{phone}', f: 'mobile_number', entities: 'contact' } },
      records: 'contacts.contacts',
      map: {
        id: 'id',
        name: { firstOf: [{ join: ['first_name', 'last_name'] }, 'display_name'] },
        email: 'email',
        phone: { firstOf: ['mobile_number', 'work_number'] },
        postcode: 'zipcode',
      },
    },
    account: {
      request: { path: '/contacts/{customer_id}' },
      records: 'contact',
      single: true,
      map: {
        job_title: 'job_title',
        city: 'city',
        lead_score: 'lead_score',
        customer_since: { date: 'created_at' },
        last_contacted: { date: 'last_contacted' },
      },
    },
  },
  docs: 'https://developers.freshworks.com/crm/api/#lookup_search',
  setup:
    'In Freshsales, as an admin, add a role for the bot under Admin Settings → Roles with only "View" permission on contacts (no ' +
    'create, edit, delete or export), and add a user with that role. Signed in as that user, open the profile picture → Settings → API ' +
    'Settings and copy the API key. Enter the domain from your Freshsales address: acme for acme.myfreshworks.com.',
  test_level: 'partly-documented',
  test_detail: "Checked against Freshworks' own samples; not confirmed: GET /lookup with q, f and entities, and its reply.",
  note:
    'The API key acts with the rights of its user, so the key of a user whose role can only view contacts is read-only (custom roles ' +
    'need a plan that has them). The mobile-number lookup finds a contact only when the number is written as Freshsales stores it. ' +
    'Older accounts on freshsales.io use https://<domain>.freshsales.io/api instead.',
});
