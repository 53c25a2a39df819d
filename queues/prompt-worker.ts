import { Worker, type Job, type Processor, type WorkerOptions } from 'bullmq';
import { systemClock } from '../config/clock.js';
import type { RedisClient as Redis } from './connection.js';
import { RedisScript } from './scripts.js';

/** BullMQ's worker state this subclass reads: the wait for a marker in progress (set while a woken worker fetches). */
interface WorkerInternals {
  waiting: Promise<number> | null;
}

/**
 * Takes the queue's base marker (member "0", which says "a job is waiting") away when no job waits:
 *   KEYS[1] wait list, KEYS[2] prioritized set, KEYS[3] marker set, KEYS[4] delayed set
 *   ARGV[1] when the wait that follows would end at the latest (ms, the wall clock BullMQ's delays use)
 * Result 1 when nothing waited (the marker, if any, removed), 0 when jobs wait (the marker left).
 * Atomic, so a job added at any moment keeps its marker: before the script it is waiting and the
 * marker stays, after it the add sets the marker again. When the next delayed job is due before that
 * wait would end, the delayed jobs' marker (member "1", scored with its time, as BullMQ's
 * addDelayMarkerIfNeeded sets it) is set, so the wait returns at once with that time and the worker
 * then waits until it, as it does after BullMQ's empty fetch, which answers with that time.
 */
const CLEAR_IDLE_MARKER = new RedisScript(`
if redis.call('LLEN', KEYS[1]) > 0 or redis.call('ZCARD', KEYS[2]) > 0 then return 0 end
redis.call('ZREM', KEYS[3], '0')
local nextDelayed = redis.call('ZRANGE', KEYS[4], 0, 0, 'WITHSCORES')[2]
if nextDelayed then
  local at = math.floor(tonumber(nextDelayed) / 0x1000)
  if at < tonumber(ARGV[1]) - 1 then redis.call('ZADD', KEYS[3], at, '1') end
end
return 1
`);

/**
 * A BullMQ Worker that starts a job it was woken for at once, and does not wake for its own marker.
 *
 * BullMQ's main loop fetches jobs one after another until a fetch comes back empty, and only then
 * starts the ones it holds. A worker that was waiting for the queue's marker (BZPOPMIN) and fetched the
 * job that woke it therefore makes one more fetch (moveToActive) and waits for its empty answer before
 * that job's processor runs: a Redis round trip on the path of every job that arrives alone, which is
 * every request-reply call of a bot at low load.
 *
 * The fetch right after a woken fetch that found a job is answered "empty" here without asking Redis.
 * Every fetch that finds a job also adds the marker back (BullMQ's prepareJobForProcessing, whether or
 * not more jobs wait), so BullMQ's next wait for the marker would return at once and make one more
 * fetch, empty for a job that came alone: two round trips per lone job, while it runs, on the same
 * cores. Before each wait this worker therefore takes the base marker away if no job waits
 * (CLEAR_IDLE_MARKER, sent on the blocking connection just ahead of the BZPOPMIN, so in the same
 * moment), and the wait blocks until a job is added. When jobs do wait, the marker stays and the wait
 * returns at once, as BullMQ's does. Several workers on one queue keep the guarantee that a waiting job
 * always has a marker or a worker about to fetch: the script only removes it when nothing waits.
 *
 * When a woken fetch finds a job while jobs were still waiting at the wait before (a burst), the worker
 * fetches the rest one after another as BullMQ does, so a burst costs one wait for the marker more than
 * it would, not one per job.
 */
export class PromptWorker<DataType = unknown, ResultType = unknown, NameType extends string = string> extends Worker<DataType, ResultType, NameType> {
  /** The last fetch was a woken worker's and found a job, and no burst is on: the next fetch is answered empty. */
  private answerNextEmpty = false;
  /** The fetch before this one was answered empty here, and jobs still waited at the wait since (a burst). */
  private answeredEmpty = false;

  constructor(name: string, processor: Processor<DataType, ResultType, NameType>, opts: WorkerOptions) {
    super(name, processor, opts);
    const backend = this.backend;
    const waitForJob = backend.waitForJob.bind(backend);
    const keys = [this.keys.wait!, this.keys.prioritized!, this.keys.marker!, this.keys.delayed!];
    backend.waitForJob = async (blockTimeout) => {
      const client = await backend.blockingClient;
      if (client) {
        // Not awaited: the BZPOPMIN below follows it on the same connection, and Redis runs them in order.
        // The blocking client is BullMQ's proxy of the ioredis connection it was given, which answers evalsha.
        CLEAR_IDLE_MARKER.run(client as unknown as Redis, keys, [systemClock.now() + Math.ceil(blockTimeout * 1000)]).then(
          (idle) => {
            if (idle === 1) this.answeredEmpty = false; // what wakes this wait is a job that came alone
          },
          () => undefined, // a lost connection: the wait itself reports it, and the worker waits as BullMQ's
        );
      }
      return waitForJob(blockTimeout);
    };
  }

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
