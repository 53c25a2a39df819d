import { defineConnector } from '../../define.js';

/**
 * LearnDash on WordPress, through the WordPress REST API with an application password (HTTP Basic).
 * Users are found with the WordPress users search (context=edit, which needs the list_users
 * capability, returns the email); their progress per course comes from the LearnDash REST API v2
 * course-progress route (status only: the reply counts steps but has no percentage). Course names are not
 * in that reply, so courses are named by post ID.
 */
export const learndash = defineConnector({
  key: 'learndash',
  name: 'LearnDash (WordPress)',
  category: 'courses',
  auth: { type: 'basic', username: '{wp_user}', password: '{application_password}' },
  config: [
    {
      name: 'site',
      label: 'WordPress site address (host and any folder)',
      example: 'academy.acme.co.uk',
      pattern: '[A-Za-z0-9.-]+(:[0-9]{2,5})?(/[A-Za-z0-9._~-]+)*',
    },
    { name: 'wp_user', label: 'WordPress user name', example: 'bot-reader', pattern: '[A-Za-z0-9 _.@-]{1,60}' },
  ],
  secrets: [
    { name: 'application_password', label: 'application password', example: 'abcd EFGH 1234 ijkl MNOP 5678', pattern: '[A-Za-z0-9]{4}( ?[A-Za-z0-9]{4}){5}' },
  ],
  baseUrl: 'https://{+site}/wp-json',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/wp/v2/users', query: { search: '{email}', context: 'edit', per_page: '10' } },
      records: '$',
      map: {
        id: 'id',
        name: { firstOf: [{ join: ['first_name', 'last_name'] }, 'name'] },
        email: 'email',
      },
    },
    subscriptions: {
      request: { path: '/ldlms/v2/users/{customer_id}/course-progress' },
      records: '$',
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'per_page', size: 50, maxPages: 2 },
      map: {
        id: 'course',
        plan: { join: [{ const: 'Course' }, 'course'] },
        status: { enum: 'progress_status', map: { 'not-started': 'not started', 'in-progress': 'in progress', completed: 'completed' } },
        start: { date: 'date_started' },
      },
    },
  },
  docs: 'https://developers.learndash.com/rest-api/v2/v2-user-course-progress/',
  setup:
    'In WordPress, make sure LearnDash → Settings → Advanced → REST API has v2 enabled. Sign in as a user that may list users (an ' +
    'administrator, ideally one kept for this service), open Users → Profile → Application Passwords, enter a name for this service and ' +
    "click Add New Application Password. Enter that user's user name and the password shown (spaces are fine), and your site address " +
    'without https:// (academy.acme.co.uk, or with /folder when WordPress sits in a folder).',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against LearnDash's REST API v2 reference and the WordPress REST handbook source " + '(WP-API/docs@ab20319).',
  note:
    "Application passwords carry their user's permissions (WordPress has no read-only key): the connector only reads. The LearnDash " +
    'progress reply names courses by post ID only.',
});
