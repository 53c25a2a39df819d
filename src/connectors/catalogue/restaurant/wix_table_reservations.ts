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
      request: {
        path: '/table-reservations/reservations/v1/reservations',
        query: { startDateFrom: '{from_date}T00:00:00Z', startDateTo: '{to_date}T23:59:59Z', 'paging.limit': '100' },
      },
      records: 'reservations',
      lookbackDays: 30,
      lookaheadDays: 90,
      pagination: { type: 'cursor', param: 'paging.cursor', cursorPath: 'pagingMetadata.cursors.next', maxPages: 3 },
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
    'Not yet re-read against an official example in the fidelity pass. Earlier check: documented: GET List Reservations path, startDateFrom/startDateTo/paging.limit/paging.cursor parameters, the reservations + pagingMetadata reply, the status values and the reservation fields (details.startDate/endDate/partySize, reservee.firstName/lastName/email) from the Wix REST reference and reservation object; API key + wix-site-id headers as for other Wix REST APIs. Written from Wix conventions: the ISO date-time form of the date filters and following pagingMetadata.cursors.next with the same filters.',
  note:
    'Wix cannot filter reservations by guest: the first 300 reservations starting from 30 days ago to 90 days ahead are scanned and only the customer\'s own are shown, so a very busy restaurant\'s later reservations in that window may be missed. The key\'s reservations permission also allows changes; the connector only reads. Team messages and guest notes are never read.',
});
