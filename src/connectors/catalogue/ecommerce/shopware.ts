import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Shopware 6 Admin API with an integration (access key ID + secret exchanged at /api/oauth/token for
 * a short-lived token). Shopware offers filtered reads only as POST /api/search/<entity> with a
 * Criteria body; these are read-only searches. Since 6.6 state associations must be asked for
 * explicitly, so every request names them.
 */

const deliveryStatus: Transform = {
  enum: 'deliveries.0.stateMachineState.technicalName',
  map: {
    open: 'processing',
    shipped: 'dispatched',
    shipped_partially: 'partly dispatched',
    returned: 'returned',
    returned_partially: 'partly returned',
    cancelled: 'cancelled',
  },
  others: 'drop',
};

const orderStatus: Transform = {
  firstOf: [
    { enum: 'stateMachineState.technicalName', map: { cancelled: 'cancelled' }, others: 'drop' },
    {
      enum: 'transactions.-1.stateMachineState.technicalName',
      map: { refunded: 'refunded', refunded_partially: 'partly refunded', unconfirmed: 'awaiting payment', failed: 'payment failed' },
      others: 'drop',
    },
    deliveryStatus,
    { enum: 'stateMachineState.technicalName', map: { open: 'open', in_progress: 'processing', completed: 'completed' } },
  ],
};

const associations = {
  currency: {},
  stateMachineState: {},
  transactions: { associations: { stateMachineState: {} } },
  deliveries: { associations: { stateMachineState: {}, shippingMethod: {} } },
};

const buyerName: Transform = { join: ['orderCustomer.firstName', 'orderCustomer.lastName'] };

export const shopware = defineConnector({
  key: 'shopware',
  name: 'Shopware 6',
  category: 'ecommerce',
  auth: { type: 'client_credentials', tokenUrl: '/oauth/token', clientId: 'access_key_id', clientSecret: 'secret_access_key', clientAuth: 'body' },
  config: [
    {
      name: 'store_domain',
      label: 'shop address',
      example: 'shop.example.co.uk',
      pattern: '[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+(/[A-Za-z0-9._~-]+)*',
    },
  ],
  secrets: [
    { name: 'access_key_id', label: 'integration access key ID', example: 'SWIAVKZ1RLDGOFHGMZLQT2VPDQ', pattern: 'SWIA[A-Z0-9]{20,40}' },
    {
      name: 'secret_access_key',
      label: 'integration secret access key',
      example: 'cWVXaDZ2b1pBRkl5SGpjeXV3b2ZQcWNvaVh0M0x6',
      pattern: '[A-Za-z0-9+/=_-]{20,200}',
    },
  ],
  baseUrl: 'https://{+store_domain}/api',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/search/customer',
        body: { limit: 10, filter: [{ type: 'equals', field: 'email', value: '{email}' }], associations: { defaultBillingAddress: {} } },
      },
      records: 'data',
      map: {
        id: 'id',
        name: { join: ['firstName', 'lastName'] },
        email: 'email',
        phone: 'defaultBillingAddress.phoneNumber',
        postcode: 'defaultBillingAddress.zipcode',
      },
    },
    orders: {
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/search/order',
        body: {
          limit: 50,
          filter: [{ type: 'equals', field: 'orderCustomer.email', value: '{email}' }],
          sort: [{ field: 'orderDateTime', order: 'DESC' }],
          associations,
        },
      },
      records: 'data',
      owner: { email: 'orderCustomer.email', name: buyerName },
      map: {
        order_number: 'orderNumber',
        placed: { date: 'orderDateTime' },
        status: orderStatus,
        total: { money: 'amountTotal', source: 'number', currency: 'currency.isoCode' },
        currency: 'currency.isoCode',
        courier: 'deliveries.0.shippingMethod.name',
        tracking: 'deliveries.0.trackingCodes.0',
        customer_email: 'orderCustomer.email',
      },
    },
    order_status: {
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/search/order',
        body: { limit: 5, filter: [{ type: 'equals', field: 'orderNumber', value: '{order_number}' }], associations },
      },
      records: 'data',
      owner: { email: 'orderCustomer.email', name: buyerName },
      map: {
        order_number: 'orderNumber',
        status: orderStatus,
        tracking: 'deliveries.0.trackingCodes.0',
        courier: 'deliveries.0.shippingMethod.name',
      },
    },
  },
  docs: 'https://shopware.stoplight.io/docs/admin-api/twpxvnspkg3yu-quick-start-guide',
  setup:
    'In the Shopware Administration first open Settings → System → Users & permissions → Roles and add a role with only Customers: ' +
    'Viewer and Orders: Viewer. Then open Settings → System → Integrations → Add integration, name it, leave Administrator off, assign ' +
    'that role, and copy the Access key ID (starts SWIA) and the Secret access key before saving: the secret is shown only once. Enter ' +
    'your shop address without https://, e.g. shop.example.co.uk.',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Shopware's Admin API reference (shopware/admin-api-reference@4ce208c, Shopware " + '6.7).',
  note:
    "Reads are POST searches on /api/search (Shopware's read API), never writes. Orders are found by the email on the order, so guest " +
    'orders are included; the 50 newest are read. Tracking is the first tracking code of the first delivery.',
});
