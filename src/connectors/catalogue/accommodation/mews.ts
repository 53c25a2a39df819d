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
    { name: 'client_token', label: 'client token', example: 'E0D439EE522F44368DC78E1BFB03710C-D24FB11DBE31D4621C4817E028D9E1D', pattern: '[A-Fa-f0-9]{32}-[A-Fa-f0-9]{31,32}' },
    { name: 'access_token', label: 'access token', example: 'C66EF7B239D24632943D115EDE9CB810-EA00F8FD8294692C940F6B5A8F9453D', pattern: '[A-Fa-f0-9]{32}-[A-Fa-f0-9]{31,32}' },
  ],
  baseUrl: 'https://api.mews.com/api/connector/v1',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/customers/getAll',
        body: { ...credentials, Emails: ['{email}'], Extent: { Customers: true, Documents: false, Addresses: false }, Limitation: { Count: 10 } },
      },
      records: 'Customers',
      map: {
        id: 'Id',
        name: { join: ['FirstName', 'LastName'] },
        email: 'Email',
        phone: 'Phone',
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
          // Every state, so cancelled and not-yet-confirmed stays are listed too (the older version
          // of this operation returned only Confirmed, Started and Processed when States was left out).
          States: ['Inquired', 'Requested', 'Optional', 'Confirmed', 'Started', 'Processed', 'Canceled'],
          Limitation: { Count: 50 },
        },
      },
      records: 'Reservations',
      map: {
        id: 'Number',
        start: { firstOf: ['ScheduledStartUtc', 'StartUtc'] },
        end: { firstOf: ['ScheduledEndUtc', 'EndUtc'] },
        status: {
          enum: 'State',
          map: {
            Inquired: 'enquiry',
            Enquired: 'enquiry',
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
    'Mews connects through a Mews Marketplace integration. In Mews Operations open Marketplace, find this service and press Connect; Mews then shows the access token for your property (Marketplace → Connected integrations → the integration → Access token). Paste that access token, and the client token you received with the integration (it identifies this service to Mews). The integration only needs read access to customers and reservations.',
  test_level: 'partly-documented',
  test_detail:
    'Not yet re-read against an official example in the fidelity pass. Earlier check: documented: customers/getAll with Emails, Extent {Customers, Documents, Addresses} and Limitation (reply Customers[] with Id, FirstName, LastName, Email, Phone, Address.PostalCode), and reservations/getAll/2023-06-06 with AccountIds, States and Limitation (docs.mews.com Connector API reference, mirrored in the api-evangelist/mews customers and reservations OpenAPI files); the 2023-06-06 reply {Reservations, Cursor}, reservation fields Number, State, ScheduledStartUtc/ScheduledEndUtc, AccountId, and the state values Inquired, Requested, Optional, Confirmed, Started, Processed, Canceled (the 2017 version spelled Enquired, kept as well) from the same OpenAPI. Confirmed in public code: a reservations/getAll/2023-06-06 call filtered by AccountIds with only a Limitation and no time interval, and a call passing every state in States. Not confirmed: whether Mews limits an AccountIds-only read to recent reservations (time filters such as CollidingUtc are capped at about 3 months when given, none is sent here).',
  note:
    'Mews sends credentials in the JSON body of each POST, which none of the seven auth types models: the definition uses auth none and places the tokens in the read-only request bodies. Party size is not shown (Mews gives person counts per age category). Customer notes are never read.',
});
