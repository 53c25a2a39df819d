import { defineConnector } from '../../define.js';

/**
 * Dotdigital Contacts API v3 with an API user (HTTP Basic). The contact is read by email, or by mobile
 * number, as one object (404 when unknown) with its data fields and the lists it is on; those lists
 * are reported as subscriptions.
 */
export const dotdigital = defineConnector({
  key: 'dotdigital',
  name: 'Dotdigital',
  category: 'mailing_list',
  auth: { type: 'basic', username: '{api_user}', password: '{api_password}' },
  config: [
    { name: 'region', label: 'API region (r1 Europe, r2 North America, r3 Asia Pacific)', example: 'r1', pattern: 'r[1-3]' },
    { name: 'api_user', label: 'API user email', example: 'apiuser-0a1b2c3d4e5f@apiconnector.com', pattern: 'apiuser-[A-Za-z0-9]+@apiconnector\\.com' },
  ],
  secrets: [{ name: 'api_password', label: 'API user password', example: 'Str0ng-Passw0rd!', pattern: '\\S{8,128}' }],
  baseUrl: 'https://{region}-api.dotdigital.com',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/contacts/v3/email/{email}' },
      byPhone: { path: '/contacts/v3/mobileNumber/{phone_digits}' },
      records: '$',
      single: true,
      notFoundIsEmpty: true,
      map: {
        id: 'contactId',
        name: {
          firstOf: [
            { join: ['dataFields.firstName', 'dataFields.lastName'] },
            { join: ['dataFields.FIRSTNAME', 'dataFields.LASTNAME'] },
            'dataFields.fullName',
            'dataFields.FULLNAME',
          ],
        },
        email: 'identifiers.email',
        phone: 'identifiers.mobileNumber',
        postcode: { firstOf: ['dataFields.postcode', 'dataFields.POSTCODE'] },
      },
    },
    subscriptions: {
      request: { path: '/contacts/v3/email/{email}' },
      records: 'lists',
      notFoundIsEmpty: true,
      map: { id: 'id', plan: 'name', status: 'status' },
    },
  },
  docs: 'https://developer.dotdigital.com/reference/get-contact-by-identifier',
  setup:
    'In Dotdigital open Settings → Access → API users and click New user. Give it a password and save; its email (apiuser-…@apiconnector.com) is the API user. Your region is shown in the API endpoint on the same page: r1 (Europe), r2 (North America) or r3 (Asia Pacific).',
  test_level: 'partly-documented',
  test_detail:
    "Fidelity pass: re-read against Dotdigital's official PHP SDK dotmailer/dotdigital-php@35f521ab2ac6c904850105b94ac3573014d4fc32: README.md (API endpoint https://r1-api.dotdigital.com), src/V3/Resources/Contacts.php (GET /contacts/v3/{identifier}/{value}, identifier email or mobileNumber), src/AbstractClient.php (HTTP Basic with the API user and password), src/V3/Models/Contact.php and Contact/Identifiers.php (contactId, status, identifiers.email and identifiers.mobileNumber, dataFields, channelProperties, lists, consentRecords). Second pass, from Dotdigital's own Magento extension dotmailer/dotmailer-magento2-extension@6f341a16dd68d42fb0bce228000712bfd0258e58: the regional hosts r1-api, r2-api and rN-api.dotdigital.com (Test/Unit/Model/Apiconnector/ApiTestTest.php) and the contact data fields FIRSTNAME and LASTNAME, which that extension creates and maps (Model/Connector/Datafield.php). Not confirmed there: the shape of lists in a GET reply (the SDK types lists as a plain array of list ids, the form it writes; the list objects {id, name, status} read here come from the earlier check, public code of segmentio/action-destinations, not an official source), that FIRSTNAME and LASTNAME exist in accounts without that extension, the data field names FULLNAME and POSTCODE and the lower-case variants (the SDK's tests use FIRST_NAME/LAST_NAME and firstName/lastName as example data only), and the 404 reply for an unknown address or number (assumed from the reference page). Fourth pass (cat5-h): dotmailer/dotdigital-php is still at 35f521a (src/V3/Resources/Contacts.php getByIdentifier: GET /contacts/v3/{identifier}/{value}; Models/Contact.php types lists as an array; its tests mock lists only as list ids); Dotdigital's Adobe Commerce app dotmailer/dotdigital-adobe-commerce-app@366ff09dabf8e622a08fd0fcdb1b80de264b96e8 (lib/dotdigital-api.js) uses /contacts/v3/email/{email} only to PATCH, writing lists as list ids; dotmailer/dotdigital-for-shopware-flowbuilder@7e8565e has no v3 contact read. Dotdigital's reference pages were found only in part (developer.dotdigital.com/reference/unified-contacts; /reference/getcontacts-1, whose include parameter adds \"additional data sets associated with the contact\"; the per-area OpenAPI files under developer.dotdigital.com/openapi/, of which only the v2 email-contacts and address-book files are stored, cut off): the reply of get-contact-by-identifier was not read. A third-party harvest of Dotdigital's published OpenAPI files, api-evangelist/dotdigital@24e60ad06fc9ca71b24403eedb9da0b3319da334 openapi/_original/dotdigital-contacts-service.json (Contacts 3.4.3, said to be taken from developer.dotdigital.com/openapi), agrees with this definition: GET /contacts/v3/{identifier}/{value} takes no include parameter and answers a contact whose lists are objects {id, name, status: subscribed, suppressed or pending}, dataFields in its example are firstName and lastName, and an unknown contact is a 404 with errorCode contacts:contactNotFound. It is a copy, so it was not relied on: reading Dotdigital's own file under developer.dotdigital.com/openapi/ (not in the stored corpora) would close these items. Still open from an official source: the shape of lists in that reply, the data field names FULLNAME, POSTCODE and the lower-case variants, and the 404.",
  note: 'Dotdigital API users cannot be limited to read-only: the connector only reads. Search by mobile needs the number in international form without + (447700900123).',
});
