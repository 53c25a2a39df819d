import { DelayedError, type Job, type Processor, type Queue } from 'bullmq';
import { connectorReadPayload } from './connector.js';
import { busyDelayMs, type SlotLeases } from './leases.js';
import type { Parking } from './parking.js';
import { rpcEnvelopeSchema } from './rpc.js';
import { runJobCalls, type RpcRunner } from './rpc-worker.js';
import { systemClock } from '../config/clock.js';

/**
 * Calls to vendors bounded per connection (definition `bound: 'connection'`: the host is the tenant's
 * own) all go through one shared queue (vendor-slots.ts PER_CONNECTION_QUEUE) that every worker process
 * consumes with a fixed number of workers, whatever the number of connections. The bound is a Redis
 * lease per connection (leases.ts, the mechanism that also bounds webhook endpoints): a job whose
 * connection already has its definition's `concurrency` of calls in flight is re-delayed without
 * spending an attempt, so a slow tenant host fills only its own leases and other tenants' calls run.
 * Order within one connection is not kept while it is full (a re-delayed job may run after a newer one).
 */

/** Key namespace of the per-connection leases: `<prefix>:vendor:inflight:<connection id>`. */
export const CONNECTION_LEASES = 'vendor:inflight';

/** How long a lease outlives the rpc deadline of its read (only matters when its worker died mid-call). */
export const CONNECTION_LEASE_MARGIN_MS = 2_000;

export interface ConnectionBoundOptions {
  leases: SlotLeases;
  /** Calls in flight allowed per connection of a connector (its definition's `concurrency`, else the default). */
  limitOf: (connector: string) => number;
  /** Longest wait before a job whose connection is full tries again. */
  maxBusyDelayMs: number;
  /** Runs one read (rpc.ts rpcRunner): a job's data, or one part of a batch job. */
  run: RpcRunner;
  /**
   * Hands one part of a batch job on as a job of its own on the same queue, delayed by `delayMs` (its
   * connection was full and there is no parking here); answers the new job's id.
   */
  handOff: (envelope: unknown, delayMs: number) => Promise<string>;
  /**
   * Wakes a re-delayed job now (a lease was handed to it): false when the job no longer exists. See
   * promoteJob. Without it waiters come back on their re-delay timer only (the lease is still kept for them).
   */
  wake?: (jobId: string) => Promise<boolean>;
  /**
   * In-process waiting (parking.ts): a job whose connection is full waits in this process for a
   * handed lease, within the parking bounds, instead of being re-delayed through the queue (which costs
   * a move to delayed, a promote and a second move to active). Without it every such job is re-delayed.
   */
  parking?: Parking;
}

/** Moves a delayed job of `queue` to waiting now; false when it is gone. A job that is not delayed (any more) is left as it is. */
export async function promoteJob(queue: Queue, jobId: string): Promise<boolean> {
  const job = await queue.getJob(jobId);
  if (!job) return false;
  await job.promote().catch(() => undefined); // not delayed: it takes its handed lease when it runs
  return true;
}

/** The waiter id of one part of a batch job; such a waiter only ever waits parked (never re-delayed), so no promote can wake it. */
const partWaiter = (jobId: string | undefined, part: number): string => `${jobId}:${part}`;
const isPartWaiter = (waiter: string): boolean => waiter.includes(':'); // BullMQ's own job ids are numbers

/** The fields of a read's payload its bound depends on. */
const boundFields = connectorReadPayload.pick({ connectionId: true, connector: true });

/**
 * The processor of the shared per-connection queue: each read (a job, or each part of a batch job) takes
 * its connection's lease first, or queues as a waiter and waits parked in this process (a batch part
 * always does: handing it on as a job of its own could leave it waiting behind its own batch), or (a
 * job of its own with no parking place) is re-delayed. A read ending hands its lease
 * to the oldest waiter and wakes it (leases.ts, fair hand-off), so under a full bound calls run in about
 * the order they came instead of fresh calls taking every freed lease; timers remain the fallback.
 */
