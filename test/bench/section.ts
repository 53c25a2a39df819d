/** One part of `npm run bench`: it measures, then returns a printable table and the same figures as JSON. */
export interface BenchSection {
  /** Key in the JSON output, e.g. "rpc". */
  key: string;
  title: string;
  /** Runs the measurement; must stop by itself within its budget. */
  run(): Promise<BenchResult>;
}

export interface BenchResult {
  /** Header row first. */
  table: (string | number)[][];
  /** Lines printed under the table (ratios, verdicts against targets). */
  notes: string[];
  json: unknown;
  /** Figures also written at the top level of BENCH_OUT, each under its own key (e.g. `isolation`). */
  also?: Record<string, unknown>;
}

/** Formats a table with padded columns. */
export function formatTable(rows: (string | number)[][]): string {
  const cells = rows.map((r) => r.map((c) => (typeof c === 'number' ? (Number.isInteger(c) ? String(c) : c.toFixed(2)) : c)));
  const widths = cells[0]?.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length))) ?? [];
  return cells.map((r) => r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')).join('\n');
}
