/** The spec's "Limits" part, as named constants. Durations are in milliseconds unless the name says otherwise. */
export const LIMITS = Object.freeze({
  /** One-time code lifetime: 10 minutes. */
  otpTtlMs: 10 * 60_000,
  /** Wrong codes per otp_token before it is destroyed. */
  otpMaxWrongCodes: 5,
  /** Session lifetime: 30 minutes. */
  sessionTtlMs: 30 * 60_000,
  /** Characters of a response the bot reads. */
  botReadChars: 2_000,
  /** Wait for an Account Connect, hook or vendor call before it counts as failed. */
  outboundCallTimeoutMs: 15_000,
  /** Attempts for a call answered with 429. */
  rateLimitAttempts: 3,
  /** Longest Retry-After wait honoured per attempt. */
  rateLimitMaxWaitMs: 10_000,
  /** OAuth access tokens are refreshed this long before they expire. */
  oauthRefreshBeforeExpiryMs: 60_000,
  /** Every active connection is re-tested once a day. */
  healthCheckIntervalMs: 24 * 60 * 60_000,
  /** Same customer, open request, within this window: a note on the existing ticket. */
  duplicateTicketWindowMs: 3 * 60 * 60_000,
  ticketSubjectMinChars: 5,
  ticketSubjectMaxChars: 255,
  ticketDescriptionMinChars: 10,
  ticketDescriptionMaxChars: 5_000,
  webhookUrlMaxChars: 512,
  webhookDescriptionMaxChars: 255,
  webhookAttemptTimeoutMs: 10_000,
  webhookAttemptsPerEvent: 3,
  webhookDeactivateAfterFailures: 15,
  /** Events start flowing to a new endpoint within this time. */
  webhookRegistrationLagMs: 15_000,
  /** Smoke results refresh at most this often. */
  smokeRefreshMs: 60 * 60_000,
  /** A tracking number accepted without verification: at least this many characters, with digits. */
  trackingNumberMinChars: 8,
  /** Mobiles compare on this many trailing digits. */
  mobileCompareDigits: 10,
  /** Recommended list sizes for Account Connect. */
  recentOrders: 10,
  recentInvoices: 12,
  upcomingBookings: 5,
  /**
   * The most rows one source hands over for one list read (a bound on memory and reply size, far above
   * every list's cap); rows past it are counted in the answer's more_count.
   */
  sourceRowsMax: 200,
  /** First characters of a vendor reply kept in a recorded error. */
  vendorErrorSnippetChars: 200,
});
