import type { VerificationProof } from '../config/contract.js';

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
  notATrackingNumber:
    "That doesn't look like a tracking number — please give the tracking number from the dispatch email, or verify to look an order up by its number.",
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

/**
 * Why the address policy (src/net/address-policy.ts) refuses an address: each completes the spec's
 * "That address can't be used: ..." (DASHBOARD_MESSAGES.addressUnusable), at save and at connect time.
 */
export const ADDRESS_REASONS = Object.freeze({
  notUrl: 'it is not a valid URL',
  scheme: 'it must start with https://',
  credentials: 'it must not contain a user name or password',
  https: 'it must use https://',
  badHost: 'its host name is not valid',
  privateAddress: 'it points at a private or internal address',
  internalName: 'it is an internal host name',
  /** Connect time: DNS answered with at least one private or internal address. */
  resolvesPrivate: 'it resolves to a private or internal address',
  queryOrHash: 'it must not contain ? or #',
  tooLong: (max: number) => `it is longer than ${max} characters`,
});

export const VENDOR_ERRORS = Object.freeze({
  refused: (status: 401 | 403) => `the vendor refused the credentials (${status})`,
  vendorError: (status: number, body: string) => `vendor error ${status}: ${body}`,
  rateLimited: 'the vendor kept rate-limiting the request',
  timeout: 'timeout',
  withdrawn: 'this connector is no longer available',
  /** Not in the spec's table (our words): no connection to the vendor at all (DNS, refused, private address). */
  unreachable: (why: string) => `could not reach the vendor: ${why}`,
  /** Not in the spec's table (our words): a reply that is not the JSON the connector reads (bad JSON, record list missing). */
  unexpectedReply: (why: string) => `the vendor sent an unexpected reply: ${why}`,
  /** Not in the spec's table (our words): a value the call needs is empty (a setting, or the customer id). */
  missingValue: (name: string) => `a value the call needs is missing: ${name}`,
});

/** The spec's "Account Connect chain test failures" (step results and their causes), plus the few words around them. */
export const CHAIN_TEST_MESSAGES = Object.freeze({
  identityFails: 'Verify Identity fails: no otp_token returned',
  otpFails: 'Verify OTP fails: no session_token returned',
  otpSkipped: 'Verify OTP skipped',
  /** Spec: "Account Summary fails: 401"; other statuses or failures name themselves the same way. */
  summaryFails: (what: number | string) => `Account Summary fails: ${what}`,
  /** Spec: "Orders or invoices fail", one step at a time. */
  ordersFail: 'Orders fail',
  invoicesFail: 'Invoices fail',
  allStepsFail401: 'all steps fail with 401',
  skipped: (step: string) => `${step} skipped`,
  allPassed: 'All five steps passed with the test customer',
  causes: {
    identity: 'step 1 must reply success true with otp_token for the test customer',
    otp: 'the test code must be 123456 and the reply must carry session_token',
    otpSkipped: 'step 1 failed',
    summary401: 'session not recognised (for example in-memory sessions across several workers)',
    list: 'must return HTTP 200 JSON without success false',
    all401: 'key or header name does not match',
    noSession: 'no session_token from step 2',
  },
});

/** Words of the platform's own verification API beyond the spec's (conversation gate, abuse limits). */
export const VERIFICATION_MESSAGES = Object.freeze({
  needsVerification: 'The customer needs to be verified first — ask for their full name and their postcode, email or mobile number.',
  verified: 'Verified — the account tools now answer for this conversation.',
  /** When an Account Connect verify-identity success carries no message of its own. */
  codeSent: 'A code has been sent to the contact details held on the account.',
  codeCapReached: 'Too many codes have been sent in this conversation — please contact us directly.',
  /** A destination's cap on codes (5 in 10 minutes, 10 in 24 hours, or fewer as the tenant set), with retry_after. */
  codesToContactCapped: 'Too many codes have been sent to this contact; please try again later.',
  /** 10 wrong codes in 10 minutes for one destination, whatever otp_token they were typed against, with retry_after. */
  wrongCodesForContact: 'Too many wrong codes have been tried for this contact; please try again later.',
  /** verify_otp in a conversation where no code was ever sent (our words: nothing has expired). */
  noCodeSent:
    "No code has been sent in this conversation yet — call verify_identity first with the customer's full name and their postcode, email or mobile number.",
  tooManyRequests: (seconds: number) => `Too many requests — try again in ${seconds} seconds.`,
  /**
   * Our words: the tenant has neither Account Connect nor a verifying connection, so there is nothing to
   * check against (a set-up gap, not an outage: nobody "has been told").
   */
  notSetUp: "Account checks are not set up for this business yet, so we can't check your account here — please contact the business directly.",
});

