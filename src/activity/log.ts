import { AsyncLocalStorage } from 'node:async_hooks';
import type { Clock } from '../../config/clock.js';
import type { Orm } from '../db/orm.js';
import type { Logger } from '../logger.js';
import type { ActivityChannel, ActivityOutcome } from './outcomes.js';

/** One bot call as the tenant sees it later: names, ids, counts and an outcome; never customer data, tokens or codes. */
export interface ActivityEntry {
  tenantId: number;
  channel: ActivityChannel;
  /** The tool's name, or the endpoint (method and route path, e.g. "POST /api/chatbot-api/orders"). */
  action: string;
  conversationId: number | null;
  connectionIds: readonly number[];
  outcome: ActivityOutcome;
  rows: number;
  durationMs: number;
}

/** A call being recorded: the connections that answered it are added as reads finish. */
export interface ActivityScope {
  readonly connections: Set<number>;
  /** Why the call ended as it did when the answer alone cannot say (a session ended by a verifier switch). */
  reason: ActivityOutcome | null;
}

export interface ActivityLogOptions {
  /** How long records wait in memory before one batched insert. Default 500 ms. */
  flushMs?: number;
  /** A batch this large is written at once. Default 200. */
  maxBatch?: number;
  /** Records kept in memory at most while Postgres is slow or down; beyond, new ones are dropped (logged). Default 10000. */
  maxBuffered?: number;
}

const DAY_MS = 24 * 60 * 60_000;
const MAX_ACTION_CHARS = 96;

/**
 * The tenant's activity log, written off the request path: `record` only appends to a buffer; a timer
 * writes the buffer with one multi-row insert (a failed write is logged and the records dropped: the
 * bot's answer never waits on or fails because of its activity record). One per process, built in
 * openServices; `close` writes what is left.
 */
export class ActivityLog {
  private buffer: (ActivityEntry & { at: Date })[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private readonly scopes = new AsyncLocalStorage<ActivityScope>();
  private readonly flushMs: number;
  private readonly maxBatch: number;
  private readonly maxBuffered: number;

  constructor(
    private readonly orm: Orm,
    private readonly clock: Clock,
    private readonly logger: Logger,
    opts: ActivityLogOptions = {},
  ) {
    this.flushMs = opts.flushMs ?? 500;
    this.maxBatch = opts.maxBatch ?? 200;
    this.maxBuffered = opts.maxBuffered ?? 10_000;
  }

  /** Runs `fn` as one recorded call: connections noted inside it (noteConnection) belong to it. */
  scope<T>(fn: (scope: ActivityScope) => Promise<T>): Promise<T> {
    const scope: ActivityScope = { connections: new Set(), reason: null };
    return this.scopes.run(scope, () => fn(scope));
  }

  /** A connection answered part of the current call (the multi-source reads call this). */
  noteConnection(connectionId: number): void {
    this.scopes.getStore()?.connections.add(connectionId);
  }

  /** The current call's outcome is `reason`, whatever its answer looks like (recorded instead of the answer's). */
  noteReason(reason: ActivityOutcome): void {
    const scope = this.scopes.getStore();
    if (scope) scope.reason = reason;
  }

  record(entry: ActivityEntry): void {
    if (this.buffer.length >= this.maxBuffered) {
      this.logger.warn({ tenantId: entry.tenantId }, 'activity record dropped: the buffer is full');
      return;
    }
    this.buffer.push({ ...entry, action: entry.action.slice(0, MAX_ACTION_CHARS), at: new Date(this.clock.now()) });
    if (this.buffer.length >= this.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
  }

  /** Writes everything buffered now (tests and shutdown). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.buffer.splice(0, this.buffer.length);
    if (batch.length === 0) return this.writing;
    this.writing = this.writing.then(() => this.insert(batch));
    return this.writing;
  }

  private async insert(batch: (ActivityEntry & { at: Date })[]): Promise<void> {
    for (let i = 0; i < batch.length; i += this.maxBatch) {
      const part = batch.slice(i, i + this.maxBatch);
      const values = part.map(() => '(?, ?, ?, ?, ?, ?::int[], ?, ?, ?)').join(', ');
      const params = part.flatMap((e) => [
        e.tenantId,
        e.at,
        e.channel,
        e.action,
        e.conversationId,
        `{${e.connectionIds.map((n) => Math.trunc(n)).join(',')}}`,
        e.outcome,
        e.rows,
        Math.max(0, Math.round(e.durationMs)),
      ]);
      try {
        await this.orm.em
          .fork()
          .execute(
            `insert into activity_log (tenant_id, at, channel, action, conversation_id, connection_ids, outcome, "rows", duration_ms) values ${values}`,
            params,
          );
      } catch (err) {
        this.logger.error({ err: (err as Error).message, records: part.length }, 'activity records not written');
      }
    }
  }

  async close(): Promise<void> {
    await this.flush();
  }

  /**
   * Deletes records older than `retentionDays` (default 30) by the clock, in statements of `batchSize`
   * rows, at most `maxBatches` per run (the next run carries on).
   */
  async prune(opts: { retentionDays?: number; batchSize?: number; maxBatches?: number } = {}): Promise<{ deleted: number; done: boolean }> {
    const before = new Date(this.clock.now() - (opts.retentionDays ?? 30) * DAY_MS);
    const batchSize = opts.batchSize ?? 5_000;
    let deleted = 0;
    for (let batch = 0; batch < (opts.maxBatches ?? 20); batch++) {
      const rows = await this.orm.em.fork().execute<{ n: number }[]>(
        `with old as (select id from activity_log where at < ? order by at limit ?),
              gone as (delete from activity_log where id in (select id from old) returning 1)
         select count(*)::int as n from gone`,
        [before, batchSize],
      );
      const n = rows[0]?.n ?? 0;
      deleted += n;
      if (n < batchSize) return { deleted, done: true };
    }
    return { deleted, done: false };
  }
}
