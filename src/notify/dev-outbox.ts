import { randomUUID } from 'node:crypto';
import type { RedisClient as Redis } from '../../queues/connection.js';
import type { Clock } from '../../config/clock.js';
import type { Config } from '../../config/env.js';
import type { EmailMessage, EmailTransport, SendHooks } from './email.js';
import type { SendOutcome } from './outcome.js';
import type { SmsDriver, SmsMessageToSend } from './sms.js';

/** One email or text as the development outbox shows it. */
export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  sent_at: string;
}

/** Messages the outbox keeps (newest first); older ones fall off. */
export const DEV_OUTBOX_MAX = 50;
/** The outbox list is dropped after a week without new messages. */
const DEV_OUTBOX_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * Development only: a bounded Redis list of every email and text the transports sent, so a newcomer
 * can read a customer's code or a sign-in link without a mail server or an SMS provider. Never built
 * when NODE_ENV=production (see devOutboxFor); it holds message texts, so it must not exist there.
 */
export class DevOutbox {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly clock: Clock,
  ) {}

  private get key(): string {
    return `${this.prefix}:dev:outbox`;
  }

  async record(m: Omit<OutboxMessage, 'id' | 'sent_at'>): Promise<void> {
    const entry: OutboxMessage = { id: randomUUID(), ...m, sent_at: new Date(this.clock.now()).toISOString() };
    await this.redis
      .multi()
      .lpush(this.key, JSON.stringify(entry))
      .ltrim(this.key, 0, DEV_OUTBOX_MAX - 1)
      .pexpire(this.key, DEV_OUTBOX_TTL_MS)
      .exec();
  }

  /** Newest first. */
  async list(): Promise<OutboxMessage[]> {
    return (await this.redis.lrange(this.key, 0, DEV_OUTBOX_MAX - 1)).map((raw) => JSON.parse(raw) as OutboxMessage);
  }
}

/** The outbox in development and tests; undefined in production. */
export function devOutboxFor(config: Pick<Config, 'NODE_ENV' | 'REDIS_PREFIX'>, redis: Redis, clock: Clock): DevOutbox | undefined {
  return config.NODE_ENV === 'production' ? undefined : new DevOutbox(redis, config.REDIS_PREFIX, clock);
}

/** An email transport that also copies each sent message into the outbox. A failed copy never fails the send. */
export class RecordingEmailTransport implements EmailTransport {
  constructor(
    private readonly inner: EmailTransport,
    private readonly outbox: DevOutbox,
  ) {}

  get name(): string {
    return this.inner.name;
  }

  async send(message: EmailMessage, hooks?: SendHooks): Promise<SendOutcome> {
    // The hooks run in the inner transport, before the outbox copy is written.
    const outcome = await this.inner.send(message, hooks);
    if (outcome.ok) await this.outbox.record({ channel: 'email', to: message.to, subject: message.subject, text: message.text }).catch(() => undefined);
    return outcome;
  }

  close(): void {
    this.inner.close();
  }
}

/** An SMS driver that also copies each sent text into the outbox. */
export class RecordingSmsDriver implements SmsDriver {
  constructor(
    private readonly inner: SmsDriver,
    private readonly outbox: DevOutbox,
  ) {}

  get name(): string {
    return this.inner.name;
  }

  async send(message: SmsMessageToSend): Promise<SendOutcome> {
    const outcome = await this.inner.send(message);
    if (outcome.ok) await this.outbox.record({ channel: 'sms', to: message.to, subject: null, text: message.body }).catch(() => undefined);
    return outcome;
  }

  close(): void {
    this.inner.close();
  }
}
