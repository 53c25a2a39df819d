import { defineConnector } from '../../define.js';

/**
 * TalentLMS API v1 with the API key as the HTTP Basic user name (blank password). Users are read by
 * email (an unknown email is taken to answer 404); the user record lists their courses with
 * completion_percentage, reported as subscriptions. Enrolment and expiry dates are not shown: the
 * documented enrolled_on / expired_on follow the portal's date format, which cannot be read reliably.
 */
export const talentlms = defineConnector({
  key: 'talentlms',
  name: 'TalentLMS',
  category: 'courses',
  auth: { type: 'basic', username: '{api_key}', password: '' },
  config: [{ name: 'domain', label: 'portal name (from <name>.talentlms.com)', example: 'acme', pattern: '[a-z0-9][a-z0-9-]{0,62}' }],
  secrets: [{ name: 'api_key', label: 'API key', example: 'aBcDeFgHiJkLmNoPqRsTuVwXyZ0123', pattern: '[A-Za-z0-9]{20,64}' }],
  baseUrl: 'https://{domain}.talentlms.com/api/v1',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/users/email:{email}' },
      records: '$',
      single: true,
      notFoundIsEmpty: true,
      map: { id: 'id', name: { join: ['first_name', 'last_name'] }, email: 'email' },
    },
    subscriptions: {
      request: { path: '/users/id:{customer_id}' },
      records: 'courses',
      notFoundIsEmpty: true,
      map: {
        id: 'id',
        plan: 'name',
        status: { enum: 'role', map: { learner: 'enrolled as learner', instructor: 'enrolled as instructor' } },
        percent_complete: 'completion_percentage',
      },
    },
  },
  docs: 'https://www.talentlms.com/pages/docs/TalentLMS-API-Documentation.pdf',
  setup:
    'In TalentLMS (as an administrator) open Account & Settings → Integrations → API, tick Enable API, save, and copy the API key. The ' +
    'portal name is the first part of your TalentLMS address: acme for acme.talentlms.com.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against TalentLMS's own PHP library and WordPress plugin " +
    '(epignosis/talentlms-wordpress@706a349); the unknown-email status code is not shown.',
  note:
    'TalentLMS API keys give administrator access (no read-only key): the connector only reads. The login_key field of the user record ' +
    "(a sign-in link) is never read. Enrolment and expiry dates are not shown (TalentLMS writes them in the portal's own date format).",
});
