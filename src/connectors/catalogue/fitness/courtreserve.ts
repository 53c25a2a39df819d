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
    'API access is on the CourtReserve Scale and Enterprise plans. Sign in as a club admin and open Settings → Additional Features → Integrations → API Access, then press Create API Key. Name it (for example "Customer verification"), and under roles give it only Member with the Read permission (no Write, no other areas). Save, then copy the API username and API password shown for the key: the username goes in "CourtReserve API username", the password in "CourtReserve API password". A multi-location club creates one key per location.',
  test_level: 'partly-documented',
  test_detail:
    "Fourth pass: the stored copies hold CourtReserve's API overview (api.courtreserve.com/apihelp/index: HTTPS and JSON only, HTTP Basic with the API username and password, Organization API keys per location, Enterprise API keys across locations, Scale or Enterprise plans) and the help-centre article intercom.help/courtreserve/en/articles/10414722-setup-api-access-int (several keys per organisation or location, each limited by role and Read or Read/Write permission, changes in the audit log). The Swagger (api.courtreserve.com/swagger/ui/index) is not stored and CourtReserve has no GitHub organisation. Routes, filters and fields stay unconfirmed. Bookings were removed in this pass (lead's decision, privacy): GET /member/reservations with organizationMemberId is not a documented customer-scoped route, and its rows carry no member reference for ownerRef, so if CourtReserve ignored the filter the reply could show other members' reservations (they name no email); bring it back only with a documented member-scoped route or a member field in the reservation rows. Earlier fidelity pass: the membership read declares ownerRef OrganizationMemberId. Not covered: reservations carry no member id in the remembered reply, so a /member/reservations that ignored organizationMemberId would show other members' reservations (they name no email); CourtReserve's swagger (api.courtreserve.com/swagger) could not be read here to find a member field. Earlier check (not re-read against a stored official example in the fidelity pass): documented (CourtReserve API overview and help centre \"Set up API Access Integration\"): base host api.courtreserve.com, HTTP Basic with the API username and password, keys limited by role and Read permission, Organization keys per location. Written from CourtReserve's public examples and the Swagger operation names (not readable in the search tools): GET /api/v1/member/get with email, phoneNumber, organizationMemberId, pageNumber and pageSize, the {IsSuccessStatusCode, ErrorMessage, Data: {Members, TotalPages}} envelope and the member fields OrganizationMemberId, FirstName, LastName, Email, PhoneNumber, MembershipTypeName, MembershipStatus. From the vendor's conventions: the membership date field names, GET /api/v1/member/reservations with startDate/endDate and its reservation fields (Id, StartTime, EndTime, ReservationTypeName, Courts, EventName, IsCancelled).",
  note: 'Court reservations are not read (no documented member-scoped route, and reservation rows carry no member reference the service could check). The membership shown is the one on the member record (type, status, dates); CourtReserve keeps no per-member invoice list in this API.',
});
