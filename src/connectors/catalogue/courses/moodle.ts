import { defineConnector } from '../../define.js';

/**
 * Moodle web services (REST protocol, JSON format) with a token for a service that holds only the
 * two read functions used here. Users are found by email with core_user_get_users_by_field; their
 * enrolled courses (progress, completion, start and end as unix seconds, 0 = not set) with
 * core_enrol_get_users_courses. Moodle answers errors with HTTP 200 and an exception object, which
 * is not a list and so is a failure, never "no customer".
 */

/** Moodle writes 0 for "no date": such values are left out rather than read as 1 January 1970. */
const unixDate = (path: string) => ({ date: { enum: path, map: { '0': '' } }, epoch: 'seconds' as const });

export const moodle = defineConnector({
  key: 'moodle',
  name: 'Moodle (Web services)',
  category: 'courses',
  auth: { type: 'query', params: { wstoken: '{token}' } },
  config: [
    {
      name: 'site',
      label: 'Moodle site address (host and any folder)',
      example: 'learn.acme.ac.uk',
      pattern: '[A-Za-z0-9.-]+(:[0-9]{2,5})?(/[A-Za-z0-9._~-]+)*',
    },
  ],
  secrets: [{ name: 'token', label: 'web service token', example: '0123456789abcdef0123456789abcdef', pattern: '[0-9a-f]{32}' }],
  baseUrl: 'https://{+site}/webservice/rest/server.php',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { query: { wsfunction: 'core_user_get_users_by_field', moodlewsrestformat: 'json', field: 'email', 'values[0]': '{email}' } },
      records: '$',
      map: {
        id: 'id',
        name: { firstOf: ['fullname', { join: ['firstname', 'lastname'] }] },
        email: 'email',
        phone: { firstOf: ['phone2', 'phone1'] },
      },
    },
    subscriptions: {
      request: { query: { wsfunction: 'core_enrol_get_users_courses', moodlewsrestformat: 'json', userid: '{customer_id}', returnusercount: '0' } },
      records: '$',
      map: {
        id: 'id',
        plan: { firstOf: ['displayname', 'fullname'] },
        status: { enum: 'completed', map: { true: 'completed', false: 'enrolled' } },
        start: unixDate('startdate'),
        term_end: unixDate('enddate'),
        progress: 'progress',
      },
    },
  },
  docs: 'https://docs.moodle.org/dev/Web_service_API_functions',
  setup:
    'As a Moodle administrator: Site administration → Server → Web services → Overview, and follow the steps to enable web services and ' +
    'the REST protocol. Under External services add a service named after this service with only the functions ' +
    'core_user_get_users_by_field and core_enrol_get_users_courses. Create or choose a user whose role can view user details and course ' +
    "participation, add them as the service's authorised user, then under Manage tokens create a token for that user and this service. " +
    'Enter the site address without https:// (learn.acme.ac.uk, or learn.acme.ac.uk/moodle when Moodle sits in a folder).',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Moodle's own web-service descriptions (moodle/moodle user/externallib.php, " + 'enrol/externallib.php).',
  note:
    "Read-only through the service's function list: the token can call only the two functions above. Progress is Moodle's percentage " +
    '(empty when completion tracking is off).',
});
