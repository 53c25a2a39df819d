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
    'Sign in to Wix as the site owner and open the API Keys Manager (Account Settings → API Keys). Press Generate API Key, name it (for example "Chatbot"), choose this site, and under Permissions tick Wix Restaurants → Manage Reservations (Wix has no read-only reservations permission; the connector only ever reads). Copy the key (it starts IST.). The site ID is the long code after /dashboard/ in your site dashboard address.',
  test_level: 'documented',
  test_detail:
    "Re-read against Wix's official SDK package for the Reservations API, @wix/auto_sdk_table-reservations_reservations@1.0.80 (npm; generated from Wix's REST definitions): build/cjs/meta.js (POST https://www.wixapis.com/table-reservations/reservations/v1/reservations/search) and build/cjs/meta.d.ts (SearchReservationsRequest {search: CursorSearch}; CursorSearch search.expression/fields, whose searchable fields are reservee.firstName, reservee.lastName, reservee.phone and reservee.email; sort[].fieldName/order ASC|DESC; cursorPaging.limit at most 100, and a cursor cannot be combined with sort or filter; SearchReservationsResponse {reservations, pagingMetadata}; Reservation id, status with the Status values HELD, RESERVED, CANCELED, FINISHED, NO_SHOW, SEATED, REQUESTED, DECLINED, PAYMENT_INFORMATION_PENDING, details.startDate/endDate/partySize, reservee.firstName/lastName/email), and Wix's 'Make REST API Calls with an API Key' article (dev.wix.com/docs/go-headless/develop-your-project/admin-operations/make-rest-api-calls-with-an-api-key: the key as the whole Authorization header plus wix-site-id for site-level calls). Fixed in this pass: the read followed the next cursor while keeping the sort in the body, a combination Wix refuses, so it now reads one page of 100 (newest first); PAYMENT_PENDING, not a reservation status, was dropped from the status words. No official example reply was found, so the fixture is built from those types (source none).",
  note: "Reservations are found with Wix's Search Reservations on the guest's email (newest first, at most 100), and only those whose reservee email is exactly the customer's are shown. The key's reservations permission also allows changes; the connector only reads. Team messages and guest notes are never read.",
});
