import { defineConnector } from '../../define.js';

/**
 * Service (useservice.app) read-only API v1 with a per-restaurant secret key (Bearer sk_live_...).
 * Reservations are listed newest service date first with the guest expanded (expand=guest), paged with
 * starting_after = the last reservation id while has_more is true (up to ten pages of the default 20).
 * Only reservations whose guest email is exactly the verified one are shown.
 */
export const useservice = defineConnector({
  key: 'useservice',
  name: 'Service (useservice.app)',
  category: 'restaurant',
  auth: { type: 'bearer', secret: 'api_key' },
  secrets: [{ name: 'api_key', label: 'Service API key', example: 'sk_live_4eC39HqLyjWDarjtT1zdp7dc', pattern: 'sk_live_[A-Za-z0-9_]{8,200}' }],
  baseUrl: 'https://api.useservice.app/v1',
  verification: 'from_bookings_email',
  capabilities: {
    bookings: {
      request: { path: '/reservations', query: { expand: 'guest' } },
      records: 'data',
      pagination: { type: 'cursor', param: 'starting_after', lastRecordPath: 'id', hasMorePath: 'has_more', maxPages: 10 },
      owner: { email: 'guest.email', name: { join: ['guest.first_name', 'guest.last_name'] } },
      map: {
        id: 'id',
        start: 'starts_at',
        end: 'ends_at',
        status: {
          enum: 'status',
          map: {
            pending: 'pending',
            confirmed: 'confirmed',
            late: 'running late',
            partially_seated: 'arrived',
            seated: 'arrived',
            completed: 'completed',
            cancelled: 'cancelled',
            no_show: 'did not arrive',
          },
        },
        cancelled: { enum: 'status', map: { cancelled: true }, others: 'drop' },
        did_not_arrive: { enum: 'status', map: { no_show: true }, others: 'drop' },
        party_size: 'party_size',
      },
    },
  },
  docs: 'https://docs.useservice.app/api/guides/introduction/',
  setup:
    'Sign in to the Service back office as the owner or a co-owner, open Settings → Developers and create an API key named "Chatbot"; ' +
    'copy the secret (it starts sk_live_ and is shown only once). While the Service API is in beta, keys may instead be issued on ' +
    'request by the Service team for your restaurant. Service keys are read-only.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Service's API documentation (docs.useservice.app: introduction, pagination, " +
    'expanding objects, reservation object).',
  note:
    "Service cannot be asked for one guest's reservations here: the 200 reservations with the latest service dates (ten pages of 20, " +
    "future ones first) are scanned and only the customer's own are shown, so older visits of a busy restaurant may be missed. Guest " +
    'notes and internal notes are never read.',
});