/** Words of signed identity (issue 28): a tenant's own server signs its signed-in customer in. */
export const IDENTITY_MESSAGES = Object.freeze({
  /** Every token failure (bad signature, unknown or retired kid, expired, too long-lived, wrong aud, replayed jti, alg). */
  tokenRefused: 'That sign-in could not be checked — ask the customer to verify with a code instead.',
  signedIn: 'Signed in — the account tools now answer for this conversation.',
  notSupported: (verifier: string) => `${verifier} cannot check a signed sign-in for this business — ask the customer to verify with a code instead.`,
  needsEmailOrPhone:
    'The signed sign-in names neither an email nor a phone_number, so no account can be found — ask the customer to verify with a code instead.',
});

/** Words of the HTTP front about a request it cannot read (our words). */
export const REQUEST_MESSAGES = Object.freeze({
  /** A body sent without the JSON content type: 415. */
  jsonContentType: (given: string | null) =>
    `Send the body as JSON with the header Content-Type: application/json (this request's Content-Type was ${given ?? 'missing'}).`,
});

/** Words of the bot's toolset (tools endpoint and MCP server) beyond the spec's. */
export const BOT_MESSAGES = Object.freeze({
  unknownTool: 'Unknown tool',
  conversationClosed: 'This conversation is closed (completed), so its tools no longer read or change anything — start a new conversation.',
  /** A tool result that leaves rows out says so in its message (more_count holds the number). */
  rowsLeftOut: (shown: number, kind: string, left: number) =>
    `Showing ${shown} ${kind}; ${left} more ${left === 1 ? 'was' : 'were'} left out — tell the customer there are more than these.`,
  accountLeftOut: (left: number) =>
    `${left} ${left === 1 ? 'item was' : 'items were'} left out of the account's lists — tell the customer there is more than this.`,
});

/** Words of the webhook management API and delivery log (the spec leaves them open). */
export const WEBHOOK_MESSAGES = Object.freeze({
  secretNote:
    'Store this secret now: it is shown only this once. If you lose it, rotate it for a new one (or delete the webhook and register it again). Events start flowing within about 15 seconds.',
  unknownEvents: (unknown: readonly string[], valid: readonly string[]) => `Unknown event name(s): ${unknown.join(', ')}. Valid events: ${valid.join(', ')}`,
  notFound: 'Webhook not found',
  testUnavailable: 'The test could not be sent right now — please try again shortly.',
  /** Delivery log errors. */
  httpStatus: (status: number) => (status >= 300 && status < 400 ? `HTTP ${status} (redirects are not followed)` : `HTTP ${status}`),
  timeout: (ms: number) => `timeout: no response within ${ms / 1000} s`,
  connectionError: (code: string) => `connection error: ${code}`,
  endpointInactive: 'not sent: the endpoint is inactive',
  endpointDeleted: 'not sent: the endpoint was deleted',
  deactivated: (failures: number, lastError: string) => `deactivated after ${failures} consecutive failed deliveries; last error: ${lastError}`,
  /** Replay and recovery. */
  deliveryNotFound: 'Delivery not found',
  replayEndpointDeleted: 'This delivery cannot be sent again: its endpoint was deleted. Register the endpoint again to receive new events.',
  replayEndpointInactive: 'This endpoint is deactivated, so nothing can be sent to it. Delete it and register it again (new id and secret), then send again.',
  replayInFlight: 'This delivery is still being attempted; send it again once it has settled.',
  /** Sample deliveries ("Send test"). */
  sampleQueued:
    'The endpoint already has its limit of deliveries in flight, so the sample waits its turn: it shows in the deliveries log once it has been sent.',
  /** Secret rotation. */
  rotatedNote: (until: string) =>
    `Store this new secret now: it is shown only this once. Until ${until} every delivery is signed with both the previous and the new secret ` +
    '(X-Service-Signature with the previous one, X-Service-Signature-New with the new one, webhook-signature with both); after that only the new one signs.',
  rotateInGrace: (until: string) =>
    `This secret was rotated less than 24 hours ago and its previous secret stays valid until ${until}. Rotate again after that, or delete the webhook and register it again.`,
  rotateInactive: 'This endpoint is deactivated, so its secret cannot be rotated. Delete it and register it again (new id and secret).',
  /** The owner email when 15 failed deliveries in a row deactivate an endpoint (sent once). */
  deactivatedEmailSubject: (business: string) => `${business}: a webhook endpoint was switched off`,
  deactivatedEmailText: (p: { business: string; url: string; failures: number; lastError: string; sandbox: boolean }) =>
    `Hello,\n\nThe webhook endpoint ${p.url}${p.sandbox ? ' (sandbox account)' : ''} of ${p.business} failed ${p.failures} deliveries in a row, ` +
    `so we stopped sending events to it.\n\nWhat we recorded: ${p.lastError}\n\n` +
    `To receive events again, fix the receiver, delete the endpoint (DELETE /api/sandbox/webhooks/{id}) and register it again ` +
    `(POST /api/sandbox/webhooks): it gets a new id and a new secret to store.\n`,
});

