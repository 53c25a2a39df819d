/**
 * Load runners for multi-step tasks (a verification chain, one API call). A task resolves true when
 * every step answered as expected; only those count towards rates and latencies (hrtime, ms).
 *   closed loop: `concurrency` loops each run one task after another until `stop()` says so;
 *   paced (open loop): one task started every 1/rate seconds whatever the others are doing, so the
 *   latencies are those of a steady arrival rate, not of a saturated machine.
 * Samples of several runs can be pooled before they are summarised.
 */
export interface TaskFigures {
  done: number;
  failed: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface Samples {
  latenciesMs: number[];
  failed: number;
  elapsedS: number;
}

/** `loop` is the loop's index (0 .. concurrency-1; 0 when paced), `n` the task's number in the run. */
export type Task = (loop: number, n: number) => Promise<boolean>;

const round2 = (x: number): number => Math.round(x * 100) / 100;
const sinceS = (t0: bigint): number => Number(process.hrtime.bigint() - t0) / 1e9;

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Rate, p50 and p99 of one run, or of several pooled. */
export function summarise(...runs: Samples[]): TaskFigures {
  const latencies = runs.flatMap((r) => r.latenciesMs).sort((a, b) => a - b);
  const elapsedS = runs.reduce((s, r) => s + r.elapsedS, 0);
  return {
    done: latencies.length,
    failed: runs.reduce((s, r) => s + r.failed, 0),
    perSecond: elapsedS > 0 ? Math.round((latencies.length / elapsedS) * 10) / 10 : 0,
    p50Ms: round2(percentile(latencies, 50)),
    p95Ms: round2(percentile(latencies, 95)),
    p99Ms: round2(percentile(latencies, 99)),
    maxMs: round2(latencies[latencies.length - 1] ?? 0),
  };
}

async function timed(task: Task, loop: number, n: number, into: Samples): Promise<void> {
  const t0 = process.hrtime.bigint();
  const ok = await task(loop, n).catch(() => false);
  if (ok) into.latenciesMs.push(Number(process.hrtime.bigint() - t0) / 1e6);
  else into.failed++;
}

export async function closedLoop(concurrency: number, stop: () => boolean, task: Task): Promise<Samples> {
  const samples: Samples = { latenciesMs: [], failed: 0, elapsedS: 0 };
  let n = 0;
  const started = process.hrtime.bigint();
  const loop = async (index: number): Promise<void> => {
    while (!stop()) await timed(task, index, n++, samples);
  };
  await Promise.all(Array.from({ length: concurrency }, (_, i) => loop(i)));
  samples.elapsedS = sinceS(started);
  return samples;
}

/** Closed loop for `seconds`, summarised. */
export async function closedLoopFor(concurrency: number, seconds: number, task: Task): Promise<TaskFigures> {
  const endAt = process.hrtime.bigint() + BigInt(Math.round(seconds * 1e9));
  return summarise(await closedLoop(concurrency, () => process.hrtime.bigint() >= endAt, task));
}

/** Starts `ratePerSecond` tasks a second for `seconds` (on schedule, not after the previous ends), then waits for them. */
export async function paced(ratePerSecond: number, seconds: number, task: Task): Promise<Samples> {
  const samples: Samples = { latenciesMs: [], failed: 0, elapsedS: seconds };
  const total = Math.round(ratePerSecond * seconds);
  const started = process.hrtime.bigint();
  const running: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const dueS = n / ratePerSecond;
    const waitMs = (dueS - sinceS(started)) * 1000;
    if (waitMs > 1) await new Promise((r) => setTimeout(r, waitMs));
    running.push(timed(task, 0, n, samples));
  }
  await Promise.all(running);
  return samples;
}
