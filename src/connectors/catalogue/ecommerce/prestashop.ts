import { defineConnector } from '../../define.js';

/**
 * PrestaShop webservice (1.7 / 8) with a webservice key sent as the HTTP Basic user name (blank
 * password), JSON output. Customer search by email (guest checkouts have customer records too) and
 * the customer's orders with their shipping number. Only the fields the connector maps are asked for
 * (`display=[...]`), so password hashes and notes are never fetched.
 */
export const prestashop = defineConnector({
  key: 'prestashop',
  name: 'PrestaShop',
  category: 'ecommerce',
  auth: { type: 'basic', username: '{webservice_key}', password: '' },
  config: [
    {
      name: 'store_domain',
      label: 'shop address',
      example: 'shop.example.co.uk',
      pattern: '[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+(/[A-Za-z0-9._~-]+)*',
    },
  ],
  secrets: [{ name: 'webservice_key', label: 'webservice key', example: 'ZQ88PRJX5VWQHCWE4EE7SQ7HPNX00RAJ', pattern: '[A-Z0-9]{32}' }],
  baseUrl: 'https://{+store_domain}/api',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: {
        path: '/customers',
        query: { 'filter[email]': '[{email}]', display: '[id,firstname,lastname,email,is_guest]', output_format: 'JSON', limit: '10' },
      },
      records: 'customers',
      // A filter that matches nothing is answered with a bare [] instead of {"customers":[]}.
      noMatch: { emptyArray: true },
      map: { id: 'id', name: { join: ['firstname', 'lastname'] }, email: 'email' },
    },
    orders: {
      request: {
        path: '/orders',
        query: {
          'filter[id_customer]': '[{customer_id}]',
          display: '[id,id_customer,reference,date_add,current_state,shipping_number]',
          sort: '[date_add_DESC]',
          limit: '50',
          output_format: 'JSON',
        },
      },
      records: 'orders',
      noMatch: { emptyArray: true },
      ownerRef: 'id_customer',
      map: {
        order_number: 'reference',
        placed: { date: 'date_add' },
        status: {
          enum: 'current_state',
          map: {
            '1': 'awaiting cheque payment',
            '2': 'payment accepted',
            '3': 'processing',
            '4': 'dispatched',
            '5': 'delivered',
            '6': 'cancelled',
            '7': 'refunded',
            '8': 'payment error',
            '9': 'on backorder (paid)',
            '10': 'awaiting bank transfer',
            '11': 'payment accepted',
            '12': 'on backorder (not paid)',
            '13': 'awaiting cash on delivery',
          },
        },
        tracking: 'shipping_number',
      },
    },
  },
  docs: 'https://devdocs.prestashop-project.org/8/webservice/',
  setup:
    "In the PrestaShop back office open Advanced Parameters → Webservice, set Enable PrestaShop's webservice to Yes and save. Press Add " +
    'new webservice key, press Generate, and in Permissions tick only the View (GET) column for customers and orders. Save and copy the ' +
    '32-character key. Enter your shop address without https://, e.g. shop.example.co.uk. Your shop must use HTTPS with friendly URLs ' +
    'on (Shop Parameters → Traffic & SEO).',
  test_level: 'documented',
  test_detail:
    "Request and fields checked against PrestaShop's docs (PrestaShop/docs@4ff66ab), its JSON output class and its webservice client " +
    '(PrestaShop/ws-client@f0536d0); no official example reply exists.',
  note:
    "Order statuses are read by PrestaShop's default status ids; statuses you added yourself show as their number. Order totals are " +
    'left out because the webservice gives the currency only as an internal id.',
});