/** Words of connectors, connections and code delivery beyond the spec's (the spec leaves them open). */
export const CONNECTION_MESSAGES = Object.freeze({
  /** Matching rule 1: a postcode alone cannot find a customer, so the bot asks for an email or mobile. */
  needsEmailOrMobile: 'Please give the email address or mobile number on the account — a postcode alone cannot find it.',
  /** A connector that searches customers by email only, given a mobile and no email. */
  needsEmail: 'Please give the email address on the account.',
  unknownConnector: 'Unknown connector',
  connectionNotFound: 'Connection not found',
  disconnected: 'This connection is disconnected — connect it again to use it.',
  testPassed: (passed: number, total: number) => `Connected — ${passed} of ${total} capabilities passed the connection test.`,
  testFailed: (error: string) => `The connection test failed: ${error}`,
  verifierChosen: 'This connection now verifies customers. Store the access key now: it is shown only this once, and the previous key stopped working.',
  trackingChosen: 'This connection now answers parcel tracking.',
  /** Use to verify / for tracking / for data on a connection none of whose capabilities passed its last test (or never tested). */
  testFirst: 'Test it first: no capability passes yet',
  disconnectedDone: 'Disconnected: the stored credentials and the access key were deleted.',
  /** Recorded when the vendor worker pool could not run a read (our fault, not the vendor's). */
  vendorPoolFailed: 'the vendor worker pool could not run the call',
  /** Recorded when a connection's stored secrets cannot be opened (rotated-away encryption key). */
  secretsUnreadable: 'the stored credentials could not be opened — connect again',
  codeEmailSubject: (business: string) => `${business} verification code`,
  codeEmailText: (business: string, code: string) =>
    `Your ${business} verification code is ${code}.\n\n` +
    `It expires in 10 minutes. Never share it: ${business} will never ask you for it outside the chat where you asked for it.\n\n` +
    'If you did not ask for a code, you can ignore this email.',
});

/** Words of tickets, conversations and the sandbox (issue 6; the spec leaves them open). */
export const TICKET_MESSAGES = Object.freeze({
  created: (ticketNumber: string) => `Ticket ${ticketNumber} has been created — our team will be in touch.`,
  /** Names the ticket joined, by number and subject, so the customer knows which request it went to. */
  joined: (ticketNumber: string, subject: string) => `This has been added to the open ticket ${ticketNumber} (“${subject}”) — our team will pick it up there.`,
  mobileFormat: 'Enter the mobile number in UK (07700 900123) or international (+44 7700 900123) format',
  notFound: 'Ticket not found',
  cannotMove: (from: string, to: string) => `A ${from} ticket cannot become ${to}`,
  nothingToUpdate: 'Give at least one of status, priority, assigned_to_user_id or note',
});
export const CONVERSATION_MESSAGES = Object.freeze({
  notFound: 'Conversation not found',
  cannotMove: (from: string, to: string) => `A ${from} conversation cannot become ${to}`,
  completed: 'This conversation is completed — start a new one',
});
export const SANDBOX_MESSAGES = Object.freeze({
  created: 'Sandbox created and seeded. Use its sbx_ key on the same endpoints as your live key: it never reads or changes live data.',
  exists: 'A sandbox already exists — here is its key.',
  reset: 'Sandbox wiped and re-seeded.',
  deleted: 'Sandbox deleted; its sbx_ key no longer works.',
  none: 'There is no sandbox yet — create one with POST /api/sandbox and the live key.',
  liveKeyOnly: 'Use the live API key (not the sbx_ key) to create or delete the sandbox.',
});

