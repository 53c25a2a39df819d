import { createHmac } from 'node:crypto';
import type { Services } from '../services.js';
import { DestinationCaps } from '../verification/destination-caps.js';
import { FraudSignals } from '../verification/fraud-signals.js';

/** The process's fraud signals (Redis, and its own `fraud_signals_total` counter). */
export function buildFraudSignals(services: Services): FraudSignals {
  return new FraudSignals(services.redis, services.config.REDIS_PREFIX, services.clock, services.logger, (signal) => services.metrics.fraudSignal(signal));
}

/**
 * The caps per destination over the shared Redis (cheap: every instance counts the same keys). The
 * HMAC key is derived from the first encryption key, so rotating that key starts the counts afresh.
 */
export function buildDestinationCaps(services: Services, signals: FraudSignals = buildFraudSignals(services)): DestinationCaps {
  const first = services.config.ENCRYPTION_KEY[0];
  if (!first) throw new Error('no encryption key to derive the destination key from');
  return new DestinationCaps({
    redis: services.redis,
    prefix: services.config.REDIS_PREFIX,
    clock: services.clock,
    secret: createHmac('sha256', first.key).update('destination-caps').digest(),
    tenantCaps: (tenantId) => services.tenants.codeCaps(tenantId),
    signals,
  });
}
