import { defineConnector } from '../../define.js';

/**
 * TalentLMS API v1 with the API key as the HTTP Basic user name (blank password). Users are read by
 * email (404 when unknown); the user record lists their courses with completion_percentage, reported
 * as subscriptions. Displayed dates follow the portal's date format, so the *_timestamp twins (unix
 * seconds, as strings) are read instead.
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
        since: { date: 'enrolled_on_timestamp', epoch: 'seconds' },
        expires: { date: 'expired_on_timestamp', epoch: 'seconds' },
        percent_complete: 'completion_percentage',
      },
    },
  },
  docs: 'https://www.talentlms.com/pages/docs/TalentLMS-API-Documentation.pdf',
  setup:
    'In TalentLMS (as an administrator) open Account & Settings → Integrations → API, tick Enable API, save, and copy the API key. The portal name is the first part of your TalentLMS address: acme for acme.talentlms.com.',
  test_level: 'partly-documented',
  test_detail:
    "Fidelity pass (second session): the request re-read against TalentLMS's own PHP library, shipped by its maker Epignosis in the official WordPress plugin (epignosis/talentlms-wordpress@706a349c2d357b051391f19a083eb6b8f4c60bd7 TalentLMSLib/lib/TalentLMS.php, TalentLMS/ApiRequestor.php, TalentLMS/ApiResource.php, TalentLMS/User.php): base https://<domain>/api/v1, HTTP Basic with the API key as user name and a blank password, GET /users/id:<id> and GET /users/email:<email> (retrieve by parameters). NOT confirmed, so not documented: the user record's fields (id, first_name, last_name, email, and courses[] with id, name, role, enrolled_on_timestamp, expired_on_timestamp, completion_percentage) and the 404 for an unknown email: the library does not name them and the API documentation PDF is not in the stored corpora (earlier check: from the TalentLMS API documentation, not re-read).",
  note: 'TalentLMS API keys give administrator access (no read-only key): the connector only reads. The login_key field of the user record (a sign-in link) is never read.',
});
