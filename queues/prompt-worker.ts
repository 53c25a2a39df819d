import { Worker, type Job } from 'bullmq';

/** BullMQ's worker state this subclass reads: the wait for a marker in progress (set while a woken worker fetches). */
interface WorkerInternals {
  waiting: Promise<number> | null;
}

/**
 * A BullMQ Worker that starts a job it was woken for at once.
 *
 * BullMQ's main loop fetches jobs one after another until a fetch comes back empty, and only then
 * starts the ones it holds. A worker that was waiting for the queue's marker (BZPOPMIN) and fetched the
 * job that woke it therefore makes one more fetch (moveToActive) and waits for its empty answer before
 * that job's processor runs: a Redis round trip on the path of every job that arrives alone, which is
 * every request-reply call of a bot at low load.
 *
 * The fetch right after a woken fetch that found a job is answered "empty" here without asking Redis.
 * Nothing waits longer for it: every fetch that finds a job adds the marker back (BullMQ's
 * prepareJobForProcessing), so the worker's next wait for the marker returns at once and fetches the
 * next job if there is one; a job added meanwhile sets the same marker. Several workers on one queue
 * keep the guarantee that a waiting job always has a marker or a worker about to fetch, since this
 * worker never consumes the marker its own fetch set. When that next wait finds a job too, jobs are
 * coming in a burst: the worker then fetches the rest one after another as BullMQ does, so a burst
 * costs one wait for the marker more than it would, not one per job.
 */
export class PromptWorker<DataType = unknown, ResultType = unknown, NameType extends string = string> extends Worker<DataType, ResultType, NameType> {
  /** The last fetch was a woken worker's and found a job, and no burst is on: the next fetch is answered empty. */
  private answerNextEmpty = false;
  /** The fetch before this one was answered empty here (a woken fetch that finds a job then means a burst). */
  private answeredEmpty = false;

  protected override async moveToActive(token: string, name?: string): Promise<Job<DataType, ResultType, NameType>> {
    if (this.answerNextEmpty) {
      this.answerNextEmpty = false;
      this.answeredEmpty = true;
      return this.nextJobFromJobData(undefined, undefined, token); // marks the worker drained, as an empty fetch does
    }
    const woken = (this as unknown as WorkerInternals).waiting !== null;
    const job = await super.moveToActive(token, name);
    if (woken && job !== undefined && !this.answeredEmpty) {
      this.answerNextEmpty = true;
      // Only the fetch the main loop makes right after this one, in the same turn: a worker whose slots
      // are full makes none, and its next fetch, a job's end later, asks Redis.
      setImmediate(() => (this.answerNextEmpty = false));
    }
    this.answeredEmpty = false;
    return job;
  }
}
