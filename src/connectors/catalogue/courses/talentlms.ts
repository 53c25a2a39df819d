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
    'In TalentLMS (as an administrator) open Account & Settings → Integrations → API, tick Enable API, save, and copy the API key. The portal name is the first part of your TalentLMS address: acme for acme.talentlms.com.',
  test_level: 'partly-documented',
  test_detail:
    "Fidelity pass (third session): re-read against TalentLMS's own PHP library and WordPress plugin, published by its maker Epignosis (epignosis/talentlms-wordpress@706a349c2d357b051391f19a083eb6b8f4c60bd7: TalentLMSLib/lib/TalentLMS.php, TalentLMS/ApiRequestor.php, TalentLMS/ApiResource.php, TalentLMS/User.php, src/Woocommerce.php; and the plugin's 2015 release as mirrored from WordPress.org, wp-plugins/talentlms@9bd6c7921053fda2326261ee0c16b2e1e1d33bae admin/pages/talentlms_subscriber.php): base https://<domain>/api/v1, HTTP Basic with the API key as user name and a blank password, GET /users/id:<id> and GET /users/email:<email>; the user record's id, first_name, last_name, email and courses[] with id, name, role, enrolled_on, completed_on, completion_status, completion_percentage and expired_on. Changed in this pass: since and expires are no longer mapped, because they read the unix-second twins enrolled_on_timestamp / expired_on_timestamp that neither official source names (the documented enrolled_on / expired_on follow the portal's date format); the fixture reply no longer carries the twins. NOT confirmed, so not documented: that an unknown email answers 404 (the library only shows that any non-2xx reply is an error carrying an error object; notFoundIsEmpty relies on 404), and the role values learner / instructor (the plugin prints role as it comes). Third pass (cat-third-a), same two official repositories: the current plugin (epignosis/talentlms-wordpress@706a349 src/Utils.php tlms_enrollUserToCoursesByOrderId, src/Woocommerce.php) treats any failure of TalentLMS_User::retrieve by email as 'no such user' and signs the user up, so an unknown email is answered with an error reply, but neither repository shows which status code (404 stays unconfirmed); the 2015 plugin's templates/course_single_sync.php (wp-plugins/talentlms@9bd6c79) lists a course's instructors as the users whose role is 'instructor', which confirms that role value; 'learner' appears in neither repository (only in the /learner/courseinfo portal path), so it stays unconfirmed. The API documentation PDF is not in the stored corpora. TalentLMS also publishes a newer API v2 (developers.talentlms.io: base https://<domain>.talentlms.com/api/v2, X-API-Key and X-API-Version headers); only its opening could be read, so the connector stays on v1, which the vendor's own library still calls. Fourth pass (cat5-h), nothing new: epignosis/talentlms-wordpress is unchanged at 706a349 (no status code, no learner role); the Epignosis library repositories tried (epignosis/talentlms-php-api, epignosis/TalentLMS-API-PHP-Library) could not be fetched; TalentLMS's v2 Postman documentation (documenter.gw.postman.com, collection 31867199) and the v1 documentation PDF are stored only as their openings or as third-party copies. The 404 for an unknown email and the learner role stay open.",
  note: "TalentLMS API keys give administrator access (no read-only key): the connector only reads. The login_key field of the user record (a sign-in link) is never read. Enrolment and expiry dates are not shown (TalentLMS writes them in the portal's own date format).",
});