/** Words of OAuth sign-in, the daily health check and the smoke run (issue 7; the spec leaves them open). */
export const OAUTH_MESSAGES = Object.freeze({
  /** GET /api/connectors/oauth/callback with a state that matches no pending sign-in (400). */
  unknownState: 'This sign-in is not known or was already used — start it again from the dashboard.',
  /** Sign-in started for a connector that connects with keys. */
  notOauth: (name: string) => `${name} does not connect by signing in — enter its keys on the dashboard instead.`,
});
export const HEALTH_MESSAGES = Object.freeze({
  ownerEmailSubject: (connector: string) => `Your ${connector} connection stopped working`,
  ownerEmailText: (p: { business: string; connector: string; error: string; signIn: boolean; dashboardUrl: string }) =>
    `Hello,\n\nThe daily check of ${p.business}'s ${p.connector} connection failed: ${p.error}.\n\n` +
    `Until it is fixed, the chat bot tells customers it can't check their accounts right now.\n\n` +
    `${p.signIn ? `Sign in to ${p.connector} again` : `Check the ${p.connector} key (or create a new read-only one)`}, then press Test on the Integrations tab: ${p.dashboardUrl}\n\n` +
    `We will not email about this again while it stays failing.`,
});
export const SMOKE_MESSAGES = Object.freeze({
  notYet: 'No smoke run has finished yet — try again in a minute.',
});

/** Words of the dashboard's sign-in (issue 15; the spec leaves them open). */
export const DASHBOARD_SIGN_IN_MESSAGES = Object.freeze({
  /** The one answer to every sign-in request, whether or not the email is an owner's. */
  linkMaybeSent: 'If that email belongs to an account here, a sign-in link is on its way. The link works once, within 15 minutes.',
  tooManyRequests: 'Too many sign-in requests — please wait a few minutes and try again.',
  emailSubject: (business: string) => `Sign in to the ${business} dashboard`,
  emailText: (business: string, link: string) =>
    `Hello,\n\nOpen this link to sign in to the dashboard of ${business}:\n\n${link}\n\n` +
    'It works once, within 15 minutes. If you did not ask to sign in, ignore this email: nothing changes.',
  linkInvalidTitle: 'This sign-in link does not work any more',
  linkInvalidText: 'Sign-in links work once, within 15 minutes of being sent. This one has expired, was already used, or was copied incompletely.',
  newLink: 'Send me a new link',
  notSignedIn: 'Not signed in',
  csrfRefused: 'CSRF token missing or wrong',
  crossOriginRefused: 'Cross-origin request refused',
  notBuilt: 'The dashboard has not been built: run npm run build',
});

/** Account Connect settings that fail while working ones are live (issue 15, item 8; our words). */
export const PENDING_SETTINGS_MESSAGES = Object.freeze({
  keptLive: (problem: string) => `The new settings did not pass the chain test, so the last working settings stay live: ${problem}`,
  discarded: 'The new settings were discarded; the live settings are unchanged.',
  nonePending: 'There are no new settings waiting.',
});

/**
 * Words of multi-source reads (our words: the spec asks only that a failure is never shown as
 * "nothing" and that the bot says when it cannot check).
 */
export const SOURCE_MESSAGES = Object.freeze({
  /** The `source` of the service's own tickets in a tickets answer. */
  supportDesk: 'Support desk',
  /** Some sources answered, some failed technically. */
  partial: (names: readonly string[]) =>
    `We couldn't reach ${names.join(' and ')} right now, so this list may be incomplete — tell the customer some records could not be checked.`,
  /** Data connections exist but the verified record has neither an email nor a mobile to find the customer by. */
  noContact: (names: readonly string[]) =>
    `${names.join(' and ')} ${names.length === 1 ? 'was' : 'were'} not checked: the verified account has no email or mobile on it to find the customer by there.`,
});

/** Words of tracking through the platform (our words where the spec has none). */
export const TRACKING_WORDS = Object.freeze({
  /** No connection is chosen for tracking and the verifier has no Track Order endpoint. */
  notSetUp: 'Parcel tracking is not set up for this business — the customer can check the dispatch email for the courier link.',
  /** The order number is not among the verified customer's orders (another customer's looks the same). */
  orderNotFound: (orderNumber: string) => `No order ${orderNumber} was found on the verified customer's account.`,
  /** Neither a tracking number nor an order number was given. */
  giveNumber: 'Give a tracking number, or an order number once the customer is verified.',
});

