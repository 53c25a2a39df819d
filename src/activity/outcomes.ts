import { MESSAGES, VERIFICATION_MESSAGES } from '../messages.js';
import type { ActivityOutcome } from './activity-sets.js';

export { ACTIVITY_CHANNELS, ACTIVITY_OUTCOMES, type ActivityChannel, type ActivityOutcome } from './activity-sets.js';

type Body = Record<string, unknown>;
const isBody = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An answer's outcome from its HTTP status and JSON body: only the status, the flags the spec defines
 * (success, system_error, needs_verification, partial, the token fields' presence) and the spec's own
 * messages are looked at, and only the outcome's name is kept.
 */
export function outcomeOf(status: number, body: unknown): ActivityOutcome {
  if (status === 429) return 'rate_limited';
  if (status === 401) return isBody(body) && isBody(body['detail']) ? 'session_expired' : 'invalid';
  if (status === 404) return 'not_found';
  if (status >= 500) return 'system_error';
  if (status >= 400) return 'invalid';
  if (!isBody(body)) return 'ok';
  if (body['success'] === true) {
    if ('otp_token' in body) return 'code_sent';
    if ('session_token' in body) return 'verified';
    return body['partial'] === true ? 'partial' : 'ok';
  }
  if (body['success'] !== false) return 'ok';
  if (body['system_error'] === true) return 'system_error';
  if (body['needs_verification'] === true) return 'needs_verification';
  switch (body['message']) {
    case MESSAGES.noMatch:
      return 'no_match';
    case MESSAGES.wrongCode:
      return 'wrong_code';
    case MESSAGES.tooManyWrongCodes:
      return 'too_many';
    case MESSAGES.codeExpired:
      return 'code_expired';
    case MESSAGES.sessionExpired:
      return 'session_expired';
    case VERIFICATION_MESSAGES.codesToContactCapped:
    case VERIFICATION_MESSAGES.wrongCodesForContact:
      return 'rate_limited';
    default:
      return 'declined';
  }
}

/** Lists in an answer that are not the customer's rows (which sources failed, which tools exist). */
const NOT_ROWS = new Set(['unavailable', 'valid_tools', 'detail']);

/** Rows an answer returned: the length of each list of records in it, 1 for an account object. Never their content. */
export function rowsOf(body: unknown): number {
  if (!isBody(body)) return 0;
  let rows = 0;
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) rows += NOT_ROWS.has(key) ? 0 : value.length;
    else if (key === 'account' && isBody(value)) rows += 1;
  }
  return rows;
}
