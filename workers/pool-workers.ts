import { DelayedError, type Job, type Processor, type Worker } from 'bullmq';
import { PromptWorker } from '../queues/prompt-worker.js';
import type { RedisClient as Redis } from '../queues/connection.js';
import { closeRedis } from '../queues/connection.js';
import type { Logger } from '../src/logger.js';
import { systemClock } from '../config/clock.js';

/** What one pool consumes: a queue and the processor for its jobs. */
export interface PoolDefinition {
  queue: string;
  processor: Processor;
  /** Job lock and stalled-check interval of this queue's worker, when not JOB_LOCK_MS / STALLED_CHECK_MS. */
  lock?: { lockDurationMs: number; stalledIntervalMs: number };
}

/** How long before the grace period ends in-flight jobs are handed back to their queue. */
const HAND_BACK_MARGIN_MS = 3_000;

/**
 * Wraps a processor so that, when the worker cancels its jobs at shutdown, a job still running is
 * moved back to the queue (delayed to "now", no attempt spent) instead of being lost or failed.
 * Its handler may have done part of its work: delivery is at least once.
 */
export function handBackOnCancel(processor: Processor): Processor {
  return async (job: Job, token?: string, signal?: AbortSignal) => {
    const work: Promise<unknown> = processor(job, token, signal);
    if (!signal) return work;
    let onAbort: (() => void) | undefined;
    const aborted = new Promise<'aborted'>((resolve) => {
      onAbort = () => resolve('aborted');
      if (signal.aborted) resolve('aborted');
      else signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      const first = await Promise.race([work.then((value: unknown) => ({ value })), aborted]);
      if (first !== 'aborted') return first.value;
    } finally {
      if (onAbort) signal.removeEventListener('abort', onAbort);
    }
    work.catch(() => undefined); // it keeps running until the process exits; its outcome no longer counts
    await job.moveToDelayed(systemClock.now(), token);
    throw new DelayedError();
  };
}

/** A long-running loop a pool runs instead of (or besides) consuming a queue, e.g. the outbox relay. */
export interface BackgroundTask {
  readonly name: string;
  start(): Promise<void>;
  /** Stops taking new work and resolves when the current pass has finished. */
  stop(): Promise<void>;
}

export interface PoolWorkerOptions {
  queue: string;
  processor: Processor;
  connection: Redis;
  prefix: string;
  concurrency: number;
  lockDurationMs: number;
  stalledIntervalMs: number;
  logger: Logger;
  /** Told each job's duration (queue_job_duration_seconds). */
  metrics?: JobMetrics;
}

export interface JobMetrics {
  jobFinished(queue: string, status: 'completed' | 'failed', seconds: number): void;
}

/** Reports how long each job of `worker` ran, from BullMQ's own processedOn/finishedOn stamps. */
export function observeJobDurations(worker: Worker, queue: string, metrics: JobMetrics): void {
  const observe = (job: Job | undefined, status: 'completed' | 'failed'): void => {
    if (job?.processedOn && job.finishedOn) metrics.jobFinished(queue, status, Math.max(0, job.finishedOn - job.processedOn) / 1000);
  };
  worker.on('completed', (job) => observe(job, 'completed'));
  worker.on('failed', (job, err) => err instanceof DelayedError || observe(job, 'failed'));
}

/** A BullMQ worker for one queue, with hand-back on shutdown and logged failures. */
export function createPoolWorker(opts: PoolWorkerOptions): Worker {
  const worker = new PromptWorker(opts.queue, handBackOnCancel(opts.processor), {
    connection: opts.connection,
    prefix: opts.prefix,
    concurrency: opts.concurrency,
    lockDuration: opts.lockDurationMs,
    stalledInterval: opts.stalledIntervalMs,
    maxStalledCount: 2,
  });
  worker.on('failed', (job, err) => {
    if (err instanceof DelayedError) return;
    opts.logger.error({ queue: opts.queue, jobId: job?.id, jobName: job?.name, attemptsMade: job?.attemptsMade, err: err.message }, 'job failed');
  });
  worker.on('error', (err) => opts.logger.warn({ queue: opts.queue, err: err.message }, 'worker error'));
  if (opts.metrics) observeJobDurations(worker, opts.queue, opts.metrics);
  return worker;
}

/**
 * Stops workers within the grace period: no new jobs are taken, running jobs get until
 * (grace - 3 s) to finish, then are handed back to their queue; connections close last.
 */
export async function stopWorkers(workers: Worker[], connections: Redis[], graceMs: number): Promise<void> {
  const handBack = setTimeout(
    () => {
      for (const w of workers) w.cancelAllJobs('shutdown');
    },
    Math.max(0, graceMs - HAND_BACK_MARGIN_MS),
  );
  try {
    await Promise.all(workers.map((w) => w.close()));
  } finally {
    clearTimeout(handBack);
  }
  await Promise.allSettled(connections.map(closeRedis));
}
