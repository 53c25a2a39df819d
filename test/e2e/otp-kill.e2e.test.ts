import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeDelivery } from '../../src/notify/code-delivery.js';
import type { Services } from '../../src/services.js';
import { createTestEnv, openTestServices, type TestEnv } from '../fakes/infra.js';
import { spawnTs, type Spawned } from '../fakes/processes.js';
import { messageIdOf } from '../fakes/smtp.js';

const CODES = 100;

let env: TestEnv;
let services: Services;
let smtp: SMTPServer;
let smtpUrl: string;
/** code -> times it arrived, when it first did (ms since epoch), and the Message-IDs it came under. */
const arrivals = new Map<string, { count: number; firstAt: number; ids: Set<string> }>();
const spawned: Spawned[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env);
  // A real SMTP server that is slow to accept each recipient, so a kill lands while sends are under way.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      setTimeout(() => callback(), 300);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const key = /verification code is (\d{6})/.exec(raw)?.[1] ?? 'unknown';
        const seen = arrivals.get(key) ?? { count: 0, firstAt: Date.now(), ids: new Set<string>() };
        seen.count++;
        seen.ids.add(messageIdOf(raw) ?? 'none');
        arrivals.set(key, seen);
        callback();
      });
    },
  });
  smtp.on('error', () => undefined); // the killed worker's connections reset
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of spawned) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await services.close();
  await env.dropAll();
});

/** The real worker process running the otp pool with its default (short) job lock. */
function startWorker(): Spawned {
  const w = spawnTs('../../workers/main.ts', { ...env.env, WORKER_POOLS: 'otp', WORKER_CONCURRENCY: '20', SMTP_URL: smtpUrl, LOG_LEVEL: 'info' });
  spawned.push(w);
  return w;
}

describe('otp worker killed mid-send (SIGKILL)', () => {
  it(
    "loses no code, never sends one as two messages, and sends the dead worker's codes within 10 s of the kill (short otp job lock, renewed while a send runs)",
    { timeout: 120_000 },
    async () => {
      // Two worker processes share the queue, as in production; the first is killed, the second stays.
      const first = startWorker();
      const second = startWorker();
      await Promise.all([first.waitFor(/worker started/, 60_000), second.waitFor(/worker started/, 60_000)]);
      const delivery = new CodeDelivery(services.queues, services.box);
      const codes = Array.from({ length: CODES }, (_, i) => String(100_000 + i * 7));
      for (const [i, code] of codes.entries()) {
        await delivery.enqueue({
          tenantId: 1,
          challengeId: `kill-test-${i}-challenge`,
          channel: 'email',
          to: `customer${i}@example.com`,
          code,
          business: 'Kill Co',
        });
      }
      // Kill once some codes have gone out and others are in flight.
      while (arrivals.size < 10) await new Promise((r) => setTimeout(r, 20));
      first.child.kill('SIGKILL');
      await first.exited;
      const killedAt = Date.now();

      const deadline = Date.now() + 60_000;
      while (codes.some((c) => !arrivals.has(c)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const lost = codes.filter((c) => !arrivals.has(c));
      const twoMessages = codes.filter((c) => (arrivals.get(c)?.ids.size ?? 0) > 1);
      const redelivered = codes.filter((c) => (arrivals.get(c)?.count ?? 0) > 1 && arrivals.get(c)?.ids.size === 1);
      const latest = Math.max(...codes.map((c) => arrivals.get(c)?.firstAt ?? Infinity));
      expect(lost).toEqual([]);
      // A code the SMTP server accepted whose 250 the dead worker never read is sent again, but as the
      // same message (its Message-ID comes from the challenge): never two different messages.
      expect(twoMessages).toEqual([]);
      expect([...arrivals.values()].every((a) => !a.ids.has('none'))).toBe(true);
      console.info(`otp kill: ${redelivered.length} of ${CODES} codes redelivered with the same Message-ID`);
      expect(latest - killedAt).toBeLessThan(10_000);
      expect(second.output()).not.toMatch(/\b1000\d\d\b/); // no code in its log
    },
  );
});
