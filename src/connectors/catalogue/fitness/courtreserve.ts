import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * CourtReserve Organization API (racquet, padel and pickleball clubs: members, memberships, court
 * reservations and event registrations) with an API key the club creates itself: an API username and
 * password sent as HTTP Basic. Keys carry roles with Read or Read/Write per area, so a key with only
 * the Member role (Read) is enough here. Every reply is wrapped as
 * `{IsSuccessStatusCode, ErrorMessage, Data}`: a refused or failed call has no `Data` list, which the
 * runtime reads as a failure, never as "no member". Members are found by exact email (or phone); the
 * membership is read from the member record; the member's reservations from 30 days back to a year
 * ahead. Notes and PIN codes are never read.
 */

const memberName: Transform = { join: ['FirstName', 'LastName'] };

export const courtreserve = defineConnector({
  key: 'courtreserve',
  name: 'CourtReserve',
  category: 'fitness',
  auth: { type: 'basic', username: '{api_username}', password: '{api_password}' },
  config: [{ name: 'api_username', label: 'CourtReserve API username', example: 'Org_10869', pattern: '[A-Za-z0-9_.@-]{3,100}' }],
  secrets: [{ name: 'api_password', label: 'CourtReserve API password', example: '3f9c1e7a-52b4-4d8e-9a61-0c2b7d4e8f15', pattern: '\\S{8,200}' }],
  baseUrl: 'https://api.courtreserve.com/api/v1',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/member/get', query: { email: '{email}', pageNumber: '1', pageSize: '10' } },
      byPhone: { path: '/member/get', query: { phoneNumber: '{phone}', pageNumber: '1', pageSize: '10' } },
      records: 'Data.Members',
      map: { id: 'OrganizationMemberId', name: memberName, email: 'Email', phone: 'PhoneNumber' },
    },
    subscriptions: {
      request: { path: '/member/get', query: { organizationMemberId: '{customer_id}', pageNumber: '1', pageSize: '10' } },
      records: 'Data.Members',
      // The member record read by organizationMemberId: any other member (a filter ignored) is dropped.
      ownerRef: 'OrganizationMemberId',
      owner: { email: 'Email', name: memberName },
      map: {
        id: 'OrganizationMemberId',
        plan: 'MembershipTypeName',
        status: 'MembershipStatus',
        start: { date: 'MembershipStartDate' },
        expires: { date: 'MembershipEndDate' },
        next_billing: { date: 'MembershipNextPaymentDate' },
      },
    },
  },
  docs: 'https://api.courtreserve.com/swagger/ui/index',
  setup:
    'API access is on the CourtReserve Scale and Enterprise plans. Sign in as a club admin and open Settings → Additional Features → ' +
    'Integrations → API Access, then press Create API Key. Name it (for example "Customer verification"), and under roles give it only ' +
    'Member with the Read permission (no Write, no other areas). Save, then copy the API username and API password shown for the key: ' +
    'the username goes in "CourtReserve API username", the password in "CourtReserve API password". A multi-location club creates one ' +
    'key per location.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against CourtReserve's API overview only; the routes, filters and member and membership fields are unconfirmed (its " +
    'Swagger could not be read).',
  note:
    'Court reservations are not read (no documented member-scoped route, and reservation rows carry no member reference the service ' +
    'could check). The membership shown is the one on the member record (type, status, dates); CourtReserve keeps no per-member invoice ' +
    'list in this API.',
});
