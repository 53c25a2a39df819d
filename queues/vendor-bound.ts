import type { Job, Processor } from 'bullmq';
import type { RedisClient as Redis } from './connection.js';
import { busyDelayMs, type SlotLeases } from './leases.js';
import { batchParts, rpcEnvelopeSchema } from './rpc.js';
import { allRun, atTurnEnd, type RpcRunner } from './rpc-worker.js';
import { systemClock } from '../config/clock.js';

/**
 * Calls to a vendor bounded per vendor (vendor-slots.ts: a queue of its own whose BullMQ global
 * concurrency is the bound) may travel several to a job (RpcClient: the calls of one turn), so the
 * bound is held per call by a Redis lease of the vendor (leases.ts ACQUIRE_MANY: the calls of one job
 * take theirs in one script, lease id = call id). BullMQ's global concurrency stays as a bound on jobs,
 * which never exceeds the calls. A call that finds the bound full waits parked in its own job (woken by
 * a release in this process, else on a timer about as long as the oldest call has run) until its lease
 * is free, its caller's deadline passes (it is dropped unanswered, as any late call) or the worker
 * stops (the job is handed back; its next run keeps the lease it holds).
 */

/** Key namespace of the per-vendor leases: `<prefix>:vendor:bound:<queue name>`. */
export const VENDOR_LEASES = 'vendor:bound';

/** How long a lease outlives the rpc deadline of its call (only matters when its worker died mid-call). */
const LEASE_MARGIN_MS = 2_000;
/** How long a vendor's bound, read from its queue, is used before it is read again. */
const LIMIT_TTL_MS = 1_000;

export interface VendorBoundOptions {
  leases: SlotLeases;
  /** Reads each vendor queue's bound (BullMQ's `concurrency` in `<queue>:meta`, set by VendorQueues.queue). */
  redis: Redis;
  /** Bound of a vendor queue that has none set. */
  defaultLimit: number;
  /** Longest wait before a call whose vendor is full tries again. */
  maxBusyDelayMs: number;
  /** Runs one call (rpc-worker.ts rpcRunner, workers/vendor.ts vendorRunner). */
  run: RpcRunner;
}

interface Part {
  data: unknown;
  id: string;
  deadlineAt: number;
}

/** The processor of per-vendor queues: each call of a job under its vendor's lease, answered on its own. */
export function vendorBoundProcessor(opts: VendorBoundOptions): Processor {
  const limits = new Map<string, { limit: number; until: number }>();
  const limitOf = async (job: Job): Promise<number> => {
    const known = limits.get(job.queueName);
    if (known && known.until > systemClock.now()) return known.limit;
    const raw = Number(await opts.redis.hget(`${job.queueQualifiedName}:meta`, 'concurrency'));
    const limit = Number.isInteger(raw) && raw > 0 ? raw : opts.defaultLimit;
    limits.set(job.queueName, { limit, until: systemClock.now() + LIMIT_TTL_MS });
    return limit;
  };

  // Calls waiting in this process for a lease of a vendor, oldest first; a release here wakes as many as it freed.
  const waiters = new Map<string, (() => void)[]>();
  const wait = (resource: string, ms: number, signal: AbortSignal | undefined): Promise<void> =>
    new Promise((resolve) => {
      const list = waiters.get(resource) ?? [];
      waiters.set(resource, list);
      const done = (): void => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        const at = list.indexOf(done);
        if (at >= 0) list.splice(at, 1);
        if (list.length === 0 && waiters.get(resource) === list) waiters.delete(resource);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
      list.push(done);
    });

  // Releases of one turn end in one command per vendor, then wake that many waiters here.
  let releasing = new Map<string, string[]>();
  const flushReleases = (): void => {
    const batch = releasing;
    releasing = new Map();
    for (const [resource, ids] of batch) {
      void opts.leases
        .releaseMany(resource, ids)
        .catch(() => undefined) // a lease left behind expires
        .then(() => {
          for (const wake of (waiters.get(resource) ?? []).slice(0, ids.length)) wake();
        });
    }
  };
  const release = (resource: string, id: string): void => {
    if (releasing.size === 0) atTurnEnd(flushReleases); // with the replies of the same turn: one write
    const ids = releasing.get(resource) ?? [];
    releasing.set(resource, ids);
    ids.push(id);
  };

  const runLeased = async (part: Part, resource: string, job: Job, signal: AbortSignal | undefined): Promise<void> => {
    let ended = false;
    // The lease goes on as soon as the call has its answer, while the reply is published. A job handed
    // back keeps it: its next run takes the same lease id.
    const end = (): void => {
      if (ended) return;
      ended = true;
      if (!signal?.aborted) release(resource, part.id);
    };
    try {
      await opts.run(part.data, job, signal, end);
    } finally {
      end();
    }
  };

  return async (job, _token, signal) => {
    const resource = job.queueName;
    const running: Promise<void>[] = [];
    let waiting: Part[] = [];
    for (const data of batchParts(job.data) ?? [job.data]) {
      const envelope = rpcEnvelopeSchema.safeParse(data);
      // Malformed (the runner refuses it) or late (the runner drops it): no vendor call, so no lease.
      if (!envelope.success || systemClock.now() > envelope.data.rpc.deadlineAt) running.push(opts.run(data, job, signal));
      else waiting.push({ data, id: envelope.data.rpc.id, deadlineAt: envelope.data.rpc.deadlineAt });
    }
    if (waiting.length) {
      const limit = await limitOf(job);
      for (let checks = 0; waiting.length && !signal?.aborted; checks++) {
        const leaseMs = Math.max(...waiting.map((p) => p.deadlineAt)) - systemClock.now() + LEASE_MARGIN_MS;
        const { taken, oldestAgeMs } = await opts.leases.acquireMany(
          resource,
          waiting.map((p) => p.id),
          { limit, leaseMs },
        );
        for (const part of waiting) if (taken.has(part.id)) running.push(runLeased(part, resource, job, signal));
        waiting = waiting.filter((p) => !taken.has(p.id));
        if (!waiting.length) break;
        await wait(resource, busyDelayMs(oldestAgeMs, opts.maxBusyDelayMs, checks), signal);
        const now = systemClock.now();
        for (const part of waiting) if (now > part.deadlineAt) running.push(opts.run(part.data, job, signal)); // dropped: its caller gave up
        waiting = waiting.filter((p) => now <= p.deadlineAt);
      }
    }
    // Parts still waiting when the worker stops are answered by the job's next run (handBackOnCancel).
    await allRun(running);
  };
}
