import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { useCompiledBuild } from '../fakes/processes.js';
import { peaksByKind, rssTracker, type ProcessKind } from '../fakes/rss.js';
import { DIST, ROOT, ensureBuild, procfileFlags } from './build.js';
import { formatTable, type BenchSection } from './section.js';
import { SECTIONS } from './sections/index.js';

/** The bound each web and worker process must stay under (issue 16). */
const RSS_LIMIT_MIB = 200;

/**
 * `npm run bench [-- key ...]`: runs every section (or the named ones), prints each table, and writes
 * the figures as JSON to BENCH_OUT (default bench-results.json). Everything runs on 127.0.0.1. Web and
 * worker processes run compiled (`node dist/...js` with the Procfile's node flags; tsc first unless dist
 * is fresh); BENCH_TSX=1 runs them through tsx instead. Each section ends with the peak RSS per process
 * kind, and the run with the overall peaks (`peakRss` in the JSON).
 */
async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const chosen: BenchSection[] = only.length ? SECTIONS.filter((s) => only.includes(s.key)) : [...SECTIONS];
  const out: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', memGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  };
  const compiled = process.env.BENCH_TSX !== '1';
  if (compiled) {
    process.stdout.write(`build: ${ensureBuild()}\n`);
    const flags = procfileFlags();
    useCompiledBuild(ROOT, DIST, flags);
    process.stdout.write(`processes: node dist/... (web flags: ${flags('web').join(' ') || 'none'}; worker flags: ${flags('worker').join(' ') || 'none'})\n`);
  }
  const peakRss: Record<string, unknown> = { runner: compiled ? 'node dist' : 'tsx', limitMiB: RSS_LIMIT_MIB };
  const overall: Partial<Record<ProcessKind, { peakMiB: number; processes: number; section: string }>> = {};
  for (const section of chosen) {
    process.stdout.write(`\n== ${section.title} ==\n`);
    const started = Date.now();
    rssTracker.reset();
    const result = await section.run();
    process.stdout.write(`${formatTable(result.table)}\n`);
    for (const note of result.notes) process.stdout.write(`${note}\n`);
    const peaks = peaksByKind(rssTracker.since());
    peakRss[section.key] = {
      byKind: peaks,
      processes: rssTracker.since().map(({ kind, entry, peakMiB, cpuSeconds }) => ({ kind, entry, peakMiB, cpuSeconds })),
    };
    for (const [kind, p] of Object.entries(peaks) as [ProcessKind, { peakMiB: number; processes: number }][]) {
      const o = overall[kind];
      if (!o || p.peakMiB > o.peakMiB) overall[kind] = { peakMiB: p.peakMiB, processes: p.processes, section: section.key };
    }
    process.stdout.write(`peak RSS (VmHWM): ${rssLine(peaks)}\n`);
    process.stdout.write(`(${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
    out[section.key] = result.json;
    Object.assign(out, result.also ?? {});
  }
  peakRss.overall = overall;
  out.peakRss = peakRss;
  process.stdout.write(`\npeak RSS over the run (${compiled ? 'node dist' : 'tsx'}): ${rssLine(overall)}\n`);
  const file = process.env.BENCH_OUT ?? 'bench-results.json';
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  process.stdout.write(`\nwrote ${file}\n`);
}

function rssLine(peaks: Partial<Record<ProcessKind, { peakMiB: number; processes: number; cpuSeconds?: number }>>): string {
  const parts = (['web', 'worker', 'fake'] as const)
    .filter((k) => peaks[k])
    .map((k) => {
      const p = peaks[k]!;
      const verdict = k === 'fake' ? '' : p.peakMiB < RSS_LIMIT_MIB ? ` (under ${RSS_LIMIT_MIB})` : ` (OVER ${RSS_LIMIT_MIB})`;
      const cpu = p.cpuSeconds !== undefined ? `, ${p.cpuSeconds.toFixed(1)} CPU s` : '';
      return `${k} ${p.peakMiB} MiB${verdict} over ${p.processes} process${p.processes === 1 ? '' : 'es'}${cpu}`;
    });
  return parts.join('; ') || 'no process spawned';
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`bench failed: ${(err as Error).stack ?? String(err)}\n`);
    process.exit(1);
  },
);
