import { randomUUID } from 'node:crypto';
import type { Job, Queue } from 'bullmq';
import type { RedisClient as Redis } from './connection.js';
import { z } from 'zod';
import { systemClock } from '../config/clock.js';

/**
 * Request-reply over BullMQ.
 *
 * The caller adds a job whose data is `{rpc: {id, replyTo, deadlineAt}, payload}` and waits on its own
 * pub/sub channel; the worker runs the handler and PUBLISHes `{id, ok, value | error}` to `replyTo`.
 * Replies skip BullMQ's result storage and QueueEvents stream (measured faster: see README, Performance).
 * A caller that gives up forgets the id, so a late reply is discarded; a worker that picks a job up after
 * its deadline drops it without running the handler.
 */

export const rpcEnvelopeSchema = z.object({
  rpc: z.object({ id: z.string().min(1), replyTo: z.string().min(1), deadlineAt: z.number().int(), requestId: z.string().optional() }),
  payload: z.unknown(),
});
export type RpcEnvelope = z.infer<typeof rpcEnvelopeSchema>;

/**
 * Several calls in one job (RpcClient.callMany): each part keeps its own id, reply channel and deadline,
 * and is answered on its own, so a part can also be handed on as a job of its own.
 */
export const RPC_BATCH_MAX = 20;

const replySchema = z.discriminatedUnion('ok', [
  z.object({ id: z.string(), ok: z.literal(true), value: z.unknown() }),
  z.object({ id: z.string(), ok: z.literal(false), error: z.string() }),
]);

/** What a call ends with. Outcomes are values: a timeout is not thrown. */
export type RpcOutcome<R> = { ok: true; value: R } | { ok: false; reason: 'timeout' } | { ok: false; reason: 'error'; message: string };

export interface RpcCallOptions<R> {
  /** How long to wait for the reply. */
  timeoutMs: number;
  /** Checks the reply; a reply that fails it becomes reason 'error'. Default: accepted as is. */
  resultSchema?: z.ZodType<R>;
  /** The HTTP request's id, carried into the job so worker logs can be joined to it. */
  requestId?: string;
}

interface Pending {
  resolve: (outcome: RpcOutcome<unknown>) => void;
  timer: NodeJS.Timeout;
  schema: z.ZodType | undefined;
}

/** The caller side. One per process; owns a subscriber connection it creates from `subscriber`. */
export class RpcClient {
  private readonly pending = new Map<string, Pending>();
  private readonly channel: string;
  private readonly ready: Promise<unknown>;

  constructor(
    /** A dedicated connection: it enters subscriber mode. */
    private readonly subscriber: Redis,
    prefix: string,
    /** Told the queue of each call whose reply did not come in time (the rpc_timeouts_total metric). */
    private readonly hooks: { onTimeout?: (queue: string) => void } = {},
  ) {
    this.channel = `${prefix}:rpc:reply:${randomUUID()}`;
    this.subscriber.on('message', (_channel: string, message: string) => this.onReply(message));
    this.ready = this.subscriber.subscribe(this.channel);
  }

  /** Number of calls waiting for a reply. */
  get inFlight(): number {
    return this.pending.size;
  }

  async call<R>(queue: Queue, jobName: string, payload: unknown, opts: RpcCallOptions<R>): Promise<RpcOutcome<R>> {
    await this.ready;
    const [envelope, outcome] = this.expect(queue, payload, opts);
    await this.enqueue(queue, jobName, envelope, [envelope]);
    return outcome;
  }

  /**
   * Several calls to the same queue as one job (`{rpcBatch: [envelope...]}`, at most RPC_BATCH_MAX):
   * one enqueue and one job lifecycle instead of one per call, each call still answered on its own
   * (its outcome at the same index). The worker side must understand batches (connection-bound.ts).
   */
  async callMany<R>(queue: Queue, jobName: string, payloads: readonly unknown[], opts: RpcCallOptions<R>): Promise<RpcOutcome<R>[]> {
    await this.ready;
    const parts = payloads.map((payload) => this.expect(queue, payload, opts));
    const envelopes = parts.map(([envelope]) => envelope);
    await this.enqueue(queue, jobName, { rpcBatch: envelopes }, envelopes);
    return Promise.all(parts.map(([, outcome]) => outcome));
  }

  /** Adds the job carrying `calls`; when it cannot be added, each of those calls ends with the error at once. */
  private async enqueue(queue: Queue, jobName: string, data: unknown, calls: readonly RpcEnvelope[]): Promise<void> {
    try {
      await queue.add(jobName, data, { attempts: 1, removeOnComplete: true });
    } catch (err) {
      for (const call of calls) this.settle(call.rpc.id, { ok: false, reason: 'error', message: `could not enqueue: ${(err as Error).message}` });
    }
  }

