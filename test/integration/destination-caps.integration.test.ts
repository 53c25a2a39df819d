import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import type { Services } from '../../src/services.js';
import { DESTINATION_CAPS, type DestinationCaps } from '../../src/verification/destination-caps.js';
import type { FraudSignals } from '../../src/verification/fraud-signals.js';
import { buildDestinationCaps, buildFraudSignals } from '../../src/wiring/caps.js';
import { createTestEnv, openTestServices, type TestEnv } from '../fakes/infra.js';
import { parseExposition } from '../fakes/metrics-scrape.js';

/**
 * The caps module (destination-caps.ts) over the real Redis, with a ManualClock both "processes"
 * read: two Services, two Redis connections, the same keys. What issue 28 (signed identity) builds on:
 * `send` within the caps, `block` for a "This wasn't me", and the signals both count.
 */
const clock = new ManualClock(Date.UTC(2026, 11, 2, 9, 0, 0));
let env: TestEnv;
let a: Services;
let b: Services;
let capsA: DestinationCaps;
let capsB: DestinationCaps;
let signals: FraudSignals;
let tenantId: number;
const MINUTE = 60_000;

const sentNow = () => Promise.resolve(true);
const yes = (v: boolean): boolean => v;

beforeAll(async () => {
  env = await createTestEnv();
  a = await openTestServices(env, { clock, name: 'caps-a', rpc: false });
  b = await openTestServices(env, { clock, name: 'caps-b', rpc: false });
  capsA = buildDestinationCaps(a);
  capsB = buildDestinationCaps(b);
  signals = buildFraudSignals(a);
  tenantId = (await a.tenants.create({ name: 'Caps Shop', ownerEmail: 'owner@caps.example' })).tenant.id;
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await env?.dropAll();
});

/** A fresh tenant (the caps are per tenant). */
async function newTenant(name: string): Promise<number> {
  return (await a.tenants.create({ name, ownerEmail: `owner@${name.toLowerCase().replace(/\W+/g, '-')}.example` })).tenant.id;
}

describe('destinations: one key per normalised email or mobile, shown masked', () => {
  it('normalises case and spaces of an email, and a mobile to its last 10 digits', () => {
    expect(capsA.forCode({ channel: 'email', to: ' Jane.Smith@Example.COM ' }).key).toBe(capsB.forCode({ channel: 'email', to: 'jane.smith@example.com' }).key);
    expect(capsA.forCode({ channel: 'sms', to: '+44 7700 900123' }).key).toBe(capsA.forCode({ channel: 'sms', to: '07700900123' }).key);
    expect(capsA.forCode({ channel: 'email', to: 'jane@example.com' }).key).not.toBe(capsA.forCode({ channel: 'email', to: 'john@example.com' }).key);
    expect(capsA.forCode({ channel: 'email', to: 'jane.smith@example.com' }).masked).toBe('j***@example.com');
    expect(capsA.forCode({ channel: 'sms', to: '+44 7700 900123' }).masked).toBe('mobile ending 123');
    // Account Connect: the typed email is the same destination as a connector's.
    const typed = capsA.forIdentity({ full_name: 'Jane Smith', postcode: 'SW1A 1AA', email: 'JANE.SMITH@example.com', mobile_number: '' });
    expect(typed.map((d) => d.key)).toContain(capsA.forCode({ channel: 'email', to: 'jane.smith@example.com' }).key);
    expect(typed).toHaveLength(2);
  });
});

