import { defineConnector } from '../../define.js';
import { wixSiteAccess } from '../ecommerce/wix.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Wix Table Reservations (the Wix Restaurants reservations app) with an account API key and the site
 * ID, the same credential pair as the Wix eCommerce connector. List Reservations has no guest filter,
 * so the connector reads reservations starting from {from_date} to {to_date} (up to three cursor pages
 * of 100) and shows only those whose reservee email is exactly the verified one.
 */

const status: Transform = {
  enum: 'status',
  map: {
    HELD: 'held',
    REQUESTED: 'provisional',
    PAYMENT_PENDING: 'awaiting payment',
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
      records: 'reservations',
      pagination: { type: 'cursor', in: 'body', param: 'search.cursorPaging.cursor', cursorPath: 'pagingMetadata.cursors.next', maxPages: 3 },
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
    'Sign in to Wix as the site owner and open the API Keys Manager (Account Settings → API Keys). Press Generate API Key, name it (for example "Chatbot"), choose this site, and under Permissions tick Wix Restaurants → Manage Reservations (Wix has no read-only reservations permission; the connector only ever reads). Copy the key (it starts IST.). The site ID is the long code after /dashboard/ in your site dashboard address.',
  test_level: 'partly-documented',
  test_detail:
    "Re-read in the fidelity pass against Wix's Reservations API reference (dev.wix.com/docs/rest/business-solutions/restaurants/wix-restaurants-new/reservations/reservations: Search Reservations and its 'Sorting, Filtering, and Search' article, which lists reservee.email as a searchable field and details.startDate as sortable). Fixed in this pass: the read scanned the first 300 reservations of a date window although Wix documents a search on the guest's email; it now uses POST .../reservations/search with search.expression = the email over reservee.email, sorted by details.startDate, cursor paging in the body. Not confirmed against an official example: the request body's exact CursorSearch shape (Wix's standard search body: search.search.expression/fields, sort[].fieldName/order, cursorPaging.limit/cursor), the reply's reservations + pagingMetadata.cursors.next (as in List Reservations), and the reservation fields id, status, details.startDate/endDate/partySize, reservee.email/firstName/lastName (the API is a developer preview).",
  note: "Reservations are found with Wix's Search Reservations on the guest's email (newest first, at most 300), and only those whose reservee email is exactly the customer's are shown. The key's reservations permission also allows changes; the connector only reads. Team messages and guest notes are never read.",
});