  /** A new call's envelope and the outcome its reply (or timeout) settles. */
  private expect<R>(queue: Queue, payload: unknown, opts: RpcCallOptions<R>): [RpcEnvelope, Promise<RpcOutcome<R>>] {
    const id = randomUUID();
    const outcome = new Promise<RpcOutcome<R>>((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        this.hooks.onTimeout?.(queue.name);
        resolve({ ok: false, reason: 'timeout' });
      }, opts.timeoutMs);
      this.pending.set(id, { resolve: resolve as Pending['resolve'], timer, schema: opts.resultSchema });
    });
    const envelope: RpcEnvelope = {
      rpc: { id, replyTo: this.channel, deadlineAt: systemClock.now() + opts.timeoutMs, ...(opts.requestId ? { requestId: opts.requestId } : {}) },
      payload,
    };
    return [envelope, outcome];
  }

  private onReply(message: string): void {
    let parsed: z.infer<typeof replySchema>;
    try {
      parsed = replySchema.parse(JSON.parse(message));
    } catch {
      return; // not ours or malformed: nobody is waiting on it
    }
    const entry = this.pending.get(parsed.id);
    if (!entry) return; // late reply: the caller already gave up
    if (!parsed.ok) return this.settle(parsed.id, { ok: false, reason: 'error', message: parsed.error });
    if (entry.schema) {
      const checked = entry.schema.safeParse(parsed.value);
      if (!checked.success) return this.settle(parsed.id, { ok: false, reason: 'error', message: 'reply failed its schema' });
      return this.settle(parsed.id, { ok: true, value: checked.data });
    }
    this.settle(parsed.id, { ok: true, value: parsed.value });
  }

  private settle(id: string, outcome: RpcOutcome<unknown>): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.pending.delete(id);
    entry.resolve(outcome);
  }

  /** Stops listening; calls still waiting end as timeouts. */
  async close(): Promise<void> {
    for (const [id] of this.pending) this.settle(id, { ok: false, reason: 'timeout' });
    await this.subscriber.unsubscribe(this.channel).catch(() => undefined);
  }
}

export interface RpcHandlerContext {
  job: Job;
  /** Epoch ms after which nobody waits for the answer. */
  deadlineAt: number;
  /** Id of the HTTP request that asked, when the caller gave it. */
  requestId?: string;
  signal?: AbortSignal;
}

export interface RpcProcessorOptions<P, R> {
  payloadSchema: z.ZodType<P>;
  /** A non-subscriber connection to publish replies on. */
  publisher: Redis;
  handler: (payload: P, ctx: RpcHandlerContext) => Promise<R>;
  /** Told when a job is dropped because its caller gave up. */
  onDropped?: (job: Job) => void;
}

/**
 * Runs one call: its envelope (a job's data, or one part of a batch) through the handler, answering on
 * its reply channel. `handled` is told when the handler has settled, before the reply is published (a
 * bound held for the call can be passed on while the reply travels).
 */
export type RpcRunner = (envelope: unknown, job: Job, signal?: AbortSignal, handled?: () => void) => Promise<void>;

/** The worker side of one call, whatever job carries it; a call whose caller gave up is dropped unanswered. */
export function rpcRunner<P, R>(opts: RpcProcessorOptions<P, R>): RpcRunner {
  return async (data, job, signal, handled) => {
    const envelope = rpcEnvelopeSchema.parse(data);
    const { id, replyTo, deadlineAt, requestId } = envelope.rpc;
    if (systemClock.now() > deadlineAt) {
      opts.onDropped?.(job);
      return;
    }
    const payload = opts.payloadSchema.safeParse(envelope.payload);
    if (!payload.success) {
      await opts.publisher.publish(replyTo, JSON.stringify({ id, ok: false, error: 'invalid payload' }));
      throw new Error(`invalid rpc payload for ${job.name}: ${payload.error.issues[0]?.message ?? ''}`);
    }
    // A call whose job the worker handed back while it ran (shutdown: workers/runtime.ts handBackOnCancel)
    // is answered by the job's next run, not by this one, whose outcome may only be the stop's doing.
    try {
      const value = await opts.handler(payload.data, { job, deadlineAt, ...(requestId ? { requestId } : {}), ...(signal ? { signal } : {}) });
      handled?.();
      if (!signal?.aborted) await opts.publisher.publish(replyTo, JSON.stringify({ id, ok: true, value }));
    } catch (err) {
      handled?.();
      if (!signal?.aborted) await opts.publisher.publish(replyTo, JSON.stringify({ id, ok: false, error: 'handler failed' }));
      throw err;
    }
  };
}

/** The worker side: wraps a handler into a BullMQ processor that replies over pub/sub. */
export function rpcProcessor<P, R>(opts: RpcProcessorOptions<P, R>): (job: Job, token?: string, signal?: AbortSignal) => Promise<void> {
  const run = rpcRunner(opts);
  return (job, _token, signal) => run(job.data, job, signal);
}
