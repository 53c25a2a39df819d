/**
 * Words of multi-source reads (our words: the spec asks only that a failure is never shown as
 * "nothing" and that the bot says when it cannot check).
 */
export const SOURCE_MESSAGES = Object.freeze({
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
  notWorking: 'Only a working connection can supply data — run its connection test first.',
  cannotSupply: "This connector can't say whose records it holds (no customer search and no records naming the customer), so it can't supply customer data",
  accountConnectVerifies:
    'Account Connect now verifies customers; the connection that verified before stopped, and its access key was retired unless it answers tracking.',
  accountConnectMissing: 'Account Connect is not set up',
});
