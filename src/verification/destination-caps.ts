import { createHmac, randomUUID } from 'node:crypto';
import type { RedisClient as Redis } from '../../queues/connection.js';
import type { Clock } from '../../config/clock.js';
import { RedisScript } from '../../queues/scripts.js';
import { lastThreeDigits, maskEmail, mobileKey, normaliseEmail } from '../customers/contact-details.js';
import type { FraudSignals, SignalDestination } from './fraud-signals.js';

/**
 * Caps per destination: however a code is asked for (the platform API, the bot's tools, MCP,
 * /api/connect/{id}/*, with or without a conversation), codes to one destination of a tenant (a
 * normalised email address or mobile number, across every connection and conversation) are capped at
 * 5 in 10 minutes and 10 in 24 hours (a tenant may lower both: tenants.code_cap_10_minutes /
 * code_cap_24_hours), and wrong codes for one destination at 10 in 10 minutes, whatever otp_token
 * they were typed against. Counted in Redis by Lua scripts (atomic, so two web processes cannot both
 * take the last code), timed by the injected clock; nothing is held in a process, so the caps survive a
 * restart and hold across web and worker processes.
 *
 * A destination is known only where the code is addressed: the connector verifier's chooseDestination
 * (`forCode`), Account Connect's typed details (`forIdentity`, as the tenant's platform sends its own
 * code and never tells the service where; see docs/verification.md). Redis holds only an HMAC of the
 * normalised destination (keyed by the service's own secret) and, for the fraud signals, its masked
 * form: never an address.
 *
 * For issue 28 (signed identity) and anything else that sends or refuses codes:
 * - `send(tenantId, destinations, run)`: takes one code on every destination, runs the send, keeps the
 *   count only when it sent; a capped send runs nothing. Counts code_sent / code_capped signals.
 * - `block(tenantId, destination)`: refuses codes to one destination for 24 hours (a customer's
 *   "This wasn't me"); `send` then answers capped with the time left as retry_after.
 * - `takeGuess` / `returnGuess`: wrong codes per destination (the verification service's verify-otp).
 */
export const DESTINATION_CAPS = Object.freeze({
  /** Codes to one destination in 10 minutes (a tenant may set fewer). */
  per10Minutes: 5,
  /** Codes to one destination in 24 hours (a tenant may set fewer). */
  per24Hours: 10,
  /** Wrong codes for one destination in 10 minutes; beyond them verify-otp refuses until the window passes. */
  wrongCodesPer10Minutes: 10,
  /** How long `block` refuses codes to a destination by default. */
  blockMs: 24 * 60 * 60_000,
});
const SHORT_MS = 10 * 60_000;
const LONG_MS = 24 * 60 * 60_000;

/** A destination as the caps count it: an HMAC key of its normalised form and the masked form shown to the business. */
export type Destination = SignalDestination;

/** The caps a tenant set (null: the default). */
export interface TenantCaps {
  per10Minutes: number | null;
  per24Hours: number | null;
}

export type SendOutcome<T> = { capped: false; value: T } | { capped: true; retryAfterSeconds: number };
export type GuessOutcome = { ok: true; guess: Guess } | { ok: false; retryAfterSeconds: number };
/** A wrong-code slot taken before a code is checked; `count`: wrong codes of its busiest destination, this one included. */
export interface Guess {
  tenantId: number;
  keys: readonly string[];
  id: string;
  count: number;
  /** This guess, if wrong, is the one that reaches the destination's limit. */
  reachesLimit: boolean;
}

/**
 * Counts one send on every destination, or refuses it.
 *   KEYS     per destination, in pairs: its send log (sorted set: member = send id, score = epoch ms),
 *            then its block key (a string whose time-to-live is what is left of a block)
 *   ARGV[1]  now (epoch ms, the injected clock)   ARGV[2] send id
 *   ARGV[3]  short window ms   ARGV[4] short cap   ARGV[5] long window ms   ARGV[6] long cap
 * Result: {1} when the send is counted on every log, or {0, wait ms} (nothing counted): the longest a
 * destination stays blocked or at a cap (the time until its oldest counted send leaves the window).
 */
