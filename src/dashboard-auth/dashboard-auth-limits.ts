/** Lifetimes and limits of the dashboard's sign-in, in one place. */
export const DASHBOARD_AUTH_LIMITS = Object.freeze({
  /** A sign-in link works once, within 15 minutes. */
  signInLinkTtlMs: 15 * 60_000,
  /** A dashboard session lasts 12 hours from sign-in (no sliding renewal). */
  sessionTtlMs: 12 * 60 * 60_000,
  /** Sign-in requests per email address per window. */
  perEmail: { points: 5, durationSeconds: 15 * 60 },
  /** Sign-in requests per client IP per window. */
  perIp: { points: 20, durationSeconds: 15 * 60 },
});

/** Cookie names the dashboard uses. */
export const SESSION_COOKIE = 'dash_session';
export const CSRF_COOKIE = 'csrf_token';
/** Header a cookie request's CSRF token travels in. */
export const CSRF_HEADER = 'x-csrf-token';
