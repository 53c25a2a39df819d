import { defineConnector } from '../../define.js';

/**
 * Capsule CRM API v2 with a Capsule sign-in (OAuth 2.0, scope `read`). Parties are found with a
 * filter query (POST /parties/filters/results, which only reads) whose one condition is the party's
 * email address or phone number; the party's projects (Capsule's "kases") are read as tickets; the
 * account reads the party. A party's "about" text and project descriptions are never read.
 */
export const capsule = defineConnector({
  key: 'capsule',
  name: 'Capsule CRM',
  category: 'crm',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://api.capsulecrm.com/oauth/authorise',
    tokenUrl: 'https://api.capsulecrm.com/oauth/token',
    scopes: ['read'],
  },
  baseUrl: 'https://api.capsulecrm.com/api/v2',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      // Capsule's filter query (a read, sent as POST): parties with this exact email address.
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/parties/filters/results',
        query: { perPage: '20' },
        body: { filter: { conditions: [{ field: 'email', operator: 'is', value: '{email}' }] } },
      },
      byPhone: {
        method: 'POST',
        readOnly: 'search',
        path: '/parties/filters/results',
        query: { perPage: '20' },
        body: { filter: { conditions: [{ field: 'phone', operator: 'is', value: '{phone}' }] } },
      },
      records: 'parties',
      map: {
        id: 'id',
        name: { firstOf: [{ join: ['firstName', 'lastName'] }, 'name'] },
        email: 'emailAddresses.0.address',
        phone: 'phoneNumbers.0.number',
        postcode: 'addresses.0.zip',
      },
    },
    tickets: {
      request: { path: '/parties/{customer_id}/kases', query: { perPage: '50' } },
      records: 'kases',
      ownerRef: 'party.id',
      map: {
        id: 'id',
        subject: 'name',
        status: { enum: 'status', map: { OPEN: 'open', CLOSED: 'closed' } },
        stage: 'stage.name',
        opened: { date: 'createdAt' },
        updated: { date: 'updatedAt' },
        closed: { date: 'closedOn' },
      },
    },
    account: {
      request: { path: '/parties/{customer_id}' },
      records: 'party',
      single: true,
      map: {
        job_title: 'jobTitle',
        organisation: 'organisation.name',
        customer_since: { date: 'createdAt' },
        last_contacted: { date: 'lastContactedAt' },
      },
    },
  },
  docs: 'https://developer.capsulecrm.com/v2/operations/Filter#runAdHocFilterQuery',
  setup:
    'Press Connect with Capsule and sign in with a Capsule user who can see your contacts; Capsule asks to allow read-only access to ' +
    'your account, approve it. Nothing else needs to be entered.',
  test_level: 'partly-documented',
  test_detail: "Checked against Capsule's developer pages; not confirmed on an official page: GET /parties/{partyId}/kases (listing projects by " + 'party).',
  note:
    'Connects with OAuth, scope `read`. The filter matches the email address or phone number exactly as Capsule holds it (a number ' +
    "stored with other spacing is not found); only a party's first email, phone and address are compared.",
});
