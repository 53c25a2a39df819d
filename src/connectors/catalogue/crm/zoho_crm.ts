import { defineConnector } from '../../define.js';

/**
 * Zoho CRM API v6 with a Zoho sign-in (OAuth 2.0, read scopes only) and `Authorization:
 * Zoho-oauthtoken <token>` at the data-centre host. Contacts are found with the search API by email
 * or phone; the contact's cases are searched by the contact lookup (Related_To); the account reads a
 * few contact fields. Case descriptions, solutions and internal comments are never requested.
 */
export const zohoCrm = defineConnector({
  key: 'zoho_crm',
  name: 'Zoho CRM',
  category: 'crm',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://accounts.zoho.{dc}/oauth/v2/auth',
    tokenUrl: 'https://accounts.zoho.{dc}/oauth/v2/token',
    scopes: ['ZohoCRM.modules.contacts.READ', 'ZohoCRM.modules.cases.READ', 'ZohoSearch.securesearch.READ'],
    authorizeParams: { access_type: 'offline' },
    scheme: 'Zoho-oauthtoken',
  },
  config: [{ name: 'dc', label: 'Zoho data centre domain', example: 'eu', pattern: 'com|eu|uk|in|com\\.au|jp|ca|sa|com\\.cn' }],
  baseUrl: 'https://www.zohoapis.{dc}/crm/v6',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/Contacts/search', query: { email: '{email}', fields: 'First_Name,Last_Name,Full_Name,Email,Mobile,Phone,Mailing_Zip' } },
      byPhone: { path: '/Contacts/search', query: { phone: '{phone}', fields: 'First_Name,Last_Name,Full_Name,Email,Mobile,Phone,Mailing_Zip' } },
      records: 'data',
      noMatch: { emptyBody: true },
      map: {
        id: 'id',
        name: { firstOf: ['Full_Name', { join: ['First_Name', 'Last_Name'] }] },
        email: 'Email',
        phone: { firstOf: ['Mobile', 'Phone'] },
        postcode: 'Mailing_Zip',
      },
    },
    tickets: {
      request: {
        path: '/Cases/search',
        query: { criteria: '(Related_To:equals:{customer_id})', fields: 'Case_Number,Subject,Status,Related_To,Created_Time,Modified_Time' },
      },
      records: 'data',
      noMatch: { emptyBody: true },
      ownerRef: 'Related_To.id',
      map: {
        id: 'Case_Number',
        subject: 'Subject',
        status: 'Status',
        opened: { date: 'Created_Time' },
        updated: { date: 'Modified_Time' },
      },
    },
    account: {
      request: { path: '/Contacts/{customer_id}', query: { fields: 'Account_Name,Lead_Source,Mailing_City,Created_Time' } },
      records: 'data',
      notFoundIsEmpty: true,
      map: {
        company: 'Account_Name.name',
        lead_source: 'Lead_Source',
        city: 'Mailing_City',
        customer_since: { date: 'Created_Time' },
      },
    },
  },
  docs: 'https://www.zoho.com/crm/developer/docs/api/v6/search-records.html',
  setup:
    'Press Connect with Zoho CRM and sign in with a Zoho CRM user who can see the contacts and cases; approve the read-only access to contacts, cases and search. Nothing needs typing: the data centre comes from the sign-in (Zoho names the API domain, such as www.zohoapis.eu, in its token reply).',
  test_level: 'partly-documented',
  test_detail:
    "Fidelity pass: no official OpenAPI description or SDK example of this vendor could be read in the reachable sources, so the request and fields were not re-read against an official example. Fixed in this pass: a case was kept only when its Email (the reporter's, which may be a colleague's) equalled the verified email, dropping the contact's own case; the search now asks for Related_To and ownership is ownerRef Related_To.id (the contact id the search is made with). What stands is the earlier check (not re-read against an official example): documented: GET /crm/v6/{module}/search with one of email, phone or criteria per call, the fields parameter, the {data: [...]} reply and 204 No Content for no match; the scopes the search API needs, the module READ scope and ZohoSearch.securesearch.READ (zoho.com/crm/developer/docs/api/v2/search-records.html and the v4/v8 search-records pages; this pass added the search scope, which was missing); lookup fields searchable with equals (v4 search-records page). Not confirmed: searching Cases by the contact id through the Related_To lookup, (Related_To:equals:<id>), and the reply of GET /Contacts/{id} for an unknown id (read here as 404 = no record).",
  note: "Scopes ZohoCRM.modules.contacts.READ, ZohoCRM.modules.cases.READ and ZohoSearch.securesearch.READ (the search API needs the module scope and this search scope) only. Zoho CRM answers a search with no match (contacts or cases) with 204 No Content (an empty body): read as no match (noMatch.emptyBody). Only cases whose Related_To contact is the verified contact are shown; a case's own Email (whoever reported it) is not read.",
});
