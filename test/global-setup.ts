import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const s = statSync(p);
    newest = Math.max(newest, s.isDirectory() ? newestMtime(p) : s.mtimeMs);
  }
  return newest;
}

/** Builds the client (vite build) when dist/dashboard is missing or older than src/dashboard. */
function ensureDashboardBuilt(): void {
  const index = join(ROOT, 'dist', 'dashboard', 'index.html');
  let built = 0;
  try {
    built = statSync(index).mtimeMs;
  } catch {
    built = 0;
  }
  if (built > newestMtime(join(ROOT, 'src', 'dashboard')) && built > statSync(join(ROOT, 'vite.config.ts')).mtimeMs) return;
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`vite build failed:\n${r.stdout}\n${r.stderr}`);
}

/**
 * Vitest's global setup: the dashboard's client is built once before any test file runs, so every
 * test that serves /dashboard (browser tests, the route fuzz) sees the app as `npm run build` makes it.
 */
export default function setup(): void {
  ensureDashboardBuilt();
}
