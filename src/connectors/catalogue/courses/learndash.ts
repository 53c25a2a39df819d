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
    "In WordPress, make sure LearnDash → Settings → Advanced → REST API has v2 enabled. Sign in as a user that may list users (an administrator, ideally one kept for this service), open Users → Profile → Application Passwords, enter a name for this service and click Add New Application Password. Enter that user's user name and the password shown (spaces are fine), and your site address without https:// (academy.acme.co.uk, or with /folder when WordPress sits in a folder).",
  test_level: 'documented',
  test_detail:
    "Re-read against LearnDash's own developer reference (developers.learndash.com/rest-api/v2/v2-user-course-progress/, stored copy: GET /ldlms/v2/users/<id>/course-progress; schema course (course ID), progress_status (one of not-started, in-progress, completed), last_step, steps_completed, steps_total, date_started and date_completed (datetime or null); REST API v2 marked beta there) and, for the WordPress half, the official REST API handbook source (WP-API/docs@ab20319c2bfa108a7c76ee1322078df88a49a7e6): reference/users.md (GET /wp/v2/users with search, context (edit returns first_name, last_name and email) and per_page; user fields id, name, first_name, last_name, email) and using-the-rest-api/pagination.md (every collection takes page and per_page, 1 to 100). Fixed in this pass: paging followed a Link header, which neither reference documents; it now asks page=1, 2 with per_page=50 (the handbook's collection parameters, stopping at a short page). Course names are not in the progress record, so courses are named by post ID.",
  note: "Application passwords carry their user's permissions (WordPress has no read-only key): the connector only reads. The LearnDash progress reply names courses by post ID only.",
});
