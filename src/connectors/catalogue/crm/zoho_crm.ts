import { defineConnector } from '../../define.js';

/**
 * Zoho CRM API v6 with a Zoho sign-in (OAuth 2.0, read scopes only) and `Authorization:
 * Zoho-oauthtoken <token>` at the data-centre host. Contacts are found with the search API by email
 * or phone; the contact's cases are searched by the contact lookup (Related_To); the account reads a
 * few contact fields. Case descriptions, solutions and internal comments are never requested.
 */
export const zohoCrm = defineConnector({
  key: 'zoho_crm',
  name: 'Zoho CRM',
  category: 'crm',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://accounts.zoho.{dc}/oauth/v2/auth',
    tokenUrl: 'https://accounts.zoho.{dc}/oauth/v2/token',
    scopes: ['ZohoCRM.modules.contacts.READ', 'ZohoCRM.modules.cases.READ', 'ZohoSearch.securesearch.READ'],
    authorizeParams: { access_type: 'offline' },
    scheme: 'Zoho-oauthtoken',
  },
  config: [{ name: 'dc', label: 'Zoho data centre domain', example: 'eu', pattern: 'com|eu|uk|in|com\\.au|jp|ca|sa|com\\.cn' }],
  baseUrl: 'https://www.zohoapis.{dc}/crm/v6',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/Contacts/search', query: { email: '{email}', fields: 'First_Name,Last_Name,Full_Name,Email,Mobile,Phone,Mailing_Zip' } },
      byPhone: { path: '/Contacts/search', query: { phone: '{phone}', fields: 'First_Name,Last_Name,Full_Name,Email,Mobile,Phone,Mailing_Zip' } },
      records: 'data',
      noMatch: { emptyBody: true },
      map: {
        id: 'id',
        name: { firstOf: ['Full_Name', { join: ['First_Name', 'Last_Name'] }] },
        email: 'Email',
        phone: { firstOf: ['Mobile', 'Phone'] },
        postcode: 'Mailing_Zip',
      },
    },
    tickets: {
      request: {
        path: '/Cases/search',
        query: { criteria: '(Related_To:equals:{customer_id})', fields: 'Case_Number,Subject,Status,Related_To,Created_Time,Modified_Time' },
      },
      records: 'data',
      noMatch: { emptyBody: true },
      ownerRef: 'Related_To.id',
      map: {
        id: 'Case_Number',
        subject: 'Subject',
        status: 'Status',
        opened: { date: 'Created_Time' },
        updated: { date: 'Modified_Time' },
      },
    },
    account: {
      request: { path: '/Contacts/{customer_id}', query: { fields: 'Account_Name,Lead_Source,Mailing_City,Created_Time' } },
      records: 'data',
      // The official SDK's get-record sample reads 204 No Content as "no record".
      noMatch: { emptyBody: true },
      map: {
        company: 'Account_Name.name',
        lead_source: 'Lead_Source',
        city: 'Mailing_City',
        customer_since: { date: 'Created_Time' },
      },
    },
  },
  docs: 'https://www.zoho.com/crm/developer/docs/api/v6/search-records.html',
  setup:
    'Press Connect with Zoho CRM and sign in with a Zoho CRM user who can see the contacts and cases; approve the read-only access to contacts, cases and search. Nothing needs typing: the data centre comes from the sign-in (Zoho names the API domain, such as www.zohoapis.eu, in its token reply).',
  test_level: 'partly-documented',
  test_detail:
    "Re-read against Zoho's official Node.js SDK for API v6, zoho/zohocrm-nodejs-sdk-6.0@9729890ad58f64b6a33a463babafcee921af9eac: lib/core/com/zoho/crm/api/record/record_operations.js (GET /crm/v6/{module}/search with SearchRecordsParam email, phone, criteria and fields; GET /crm/v6/{module}/{id} with GetRecordParam fields), samples/records/searchRecords.js and samples/records/getRecord.js (a 204 No Content reply handled as no content, for a search and for a record read), and lib/core/com/zoho/crm/api/record/field.js (Contacts fields id, First_Name, Last_Name, Full_Name, Email, Mobile, Phone, Mailing_Zip, Mailing_City, Account_Name, Lead_Source, Created_Time; Cases fields Case_Number, Subject, Status, Related_To, Created_Time, Modified_Time). Fixed in this pass: the account read took a 404 for 'no record', which nothing official documents; it now reads the documented 204 No Content as no record (noMatch.emptyBody) and any other error as a failure. Earlier fix kept: ownership is ownerRef Related_To.id, not the case's own Email. Scopes (module READ plus ZohoSearch.securesearch.READ) are the earlier check's (Zoho search-records pages). Second fidelity pass (cat-support2): the same SDK's samples samples/createRecords/createCases.js and samples/updaterecords/UpdateCases.js set Cases.RELATED_TO to a record given only by its id, held in a variable named contactName, so Related_To is a lookup written and read as a record object carrying id (consistent with ownerRef Related_To.id); zoho/zohocrm-python-sdk-8.0@6ad8183087421fb863fbcfd94482f92b4399651f names the same Cases field. zoho/crm-oas@45dff2cc9c69403c85b8a3642e7056528dc668d5 (v8.0/record.json) lists criteria, email, phone, fields, page and per_page on GET /{module}/search but documents no criteria grammar, and v8.0/related_records.json documents GET /{module}/{record_id}/{related_list_api_name}, a contact-scoped alternative for a later pass (the Contacts-to-Cases related-list name was not confirmed, so the request was not changed). Third pass (cat-third-a): Zoho's own developer posts on help.zoho.com (Kaizen #30, Parameters in Zoho CRM APIs part 2) give the search criteria grammar the cases read uses, (({api_name}:{starts_with|equals}:{value}) and/or ...), at most 10 conditions, parentheses and commas in a value escaped with a backslash and the value encoded, and say only one of criteria, email, phone and word is applied per call (criteria first); Zoho's Deluge help (zoho.com/developer/help/scripting/search-records.html) shows the same (<api_name>:<operator>:<value>) form with equals and starts_with. Kaizen #82 (Search Records API v4) points searches across lookup fields to the Query API instead; neither page says how an equals condition on a lookup field is matched (by record id or by name), so that stays open. Not confirmed: that the lookup Related_To points at Contacts (only the sample's variable name says so) and that the search API accepts (Related_To:equals:<contact id>) on a lookup; Zoho's field and search references could not be read here. Fourth pass (c5b): zoho/crm-oas@45dff2cc9c69403c85b8a3642e7056528dc668d5 re-read for the Cases lookup: no file names Related_To or a Contacts-to-Cases related list (v8.0/sharing_rules.json only lists the Cases module), and the Node SDK's related-records samples (samples/related_records/*.js) use notes only. Zoho's own vertical-solutions edition of the search page (zoho.com/developer/docs/vertical-solutions/api/v4/search-records.html) lists lookup and id among the data types the criteria parameter accepts, with equals among the operators, but shows no lookup value. zoho/zohocrm-typescript-sdk-8.0@67890f9ad0721e2bfa603a68dc064dba4df38b5a (core/com/zoho/crm/api/record/field.ts) types Cases.Related_To as Field<Record>, a lookup read as a record carrying id, beside the Cases lookups Account_Name, Deal_Name and Product_Name; no other Cases field refers to a contact, so Related_To is the case's contact lookup by elimination (no official text says which module it points at). Still open: that (Related_To:equals:<contact id>) matches by record id, and the lookup's module stated outright; ownership does not depend on it (ownerRef Related_To.id drops any other contact's case).",
  note: "Scopes ZohoCRM.modules.contacts.READ, ZohoCRM.modules.cases.READ and ZohoSearch.securesearch.READ (the search API needs the module scope and this search scope) only. Zoho CRM answers a search with no match (contacts or cases) with 204 No Content (an empty body): read as no match (noMatch.emptyBody). Only cases whose Related_To contact is the verified contact are shown; a case's own Email (whoever reported it) is not read.",
});
