import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Memory of spawned processes, by kind: `web` (src/web.ts and the bench's web entry), `worker`
 * (workers/main.ts and the bench/test worker entries) and `fake` (stand-in vendors). Each live child's
 * /proc/<pid>/status is read every SAMPLE_MS: VmHWM (the kernel's peak resident set, so a peak between
 * two samples is not missed; only growth in the last interval before exit can be) and VmRSS.
 */
export type ProcessKind = 'web' | 'worker' | 'fake';

export interface ProcessRss {
  kind: ProcessKind;
  entry: string;
  pid: number;
  /** Highest VmHWM read, MiB. */
  peakMiB: number;
  /** Last VmRSS read, MiB. */
  lastMiB: number;
  /** CPU time used (user + system, /proc/<pid>/stat), seconds, at the last sample. */
  cpuSeconds: number;
}

const SAMPLE_MS = 250;

export function kindOf(entry: string): ProcessKind {
  const base = path.basename(entry).replace(/\.(ts|js)$/, '');
  if (base === 'web' || base === 'web-entry') return 'web';
  if (base === 'main' || base.endsWith('worker-entry')) return 'worker';
  return 'fake';
}

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICKS = 100;

function readProc(pid: number): { hwm: number; rss: number; cpu: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      hwm: Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? '0'),
      rss: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? '0'),
      cpu: (Number(f[11] ?? 0) + Number(f[12] ?? 0)) / TICKS,
    };
  } catch {
    return null;
  }
}

class RssTracker {
  private records: ProcessRss[] = [];

  track(child: ChildProcess, entry: string): ProcessRss | undefined {
    if (child.pid === undefined) return undefined;
    const rec: ProcessRss = { kind: kindOf(entry), entry, pid: child.pid, peakMiB: 0, lastMiB: 0, cpuSeconds: 0 };
    this.records.push(rec);
    const sample = (): void => {
      const r = readProc(rec.pid);
      if (!r) return;
      rec.peakMiB = Math.max(rec.peakMiB, Math.round(r.hwm / 1024));
      rec.lastMiB = Math.round(r.rss / 1024);
      rec.cpuSeconds = r.cpu;
    };
    sample();
    const timer = setInterval(sample, SAMPLE_MS);
    timer.unref();
    child.once('exit', () => clearInterval(timer));
    return rec;
  }

  /** Processes tracked since the last reset (one bench section). */
  since(): ProcessRss[] {
    return [...this.records];
  }

  reset(): void {
    this.records = [];
  }
}

/** One tracker per process (the bench's or a test's). */
export const rssTracker = new RssTracker();

/** Per kind: the highest peak MiB of one process, the process count, and their CPU seconds together. */
export function peaksByKind(records: ProcessRss[]): Partial<Record<ProcessKind, { peakMiB: number; processes: number; cpuSeconds: number }>> {
  const out: Partial<Record<ProcessKind, { peakMiB: number; processes: number; cpuSeconds: number }>> = {};
  for (const r of records) {
    const k = out[r.kind] ?? { peakMiB: 0, processes: 0, cpuSeconds: 0 };
    k.peakMiB = Math.max(k.peakMiB, r.peakMiB);
    k.processes++;
    k.cpuSeconds = Math.round((k.cpuSeconds + r.cpuSeconds) * 100) / 100;
    out[r.kind] = k;
  }
  return out;
}
