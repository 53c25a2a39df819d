import type { Job } from 'bullmq';
import type { z } from 'zod';
import { systemClock } from '../config/clock.js';
import type { RedisClient as Redis } from './connection.js';
import { batchParts, rpcEnvelopeSchema } from './rpc.js';

/**
 * The worker's side of request-reply (rpc.ts has the wire format): a pool's handler turned into the
 * runner of one call (a job's data, or one part of a batch job), which answers on the caller's reply
 * channel. A call whose caller gave up (past its deadline) is dropped unanswered, before the handler.
 */

export interface RpcHandlerContext {
  job: Job;
  /** Epoch ms after which nobody waits for the answer. */
  deadlineAt: number;
  /** Id of the HTTP request that asked, when the caller gave it. */
  requestId?: string;
  signal?: AbortSignal;
}

export interface RpcServeOptions<P, R> {
  payloadSchema: z.ZodType<P>;
  /** A non-subscriber connection to publish replies on. */
  publisher: Redis;
  handler: (payload: P, ctx: RpcHandlerContext) => Promise<R>;
  /** Told when a call is dropped because its caller gave up. */
  onDropped?: (job: Job) => void;
}

/**
 * Runs one call: its envelope (a job's data, or one part of a batch) through the handler, answering on
 * its reply channel. `handled` is told when the handler has settled, before the reply is published (a
 * bound held for the call can be passed on while the reply travels).
 */
export type RpcRunner = (envelope: unknown, job: Job, signal?: AbortSignal, handled?: () => void) => Promise<void>;

interface ChannelReplies {
  replies: Record<string, unknown>[];
  sent: Promise<unknown>;
  send: (message: string) => void;
}

let turnEnd: (() => void)[] = [];
/**
 * Runs `fn` once this turn of the event loop ends (before I/O of the next one), together with the other
 * work put off to the same moment: the commands they send in one go leave on an auto-pipelined
 * connection as one write (a read's lease release and its reply, vendor-bound.ts).
 */
export function atTurnEnd(fn: () => void): void {
  if (turnEnd.length === 0) {
    setImmediate(() => {
      const due = turnEnd;
      turnEnd = [];
      for (const f of due) f();
    });
  }
  turnEnd.push(fn);
}

/** Replies of this turn waiting to be published, per publisher connection and reply channel. */
const outgoing = new WeakMap<Redis, Map<string, ChannelReplies>>();

/**
 * Publishes a reply together with every other reply to the same channel that is ready in this turn of
 * the event loop: one PUBLISH per reply channel per turn (a lone reply as it is, several as an array).
 */
function answer(publisher: Redis, replyTo: string, reply: Record<string, unknown>): Promise<unknown> {
  let channels = outgoing.get(publisher);
  if (!channels) outgoing.set(publisher, (channels = new Map<string, ChannelReplies>()));
  let group = channels.get(replyTo);
  if (!group) {
    if (channels.size === 0) atTurnEnd(() => publishTurn(publisher));
    let send!: (message: string) => void;
    const sent = new Promise<unknown>((resolve, reject) => {
      send = (message) => void publisher.publish(replyTo, message).then(resolve, reject);
    });
    channels.set(replyTo, (group = { replies: [], sent, send }));
  }
  group.replies.push(reply);
  return group.sent;
}

function publishTurn(publisher: Redis): void {
  const channels = outgoing.get(publisher);
  if (!channels) return;
  outgoing.delete(publisher);
  for (const { replies, send } of channels.values()) send(JSON.stringify(replies.length === 1 ? replies[0] : replies));
}

/** One call taken out of its envelope: late (its caller gave up), invalid (answered and refused), or to run. */
export type OpenCall<P> =
  | { kind: 'late' }
  | { kind: 'invalid'; error: Error }
  | {
      kind: 'run';
      payload: P;
      ctx: Omit<RpcHandlerContext, 'job'>;
      /** Publishes the handler's outcome; not after the worker handed the job back (its next run answers). */
      reply(value: unknown): Promise<void>;
      /** Tells the caller the handler failed (same rule). */
      fail(): Promise<void>;
    };

/**
 * Opens one call (a job's data, or one part of a batch): its deadline is checked and its payload
 * validated; an invalid one is answered `invalid payload` at once.
 */
export async function openCall<P>(data: unknown, schema: z.ZodType<P>, publisher: Redis, signal?: AbortSignal): Promise<OpenCall<P>> {
  const envelope = rpcEnvelopeSchema.parse(data);
  const { id, replyTo, deadlineAt, requestId } = envelope.rpc;
  if (systemClock.now() > deadlineAt) return { kind: 'late' };
  const payload = schema.safeParse(envelope.payload);
  if (!payload.success) {
    await answer(publisher, replyTo, { id, ok: false, error: 'invalid payload' });
    return { kind: 'invalid', error: new Error(`invalid rpc payload: ${payload.error.issues[0]?.message ?? ''}`) };
  }
  // A call whose job the worker handed back while it ran (shutdown: workers/runtime.ts handBackOnCancel)
  // is answered by the job's next run, not by this one, whose outcome may only be the stop's doing.
  const unlessHandedBack = async (reply: Record<string, unknown>): Promise<void> => {
    if (!signal?.aborted) await answer(publisher, replyTo, reply);
  };
  return {
    kind: 'run',
    payload: payload.data,
    ctx: { deadlineAt, ...(requestId ? { requestId } : {}), ...(signal ? { signal } : {}) },
    reply: (value) => unlessHandedBack({ id, ok: true, value }),
    fail: () => unlessHandedBack({ id, ok: false, error: 'handler failed' }),
  };
}

/** The runner of one call of a pool; the handler's outcome (or its failure) is published as the reply. */
export function rpcRunner<P, R>(opts: RpcServeOptions<P, R>): RpcRunner {
  return async (data, job, signal, handled) => {
    const call = await openCall(data, opts.payloadSchema, opts.publisher, signal);
    if (call.kind === 'late') return opts.onDropped?.(job);
    if (call.kind === 'invalid') throw new Error(`${call.error.message} (${job.name})`);
    try {
      const value = await opts.handler(call.payload, { job, ...call.ctx });
      handled?.();
      await call.reply(value);
    } catch (err) {
      handled?.();
      await call.fail();
      throw err;
    }
  };
}

/**
 * Runs a job's calls: its one call, or each part of a batch job side by side (each answered on its
 * own). A part that failed was answered 'handler failed'; the job then fails with its error (logged).
 */
export async function runJobCalls(job: Job, runPart: (data: unknown, part: number | null) => Promise<void>): Promise<void> {
  const parts = batchParts(job.data);
  if (!parts) return runPart(job.data, null);
  await allRun(parts.map((data, i) => runPart(data, i)));
}

/** Waits for every call of a job; a call that failed (its caller was answered 'handler failed') then fails the job with its error. */
export async function allRun(calls: readonly Promise<void>[]): Promise<void> {
  const outcomes = await Promise.allSettled(calls);
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failed) throw failed.reason;
}

/** A BullMQ processor that serves a job's calls (one, or the parts of a batch job). */
export function rpcProcessor<P, R>(opts: RpcServeOptions<P, R>): (job: Job, token?: string, signal?: AbortSignal) => Promise<void> {
  const run = rpcRunner(opts);
  return (job, _token, signal) => runJobCalls(job, (data) => run(data, job, signal));
}
