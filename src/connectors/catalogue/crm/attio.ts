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
    'In Attio open Workspace settings → Developers, create a new access token and give it only the scopes record_permission:read and object_configuration:read (Read, not Read-Write). Copy the access token and enter it here.',
  test_level: 'documented',
  test_detail:
    "Re-read against Attio's own documentation (docs.attio.com and its docs host attio.mintlify.app). Request, as read on Attio's pages by the earlier check and consistent with the examples read in this pass: POST /v2/objects/people/records/query with the shorthand filter {\"email_addresses\": <email>} and limit (docs.attio.com/rest-api/guides/filtering-and-sorting, /rest-api/endpoint-reference/records/list-records), GET /v2/objects/people/records/{record_id} answering {data: {...}} and 404 not_found for an unknown id, scopes record_permission:read and object_configuration:read (/rest-api/endpoint-reference/records). Fields: the record envelope id.record_id, created_at and values (lists of values) from the official person record example (/rest-api/endpoint-reference/people/create-a-person-record); name values first_name, last_name, full_name (/docs/attribute-types/attribute-types-personal-name); email values email_address (/docs/attribute-types/attribute-types-email-address); phone values original_phone_number, normalized_phone_number and country_code (/docs/attribute-types/attribute-types-phone-number); primary_location values locality and postcode (/docs/attribute-types/attribute-types-location). Fixed in this pass: the phone was read from a phone_number property that Attio does not have (the documented properties are normalized_phone_number and original_phone_number), so every phone came back blank; and the account's job_title, whose attribute could not be found in the reachable reference, is no longer read (optional; nothing depends on it). Fixture replies are built from those official examples and property lists, values fictional.",
  note: "Replaces Copper in the target list: Copper API keys act with the full rights of their user and cannot be limited to reading. The records query is a POST that only reads. Only a person's first email, phone and location are compared.",
});
