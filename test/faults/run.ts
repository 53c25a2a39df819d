import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { abuse } from './abuse.js';
import { startFaults, type FaultRow, type Faults } from './harness.js';
import { killDuringCodes, killDuringFanOut, killDuringReads, malformed, startSuiteSmtp, storeOutage, suiteServices } from './sections.js';

/**
 * `npm run faults [-- section ...]`: the fault suite. Starts its own Redis and PostgreSQL on spare
 * loopback ports, the real web process and a worker process (all pools), then per section: a load, a
 * fault (bad input, a store stopped, a worker killed with SIGKILL) and the figures: lost, duplicated,
 * 5xx, the worst caller wait and the recovery time. Every process's output is then scanned for the
 * keys, tokens, codes and secrets used. Prints a table, writes FAULTS_OUT (default faults-results.json),
 * exits 1 when a figure misses its expectation. Sections: malformed, redis, postgres, codes, fanout, reads,
 * abuse (attacks from outside, one row per part: abuse.ts).
 */
const SECTIONS = ['malformed', 'redis', 'postgres', 'codes', 'fanout', 'reads', 'abuse'] as const;

function table(rows: FaultRow[]): string {
  const head = ['section', 'load', 'fault', 'lost', 'duplicated', '5xx', 'worst wait', 'recovery', 'ok'];
  const body = rows.map((r) => [
    r.section,
    r.load,
    r.fault,
    String(r.lost),
    r.duplicated,
    String(r.fiveXx),
    `${(r.worstWaitMs / 1000).toFixed(2)} s`,
    r.recoveryMs === null ? '-' : `${(r.recoveryMs / 1000).toFixed(2)} s`,
    r.ok ? 'yes' : 'NO',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]): string => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

/** Occurrences of each secret in each process's output; codes match only as whole numbers. */
function scanLogs(f: Faults): { bytes: number; secrets: number; hits: string[] } {
  const hits: string[] = [];
  let bytes = 0;
  const secrets = [...f.secrets].filter((s) => s.length >= 6);
  for (const log of f.logs) {
    const text = log.output();
    bytes += text.length;
    for (const s of secrets) {
      const found = /^\d+$/.test(s) ? new RegExp(`(?<![0-9A-Za-z])${s}(?![0-9A-Za-z])`).test(text) : text.includes(s);
      if (found) hits.push(`${log.name}: ${s.slice(0, 4)}…`);
    }
  }
  return { bytes, secrets: secrets.length, hits };
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const chosen = only.length ? SECTIONS.filter((s) => only.includes(s)) : [...SECTIONS];
  const started = Date.now();
  const smtp = await startSuiteSmtp();
  const f = await startFaults(smtp.url);
  const services = await suiteServices(f);
  const rows: FaultRow[] = [];
  try {
    await f.startWorker('worker');
    for (const name of chosen) {
      process.stdout.write(`-- ${name} ...\n`);
      const t = Date.now();
      const produced =
        name === 'malformed'
          ? await malformed(f, services)
          : name === 'redis'
            ? await storeOutage(f, services, 'redis')
            : name === 'postgres'
              ? await storeOutage(f, services, 'postgres')
              : name === 'codes'
                ? await killDuringCodes(f, services, smtp)
                : name === 'fanout'
                  ? await killDuringFanOut(f, services)
                  : name === 'reads'
                    ? await killDuringReads(f, services)
                    : await abuse(f, services, (line) => process.stdout.write(`${line}\n`));
      for (const row of Array.isArray(produced) ? produced : [produced]) {
        rows.push(row);
        process.stdout.write(`   ${row.ok ? 'ok' : 'MISSED'} in ${((Date.now() - t) / 1000).toFixed(1)} s; ${row.notes.join('; ')}\n`);
      }
    }
  } finally {
    await services.close().catch(() => undefined);
  }
  const scan = scanLogs(f);
  const keep = process.env.FAULTS_LOGS; // a directory to keep every process's output in
  if (keep) {
    mkdirSync(keep, { recursive: true });
    for (const log of f.logs) writeFileSync(`${keep}/${log.name}.log`, log.output());
  }
  await f.close();
  await smtp.close();
  process.stdout.write(`\n${table(rows)}\n`);
  process.stdout.write(
    `\nlogs: ${(scan.bytes / 1e6).toFixed(1)} MB from ${f.logs.length} processes scanned for ${scan.secrets} keys, tokens, codes and secrets: ` +
      `${scan.hits.length ? `FOUND ${scan.hits.join(', ')}` : 'none found'}\n`,
  );
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  process.stdout.write(`machine: ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end (shared); ${minutes} min\n`);
  const file = process.env.FAULTS_OUT ?? 'faults-results.json';
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), rows, logScan: scan, minutes: Number(minutes) }, null, 2)}\n`);
  const allOk = rows.every((r) => r.ok) && scan.hits.length === 0;
  process.exit(allOk ? 0 : 1);
}

main().catch((err: unknown) => {
  process.stderr.write(`faults failed: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
