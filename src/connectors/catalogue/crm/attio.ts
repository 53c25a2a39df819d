import { defineConnector } from '../../define.js';

/**
 * Attio REST API v2 with a workspace access token limited to read scopes (replaces Copper, whose API
 * keys always carry the user's full write access). People are found with the records query endpoint
 * (a POST that only reads) and Attio's shorthand email filter; the account reads the person record.
 * Attio returns every attribute as a list of values (history), newest first.
 */
export const attio = defineConnector({
  key: 'attio',
  name: 'Attio',
  category: 'crm',
  auth: { type: 'bearer', secret: 'access_token' },
  secrets: [
    {
      name: 'access_token',
      label: 'access token',
      example: '9e1f7c2b4a8d6e3f0b5c7a9d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f',
      pattern: '[A-Za-z0-9_-]{32,128}',
    },
  ],
  baseUrl: 'https://api.attio.com/v2',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/objects/people/records/query',
        body: { filter: { email_addresses: '{email}' }, limit: 10 },
      },
      records: 'data',
      map: {
        id: 'id.record_id',
        name: { firstOf: ['values.name.0.full_name', { join: ['values.name.0.first_name', 'values.name.0.last_name'] }] },
        email: 'values.email_addresses.0.email_address',
        phone: { firstOf: ['values.phone_numbers.0.normalized_phone_number', 'values.phone_numbers.0.original_phone_number'] },
        postcode: 'values.primary_location.0.postcode',
      },
    },
    account: {
      request: { path: '/objects/people/records/{customer_id}' },
      records: 'data',
      single: true,
      notFoundIsEmpty: true,
      map: {
        city: 'values.primary_location.0.locality',
        customer_since: { date: 'created_at' },
      },
    },
  },
  docs: 'https://docs.attio.com/rest-api/endpoint-reference/records/list-records',
  setup:
    'In Attio open Workspace settings → Developers, create a new access token and give it only the scopes record_permission:read and ' +
    'object_configuration:read (Read, not Read-Write). Copy the access token and enter it here.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Attio's documentation (docs.attio.com: records query, person record example, " + 'attribute types).',
  note: "The records query is a POST that only reads. Only a person's first email, phone and location are compared.",
});
