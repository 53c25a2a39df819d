import { defineConnector } from '../../define.js';

/**
 * TicketSpice (a Webconnex product) through the Webconnex public API v2 with an account API key sent
 * in the apiKey header. Webconnex's order object names no buyer email, so the customer is found with
 * Search Customers (billing email filter, product ticketspice.com) and their orders are read with the
 * documented customerId filter of Search Orders; every order is checked against that customer id
 * (ownerRef). The reference types order totals as floats while its example writes "2.65", so totals
 * are read in major units in either form.
 */
export const ticketspice = defineConnector({
  key: 'ticketspice',
  name: 'TicketSpice',
  category: 'events',
  auth: { type: 'header', headers: { apiKey: '{api_key}' } },
  secrets: [{ name: 'api_key', label: 'Webconnex API key', example: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', pattern: '[A-Za-z0-9_-]{16,128}' }],
  baseUrl: 'https://api.webconnex.com/v2/public',
  headers: { Accept: 'application/json' },
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/search/customers', query: { product: 'ticketspice.com', email: '{email}', limit: '10' } },
      records: 'data',
      map: {
        id: 'id',
        name: { join: ['billing.firstName', 'billing.lastName'] },
        email: 'email',
        phone: 'billing.address.phone',
        postcode: 'billing.address.postalCode',
      },
    },
    orders: {
      request: { path: '/search/orders', query: { product: 'ticketspice.com', customerId: '{customer_id}', limit: '50' } },
      records: 'data',
      // Orders are read through the documented customerId filter: another customer's order (a filter ignored) is dropped.
      ownerRef: 'customerId',
      map: {
        order_number: 'orderNumber',
        placed: { date: 'dateCreated' },
        status: {
          enum: 'status',
          map: {
            pending: 'pending',
            abandoned: 'abandoned',
            completed: 'completed',
            canceled: 'cancelled',
            'pending offline payment': 'pending offline payment',
            'pending final payment': 'pending final payment',
            waitlisted: 'waitlisted',
          },
        },
        total: { money: 'total', source: 'major', currency: 'currency' },
        currency: 'currency',
      },
    },
  },
  docs: 'https://docs.webconnex.io/api/v2/#search-orders',
  setup:
    'In TicketSpice open Account Settings → Integrations and create an API key (Webconnex issues the key for your whole account: ' +
    'TicketSpice, RegFox and GivingFuel share it); copy it. Webconnex keys are not read-only; the connector only ever reads customers ' +
    'and orders.',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Webconnex's API v2 documentation source (webconnex/slate@0c3e58d, apiv2-docs).",
  note:
    'The customer is found by the billing email of their TicketSpice customer record, then their orders across all TicketSpice events ' +
    'of the account are read (the first 50; one buyer rarely has more). Orders show no buyer email (Webconnex orders carry none).',
});
