import { defineConnector, type ConnectorInput } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Wix eCommerce (Wix Stores and other Wix apps that sell through eCommerce) with an account API key
 * and the site ID. Wix offers these reads only as POST queries: Query Contacts (v4, its exact-match
 * search over name, email and phone) for the customer search and Search Orders (filtered by the buyer's
 * email) for the customer's orders, both read-only.
 */

/** One status from Wix's order, payment and fulfilment statuses, first that applies. */
const orderStatus: Transform = {
  firstOf: [
    { enum: 'status', map: { CANCELED: 'cancelled', REJECTED: 'cancelled' }, others: 'drop' },
    { enum: 'paymentStatus', map: { FULLY_REFUNDED: 'refunded', NOT_PAID: 'awaiting payment', PENDING: 'awaiting payment' }, others: 'drop' },
    { enum: 'fulfillmentStatus', map: { FULFILLED: 'dispatched', PARTIALLY_FULFILLED: 'partly dispatched' }, others: 'drop' },
    { enum: 'paymentStatus', map: { PARTIALLY_REFUNDED: 'partly refunded' }, others: 'drop' },
    { const: 'processing' },
  ],
};

/**
 * How every Wix connector reaches a site: an API key (Wix Headless / API keys screen) with the site
 * id in `wix-site-id`, on www.wixapis.com. Shared with catalogue/restaurant/wix_table_reservations.ts.
 */
export const wixSiteAccess = {
  auth: { type: 'header', headers: { Authorization: '{api_key}', 'wix-site-id': '{site_id}' } },
  config: [
    {
      name: 'site_id',
      label: 'site ID',
      example: '6c3d60a1-e14f-4628-bfc8-93cc3d00fca0',
      pattern: '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}',
    },
  ],
  secrets: [
    {
      name: 'api_key',
      label: 'Wix API key',
      example: 'IST.eyJraWQiOiJQb3pIX2FDMiIsImFsZyI6IlJTMjU2In0.eyJkYXRhIjoi',
      pattern: 'IST\\.[A-Za-z0-9._-]{20,4000}',
    },
  ],
  baseUrl: 'https://www.wixapis.com',
} satisfies Partial<ConnectorInput>;

export const wix = defineConnector({
  key: 'wix',
  name: 'Wix eCommerce',
  category: 'ecommerce',
  ...wixSiteAccess,
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/contacts/v4/contacts/query',
        body: { search: '{email}', query: { paging: { limit: 10 } } },
      },
      records: 'contacts',
      map: {
        id: 'id',
        name: { join: ['info.name.first', 'info.name.last'] },
        email: { firstOf: ['primaryInfo.email', 'info.emails.items.0.email'] },
        phone: { firstOf: ['primaryInfo.phone', 'info.phones.items.0.phone'] },
        postcode: 'info.addresses.items.0.address.postalCode',
      },
    },
    orders: {
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/ecom/v1/orders/search',
        body: {
          search: {
            filter: { 'buyerInfo.email': '{email}' },
            sort: [{ fieldName: 'createdDate', order: 'DESC' }],
            cursorPaging: { limit: 50 },
          },
        },
      },
      records: 'orders',
      owner: { email: 'buyerInfo.email', name: { join: ['billingInfo.contactDetails.firstName', 'billingInfo.contactDetails.lastName'] } },
      map: {
        order_number: 'number',
        placed: { date: { firstOf: ['purchasedDate', 'createdDate'] } },
        status: orderStatus,
        total: { money: 'priceSummary.total.amount', source: 'decimal_string', currency: 'currency' },
        currency: 'currency',
        customer_email: 'buyerInfo.email',
      },
    },
  },
  docs: 'https://dev.wix.com/docs/rest/business-solutions/e-commerce/orders/search-orders',
  setup:
    'Sign in to Wix as the site owner and open the API Keys Manager (Account Settings → API Keys). Press Generate API Key, name it, and ' +
    'under Permissions tick only the read permissions for Contacts (Read Contacts) and eCommerce / Wix Stores (Read Orders) for this ' +
    'site. Copy the key (it starts IST.). The site ID is the long code after /dashboard/ in your site dashboard address.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Wix's SDK packages generated from its REST definitions (@wix/auto_sdk_crm_contacts, " +
    '@wix/auto_sdk_ecom_orders); no official example reply.',
  note:
    'Orders are found by the buyer email; the 50 newest are read (Wix pages with a cursor in the POST body, which connectors cannot ' +
    'follow yet). Order lookup by number is not offered: Wix filters order numbers as numbers and connector bodies send text. Status ' +
    "combines the order, payment and fulfilment statuses; tracking numbers live in Wix's separate fulfilments API and are not shown.",
});