const RESERVE_SEND = `
local now = tonumber(ARGV[1])
local function over(log, window, cap)
  local inside = redis.call('ZRANGEBYSCORE', log, '(' .. (now - window), '+inf', 'WITHSCORES')
  local n = #inside / 2
  if n < cap then return 0 end
  return tonumber(inside[(n - cap) * 2 + 2]) + window - now
end
local wait = 0
for i = 1, #KEYS, 2 do
  local blocked = redis.call('PTTL', KEYS[i + 1])
  if blocked > wait then wait = blocked end
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - tonumber(ARGV[5]))
  wait = math.max(wait, over(KEYS[i], tonumber(ARGV[3]), tonumber(ARGV[4])), over(KEYS[i], tonumber(ARGV[5]), tonumber(ARGV[6])))
end
if wait > 0 then return {0, wait} end
for i = 1, #KEYS, 2 do
  redis.call('ZADD', KEYS[i], now, ARGV[2])
  redis.call('PEXPIRE', KEYS[i], ARGV[5])
end
return {1}
`;

/**
 * Takes one wrong-code slot on every destination, or refuses.
 *   KEYS     each destination's wrong-code log (sorted set: member = guess id, score = epoch ms)
 *   ARGV[1]  now (epoch ms)   ARGV[2] guess id   ARGV[3] window ms   ARGV[4] cap
 * Result: {1, n} (taken; n = slots of the busiest log, this one included) or {0, wait ms} (nothing
 * taken; the time until the busiest log's oldest slot leaves the window).
 */
const TAKE_GUESS = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[3])
local cap = tonumber(ARGV[4])
local wait = 0
local most = 0
for i = 1, #KEYS do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window)
  local n = redis.call('ZCARD', KEYS[i])
  if n >= cap then
    local oldest = redis.call('ZRANGE', KEYS[i], n - cap, n - cap, 'WITHSCORES')
    wait = math.max(wait, tonumber(oldest[2]) + window - now)
  end
  if n + 1 > most then most = n + 1 end
end
if wait > 0 then return {0, wait} end
for i = 1, #KEYS do
  redis.call('ZADD', KEYS[i], now, ARGV[2])
  redis.call('PEXPIRE', KEYS[i], window)
