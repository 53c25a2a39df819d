import { defineConnector } from '../../define.js';

/**
 * Clover REST API v3 with a merchant API token limited to read permissions. Customer search by email
 * or phone (`filter=`), the customer's orders, and account fields. Clover sends money in cents and
 * times as unix milliseconds.
 */
export const clover = defineConnector({
  key: 'clover',
  name: 'Clover',
  category: 'pos',
  auth: { type: 'bearer', secret: 'api_token' },
  config: [
    {
      name: 'api_host',
      label: 'Clover API address for your region',
      example: 'api.eu.clover.com',
      pattern: 'api(\\.eu|\\.la)?\\.clover\\.com',
    },
    { name: 'merchant_id', label: 'Clover merchant ID', example: 'ABC123XYZ0001', pattern: '[A-Z0-9]{13}' },
  ],
  secrets: [{ name: 'api_token', label: 'Clover API token', example: '8c2e2a4f-3c5d-4b1e-9f0a-6d7e8f9a0b1c', pattern: '[A-Za-z0-9-]{20,64}' }],
  baseUrl: 'https://{api_host}/v3/merchants/{merchant_id}',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: {
        path: '/customers',
        query: { filter: 'emailAddress={email}', expand: 'emailAddresses,phoneNumbers,addresses', limit: '10' },
      },
      byPhone: {
        path: '/customers',
        query: { filter: 'phoneNumber={phone}', expand: 'emailAddresses,phoneNumbers,addresses', limit: '10' },
      },
      records: 'elements',
      map: {
        id: 'id',
        name: { join: ['firstName', 'lastName'] },
        email: 'emailAddresses.elements.0.emailAddress',
        phone: 'phoneNumbers.elements.0.phoneNumber',
        postcode: 'addresses.elements.0.zip',
      },
    },
    orders: {
      request: {
        path: '/orders',
        query: { filter: 'customer.id={customer_id}', expand: 'customers', orderBy: 'createdTime DESC', limit: '20' },
      },
      records: 'elements',
      ownerRef: 'customers.elements.0.id',
      map: {
        order_number: 'id',
        placed: { date: 'createdTime', epoch: 'milliseconds' },
        status: {
          firstOf: [
            {
              enum: 'paymentState',
              map: {
                OPEN: 'unpaid',
                PAID: 'paid',
                REFUNDED: 'refunded',
                CREDITED: 'credit',
                PARTIALLY_PAID: 'part-paid',
                PARTIALLY_REFUNDED: 'partly refunded',
              },
            },
            { enum: 'state', map: { open: 'open', locked: 'completed' } },
          ],
        },
        total: { money: 'total', source: 'minor', currency: 'currency' },
        currency: 'currency',
      },
    },
    account: {
      request: { path: '/customers/{customer_id}' },
      records: '$',
      single: true,
      map: {
        customer_since: { date: 'customerSince', epoch: 'milliseconds' },
        marketing_allowed: 'marketingAllowed',
      },
    },
  },
  docs: 'https://docs.clover.com/dev/reference/customergetcustomers',
  setup:
    'In your Clover Dashboard open Account & Setup → API Tokens (under Business Operations) and create a token. Tick only Customers – ' +
    'Read and Orders – Read, save, and copy the token. Your merchant ID is the 13-character code shown in Account & Setup → Merchants ' +
    '(and in the dashboard address after /m/). Choose the API address of your region: api.clover.com for North America, ' +
    'api.eu.clover.com for Europe, api.la.clover.com for Latin America.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Clover's docs and changelog and its Android SDK; not confirmed: that emailAddress, phoneNumber and customer.id are " +
    'filterable, and the orderBy encoding.',
  note:
    'Orders are the 20 most recent linked to the customer; Clover limits order reads to a 90-day window, so older orders may not show. ' +
    'Clover order ids (13 characters) are the references printed on Clover receipts.',
});
