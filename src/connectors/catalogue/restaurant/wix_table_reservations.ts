import { defineConnector } from '../../define.js';
import { wixSiteAccess } from '../ecommerce/wix.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Wix Table Reservations (the Wix Restaurants reservations app) with an account API key and the site
 * ID, the same credential pair as the Wix eCommerce connector. Search Reservations looks for the
 * guest's email in reservee.email (newest first, one page of 100), and only reservations whose
 * reservee email is exactly the verified one are shown.
 */

const status: Transform = {
  enum: 'status',
  map: {
    HELD: 'held',
    REQUESTED: 'provisional',
    PAYMENT_INFORMATION_PENDING: 'awaiting payment',
    RESERVED: 'confirmed',
    SEATED: 'arrived',
    FINISHED: 'completed',
    CANCELED: 'cancelled',
    DECLINED: 'declined',
    NO_SHOW: 'did not arrive',
  },
};

export const wixTableReservations = defineConnector({
  key: 'wix_table_reservations',
  name: 'Wix Table Reservations',
  category: 'restaurant',
  ...wixSiteAccess,
  verification: 'from_bookings_email',
  capabilities: {
    bookings: {
      // Search Reservations: reservee.email is a searchable field, so Wix narrows the list to the
      // guest's reservations (the owner check then keeps exact email matches only).
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/table-reservations/reservations/v1/reservations/search',
        body: {
          search: {
            search: { expression: '{email}', fields: ['reservee.email'] },
            sort: [{ fieldName: 'details.startDate', order: 'DESC' }],
            cursorPaging: { limit: 100 },
          },
        },
      },
      // One page of 100: Wix refuses search.cursorPaging.cursor together with sort or filter, so the
      // next cursor is not followed (a guest rarely has more than 100 reservations at one restaurant).
      records: 'reservations',
      owner: { email: 'reservee.email', name: { join: ['reservee.firstName', 'reservee.lastName'] } },
      map: {
        id: 'id',
        start: 'details.startDate',
        end: 'details.endDate',
        status,
        cancelled: { enum: 'status', map: { CANCELED: true, DECLINED: true }, others: 'drop' },
        did_not_arrive: { enum: 'status', map: { NO_SHOW: true }, others: 'drop' },
        party_size: 'details.partySize',
      },
    },
  },
  docs: 'https://dev.wix.com/docs/rest/business-solutions/restaurants/wix-restaurants-new/reservations/reservations/list-reservations',
  setup:
    'Sign in to Wix as the site owner and open the API Keys Manager (Account Settings → API Keys). Press Generate API Key, name it (for ' +
    'example "Chatbot"), choose this site, and under Permissions tick Wix Restaurants → Manage Reservations (Wix has no read-only ' +
    'reservations permission; the connector only ever reads). Copy the key (it starts IST.). The site ID is the long code after ' +
    '/dashboard/ in your site dashboard address.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Wix's Reservations SDK package " +
    '(@wix/auto_sdk_table-reservations_reservations@1.0.80); no official example reply.',
  note:
    "Reservations are found with Wix's Search Reservations on the guest's email (newest first, at most 100), and only those whose " +
    "reservee email is exactly the customer's are shown. The key's reservations permission also allows changes; the connector only " +
    'reads. Team messages and guest notes are never read.',
});