end
return {1, most}
`;

const SCRIPTS = { reserve: new RedisScript(RESERVE_SEND), guess: new RedisScript(TAKE_GUESS) };
const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));
const squash = (s: string): string => s.replace(/\s+/g, '').toLowerCase();

export interface DestinationCapsDeps {
  redis: Redis;
  prefix: string;
  clock: Clock;
  /** Keys the HMAC of a destination (derived from the service's encryption key). */
  secret: Buffer;
  /** The caps the tenant set (null: the default). */
  tenantCaps(tenantId: number): Promise<TenantCaps>;
  signals: FraudSignals;
}

export class DestinationCaps {
  constructor(private readonly deps: DestinationCapsDeps) {}

  private hmac(value: string): string {
    return createHmac('sha256', this.deps.secret).update(value, 'utf8').digest('hex').slice(0, 32);
  }

  /** The destination of a code addressed to an email or a mobile (the connector verifier's chooseDestination). */
  forCode(dest: { channel: 'email' | 'sms'; to: string }): Destination {
    if (dest.channel === 'email') return { key: this.hmac(`email:${normaliseEmail(dest.to)}`), masked: maskEmail(dest.to) };
    const digits = mobileKey(dest.to) ?? dest.to.replace(/\D/g, '');
    return { key: this.hmac(`mobile:${digits}`), masked: `mobile ending ${lastThreeDigits(dest.to)}` };
  }

  /**
   * The destinations of a code whose address the service never learns (Account Connect: the tenant's
   * platform sends it): each detail typed, the email and the mobile as the same destinations a connector
   * would send to, and a name with a postcode as a destination of its own.
   */
  forIdentity(input: { full_name: string; postcode: string; email: string; mobile_number: string }): Destination[] {
    const out: Destination[] = [];
    if (input.email.trim() !== '') out.push(this.forCode({ channel: 'email', to: input.email }));
    if (input.mobile_number.replace(/\D/g, '') !== '') out.push(this.forCode({ channel: 'sms', to: input.mobile_number }));
    if (input.postcode.trim() !== '') {
      const name = [...input.full_name.trim()][0] ?? '*';
      out.push({
        key: this.hmac(`name-postcode:${squash(input.full_name)}|${squash(input.postcode)}`),
        masked: `${name}*** with postcode ${[...input.postcode.trim()][0]}***`,
      });
    }
    return out;
  }

  /** Names one customer record for "only the newest code works" (an HMAC: never the record's details). */
  subject(parts: readonly string[]): string {
    return this.hmac(`subject:${parts.map(squash).join('|')}`);
  }

  private key(tenantId: number, destinationKey: string, kind: 'sends' | 'block' | 'wrong'): string {
    return `${this.deps.prefix}:caps:${tenantId}:${destinationKey}:${kind}`;
  }

  /** The tenant's caps now: the defaults, or fewer where the tenant set fewer. */
  async capsOf(tenantId: number): Promise<{ per10Minutes: number; per24Hours: number }> {
    const set = await this.deps.tenantCaps(tenantId);
    const pick = (v: number | null, max: number): number => (v === null ? max : Math.max(1, Math.min(max, Math.floor(v))));
    return { per10Minutes: pick(set.per10Minutes, DESTINATION_CAPS.per10Minutes), per24Hours: pick(set.per24Hours, DESTINATION_CAPS.per24Hours) };
  }

  /**
   * One code to `destinations` (all of them counted, or none): runs `run` when no destination is at a
   * cap or blocked, and keeps the count only when `run` says it sent (`sent(value)`; a throw gives it
   * back and is rethrown). A capped send runs nothing and answers the wait (retry_after, seconds).
   * With no destinations (nothing is sent to anyone) `run` runs uncounted.
   */
  async send<T>(tenantId: number, destinations: readonly Destination[], run: () => Promise<T>, sent: (value: T) => boolean): Promise<SendOutcome<T>> {
    if (destinations.length === 0) return { capped: false, value: await run() };
    const caps = await this.capsOf(tenantId);
    const id = randomUUID();
    const keys = destinations.flatMap((d) => [this.key(tenantId, d.key, 'sends'), this.key(tenantId, d.key, 'block')]);
    const reply = (await SCRIPTS.reserve.run(this.deps.redis, keys, [this.deps.clock.now(), id, SHORT_MS, caps.per10Minutes, LONG_MS, caps.per24Hours])) as [
      number,
      number?,
    ];
    if (reply[0] !== 1) {
      await this.deps.signals.record(tenantId, 'code_capped', destinations);
      return { capped: true, retryAfterSeconds: seconds(Number(reply[1] ?? 1000)) };
    }
    let value: T;
    try {
      value = await run();
    } catch (err) {
      await this.giveBack(tenantId, destinations, id);
      throw err;
    }
    if (sent(value)) await this.deps.signals.record(tenantId, 'code_sent', destinations);
    else await this.giveBack(tenantId, destinations, id);
    return { capped: false, value };
  }

  private async giveBack(tenantId: number, destinations: readonly Destination[], id: string): Promise<void> {
    const m = this.deps.redis.multi();
    for (const d of destinations) m.zrem(this.key(tenantId, d.key, 'sends'), id);
    await m.exec();
  }

  /**
   * Refuses codes to `destination` for `ms` (default 24 hours), from now: a customer's "This wasn't me".
   * A later block replaces an earlier one. `unblock` lifts it.
   */
  async block(tenantId: number, destination: Destination, ms: number = DESTINATION_CAPS.blockMs): Promise<void> {
    await this.deps.redis.set(this.key(tenantId, destination.key, 'block'), '1', 'PX', Math.max(1, Math.ceil(ms)));
  }

  async unblock(tenantId: number, destination: Destination): Promise<void> {
    await this.deps.redis.del(this.key(tenantId, destination.key, 'block'));
  }

  /** Milliseconds a block of `destination` has left (0: not blocked). */
  async blockedFor(tenantId: number, destination: Destination): Promise<number> {
    return Math.max(0, await this.deps.redis.pttl(this.key(tenantId, destination.key, 'block')));
  }

  /**
   * Takes a wrong-code slot on each destination key before a code is checked (verify-otp): refused,
   * with the wait, when one already had 10 wrong codes in 10 minutes. A code that turns out right (or
   * is not checked) gives its slot back with `returnGuess`; a wrong one keeps it. No keys: always ok.
   */
  async takeGuess(tenantId: number, keys: readonly string[]): Promise<GuessOutcome> {
    const id = randomUUID();
    const cap = DESTINATION_CAPS.wrongCodesPer10Minutes;
    if (keys.length === 0) return { ok: true, guess: { tenantId, keys, id, count: 0, reachesLimit: false } };
    const redisKeys = keys.map((k) => this.key(tenantId, k, 'wrong'));
    const reply = (await SCRIPTS.guess.run(this.deps.redis, redisKeys, [this.deps.clock.now(), id, SHORT_MS, cap])) as [number, number];
    if (reply[0] !== 1) return { ok: false, retryAfterSeconds: seconds(Number(reply[1])) };
    return { ok: true, guess: { tenantId, keys, id, count: Number(reply[1]), reachesLimit: Number(reply[1]) === cap } };
  }

  async returnGuess(guess: Guess): Promise<void> {
    if (guess.keys.length === 0) return;
    const m = this.deps.redis.multi();
    for (const k of guess.keys) m.zrem(this.key(guess.tenantId, k, 'wrong'), guess.id);
    await m.exec();
  }
}
