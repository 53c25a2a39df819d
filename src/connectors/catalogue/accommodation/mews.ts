import { defineConnector } from '../../define.js';

/**
 * Mews Connector API. Every Mews call is a POST whose JSON body carries the ClientToken, AccessToken
 * and Client name; the reads used here (customers/getAll, reservations/getAll) only read. The tokens
 * go in the body because Mews has no header credential, so the definition's auth type is `none` and
 * the tokens are secrets placed in the read-only POST bodies.
 */
const credentials = { ClientToken: '{client_token}', AccessToken: '{access_token}', Client: 'customer-verification-service 1.0.0' };

export const mews = defineConnector({
  key: 'mews',
  name: 'Mews',
  category: 'accommodation',
  auth: { type: 'none' },
  secrets: [
    {
      name: 'client_token',
      label: 'client token',
      example: 'E0D439EE522F44368DC78E1BFB03710C-D24FB11DBE31D4621C4817E028D9E1D',
      pattern: '[A-Fa-f0-9]{32}-[A-Fa-f0-9]{31,32}',
    },
    {
      name: 'access_token',
      label: 'access token',
      example: 'C66EF7B239D24632943D115EDE9CB810-EA00F8FD8294692C940F6B5A8F9453D',
      pattern: '[A-Fa-f0-9]{32}-[A-Fa-f0-9]{31,32}',
    },
  ],
  baseUrl: 'https://api.mews.com/api/connector/v1',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/customers/getAll',
        // Extent.Documents was discontinued on 10 Jan 2026 (Mews deprecations list): not sent.
        body: { ...credentials, Emails: ['{email}'], Extent: { Customers: true, Addresses: true }, Limitation: { Count: 10 } },
      },
      records: 'Customers',
      map: {
        id: 'Id',
        name: { join: ['FirstName', 'LastName'] },
        email: 'Email',
        phone: 'Phone',
        // The customer's Address is marked deprecated in favour of AddressId (a separate addresses read) but
        // is still documented in the Get all customers reply, with its PostalCode; Extent.Addresses asks for it.
        postcode: 'Address.PostalCode',
      },
    },
    bookings: {
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/reservations/getAll/2023-06-06',
        body: {
          ...credentials,
          AccountIds: ['{customer_id}'],
          // Every documented state, so cancelled and not-yet-confirmed stays are listed too.
          States: ['Inquired', 'Requested', 'Optional', 'Confirmed', 'Started', 'Processed', 'Canceled'],
          Limitation: { Count: 50 },
        },
      },
      records: 'Reservations',
      // AccountId is the customer who owns the reservation (the main guest): a reservation of another account is dropped.
      ownerRef: 'AccountId',
      map: {
        id: 'Number',
        start: 'ScheduledStartUtc',
        end: 'ScheduledEndUtc',
        status: {
          enum: 'State',
          map: {
            Inquired: 'enquiry',
            Requested: 'requested',
            Optional: 'provisional',
            Confirmed: 'confirmed',
            Started: 'checked in',
            Processed: 'checked out',
            Canceled: 'cancelled',
          },
        },
        cancelled: { enum: 'State', map: { Canceled: true }, others: 'drop' },
      },
    },
  },
  docs: 'https://docs.mews.com/connector-api/operations/reservations',
  setup:
    'Mews connects through a Mews Marketplace integration. In Mews Operations open Marketplace, find this service and press Connect; ' +
    'Mews then shows the access token for your property (Marketplace → Connected integrations → the integration → Access token). Paste ' +
    'that access token, and the client token you received with the integration (it identifies this service to Mews). The integration ' +
    'only needs read access to customers and reservations.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Mews's Connector API docs (MewsSystems/gitbook-connector-api@e8732c7); the postcode " +
    "is the customer's Address.PostalCode, documented in the reply though Address is marked deprecated.",
  note:
    'Mews sends credentials in the JSON body of each POST, which none of the seven auth types models: the definition uses auth none and ' +
    'places the tokens in the read-only request bodies. Party size is not shown (Mews gives person counts per age category). Customer ' +
    'notes are never read.',
});
