/**
 * The closed sets an activity record is made of. No imports: the dashboard's client (src/dashboard)
 * reads the same lists for its filters.
 */

/** The closed set of outcomes an activity record carries (never free text). */
export const ACTIVITY_OUTCOMES = [
  'ok',
  'partial',
  'code_sent',
  'verified',
  'no_match',
  'wrong_code',
  'too_many',
  'code_expired',
  'needs_verification',
  'declined',
  'system_error',
  'rate_limited',
  'session_expired',
  /** The conversation's code or session ended because the tenant chose another verifier since (the bot is asked to verify again). */
  'verifier_changed',
  'not_found',
  'invalid',
] as const;
export type ActivityOutcome = (typeof ACTIVITY_OUTCOMES)[number];

/** Where a bot call came in; `preview` is the owner's own preview conversation in the dashboard (not a bot). */
export const ACTIVITY_CHANNELS = ['platform_api', 'conversation_tool', 'connect', 'mcp', 'preview'] as const;
export type ActivityChannel = (typeof ACTIVITY_CHANNELS)[number];