export function connectionBoundProcessor(opts: ConnectionBoundOptions): Processor {
  const handOn = async (resource: string, lease: string, self: string): Promise<void> => {
    // A waiter that is gone gives the lease back; the next waiter (if any) gets it. A handed lease lives
    // as long as a call may hold one (the leases' default), since a waiter woken here holds it as it is.
    for (let i = 0, next = lease; i < 5; i++) {
      const waiter = await opts.leases.releaseToWaiter(resource, next, undefined, self);
      if (!waiter || opts.parking?.wake(waiter, next)) return; // nobody waits, or the waiter is parked here: woken with the lease, without Redis
      // A batch part parked in another process takes the lease on its own timer. A wake that fails leaves
      // the waiter to its timer; the lease stays kept for it (a job parked elsewhere is not delayed, so the
      // promote leaves it as it is).
      if (isPartWaiter(waiter) || !opts.wake || (await opts.wake(waiter).catch(() => true))) return;
      const handed = await opts.leases.forgetWaiter(resource, waiter);
      if (!handed) return;
      next = handed;
    }
  };
  /** Leaves the waiting list; a lease handed to the waiter meanwhile goes on to the next one (best effort: a lease left behind expires). */
  const giveUp = (resource: string, waiter: string): Promise<void> =>
    opts.leases
      .forgetWaiter(resource, waiter)
      .then((handed) => (handed ? handOn(resource, handed, waiter) : undefined))
      .catch(() => undefined);
  /**
   * Waits parked until a lease is handed over (woken here, with the lease: taken as it is) or free on a
   * timer check; null past the deadline or on abort (a lease handed meanwhile is then passed on by giveUp).
   */
  const parked = async (
    resource: string,
    waiter: string,
    take: { limit: number; leaseMs: number; oldestAgeMs: number },
    deadlineAt: number,
    signal: AbortSignal | undefined,
  ): Promise<string | null> => {
    let oldestAgeMs = take.oldestAgeMs;
    for (let checks = 0; ; checks++) {
      const outcome = await opts.parking!.wait(waiter, busyDelayMs(oldestAgeMs, opts.maxBusyDelayMs, checks), signal);
      if (outcome === 'aborted' || systemClock.now() > deadlineAt) return null;
      const handed = opts.parking!.handed(waiter);
      if (handed !== undefined) return handed;
      const slot = await opts.leases.acquireAs(resource, waiter, { limit: take.limit, leaseMs: take.leaseMs, queueIfFull: true });
      if (slot.lease !== null) return slot.lease;
      oldestAgeMs = slot.oldestAgeMs;
    }
  };
  /**
   * One read under its connection's bound: `part` is its index in a batch job (RpcClient: the calls of
   * one turn), null for a job of its own. A part that finds its connection full waits parked in its job
   * (the others of its batch go on), or without parking here is handed on as a job of its own; a job of
   * its own is re-delayed.
   */
  const runBound = async (data: unknown, job: Job, token: string | undefined, signal: AbortSignal | undefined, part: number | null): Promise<void> => {
    // Only what the bound needs is checked here; the read runner validates the whole payload.
    const envelope = rpcEnvelopeSchema.safeParse(data);
    const payload = envelope.success ? boundFields.safeParse(envelope.data.payload) : undefined;
    if (!envelope.success || !payload?.success) return opts.run(data, job, signal); // malformed: the read runner refuses it
    const resource = String(payload.data.connectionId);
    const waiter = part === null ? String(job.id) : partWaiter(job.id, part);
    // The read ends by its rpc deadline, so the lease need not outlast it by more than a margin.
    const leaseMs = envelope.data.rpc.deadlineAt - systemClock.now() + CONNECTION_LEASE_MARGIN_MS;
    if (systemClock.now() > envelope.data.rpc.deadlineAt) {
      // Its caller gave up: the read runner drops it without calling anyone; a lease handed to it goes on.
      await giveUp(resource, waiter);
      return opts.run(data, job, signal);
    }
    const limit = opts.limitOf(payload.data.connector);
    // A job that may park queues as a waiter in the same script that finds the connection full; a batch
    // part always waits parked in its job when there is parking.
    const mayPark = opts.parking ? part !== null || opts.parking.hasRoom(resource, limit) : false;
    let slot = await opts.leases.acquireAs(resource, waiter, { limit, leaseMs, queueIfFull: mayPark });
    if (slot.lease === null && mayPark && !opts.parking!.enter(resource, waiter, limit, part !== null)) {
      // The places went to jobs that asked at the same time: leave the waiting list (a lease handed meanwhile is this job's).
      const handed = await opts.leases.forgetWaiter(resource, waiter);
      if (handed) slot = { lease: handed };
    } else if (slot.lease === null && mayPark) {
      const lease = await parked(resource, waiter, { limit, leaseMs, oldestAgeMs: slot.oldestAgeMs }, envelope.data.rpc.deadlineAt, signal);
      opts.parking!.leave(waiter);
      if (lease === null) {
        // Given up: its caller's deadline passed, or the worker is stopping and hands the job back.
        await giveUp(resource, waiter);
        return signal?.aborted ? undefined : opts.run(data, job, signal);
      }
      slot = { lease };
    }
    if (slot.lease === null) {
      if (part !== null) {
        // Its own job waits as any other; the rest of the batch is not held up.
        const own = await opts.handOff(data, busyDelayMs(slot.oldestAgeMs, opts.maxBusyDelayMs));
        await opts.leases.waitAs(resource, own, leaseMs);
        return;
      }
      // Runs of this job that ended in a re-delay (a read job has one attempt, so every earlier run was one).
      const timesBusy = Math.max(0, (job.attemptsStarted ?? 0) - 1 - (job.attemptsMade ?? 0));
      await job.moveToDelayed(systemClock.now() + busyDelayMs(slot.oldestAgeMs, opts.maxBusyDelayMs, timesBusy), token);
      await opts.leases.waitAs(resource, waiter, leaseMs);
      throw new DelayedError();
    }
    // The lease goes on as soon as the read has its answer, while the reply is published.
    const lease = slot.lease;
    let handedOn: Promise<void> | undefined;
    const release = (): Promise<void> => (handedOn ??= handOn(resource, lease, waiter));
    try {
      return await opts.run(data, job, signal, () => void release().catch(() => undefined));
    } finally {
      await release();
    }
  };
  return async (job, token, signal) => {
    // A batch: its reads run side by side, each under its own connection's bound, each answered on its own.
    return runJobCalls(job, (data, part) => runBound(data, job, token, signal, part));
  };
}
