import os from 'node:os';

/**
 * Figures comparable within one run on a shared machine: a section runs its modes in rounds, each mode
 * once per round in alternating order (so a burst of load elsewhere hits each mode alike), and reports
 * the median of the rounds, with the 1-minute load average beside it.
 */

/** Rounds per section (BENCH_ROUNDS, default 3). */
export const BENCH_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

export const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The modes in the order of round `round`: as given in even rounds, reversed in odd ones. */
export const roundOrder = <M>(modes: readonly M[], round: number): readonly M[] => (round % 2 === 0 ? modes : [...modes].reverse());

/** The 1-minute load average now, rounded. */
export const loadAverage = (): number => Math.round(os.loadavg()[0]! * 10) / 10;
