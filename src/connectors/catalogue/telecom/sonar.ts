import { defineConnector } from '../../define.js';

/**
 * Sonar Software (v2 GraphQL API) with a personal access token (bearer). Every read is a GraphQL query
 * (no mutation), sent as a read-only POST. Accounts are found through their contacts' email (or phone
 * number); the account's invoices, tickets (subject and state: the description is never read),
 * services and a few account fields are read. Sonar amounts are integers in the smallest currency
 * unit (pence, cents).
 */

const byAccount = { id: '{customer_id}' };

export const sonar = defineConnector({
  key: 'sonar',
  name: 'Sonar Software',
  category: 'telecom',
  auth: { type: 'bearer', secret: 'api_token' },
  config: [{ name: 'instance', label: 'instance name (from <instance>.sonar.software)', example: 'acmefibre', pattern: '[a-z0-9][a-z0-9-]{0,62}' }],
  secrets: [
    {
      name: 'api_token',
      label: 'personal access token',
      example: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl',
      pattern: '\\S{20,4000}',
    },
  ],
  baseUrl: 'https://{instance}.sonar.software/api',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: {
        method: 'POST',
        readOnly: 'graphql',
        path: '/graphql',
        body: {
          query:
            'query FindAccount($email: String!) { accounts(reverse_relation_filters: [{ relation: "contacts", search: [{ string_fields: [{ ' +
            'attribute: "email_address", search_value: $email, match: true }] }] }], paginator: { page: 1, records_per_page: 10 }) { entities { ' +
            'id name contacts(search: [{ string_fields: [{ attribute: "email_address", search_value: $email, match: true }] }]) { entities { ' +
            'name email_address phone_numbers { entities { number } } } } addresses { entities { zip } } } } }',
          variables: { email: '{email}' },
        },
      },
      byPhone: {
        method: 'POST',
        readOnly: 'graphql',
        path: '/graphql',
        body: {
          query:
            'query FindAccountByPhone($phone: String!) { accounts(reverse_relation_filters: [{ relation: "contacts.phone_numbers", search: [{ ' +
            'string_fields: [{ attribute: "number", search_value: $phone, match: true }] }] }], paginator: { page: 1, records_per_page: 10 }) { ' +
            'entities { id name contacts(reverse_relation_filters: [{ relation: "phone_numbers", search: [{ string_fields: [{ attribute: ' +
            '"number", search_value: $phone, match: true }] }] }]) { entities { name email_address phone_numbers { entities { number } } } } ' +
            'addresses { entities { zip } } } } }',
          variables: { phone: '{phone_digits}' },
        },
      },
      records: 'data.accounts.entities',
      map: {
        id: 'id',
        name: { firstOf: ['contacts.entities.0.name', 'name'] },
        email: 'contacts.entities.0.email_address',
        phone: 'contacts.entities.0.phone_numbers.entities.0.number',
        postcode: 'addresses.entities.0.zip',
      },
    },
    invoices: {
      request: {
        method: 'POST',
        readOnly: 'graphql',
        path: '/graphql',
        body: {
          query:
            'query AccountInvoices($id: Int64Bit!) { invoices(account_id: $id, paginator: { page: 1, records_per_page: 25 }) { entities { id ' +
            'date due_date remaining_due status void delinquent } } }',
          variables: byAccount,
        },
      },
      records: 'data.invoices.entities',
      map: {
        invoice: 'id',
        date: { date: 'date' },
        status: {
          firstOf: [
            { enum: 'void', map: { true: 'void' }, others: 'drop' },
            { enum: 'remaining_due', map: { '0': 'paid' }, others: 'drop' },
            { enum: 'delinquent', map: { true: 'overdue' }, others: 'drop' },
            { const: 'unpaid' },
          ],
        },
        due_date: { date: 'due_date' },
        outstanding: { money: 'remaining_due', source: 'minor' },
      },
    },
    tickets: {
      request: {
        method: 'POST',
        readOnly: 'graphql',
        path: '/graphql',
        body: {
          query:
            'query AccountTickets($id: Int64Bit!) { accounts(id: $id) { entities { tickets(paginator: { page: 1, records_per_page: 25 }) { ' +
            'entities { id subject status created_at updated_at closed_at } } } } }',
          variables: byAccount,
        },
      },
      records: 'data.accounts.entities.0.tickets.entities',
      noMatch: { missingRecords: true },
      map: {
        id: 'id',
        subject: 'subject',
        status: { enum: 'status', map: { OPEN: 'open', PENDING_INTERNAL: 'pending', PENDING_EXTERNAL: 'pending', CLOSED: 'closed' } },
        opened: { date: 'created_at' },
        updated: { date: 'updated_at' },
        closed: { date: 'closed_at' },
      },
    },
    subscriptions: {
      request: {
        method: 'POST',
        readOnly: 'graphql',
        path: '/graphql',
        body: {
          query: 'query AccountServices($id: Int64Bit!) { account_services(account_id: $id) { entities { id quantity created_at service { name } } } ' + '}',
          variables: byAccount,
        },
      },
      records: 'data.account_services.entities',
      map: {
        id: 'id',
        plan: 'service.name',
        since: { date: 'created_at' },
      },
    },
    account: {
      request: {
        method: 'POST',
        readOnly: 'graphql',
        path: '/graphql',
        body: {
          query:
            'query AccountSummary($id: Int64Bit!) { accounts(id: $id) { entities { id activation_date next_bill_date ' +
            'next_recurring_charge_amount is_delinquent account_status { name } } } }',
          variables: byAccount,
        },
      },
      records: 'data.accounts.entities.0',
      single: true,
      noMatch: { missingRecords: true },
      map: {
        status: { firstOf: [{ enum: 'is_delinquent', map: { true: 'in arrears' }, others: 'drop' }, 'account_status.name'] },
        next_payment_date: { date: 'next_bill_date' },
        next_charge: { money: 'next_recurring_charge_amount', source: 'minor' },
        customer_since: { date: 'activation_date' },
      },
    },
  },
  docs: 'https://docs.sonar.expert/api/getting-started-with-the-sonar-api',
  setup:
    'In Sonar, create a user for this service whose role can only view accounts, contacts, invoices, tickets and services (Settings → ' +
    'Security → Roles). Sign in as that user, open your name (top right) → Personal Access Tokens, create a token named after this ' +
    'service and copy it. The instance name is the first part of your Sonar address: acmefibre for acmefibre.sonar.software.',
  test_level: 'partly-documented',
  test_detail:
    "No official schema could be read; rests on a published copy of Sonar's v2 GraphQL schema and public client code: the account, " +
    'invoice, ticket and service fields are unconfirmed.',
  note:
    'Invoice totals are not shown: Sonar splits them into debits and taxes, and the mapping cannot add two fields, so only the amount ' +
    'still owed is reported. There is no balance field on a Sonar account, so balance is not offered. Search by mobile matches the ' +
    'number as Sonar stores it (digits only).',
});