describe('send: 5 codes in 10 minutes, 10 in 24 hours, per destination across processes', () => {
  it('sends 5 of 20 concurrent codes to one address from two processes, and runs nothing for the capped ones', async () => {
    const t = await newTenant('Race Shop');
    const dest = capsA.forCode({ channel: 'email', to: 'race@example.com' });
    let ran = 0;
    const run = async (): Promise<boolean> => {
      ran++;
      return true;
    };
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? capsA : capsB).send(t, [dest], run, yes)));
    expect(outcomes.filter((o) => !o.capped)).toHaveLength(DESTINATION_CAPS.per10Minutes);
    expect(ran).toBe(DESTINATION_CAPS.per10Minutes);
    for (const o of outcomes.filter((x) => x.capped)) expect(o).toEqual({ capped: true, retryAfterSeconds: 600 });
    // Another destination and another tenant are not held up.
    expect((await capsA.send(t, [capsA.forCode({ channel: 'email', to: 'other@example.com' })], sentNow, yes)).capped).toBe(false);
    expect((await capsA.send(tenantId, [dest], sentNow, yes)).capped).toBe(false);
  });

  it('answers retry_after as the time until the oldest counted code leaves the window, then sends again, up to 10 a day', async () => {
    const t = await newTenant('Window Shop');
    const dest = capsA.forCode({ channel: 'sms', to: '+44 7700 900555' });
    for (let i = 0; i < 5; i++) {
      expect((await capsA.send(t, [dest], sentNow, yes)).capped).toBe(false);
      clock.advance(MINUTE);
    }
    // The first code was 5 minutes ago: 5 more minutes to wait.
    expect(await capsB.send(t, [dest], sentNow, yes)).toEqual({ capped: true, retryAfterSeconds: 300 });
    clock.advance(5 * MINUTE);
    for (let i = 0; i < 5; i++) {
      expect((await capsB.send(t, [dest], sentNow, yes)).capped, `code ${6 + i}`).toBe(false);
      clock.advance(3 * MINUTE);
    }
    // 10 in 24 hours: the first was sent 25 minutes ago, so 23 h 35 min to wait.
    expect(await capsA.send(t, [dest], sentNow, yes)).toEqual({ capped: true, retryAfterSeconds: 24 * 60 * 60 - 25 * 60 });
    clock.advance(24 * 60 * MINUTE);
    expect((await capsA.send(t, [dest], sentNow, yes)).capped).toBe(false);
  });

  it('keeps the count only for a code that was sent: a send that fails or throws gives it back', async () => {
    const t = await newTenant('Failing Shop');
    const dest = capsA.forCode({ channel: 'email', to: 'flaky@example.com' });
    for (let i = 0; i < 8; i++) expect((await capsA.send(t, [dest], () => Promise.resolve(false), yes)).capped).toBe(false);
    await expect(capsA.send(t, [dest], () => Promise.reject(new Error('queue down')), yes)).rejects.toThrow('queue down');
    for (let i = 0; i < 5; i++) expect((await capsB.send(t, [dest], sentNow, yes)).capped).toBe(false);
    expect((await capsB.send(t, [dest], sentNow, yes)).capped).toBe(true);
  });

  it("counts a code to several destinations on each, or on none (Account Connect's typed details)", async () => {
    const t = await newTenant('Pair Shop');
    const email = capsA.forCode({ channel: 'email', to: 'pair@example.com' });
    const mobile = capsA.forCode({ channel: 'sms', to: '07700 900777' });
    for (let i = 0; i < 5; i++) expect((await capsA.send(t, [email], sentNow, yes)).capped).toBe(false);
    expect((await capsA.send(t, [mobile, email], sentNow, yes)).capped).toBe(true);
    // The refused pair counted nothing on the mobile: it still has all five.
    for (let i = 0; i < 5; i++) expect((await capsA.send(t, [mobile], sentNow, yes)).capped).toBe(false);
  });

  it("uses the tenant's lower caps at once (PATCH /api/tenants/{id} sets them)", async () => {
    const t = await newTenant('Strict Shop');
    await a.tenants.updateSettings(t, { codeCap10Minutes: 2, codeCap24Hours: 3 });
    const dest = capsA.forCode({ channel: 'email', to: 'strict@example.com' });
    expect(await capsA.capsOf(t)).toEqual({ per10Minutes: 2, per24Hours: 3 });
    for (let i = 0; i < 2; i++) expect((await capsA.send(t, [dest], sentNow, yes)).capped).toBe(false);
    expect((await capsA.send(t, [dest], sentNow, yes)).capped).toBe(true);
    clock.advance(10 * MINUTE);
    expect((await capsA.send(t, [dest], sentNow, yes)).capped).toBe(false);
    clock.advance(10 * MINUTE);
    expect((await capsA.send(t, [dest], sentNow, yes)).capped).toBe(true);
    await a.tenants.updateSettings(t, { codeCap10Minutes: null, codeCap24Hours: null });
    expect(await capsB.capsOf(t)).toEqual({ per10Minutes: 5, per24Hours: 10 });
    expect((await capsB.send(t, [dest], sentNow, yes)).capped).toBe(false);
  });
});

