import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProcessKind } from '../fakes/rss.js';

/**
 * The bench runs the web and worker processes compiled, as the Procfile does (`node dist/...js`): it
 * compiles once with `tsc -p tsconfig.json` (outDir dist, test/ included) unless dist is newer than
 * every source file, and takes the node flags of the Procfile's web and worker lines.
 */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DIST = path.join(ROOT, 'dist');
const STAMP = path.join(DIST, '.tsc-build-stamp');
const SOURCES = ['src', 'workers', 'queues', 'config', 'test', 'scripts'];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && e.name !== 'dashboard') newest = Math.max(newest, newestMtime(p));
    } else if (/\.(ts|json)$/.test(e.name)) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

/** Compiles unless dist is fresh; returns what it did. */
export function ensureBuild(): string {
  const newest = Math.max(statSync(path.join(ROOT, 'tsconfig.json')).mtimeMs, ...SOURCES.map((d) => newestMtime(path.join(ROOT, d))));
  if (existsSync(STAMP) && statSync(STAMP).mtimeMs > newest) return 'dist is fresh: not rebuilt';
  const started = Date.now();
  const tsc = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', path.join(ROOT, 'tsconfig.json')], { stdio: 'inherit' });
  if (tsc.status !== 0) throw new Error(`tsc failed (exit ${tsc.status})`);
  writeFileSync(STAMP, `${new Date(started).toISOString()}\n`);
  return `compiled with tsc in ${((Date.now() - started) / 1000).toFixed(0)} s`;
}

/** Node flags of the Procfile's `web:` and `worker:` lines (what comes between `node` and the script). */
export function procfileFlags(procfile: string = readFileSync(path.join(ROOT, 'Procfile'), 'utf8')): (kind: ProcessKind) => string[] {
  const flags: Partial<Record<ProcessKind, string[]>> = {};
  for (const line of procfile.split('\n')) {
    const m = /^(web|worker):\s*node\s+(.*?)\s*\S+\.js\s*$/.exec(line.trim());
    if (m) flags[m[1] as ProcessKind] = m[2] ? m[2].split(/\s+/).filter(Boolean) : [];
  }
  return (kind) => flags[kind] ?? [];
}
