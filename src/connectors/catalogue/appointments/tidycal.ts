import { defineConnector } from '../../define.js';

/**
 * TidyCal REST API with a personal access token (bearer). TidyCal has no customer search and no
 * booking filter by email, so the connector reads the bookings starting from {from_date} to {to_date}
 * (at most four pages, cancelled ones left out with cancelled=false) and keeps only those whose contact
 * is exactly the verified email. The contact (name, email) is the person who booked. Booking-question
 * answers and payment details are never read.
 */
export const tidycal = defineConnector({
  key: 'tidycal',
  name: 'TidyCal',
  category: 'appointments',
  auth: { type: 'bearer', secret: 'access_token' },
  secrets: [
    {
      name: 'access_token',
      label: 'TidyCal personal access token',
      example: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJhdWQiOiIxIn0.c2lnbmF0dXJl',
      pattern: '\\S{20,2000}',
    },
  ],
  baseUrl: 'https://tidycal.com/api',
  verification: 'from_bookings_email',
  capabilities: {
    bookings: {
      request: { path: '/bookings', query: { starts_at: '{from_date}T00:00:00Z', ends_at: '{to_date}T23:59:59Z', cancelled: 'false' } },
      records: 'data',
      lookbackDays: 30,
      lookaheadDays: 180,
      pagination: { type: 'page', param: 'page', first: 1, maxPages: 4 },
      owner: { email: 'contact.email', name: 'contact.name' },
      map: {
        id: 'id',
        start: 'starts_at',
        end: 'ends_at',
      },
    },
  },
  docs: 'https://tidycal.com/developer/docs/',
  setup:
    'In TidyCal open Integrations → Advanced (tidycal.com/integrations/oauth), choose "Manage API keys" → Personal tokens, create a ' +
    'token named "customer bot" and copy it. The token reads the bookings of the TidyCal account that creates it, so create it in the ' +
    'account whose booking pages take the appointments. TidyCal tokens cannot be limited to reading; this connector only reads ' +
    'bookings.',
  test_level: 'partly-documented',
  test_detail: "Checked against TidyCal's developer reference; not confirmed: the server address and what cancelled=false returns.",
  note:
    'TidyCal cannot search bookings by email: the first four pages of bookings from 30 days ago to 180 days ahead are scanned and only ' +
    "those booked under the customer's email and name are shown. Cancelled bookings are not listed. Rows carry no service name (TidyCal " +
    'gives only the booking type id). Times are in UTC.',
});
