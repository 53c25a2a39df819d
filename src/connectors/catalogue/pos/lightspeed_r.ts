import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Lightspeed Retail POS (R-Series) API V3 with OAuth (read scopes only). Customers are found by email
 * through the Contact relation; the customer's completed sales and account fields are read.
 *
 * R-Series answers one record as an object and several as a list (`"Customer": {...}` or
 * `"Customer": [...]`, `single: 'either'`), the same inside a record (`Emails.ContactEmail`), and
 * leaves the list out when nothing matches (`noMatch.missingRecords`). Pages are followed with the
 * `@attributes.next` URL. Amounts are major-unit decimal strings in the account's currency (a sale
 * carries no currency code).
 */

/** A contact value of one use type; the contact lists may be one object, a list, or "" when empty. */
const contact = (list: string, field: string, types: string[]): Transform => ({
  firstOf: types.map((useType) => ({ path: `Contact.${list}`, where: { useType }, pick: field })),
});

export const lightspeedR = defineConnector({
  key: 'lightspeed_r',
  name: 'Lightspeed Retail R-Series',
  category: 'pos',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://cloud.lightspeedapp.com/auth/oauth/authorize',
    tokenUrl: 'https://cloud.lightspeedapp.com/auth/oauth/token',
    scopes: ['employee:customers_read', 'employee:register_read'],
    pkce: true,
  },
  config: [{ name: 'account_id', label: 'Lightspeed account ID', example: '123456', pattern: '[0-9]{1,12}' }],
  baseUrl: 'https://api.lightspeedapp.com/API/V3/Account/{account_id}',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/Customer.json', query: { load_relations: '["Contact"]', 'Contact.email': '{email}' } },
      records: 'Customer',
      single: 'either',
      noMatch: { missingRecords: true },
      map: {
        id: 'customerID',
        name: { join: ['firstName', 'lastName'] },
        email: contact('Emails.ContactEmail', 'address', ['Primary', 'Secondary']),
        phone: contact('Phones.ContactPhone', 'number', ['Mobile', 'Home', 'Work']),
        postcode: { firstOf: ['Contact.Addresses.ContactAddress.zip', 'Contact.Addresses.ContactAddress.0.zip'] },
      },
    },
    orders: {
      request: { path: '/Sale.json', query: { customerID: '{customer_id}', completed: 'true', sort: '-completeTime', limit: '50' } },
      records: 'Sale',
      ownerRef: 'customerID',
      single: 'either',
      noMatch: { missingRecords: true },
      pagination: { type: 'next_url', nextPath: '@attributes.next', maxPages: 2 },
      map: {
        order_number: { firstOf: ['ticketNumber', 'saleID'] },
        placed: { date: { firstOf: ['completeTime', 'timeStamp', 'createTime'] } },
        // Voided sales stay in the history (they do not count towards totals); refunds are sales with a negative total.
        status: { firstOf: [{ enum: 'voided', map: { true: 'voided' }, others: 'drop' }, { const: 'completed' }] },
        total: { money: 'total', source: 'decimal_string' },
      },
    },
    account: {
      request: { path: '/Customer/{customer_id}.json', query: { load_relations: '["CustomerType"]' } },
      records: 'Customer',
      single: true,
      map: {
        customer_type: 'CustomerType.name',
        company: 'company',
        customer_since: { date: 'createTime' },
      },
    },
  },
  docs: 'https://developers.lightspeedhq.com/retail/endpoints/Customer/',
  setup:
    'Press Connect with Lightspeed and sign in to Lightspeed Retail (R-Series) as an employee who can view customers and sales history; ' +
    'the consent screen asks only to view customer accounts and read sales history (employee:customers_read and ' +
    'employee:register_read), so approve it. Then enter your Lightspeed account ID, the number (such as 123456) that identifies your ' +
    'Retail account in every API address: it is the accountID Lightspeed lists for the signed-in account at GET ' +
    'https://api.lightspeedapp.com/API/V3/Account.json, and Lightspeed Retail support can tell you it.',
  test_level: 'partly-documented',
  test_detail:
    "Not re-read against an official example (the R-Series reference could not be read); rests on the earlier reading of Lightspeed's " +
    'reference and on public client code.',
  note:
    "The customer's email and phone are the Primary email and the Mobile (else Home, else Work) number of the contact. Sales are the " +
    "completed ones, newest first (up to 100); voided sales show as voided and refunds as negative totals. Amounts are in the account's " +
    'currency.',
});