describe('block: a customer\'s "This wasn\'t me" refuses codes to one destination for 24 hours', () => {
  it('refuses every code to the destination, from any process, until the block ends, answering the time left', async () => {
    const t = await newTenant('Blocked Shop');
    const dest = capsA.forCode({ channel: 'email', to: 'not.me@example.com' });
    const other = capsA.forCode({ channel: 'email', to: 'someone.else@example.com' });
    await capsA.block(t, dest);
    let ran = 0;
    const outcome = await capsB.send(
      t,
      [dest],
      async () => {
        ran++;
        return true;
      },
      yes,
    );
    expect(outcome.capped).toBe(true);
    expect(ran).toBe(0);
    // Redis counts the block's time-to-live in real time: a day, give or take the test's own run.
    const left = outcome.capped ? outcome.retryAfterSeconds : 0;
    expect(left).toBeGreaterThan(24 * 60 * 60 - 60);
    expect(left).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await capsB.blockedFor(t, dest)).toBeGreaterThan(24 * 60 * MINUTE - MINUTE);
    expect((await capsB.send(t, [other], sentNow, yes)).capped).toBe(false);
    await capsA.block(t, dest, 50);
    await new Promise((r) => setTimeout(r, 80));
    expect(await capsA.blockedFor(t, dest)).toBe(0);
    expect((await capsB.send(t, [dest], sentNow, yes)).capped).toBe(false);
    await capsA.block(t, dest);
    await capsA.unblock(t, dest);
    expect((await capsB.send(t, [dest], sentNow, yes)).capped).toBe(false);
  });
});

describe('guesses: 10 wrong codes per destination in 10 minutes', () => {
  it('takes 10 slots, marks the tenth as reaching the limit, refuses the eleventh until the oldest leaves, and frees returned ones', async () => {
    const t = await newTenant('Guess Shop');
    const key = capsA.forCode({ channel: 'email', to: 'guess@example.com' }).key;
    const first = await capsA.takeGuess(t, [key]);
    expect(first).toMatchObject({ ok: true, guess: { count: 1, reachesLimit: false } });
    if (first.ok) await capsA.returnGuess(first.guess); // a right code gives its slot back
    const taken = [];
    for (let i = 0; i < 10; i++) {
      taken.push(await (i % 2 ? capsA : capsB).takeGuess(t, [key]));
      clock.advance(MINUTE / 2);
    }
    expect(taken.map((g) => (g.ok ? g.guess.count : 0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(taken.map((g) => g.ok && g.guess.reachesLimit)).toEqual([false, false, false, false, false, false, false, false, false, true]);
    expect(await capsA.takeGuess(t, [key])).toEqual({ ok: false, retryAfterSeconds: 300 });
    clock.advance(5 * MINUTE);
    expect((await capsB.takeGuess(t, [key])).ok).toBe(true);
    expect((await capsB.takeGuess(t, [])).ok).toBe(true);
  });
});

describe('fraud signals of the sends', () => {
  it('counts codes sent and capped per day and destination, masked, with nothing of the address in Redis', async () => {
    const t = await newTenant('Signals Shop');
    const dest = capsA.forCode({ channel: 'email', to: 'victim.person@example.org' });
    for (let i = 0; i < 7; i++) await capsA.send(t, [dest], sentNow, yes);
    const today = (await signals.recent(t, 1))[0]!;
    expect(today).toMatchObject({ codes_sent: 5, codes_capped: 2, capped_destinations: 1 });
    expect(today.top_destinations).toEqual([{ destination: 'v***@example.org', codes_sent: 5, codes_capped: 2 }]);
    expect(await signals.cappedTenants(today.day)).toContain(t);
    const samples = parseExposition((await a.metrics.expose()).body).filter((x) => x.name === 'fraud_signals_total');
    expect(samples.find((x) => x.labels['signal'] === 'code_capped')?.value).toBeGreaterThanOrEqual(2);
    expect(samples.find((x) => x.labels['signal'] === 'code_sent')?.value).toBeGreaterThanOrEqual(5);
    let cursor = '0';
    const found: string[] = [];
    do {
      const [next, keys] = await a.redis.scan(cursor, 'MATCH', `${env.config.REDIS_PREFIX}*`, 'COUNT', 1000);
      cursor = next;
      for (const k of keys) {
        const type = await a.redis.type(k);
        const values = type === 'hash' ? Object.entries(await a.redis.hgetall(k)).flat() : type === 'zset' ? await a.redis.zrange(k, 0, -1) : [];
        if ([k, ...values].some((v) => v.includes('victim.person') || v.includes('race@example.com'))) found.push(k);
      }
    } while (cursor !== '0');
    expect(found).toEqual([]);
  });
});
