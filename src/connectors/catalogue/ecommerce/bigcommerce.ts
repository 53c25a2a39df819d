import { defineConnector } from '../../define.js';

/**
 * BigCommerce REST Management API with a store-level API account token (X-Auth-Token). Customer
 * search by email (Customers v3), one order's status by its number (Orders v2, the order's billing
 * email says whose it is), and account fields with store credit.
 *
 * Orders are left out: Orders v2 writes every date in RFC 2822 form ("Sat, 03 Mar 2018 02:35:28
 * +0000"), which the date transform does not read, and answers an empty list with 204 No Content,
 * which the runtime counts as an unexpected reply.
 */
export const bigcommerce = defineConnector({
  key: 'bigcommerce',
  name: 'BigCommerce',
  category: 'ecommerce',
  auth: { type: 'header', headers: { 'X-Auth-Token': '{access_token}' } },
  config: [{ name: 'store_hash', label: 'store hash', example: 'abc123def4', pattern: '[a-z0-9]{5,16}' }],
  secrets: [{ name: 'access_token', label: 'API account access token', example: 'k2n4b6v8c0x2z4l6k8j0h2g4f6d8s0a', pattern: '[A-Za-z0-9]{20,64}' }],
  baseUrl: 'https://api.bigcommerce.com/stores/{store_hash}',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/v3/customers', query: { 'email:in': '{email}', include: 'addresses' } },
      records: 'data',
      map: {
        id: 'id',
        name: { join: ['first_name', 'last_name'] },
        email: 'email',
        phone: { firstOf: ['phone', 'addresses.0.phone'] },
        postcode: 'addresses.0.postal_code',
      },
    },
    order_status: {
      request: { path: '/v2/orders/{order_number}' },
      records: '$',
      single: true,
      notFoundIsEmpty: true,
      owner: { email: 'billing_address.email', name: { join: ['billing_address.first_name', 'billing_address.last_name'] } },
      map: {
        order_number: 'id',
        status: {
          enum: 'status',
          map: {
            Pending: 'pending',
            'Awaiting Payment': 'awaiting payment',
            'Awaiting Fulfillment': 'processing',
            'Awaiting Shipment': 'processing',
            'Awaiting Pickup': 'ready for pickup',
            'Partially Shipped': 'partly dispatched',
            Shipped: 'dispatched',
            Completed: 'completed',
            Cancelled: 'cancelled',
            Declined: 'cancelled',
            Refunded: 'refunded',
            'Partially Refunded': 'partly refunded',
            Disputed: 'disputed',
            'Manual Verification Required': 'processing',
          },
        },
      },
    },
    account: {
      request: { path: '/v3/customers', query: { 'id:in': '{customer_id}', include: 'storecredit' } },
      records: 'data.0',
      single: true,
      map: {
        customer_since: { date: 'date_created' },
        store_credit: { money: 'store_credit_amounts.0.amount', minorUnits: false },
        company: 'company',
      },
    },
  },
  docs: 'https://developer.bigcommerce.com/docs/rest-management/customers#get-all-customers',
  setup:
    'In the BigCommerce control panel open Settings → Store-level API accounts (under API) and press Create API account, token type V2/V3 API token. Set the OAuth scopes Customers and Orders to read-only and leave every other scope at None, then save and copy the Access token. The store hash is the part after /stores/ in the API path shown on that page (https://api.bigcommerce.com/stores/abc123def4/v3/ → abc123def4).',
  test_level: 'documented',
  note: 'Order lists are not offered: BigCommerce Orders v2 writes dates in RFC 2822 form and answers empty lists with 204 No Content, neither of which the shared runtime reads yet. An order is looked up by its number and shown only when its billing email is the verified customer\'s. Store credit is in the store\'s default currency.',
});
