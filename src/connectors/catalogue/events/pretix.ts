import { defineConnector } from '../../define.js';

/**
 * pretix REST API (pretix.eu or a self-hosted pretix) for one event, with a team API token. Orders are
 * filtered by the buyer's email; only orders naming that email are used to verify and answer.
 * Replaces Billetto, whose organiser order endpoints could not be confirmed.
 */
export const pretix = defineConnector({
  key: 'pretix',
  name: 'pretix',
  category: 'events',
  auth: { type: 'header', headers: { Authorization: 'Token {api_token}' } },
  config: [
    { name: 'host', label: 'pretix address', example: 'pretix.eu', pattern: '[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+' },
    { name: 'organizer', label: 'organizer short form', example: 'bigevents', pattern: '[A-Za-z0-9][A-Za-z0-9._-]{0,49}' },
    { name: 'event', label: 'event short form', example: 'sampleconf', pattern: '[A-Za-z0-9][A-Za-z0-9._-]{0,49}' },
  ],
  secrets: [
    { name: 'api_token', label: 'pretix API token', example: 'e1l6bfcd8upkzavsnxybujy6kxr3uzq47d7r0epq5p0hf1xx8y5q13ab8cd4lfbd', pattern: '[a-z0-9]{32,100}' },
  ],
  baseUrl: 'https://{host}/api/v1/organizers/{organizer}/events/{event}',
  bound: 'connection',
  verification: 'from_orders_email',
  capabilities: {
    orders: {
      request: { path: '/orders/', query: { email: '{email}', ordering: '-datetime' } },
      records: 'results',
      pagination: { type: 'next_url', nextPath: 'next', maxPages: 3 },
      // The buyer's name: the invoice address, else the ticket whose attendee email is the order's own
      // email (the first ticket may be for someone else: the reference's order is John Doe's, its ticket Peter's).
      owner: {
        email: 'email',
        name: { firstOf: ['invoice_address.name', { path: 'positions', where: { attendee_email: { sameAs: 'email' } }, pick: 'attendee_name' }] },
      },
      map: {
        order_number: 'code',
        placed: { date: 'datetime' },
        status: { enum: 'status', map: { n: 'pending', p: 'paid', e: 'expired', c: 'cancelled' } },
        total: { money: 'total', source: 'decimal_string' },
        customer_email: 'email',
      },
    },
  },
  docs: 'https://docs.pretix.eu/en/latest/api/resources/orders.html',
  setup:
    'In pretix open Organizer → Teams, create a team such as "Chatbot" with access to the event and only the "Can view orders" ' +
    'permission, then open the team and create an API token; copy it. The pretix address is pretix.eu unless you host pretix yourself ' +
    "(then your own domain). The organizer and event short forms are in the event's address: pretix.eu/bigevents/sampleconf/ means " +
    'bigevents and sampleconf.',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against pretix's API documentation source (pretix/pretix doc/api/resources/orders.rst).",
  note:
    'One event per connection; amounts are in the event currency, which pretix keeps on the event, not the order. Customers are ' +
    'verified with their full name and the email they ordered with; the code is always emailed.',
});