/** Dashboard words of "use for data" and of the one verifier (our words). */
export const DATA_CHOICE_MESSAGES = Object.freeze({
  suppliesData: 'This connection now supplies data: the bot reads it for customers verified by your verifier.',
  noLongerSuppliesData: 'This connection no longer supplies data.',
  notWorking: 'Test it first: no capability passes yet',
  verifierIsRead:
    "This connection verifies customers, so its data is already read for them as the verifier's; it can't also supply data (every row would show twice).",
  cannotSupply: "This connector can't say whose records it holds (no customer search and no records naming the customer), so it can't supply customer data",
  accountConnectVerifies:
    'Account Connect now verifies customers; the connection that verified before stopped, and its access key was retired unless it answers tracking.',
  accountConnectMissing: 'Account Connect is not set up',
});

/** Words of the dashboard's preview conversation (issue 24; our words). */
export const PREVIEW_MESSAGES = Object.freeze({
  notFound: 'Preview conversation not found',
});

/** Words of the fraud signals' daily owner email (issue 25; our words). */
export const FRAUD_MESSAGES = Object.freeze({
  alertSubject: (business: string) => `${business}: codes to many customers were capped yesterday`,
  alertText: (p: { business: string; day: string; destinations: number; capped: number; top: readonly string[]; dashboardUrl: string }) =>
    `Hello,\n\nOn ${p.day} (UTC) the verification service refused ${p.capped} one-time codes for ${p.business} because ${p.destinations} ` +
    'contacts had already been sent as many codes as their cap allows (5 in 10 minutes, 10 in 24 hours, or fewer as you set). ' +
    'Nothing was sent for those requests.\n\n' +
    `The contacts asked for most: ${p.top.join(', ') || '(none recorded)'}.\n\n` +
    'Many capped contacts in one day can mean someone is using your bot to send codes to people who did not ask for them ' +
    '(SMS pumping costs you money and harasses your customers). If you do not recognise this traffic, regenerate your API key ' +
    `and look at the fraud signals on the Activity tab: ${p.dashboardUrl}\n\nWe email about this at most once a day.`,
});

/** The customer's receipt of what the bot read and its "This wasn't me" page (issue 28, part 5; our words). */
export const RECEIPT_MESSAGES = Object.freeze({
  /** How the customer was verified, as the receipt says it. */
  proofWords: (proof: VerificationProof, business: string) => (proof === 'code' ? 'a code' : `a signed sign-in from ${business}`),
  /** One kind read and its row count: "orders 3". */
  kindCount: (kind: string, rows: number) => `${kind} ${rows}`,
  emailSubject: (business: string) => `${business}: what our assistant looked at in your account`,
  emailText: (p: { business: string; time: string; proof: string; kinds: string; link: string }) =>
    `Hello,\n\nOn ${p.time} (UTC) ${p.business}'s assistant looked at your account after you were verified with ${p.proof}.\n\n` +
    `What it read (number of records): ${p.kinds}.\n\n` +
    `If this wasn't you, open this link within 7 days and confirm: ${p.link}\n` +
    "Confirming ends the assistant's access at once, stops codes being sent to you for 24 hours and asks the team to look into it.\n\n" +
    `This receipt is sent once for the conversation. You need do nothing if it was you.`,
  smsText: (p: { business: string; time: string; kinds: string; link: string }) =>
    `${p.business}: our assistant read your ${p.kinds} on ${p.time} UTC. Not you? ${p.link}`,
  /** The ticket opened for the team when a customer confirms. */
  ticketSubject: "Customer says a verified conversation wasn't them",
  ticketDescription: (p: { proof: string; kinds: string }) =>
    `The customer confirmed "This wasn't me" on the receipt of this conversation (verified with ${p.proof}; read: ${p.kinds}). ` +
    'The verified session was ended and codes to their contact are refused for 24 hours. Check who had access to their contact details.',
  pageTitle: "This wasn't me",
  pageAsk: (business: string) =>
    `Confirm that you did not talk to ${business}'s assistant. Confirming ends its access to your account at once, ` +
    'stops codes being sent to you for 24 hours and asks the team to look into it.',
  confirmButton: "Confirm: this wasn't me",
  confirmedTitle: 'Thank you — reported',
  confirmed: (business: string) =>
    `The assistant's access to your account has ended, no codes will be sent to you for 24 hours, and ${business}'s team has been asked to look into it.`,
  alreadyTitle: 'Already reported',
  already: (business: string) => `This was already reported to ${business}. Nothing more is needed.`,
  expiredTitle: 'This link has expired',
  expired: (business: string) => `Links in a receipt work for 7 days. If you are worried about your account, contact ${business} directly.`,
  unknownTitle: 'This link does not work',
  unknown: 'The link is not recognised. Check that you opened the whole link from the receipt, or contact the business directly.',
});
