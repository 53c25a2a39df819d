import { Queue, type JobsOptions } from 'bullmq';
import type { RedisClient as Redis } from './connection.js';
import { JOBS, type JobName, type JobPayload, type JobDefinition } from './jobs.js';
import { RETENTION } from './retention.js';

/** Queues of one process, created on first use over one shared (non-blocking) connection. */
export class QueueRegistry {
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly connection: Redis,
    /** Key prefix of every queue, e.g. "{svc}". */
    readonly prefix: string,
  ) {}

  get(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.connection,
        prefix: this.prefix,
        streams: { events: { maxLen: RETENTION.eventsMaxLen } },
        defaultJobOptions: { removeOnComplete: RETENTION.completed, removeOnFail: RETENTION.failed },
      });
      queue.on('error', () => undefined); // connection errors surface on the shared client
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Every queue this process has opened. */
  all(): Queue[] {
    return [...this.queues.values()];
  }

  /** Adds a job from the job list after validating its payload. */
  async enqueue<N extends JobName>(name: N, payload: JobPayload<N>, opts: JobsOptions = {}): Promise<string> {
    const def: JobDefinition = JOBS[name];
    const data = def.schema.parse(payload);
    const job = await this.get(def.queue).add(name, data, {
      attempts: def.attempts ?? 1,
      ...(def.backoffMs ? { backoff: { type: 'exponential', delay: def.backoffMs } } : {}),
      ...opts,
    });
    return job.id ?? '';
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.all().map((q) => q.close()));
    this.queues.clear();
  }
}
