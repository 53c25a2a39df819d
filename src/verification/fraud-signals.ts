import type { RedisClient as Redis } from '../../queues/connection.js';
import type { Clock } from '../../config/clock.js';
import type { Logger } from '../logger.js';
import { FRAUD_SIGNAL_NAMES } from '../metrics/metrics.js';

/**
 * Fraud signals a business can see (the dashboard's fraud panel, the daily owner email, the
 * `fraud_signals_total` counter): per tenant and UTC day, how many codes were sent, how many were
 * refused by a destination's cap, how many wrong-code runs and identity mismatches there were, and the
 * destinations codes were asked for most. A destination is kept only as its caps key (an HMAC, see
 * destination-caps.ts) and its masked form ("j***@example.com", "mobile ending 123"): never an address.
 *
 * Redis, per tenant and day (`<prefix>:fraud:<day>:<tenant>:...`, kept FRAUD_SIGNAL_DAYS + 1 days):
 * `n` (hash: signal -> count), `top` (sorted set: destination key -> codes asked, sent or capped),
 * `sent` and `capped` (hashes: destination key -> count), `masked` (hash: destination key -> masked
 * form); and per day `<prefix>:fraud:<day>:capped-tenants` (set of tenant ids a cap fired for), which
 * the daily owner email reads.
 */
export const FRAUD_SIGNALS = FRAUD_SIGNAL_NAMES;
export type FraudSignal = (typeof FRAUD_SIGNALS)[number];

/** Days the dashboard shows; Redis keeps one more. */
export const FRAUD_SIGNAL_DAYS = 7;
const KEEP_SECONDS = (FRAUD_SIGNAL_DAYS + 1) * 24 * 60 * 60;
/** Destinations listed per day. */
export const TOP_DESTINATIONS = 5;

/** A destination as signals name it: its caps key and its masked form (never the address). */
export interface SignalDestination {
  key: string;
  masked: string;
}

export interface DestinationCount {
  /** Masked as the spec masks it: first letter and domain of an email, last three digits of a mobile. */
  destination: string;
  codes_sent: number;
  codes_capped: number;
}

export interface DaySignals {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  codes_sent: number;
  codes_capped: number;
  wrong_code_runs: number;
  identity_mismatches: number;
  /** Signed identity tokens refused (bad signature, unknown key, expired, replayed...). */
  identity_token_refusals: number;
  /** Destinations a cap refused a code for that day. */
  capped_destinations: number;
  top_destinations: DestinationCount[];
}

/** "2026-12-02": the UTC day of an epoch-ms time. */
export function signalDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export class FraudSignals {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** Told each signal (the process's `fraud_signals_total` counter). */
    private readonly onSignal: (signal: FraudSignal) => void = () => undefined,
  ) {}

  private base(day: string, tenantId: number): string {
    return `${this.prefix}:fraud:${day}:${tenantId}`;
  }

  private cappedTenantsKey(day: string): string {
    return `${this.prefix}:fraud:${day}:capped-tenants`;
  }

  /**
   * Counts one signal for the tenant today; a sent or capped code also counts against each destination
   * it was for. Never throws: a signal that cannot be written is logged (without the destination) and
   * the verification it belongs to goes on.
   */
  async record(tenantId: number, signal: FraudSignal, destinations: readonly SignalDestination[] = []): Promise<void> {
    this.onSignal(signal);
    const day = signalDay(this.clock.now());
    const base = this.base(day, tenantId);
    const m = this.redis.multi().hincrby(`${base}:n`, signal, 1).expire(`${base}:n`, KEEP_SECONDS);
    if (signal === 'code_sent' || signal === 'code_capped') {
      const perDestination = signal === 'code_sent' ? `${base}:sent` : `${base}:capped`;
      for (const d of destinations) {
        m.zincrby(`${base}:top`, 1, d.key).hincrby(perDestination, d.key, 1).hset(`${base}:masked`, d.key, d.masked);
      }
      if (destinations.length > 0) for (const k of ['top', 'sent', 'capped', 'masked']) m.expire(`${base}:${k}`, KEEP_SECONDS);
      if (signal === 'code_capped') m.sadd(this.cappedTenantsKey(day), String(tenantId)).expire(this.cappedTenantsKey(day), KEEP_SECONDS);
    }
    try {
      await m.exec();
    } catch (err) {
      this.logger.warn({ tenantId, signal, err: (err as Error).message }, 'fraud signal not recorded');
    }
  }

  /** One day's signals of a tenant. */
  async day(tenantId: number, day: string): Promise<DaySignals> {
    const base = this.base(day, tenantId);
    const [n, top, capped] = await Promise.all([
      this.redis.hgetall(`${base}:n`),
      this.redis.zrevrange(`${base}:top`, 0, TOP_DESTINATIONS - 1),
      this.redis.hlen(`${base}:capped`),
    ]);
    const [masked, sent, cappedBy] =
      top.length === 0
        ? [[], [], []]
        : await Promise.all([this.redis.hmget(`${base}:masked`, ...top), this.redis.hmget(`${base}:sent`, ...top), this.redis.hmget(`${base}:capped`, ...top)]);
    const count = (v: string | null | undefined): number => Number(v ?? 0) || 0;
    return {
      day,
      codes_sent: count(n['code_sent']),
      codes_capped: count(n['code_capped']),
      wrong_code_runs: count(n['wrong_code_run']),
      identity_mismatches: count(n['identity_mismatch']),
      identity_token_refusals: count(n['identity_token_refused']),
      capped_destinations: capped,
      top_destinations: top.map((_, i) => ({ destination: masked[i] ?? '***', codes_sent: count(sent[i]), codes_capped: count(cappedBy[i]) })),
    };
  }

  /** The last `days` days of a tenant, today first. */
  async recent(tenantId: number, days = FRAUD_SIGNAL_DAYS): Promise<DaySignals[]> {
    const now = this.clock.now();
    const list = Array.from({ length: Math.min(days, FRAUD_SIGNAL_DAYS) }, (_, i) => signalDay(now - i * 24 * 60 * 60_000));
    return Promise.all(list.map((d) => this.day(tenantId, d)));
  }

  /** Tenants a destination cap fired for on `day` (the daily owner email's candidates). */
  async cappedTenants(day: string): Promise<number[]> {
    const ids: number[] = [];
    let cursor = '0';
    do {
      const [next, members] = await this.redis.sscan(this.cappedTenantsKey(day), cursor, 'COUNT', 500);
      cursor = next;
      for (const m of members) if (/^\d+$/.test(m)) ids.push(Number(m));
    } while (cursor !== '0');
    return ids.sort((a, b) => a - b);
  }
}
