import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { formatTable, type BenchSection } from './section.js';
import { SECTIONS } from './sections/index.js';

/**
 * `npm run bench [-- key ...]`: runs every section (or the named ones), prints each table, and writes
 * the figures as JSON to BENCH_OUT (default bench-results.json). Everything runs on 127.0.0.1.
 */
async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const chosen: BenchSection[] = only.length ? SECTIONS.filter((s) => only.includes(s.key)) : [...SECTIONS];
  const out: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', memGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  };
  for (const section of chosen) {
    process.stdout.write(`\n== ${section.title} ==\n`);
    const started = Date.now();
    const result = await section.run();
    process.stdout.write(`${formatTable(result.table)}\n`);
    for (const note of result.notes) process.stdout.write(`${note}\n`);
    process.stdout.write(`(${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
    out[section.key] = result.json;
  }
  const file = process.env.BENCH_OUT ?? 'bench-results.json';
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  process.stdout.write(`\nwrote ${file}\n`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`bench failed: ${(err as Error).stack ?? String(err)}\n`);
    process.exit(1);
  },
);
