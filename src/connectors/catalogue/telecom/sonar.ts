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
            'query FindAccount($email: String!) { accounts(reverse_relation_filters: [{ relation: "contacts", search: [{ string_fields: [{ attribute: "email_address", search_value: $email, match: true }] }] }], paginator: { page: 1, records_per_page: 10 }) { entities { id name contacts(search: [{ string_fields: [{ attribute: "email_address", search_value: $email, match: true }] }]) { entities { name email_address phone_numbers { entities { number } } } } addresses { entities { zip } } } } }',
          variables: { email: '{email}' },
        },
      },
      byPhone: {
        method: 'POST',
        readOnly: 'graphql',
        path: '/graphql',
        body: {
          query:
            'query FindAccountByPhone($phone: String!) { accounts(reverse_relation_filters: [{ relation: "contacts.phone_numbers", search: [{ string_fields: [{ attribute: "number", search_value: $phone, match: true }] }] }], paginator: { page: 1, records_per_page: 10 }) { entities { id name contacts(reverse_relation_filters: [{ relation: "phone_numbers", search: [{ string_fields: [{ attribute: "number", search_value: $phone, match: true }] }] }]) { entities { name email_address phone_numbers { entities { number } } } } addresses { entities { zip } } } } }',
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
            'query AccountInvoices($id: Int64Bit!) { invoices(account_id: $id, paginator: { page: 1, records_per_page: 25 }) { entities { id date due_date remaining_due status void delinquent } } }',
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
            'query AccountTickets($id: Int64Bit!) { accounts(id: $id) { entities { tickets(paginator: { page: 1, records_per_page: 25 }) { entities { id subject status created_at updated_at closed_at } } } } }',
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
          query: 'query AccountServices($id: Int64Bit!) { account_services(account_id: $id) { entities { id quantity created_at service { name } } } }',
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
            'query AccountSummary($id: Int64Bit!) { accounts(id: $id) { entities { id activation_date next_bill_date next_recurring_charge_amount is_delinquent account_status { name } } } }',
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
    'In Sonar, create a user for this service whose role can only view accounts, contacts, invoices, tickets and services (Settings → Security → Roles). Sign in as that user, open your name (top right) → Personal Access Tokens, create a token named after this service and copy it. The instance name is the first part of your Sonar address: acmefibre for acmefibre.sonar.software.',
  test_level: 'partly-documented',
  test_detail:
    "Re-read in a second fidelity pass. Confirmed from Sonar's own code, SonarSoftwareInc/netflow-onprem@c8df3801ab1958884f31d7ed0eb771c7244f20b9: the endpoint <instance URL>/api/graphql with Authorization: Bearer <personal access token of a Sonar user> (src/app/Helpers/GraphQL.php, src/config/sonar.php, README.md: SONAR_URL=https://myisp.sonar.software and SONAR_TOKEN), queries sent as a JSON POST body {query, variables}, and list replies read as data.<root>.entities with a root query filtered by id (root(id: N) { entities { ... } }, src/app/Models/NetflowOnPremise.php; data.account_ip_assignments.entities, src/app/Jobs/ProcessNetflowData.php). Not confirmed from an official source: the Account, Contact, Address, Invoice, Ticket and AccountService fields read here, the reverse_relation_filters/string_fields search used to find an account by contact email or phone, the account_services root query, the ticket status words OPEN, PENDING_INTERNAL, PENDING_EXTERNAL and CLOSED, and whether Int64Bit accepts the account id sent as a JSON string (Sonar's own code writes ids as number literals; this catalogue can only send text). Those rest on a published copy of the v2 GraphQL schema (Elifnurdeniz/sonar-graphql-schema) and public client code (a HubSpot–Sonar sync script, a Filament dashboard widget, a ticket monitor script), none official; the fixtures stay unverified for that reason. The other official Sonar repositories reachable (SonarSoftwareInc/customer_portal@799454c, customer_portal_framework@7c1bc1f) use the older v1 REST API and say nothing about v2. Fourth pass (cat5-h), nothing new: Sonar's other official repositories fetched (SonarSoftwareInc/poller@bf3a972, importer@f9fe1fb, magma@8c5fc70, dhcp_batcher, customer_portal@799454c) use no v2 GraphQL query (importer and customer_portal call the v1 REST API); netflow-onprem is unchanged at c8df380 (only account_ip_assignments { entities { account_id subnet } } and a mutation); Sonar's own articles https://docs.sonar.expert/system/the-new-sonar-api and https://docs.sonar.expert/system/a-deeper-dive-into-the-new-sonar-api (which explain the GraphQL API and its search and relation filters) are stored only in part, up to their introductions. Sonar's own GraphQL schema reference is published at https://api.sonar.software (one page per type); of it only a few pages are stored, and only their openings: coreinvoice.doc.html (CoreInvoice, \"A Sonar invoice\": id and account_id as Int64Bit, date and due_date as Date, delinquent Boolean, remaining_due Int, \"the amount remaining to be paid\", total_debits Int) confirms the invoice fields date, due_date, delinquent and remaining_due read here and that amounts are integers (read here as minor units); its status and void fields, and whether the invoices root query returns this CoreInvoice type, fall beyond the stored part. Searches for the TicketStatus enum, the Int64Bit scalar and the Account, Contact, Ticket and AccountService pages found nothing stored. The other items listed above stay open and the fixtures stay unverified; reading the api.sonar.software pages for Query (the accounts, invoices and account_services roots and their reverse_relation_filters/search arguments), Account, Contact, Address, Ticket, TicketStatus and AccountService would settle most of them.",
  note: 'Invoice totals are not shown: Sonar splits them into debits and taxes, and the mapping cannot add two fields, so only the amount still owed is reported. There is no balance field on a Sonar account, so balance is not offered. Search by mobile matches the number as Sonar stores it (digits only).',
});
