import { defineConnector } from '../../define.js';

/**
 * Zoho Desk API v1 with a Zoho sign-in (OAuth 2.0, read scopes only). Zoho expects
 * `Authorization: Zoho-oauthtoken <token>` and the help desk's orgId header on every call. Contacts
 * are searched by email or mobile; the contact's tickets are listed. Threads, comments and
 * descriptions are never read.
 */
export const zohoDesk = defineConnector({
  key: 'zoho_desk',
  name: 'Zoho Desk',
  category: 'helpdesk',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://accounts.zoho.{dc}/oauth/v2/auth',
    tokenUrl: 'https://accounts.zoho.{dc}/oauth/v2/token',
    scopes: ['Desk.contacts.READ', 'Desk.tickets.READ', 'Desk.search.READ'],
    authorizeParams: { access_type: 'offline' },
    scheme: 'Zoho-oauthtoken',
  },
  config: [
    { name: 'dc', label: 'Zoho data centre domain', example: 'eu', pattern: 'com|eu|in|com\\.au|jp|ca|sa|com\\.cn' },
    { name: 'org_id', label: 'Zoho Desk organisation ID', example: '20064630', pattern: '\\d{4,20}' },
  ],
  baseUrl: 'https://desk.zoho.{dc}/api/v1',
  bound: 'connection',
  headers: { orgId: '{org_id}' },
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/contacts/search', query: { email: '{email}', limit: '10' } },
      byPhone: { path: '/contacts/search', query: { mobile: '{phone}', limit: '10' } },
      records: 'data',
      noMatch: { emptyBody: true },
      map: {
        id: 'id',
        name: { join: ['firstName', 'lastName'] },
        email: 'email',
        phone: { firstOf: ['mobile', 'phone'] },
        postcode: 'zip',
      },
    },
    tickets: {
      request: { path: '/contacts/{customer_id}/tickets', query: { from: '0', limit: '50' } },
      records: 'data',
      noMatch: { emptyBody: true },
      ownerRef: 'contactId',
      map: {
        id: 'ticketNumber',
        subject: 'subject',
        status: 'status',
        stage: 'statusType',
        opened: { date: 'createdTime' },
        updated: { date: 'modifiedTime' },
        closed: { date: 'closedTime' },
      },
    },
  },
  docs: 'https://desk.zoho.com/DeskAPIDocument#Contacts#Contacts_Listticketsbycontact',
  setup:
    'Press Connect with Zoho Desk and sign in with a Zoho Desk agent; approve the read-only access (contacts, tickets and search, ' +
    'read). Enter your Zoho data centre from the address you sign in at (eu for desk.zoho.eu, com for desk.zoho.com, in, com.au, jp, ' +
    'ca, sa) and your organisation ID from Setup → Developer Space → API (or Setup → Company → Organisation ID).',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Zoho Desk's own samples and SDKs; not confirmed: the mobile search parameter, the contact zip field, the ticket " +
    'date fields and the 204 reply on no match.',
  note:
    "Only tickets whose contactId is the verified contact are shown; a ticket's own email is not compared, so the contact's ticket " +
    'raised from another of their addresses is kept. Only ticket number, subject, status and dates are read, never threads or comments.',
});
