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
    "Fidelity pass (second session): re-read against TalentLMS's own PHP library and WordPress plugin, published by its maker Epignosis (epignosis/talentlms-wordpress@706a349c2d357b051391f19a083eb6b8f4c60bd7: TalentLMSLib/lib/TalentLMS.php, TalentLMS/ApiRequestor.php, TalentLMS/ApiResource.php, TalentLMS/User.php, src/Woocommerce.php; and the plugin's 2015 release as mirrored from WordPress.org, wp-plugins/talentlms@9bd6c7921053fda2326261ee0c16b2e1e1d33bae admin/pages/talentlms_subscriber.php): base https://<domain>/api/v1, HTTP Basic with the API key as user name and a blank password, GET /users/id:<id> and GET /users/email:<email>; the user record's id, first_name, last_name, email and courses[] with id, name, role, enrolled_on, completed_on, completion_status, completion_percentage and expired_on. NOT confirmed, so not documented: the unix-second twins enrolled_on_timestamp and expired_on_timestamp that since and expires read (neither source names them; the display forms enrolled_on / expired_on follow the portal's date format, which cannot be read without guessing), and that an unknown email answers 404 (the library only shows that it is an error reply, whose status it does not name). The API documentation PDF is not in the stored corpora.",
  note: 'TalentLMS API keys give administrator access (no read-only key): the connector only reads. The login_key field of the user record (a sign-in link) is never read.',
});
