import { LIMITS } from '../../config/limits.js';

/**
 * The one back-off rule of webhook deliveries. Attempts per event: 3 (spec Limits). Waits before
 * attempts 2 and 3: `delaysMs` (production default 30 s, then 5 min: config WEBHOOK_RETRY_DELAYS_MS),
 * so a receiver gets about five and a half minutes to come back before a delivery counts as failed.
 */
export interface RetryPolicy {
  readonly attempts: number;
  /** Wait before attempt n+2, for n = 0, 1, ... */
  readonly delaysMs: readonly number[];
  /** Failed deliveries in a row that deactivate an endpoint (15). */
  readonly deactivateAfterFailures: number;
}

export function retryPolicy(delaysMs: readonly number[]): RetryPolicy {
  return { attempts: LIMITS.webhookAttemptsPerEvent, delaysMs, deactivateAfterFailures: LIMITS.webhookDeactivateAfterFailures };
}

/** Wait before the next attempt after `attemptsMade` failed ones, or null when none is left. */
export function nextAttemptDelayMs(policy: RetryPolicy, attemptsMade: number): number | null {
  if (attemptsMade >= policy.attempts) return null;
  return policy.delaysMs[Math.min(attemptsMade - 1, policy.delaysMs.length - 1)] ?? 0;
}
