/**
 * Every customer-facing sentence of the spec, once. Code and tests take them from here; never retype one.
 */
export type DataKind = 'orders' | 'invoices' | 'bookings' | 'subscriptions' | 'tickets';

export const MESSAGES = Object.freeze({
  noMatch: 'We could not match those details to an account.',
  wrongCode: 'That code is not correct.',
  tooManyWrongCodes: 'Too many wrong codes — please ask for a new one.',
  codeExpired: 'That code has expired — please ask for a new one.',
  sessionExpired: 'Session expired — please verify again.',
  missingOrWrongKey: 'Missing or wrong X-API-Key',
  invalidApiKey: 'Invalid API key',
  cannotCheckAccounts: "We can't check accounts right now — our team has been told.",
  cannotCheckTracking: "We can't check tracking right now — our team has been told.",
  cannotRead: (kind: DataKind | 'your account') => `We can't read ${kind} right now — our team has been told.`,
  noContactOnAccount: 'We found the account but have no mobile or email on it to send a code to — please contact us directly.',
  notSupported: (name: string) => `${name} can't be used to check who you are — please ask the business to check your account another way.`,
  needsNameAndEmail: 'Please give the full name and the email address used for the order or booking.',
  testCustomer: 'Test customer — no code is sent; use 123456',
  codeSentBySms: (last3: string) => `Code sent by a text to the mobile ending ${last3}`,
  codeSentByEmail: (masked: string) => `Code sent by an email to ${masked}`,
  doesNotHold: (name: string, kind: DataKind) => `${name} does not hold ${kind}`,
  doesNotHoldTracking: (name: string) => `${name} does not hold tracking information`,
  noParcel: (name: string) => `No parcel with that tracking number was found in ${name}.`,
  notATrackingNumber: "That doesn't look like a tracking number — please give the tracking number from the dispatch email, or verify to look an order up by its number.",
  orderNeedsVerification: 'Looking an order up by its order number needs the customer to be verified first.',
  testBookings: 'Connection test — no customer data read',
  smsText: (business: string, code: string) => `${business} verification code: ${code}. It expires in 10 minutes. Never share it.`,
});

/** Dashboard and connection messages of the spec ("Dashboard connect errors", "Vendor errors"). */
export const DASHBOARD_MESSAGES = Object.freeze({
  enterThe: (label: string) => `Enter the ${label}`,
  doesNotLookRight: (label: string, example: string) => `That ${label} doesn't look right — e.g. ${example}`,
  connectsBySigningIn: (name: string) => `${name} connects by signing in — use the Connect with ${name} button`,
  appNotRegistered: (name: string) => `${name} app is not registered yet`,
  cannotVerify: "This connector holds no customer records with a name and email to check, so it can't verify customers",
  noTracking: 'This connector has no tracking look-up',
  addressUnusable: (why: string) => `That address can't be used: ${why}`,
  enterAccountConnectKey: 'Enter the API key your system expects',
});

export const VENDOR_ERRORS = Object.freeze({
  refused: (status: 401 | 403) => `the vendor refused the credentials (${status})`,
  vendorError: (status: number, body: string) => `vendor error ${status}: ${body}`,
  rateLimited: 'the vendor kept rate-limiting the request',
  timeout: 'timeout',
  withdrawn: 'this connector is no longer available',
});
