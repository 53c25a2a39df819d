import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import type { z } from 'zod';
import { systemClock } from '../config/clock.js';
import type { RedisClient as Redis } from './connection.js';
import { RPC_BATCH_MAX, rpcReplyMessageSchema, type RpcEnvelope, type RpcReply } from './rpc.js';

/**
 * The caller's side of request-reply (rpc.ts has the wire format): one per web process, with a
 * subscriber connection of its own. `endpoint()` turns one request-reply job into a typed function
 * (where a call goes, how long it waits, what a failure answers). Calls to one queue (of any endpoint,
 * from any request) that start in the same turn of the event loop travel as one job (`{rpcBatch}`, at
 * most RPC_BATCH_MAX parts), each answered on its own: one enqueue and one job lifecycle for all of them.
 * While the process has other work in hand that may call too (`atWork`: the web's other requests), a
 * call waits up to RPC_GATHER_TURNS turns for calls to join its job; with nothing else in hand it goes
 * at the end of its own turn.
 */

/**
 * Turns of the event loop a call waits for company while other work is in hand: under load the bot's
 * calls rarely start in the same turn, and each job they share saves about 40 Redis commands. Chosen
 * by alternating it with 1, 2, 3, 6 and 24 in the accountConnect section (docs/performance.md).
 */
export const RPC_GATHER_TURNS = 12;

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

/** Where one call of an endpoint goes: its queue (shared with the calls of the same turn), or its answer without a call. */
export type RpcRoute<R> = { queue: Queue } | { answer: R };

/** One request-reply job as its callers use it. */
export interface RpcEndpoint<P, R> {
  job: string;
  /** Checks every reply. */
  result: z.ZodType<R>;
  /** How long a call waits for its reply (unless the call gives its own). */
  timeoutMs: number;
  /** The queue of a call, or its answer without any call (e.g. a connector that left the catalogue). */
  route(payload: P): RpcRoute<R> | Promise<RpcRoute<R>>;
  /** The answer of a call whose reply did not come in time, or whose job failed or could not be added. */
  failed(outcome: Exclude<RpcOutcome<R>, { ok: true }>): R;
}

/** A typed request-reply call; it never throws for a missing reply (that is `failed`'s answer). */
export type RpcCall<P, R> = (payload: P, opts?: { timeoutMs?: number; requestId?: string }) => Promise<R>;

interface Pending {
  resolve: (outcome: RpcOutcome<unknown>) => void;
  timer: NodeJS.Timeout;
  schema: z.ZodType | undefined;
}

interface Gathered {
  queue: Queue;
  job: string;
  calls: { payload: unknown; opts: RpcCallOptions<unknown>; resolve: (o: RpcOutcome<unknown>) => void }[];
}

export class RpcClient {
  private readonly pending = new Map<string, Pending>();
  private readonly channel: string;
  private readonly ready: Promise<unknown>;
  /** Calls waiting to be sent together (this turn, or the next few: `gather`), by queue and job. */
  private gathered = new Map<string, Gathered>();
  /** Work in hand that may make calls (`atWork`). */
  private working = 0;

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

