import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kindOf, rssTracker, type ProcessKind } from './rss.js';

/** A TypeScript entry run with tsx in its own process. */
export interface Spawned {
  child: ChildProcess;
  output(): string;
  /** Resolves with the first stdout line matching `re`. */
  waitFor(re: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Peak resident set size (VmHWM) in MiB, while the process runs. */
  peakRssMiB(): number;
}

/** Set by useCompiledBuild: run entries from the tsc output with plain node (as the Procfile does). */
let compiled: { root: string; dist: string; nodeFlags: (kind: ProcessKind) => string[] } | undefined;

/**
 * From now on spawnTs runs `node <flags> <dist>/<entry>.js` (the entry's path under `root`, compiled by
 * `tsc -p tsconfig.json`) instead of the TypeScript source through tsx; `nodeFlags` gives the flags per
 * process kind (the bench takes them from the Procfile).
 */
export function useCompiledBuild(root: string, dist: string, nodeFlags: (kind: ProcessKind) => string[] = () => []): void {
  compiled = { root, dist, nodeFlags };
}

/** The file a spawn runs and the node arguments before it. */
function entryFor(entry: string): { file: string; args: string[] } {
  const source = fileURLToPath(new URL(entry, import.meta.url));
  if (!compiled) return { file: source, args: ['--import', 'tsx'] };
  const rel = path.relative(compiled.root, source).replace(/\.ts$/, '.js');
  return { file: path.join(compiled.dist, rel), args: compiled.nodeFlags(kindOf(entry)) };
}

/**
 * Runs a TypeScript entry in a child node process (through tsx, or compiled after useCompiledBuild).
 * SPAWN_CPU_PROF=<dir> in the environment writes a V8 CPU profile of each child to that directory when
 * it exits (profiling the bench's worker). Every child's memory is sampled by rssTracker.
 */
export function spawnTs(entry: string, env: Record<string, string>, opts: { wrap?: readonly string[] } = {}): Spawned {
  const { file, args } = entryFor(entry);
  const node = [process.execPath, ...(process.env.SPAWN_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SPAWN_CPU_PROF}`] : []), ...args, file];
  // `wrap`: a command that runs the node command line after it (own-hosts.ts: a hosts file of the process's own).
  const argv = [...(opts.wrap ?? []), ...node];
  const child = spawn(argv[0]!, argv.slice(1), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const rss = rssTracker.track(child, entry);
  let out = '';
  const listeners: (() => void)[] = [];
  const onData = (d: Buffer): void => {
    out += d.toString();
    for (const l of listeners) l();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    exited,
    output: () => out,
    waitFor(re, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = (): void => {
          const m = out.match(re);
          if (m) {
            clearTimeout(timer);
            resolve(m[0]);
          }
        };
        const timer = setTimeout(() => reject(new Error(`timed out waiting for ${re} in output:\n${out}`)), timeoutMs);
        listeners.push(check);
        void exited.then(() => setTimeout(() => reject(new Error(`process exited before ${re}; output:\n${out}`)), 50));
        check();
      });
    },
    peakRssMiB() {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? '0');
        return Math.max(rss?.peakMiB ?? 0, Math.round(kb / 1024));
      } catch {
        return rss?.peakMiB ?? 0;
      }
    },
  };
}
