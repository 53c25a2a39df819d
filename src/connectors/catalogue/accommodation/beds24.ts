import { defineConnector } from '../../define.js';

/**
 * Beds24 API v2 with a long-life token in the `token` header (read scopes only). Bookings are searched
 * on Beds24's side by the guest's email (searchString matches name, email and booking id), and only
 * bookings whose email is exactly the verified one are shown.
 */
export const beds24 = defineConnector({
  key: 'beds24',
  name: 'Beds24',
  category: 'accommodation',
  auth: { type: 'header', headers: { token: '{token}' } },
  config: [{ name: 'property_id', label: 'property ID', example: '328510', pattern: '\\d{1,10}', optional: true }],
  secrets: [{ name: 'token', label: 'long life token', example: 'Yk1Ua0lVcWNtV0xKbGJUMFdVcXRqSlNvV3BlQ1VEcXg=', pattern: '\\S{20,400}' }],
  baseUrl: 'https://api.beds24.com/v2',
  verification: 'from_bookings_email',
  capabilities: {
    bookings: {
      request: {
        path: '/bookings',
        query: { propertyId: '{property_id}', searchString: '{email}', arrivalFrom: '{from_date}' },
      },
      records: 'data',
      owner: { email: 'email', name: { join: ['firstName', 'lastName'] } },
      map: {
        id: 'id',
        start: 'arrival',
        end: 'departure',
        status: { enum: 'status', map: { confirmed: 'confirmed', new: 'confirmed', request: 'provisional', cancelled: 'cancelled', inquiry: 'enquiry' } },
        cancelled: { enum: 'status', map: { cancelled: true }, others: 'drop' },
      },
    },
  },
  docs: 'https://beds24.com/api/v2/#/Bookings/get_bookings',
  setup:
    'In Beds24 open Settings → Marketplace → API and create a long life token. Tick only the read scopes "bookings" and ' +
    '"bookings-personal" (guest names and emails need the second), then copy the token. Enter your property ID (Settings → Properties, ' +
    'the number next to the property) to limit the bot to one property, or leave it blank for all.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Beds24's API pages; not confirmed: the searchString parameter and the full v2 status list (the v2 Swagger could " + 'not be read).',
  note:
    "Bookings arriving from a year ago onwards (Beds24 leaves cancelled bookings out unless asked), found by the guest's email. Party " +
    'size is not shown (Beds24 gives adults and children separately). Invoices are left out: Beds24 gives invoice items per booking, ' +
    'not invoices.',
});
