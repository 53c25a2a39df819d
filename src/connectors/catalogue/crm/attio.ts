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
        phone: { firstOf: ['values.phone_numbers.0.phone_number', 'values.phone_numbers.0.original_phone_number'] },
        postcode: 'values.primary_location.0.postcode',
      },
    },
    account: {
      request: { path: '/objects/people/records/{customer_id}' },
      records: 'data',
      single: true,
      notFoundIsEmpty: true,
      map: {
        job_title: 'values.job_title.0.value',
        city: 'values.primary_location.0.locality',
        customer_since: { date: 'created_at' },
      },
    },
  },
  docs: 'https://docs.attio.com/rest-api/endpoint-reference/records/list-records',
  setup:
    'In Attio open Workspace settings → Developers, create a new access token and give it only the scopes record_permission:read and object_configuration:read (Read, not Read-Write). Copy the access token and enter it here.',
  test_level: 'partly-documented',
  test_detail:
    'Fidelity pass: no official OpenAPI description or SDK example of this vendor could be read in the reachable sources, so the request and fields were not re-read against an official example. What stands is the earlier check (not re-read against an official example): documented: POST /v2/objects/people/records/query with Attio\'s shorthand filter {"email_addresses": <email>} (docs.attio.com/rest-api/guides/filtering-and-sorting); the {data: [...]} reply, the id.record_id object, the required scopes record_permission:read and object_configuration:read and the 404 not_found reply (docs.attio.com/rest-api/endpoint-reference/records); the email-address value fields email_address / original_email_address (docs.attio.com/docs/attribute-types/attribute-types-email-address). Not confirmed in this pass: the phone-number value fields (phone_number, original_phone_number), the location fields (locality, postcode) and the job_title text attribute, written from Attio\'s attribute-type conventions.',
  note: "Replaces Copper in the target list: Copper API keys act with the full rights of their user and cannot be limited to reading. The records query is a POST that only reads. Only a person's first email, phone and location are compared.",
});
