import { defineConnector } from '../../define.js';

/**
 * Salesforce REST API v60.0 with a Salesforce sign-in (OAuth 2.0). Every read is a SOQL SELECT sent
 * to GET /query: contacts by email or by mobile/phone, the contact's cases and orders, and the contact
 * record itself. Case descriptions and comments are never selected. Dates are ISO strings (datetime
 * fields with +0000); Order.TotalAmount is in major units of the org's currency.
 */
export const salesforce = defineConnector({
  key: 'salesforce',
  name: 'Salesforce (Sales/Service Cloud)',
  category: 'crm',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://login.salesforce.com/services/oauth2/authorize',
    tokenUrl: 'https://login.salesforce.com/services/oauth2/token',
    scopes: ['api', 'refresh_token'],
  },
  config: [
    {
      name: 'instance',
      label: 'Salesforce My Domain name',
      example: 'acme-uk',
      pattern: '[A-Za-z0-9][A-Za-z0-9-]{0,62}(--[A-Za-z0-9]+\\.sandbox)?',
    },
  ],
  baseUrl: 'https://{instance}.my.salesforce.com/services/data/v60.0',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: {
        path: '/query',
        query: {
          q: "SELECT Id, Name, FirstName, LastName, Email, MobilePhone, Phone, MailingPostalCode FROM Contact WHERE Email = '{email:soql}' LIMIT " + '10',
        },
      },
      byPhone: {
        path: '/query',
        query: {
          q:
            "SELECT Id, Name, FirstName, LastName, Email, MobilePhone, Phone, MailingPostalCode FROM Contact WHERE MobilePhone = '{phone:soql}' " +
            "OR Phone = '{phone:soql}' LIMIT 10",
        },
      },
      records: 'records',
      map: {
        id: 'Id',
        name: { firstOf: ['Name', { join: ['FirstName', 'LastName'] }] },
        email: 'Email',
        phone: { firstOf: ['MobilePhone', 'Phone'] },
        postcode: 'MailingPostalCode',
      },
    },
    orders: {
      request: {
        path: '/query',
        query: {
          q:
            'SELECT Id, OrderNumber, EffectiveDate, Status, TotalAmount, BillToContactId FROM Order WHERE BillToContactId = ' +
            "'{customer_id:soql}' ORDER BY EffectiveDate DESC LIMIT 25",
        },
      },
      records: 'records',
      ownerRef: 'BillToContactId',
      map: {
        order_number: 'OrderNumber',
        placed: { date: 'EffectiveDate' },
        status: 'Status',
        total: { money: 'TotalAmount', source: 'number' },
      },
    },
    tickets: {
      request: {
        path: '/query',
        query: {
          q:
            'SELECT Id, CaseNumber, Subject, Status, CreatedDate, LastModifiedDate, ClosedDate, ContactId FROM Case WHERE ContactId = ' +
            "'{customer_id:soql}' ORDER BY LastModifiedDate DESC LIMIT 25",
        },
      },
      records: 'records',
      ownerRef: 'ContactId',
      map: {
        id: 'CaseNumber',
        subject: 'Subject',
        status: 'Status',
        opened: { date: 'CreatedDate' },
        updated: { date: 'LastModifiedDate' },
        closed: { date: 'ClosedDate' },
      },
    },
    account: {
      request: { path: '/sobjects/Contact/{customer_id}', query: { fields: 'Title,Department,LeadSource,MailingCity,CreatedDate' } },
      records: '$',
      single: true,
      notFoundIsEmpty: true,
      map: {
        title: 'Title',
        department: 'Department',
        lead_source: 'LeadSource',
        city: 'MailingCity',
        customer_since: { date: 'CreatedDate' },
      },
    },
  },
  docs: 'https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/resources_query.htm',
  setup:
    'Ask your Salesforce admin for an integration user whose profile or permission set gives Read (not Create, Edit or Delete) on ' +
    'Contacts, Cases and Orders, plus API Enabled. Press Connect with Salesforce and sign in as that user. Your My Domain name is ' +
    'filled in from the sign-in: it is the first part of your Salesforce address, acme-uk for acme-uk.my.salesforce.com (sandboxes look ' +
    'like acme-uk--uat.sandbox).',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Salesforce's REST and object references and its sample apps; not confirmed: Order Status, TotalAmount and " +
    'BillToContactId (the order filter and ownerRef).',
  note:
    "Salesforce's OAuth scope `api` is as wide as the signed-in user, so read-only access comes from a user with read-only permissions. " +
    'Every value written into a SOQL string is escaped for SOQL (quotes and backslashes), and an email with quotes, backslashes or ' +
    'spaces is refused before any call. Phone search matches the number exactly as stored. Order totals carry no currency code ' +
    '(CurrencyIsoCode exists only in multi-currency orgs).',
});