  /**
   * Tells the client that work which may make calls has started (the web: each HTTP request, from its
   * first middleware); the function returned ends it, once. While more than one is in hand, a call
   * waits up to RPC_GATHER_TURNS turns of the event loop for others to join its job.
   */
  atWork(): () => void {
    this.working++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.working--;
    };
  }

  /** One request-reply job as a typed call (see RpcEndpoint). */
  endpoint<P, R>(spec: RpcEndpoint<P, R>): RpcCall<P, R> {
    return async (payload, opts = {}) => {
      const route = await spec.route(payload);
      if ('answer' in route) return route.answer;
      const options: RpcCallOptions<R> = {
        timeoutMs: opts.timeoutMs ?? spec.timeoutMs,
        resultSchema: spec.result,
        ...(opts.requestId ? { requestId: opts.requestId } : {}),
      };
      const outcome = await this.call(route.queue, spec.job, payload, options);
      return outcome.ok ? outcome.value : spec.failed(outcome);
    };
  }

  /** One call; it shares a job with the other calls to `queue` and `jobName` gathered with it. */
  call<R>(queue: Queue, jobName: string, payload: unknown, opts: RpcCallOptions<R>): Promise<RpcOutcome<R>> {
    return this.gather(queue, jobName, payload, opts);
  }

  /** One call as a job of its own. */
  private async callAlone<R>(queue: Queue, jobName: string, payload: unknown, opts: RpcCallOptions<R>): Promise<RpcOutcome<R>> {
    await this.ready;
    const [envelope, outcome] = this.expect(queue, payload, opts);
    await this.enqueue(queue, jobName, envelope, [envelope]);
    return outcome;
  }

  /**
   * Several calls to the same queue as one job (`{rpcBatch: [envelope...]}`, at most RPC_BATCH_MAX):
   * one enqueue and one job lifecycle instead of one per call, each call still answered on its own
   * (its outcome at the same index). The worker side must understand batches (rpc-worker.ts rpcProcessor,
   * vendor-bound.ts, connection-bound.ts).
   */
  async callMany<R>(queue: Queue, jobName: string, payloads: readonly unknown[], opts: RpcCallOptions<R>): Promise<RpcOutcome<R>[]> {
    return Promise.all(
      await this.sendBatch(
        queue,
        jobName,
        payloads.map((payload) => ({ payload, opts })),
      ),
    );
  }

  /**
   * One job carrying several calls, each with its own options (deadline, reply schema). Answers, once
   * the job is added, each call's own outcome (settled by its own reply or timeout), so a call never
   * waits for another part of its job.
   */
  private async sendBatch<R>(
    queue: Queue,
    jobName: string,
    calls: readonly { payload: unknown; opts: RpcCallOptions<R> }[],
  ): Promise<Promise<RpcOutcome<R>>[]> {
    await this.ready;
    const parts = calls.map((c) => this.expect(queue, c.payload, c.opts));
    const envelopes = parts.map(([envelope]) => envelope);
    await this.enqueue(queue, jobName, { rpcBatch: envelopes }, envelopes);
    return parts.map(([, outcome]) => outcome);
  }

  /**
   * Holds a call until the end of this turn, or of the RPC_GATHER_TURNS-th while other work is in hand,
   * when every call gathered for the same queue and job is sent together (one alone as a job of its own).
   */
  private gather<R>(queue: Queue, job: string, payload: unknown, opts: RpcCallOptions<R>): Promise<RpcOutcome<R>> {
    return new Promise((resolve) => {
      const key = `${queue.name}\n${job}`;
      let group = this.gathered.get(key);
      if (!group) {
        group = { queue, job, calls: [] };
        this.gathered.set(key, group);
        if (this.gathered.size === 1) this.flushAfter(this.working > 1 ? RPC_GATHER_TURNS : 1);
      }
      group.calls.push({ payload, opts: opts, resolve: resolve as (o: RpcOutcome<unknown>) => void });
    });
  }

  /** Sends what is gathered once `turns` turns of the event loop have ended (1: this one). */
  private flushAfter(turns: number): void {
    setImmediate(() => (turns > 1 ? this.flushAfter(turns - 1) : this.flush()));
  }

  private flush(): void {
    const groups = [...this.gathered.values()];
    this.gathered = new Map();
    for (const { queue, job, calls } of groups) {
      for (let i = 0; i < calls.length; i += RPC_BATCH_MAX) {
        const chunk = calls.slice(i, i + RPC_BATCH_MAX);
        const first = chunk[0]!;
        const sent =
          chunk.length === 1 ? this.callAlone(queue, job, first.payload, first.opts).then((o) => [Promise.resolve(o)]) : this.sendBatch(queue, job, chunk);
        // Each call is answered when its own reply comes: a fast part never waits for a slow part of its job.
        void sent.then(
          (outcomes) => chunk.forEach((c, n) => void outcomes[n]!.then(c.resolve)),
          (err: unknown) => chunk.forEach((c) => c.resolve({ ok: false, reason: 'error', message: String(err) })),
        );
      }
    }
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
    let parsed: z.infer<typeof rpcReplyMessageSchema>;
    try {
      parsed = rpcReplyMessageSchema.parse(JSON.parse(message));
    } catch {
      return; // not ours or malformed: nobody is waiting on it
    }
    if (Array.isArray(parsed)) for (const reply of parsed) this.answered(reply);
    else this.answered(parsed);
  }

  private answered(parsed: RpcReply): void {
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
