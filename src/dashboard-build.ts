import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is `<root>/src/dashboard-build.ts`, or `<root>/dist/src/dashboard-build.js` when compiled). */
export const REPO_ROOT = ((): string => {
  const here = dirname(fileURLToPath(import.meta.url));
  const up = resolve(here, '..');
  return existsSync(join(up, 'package.json')) ? up : resolve(up, '..');
})();

function newestMtime(dir: string): number {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const s = statSync(p);
    newest = Math.max(newest, s.isDirectory() ? newestMtime(p) : s.mtimeMs);
  }
  return newest;
}

function sourcesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sourcesOf(p) : /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

/** Files outside src/dashboard that the client imports (shared closed lists such as src/activity/activity-sets.ts). */
function sharedInputs(root: string): string[] {
  const client = join(root, 'src', 'dashboard');
  const found = new Set<string>();
  for (const file of sourcesOf(client)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = resolve(dirname(file), m[1]!);
      if (!relative(client, target).startsWith('..')) continue;
      for (const candidate of [target, `${target}.ts`, `${target}.tsx`, target.replace(/\.js$/, '.ts')]) {
        if (existsSync(candidate) && statSync(candidate).isFile()) found.add(candidate);
      }
    }
  }
  return [...found];
}

/** Whether dist/dashboard is missing, older than what it is built from, or up to date. */
export function dashboardBuildState(root: string = REPO_ROOT): 'missing' | 'stale' | 'fresh' {
  let built: number;
  try {
    built = statSync(join(root, 'dist', 'dashboard', 'index.html')).mtimeMs;
  } catch {
    return 'missing';
  }
  const inputs = [join(root, 'vite.config.ts'), ...sharedInputs(root)].map((f) => statSync(f).mtimeMs);
  const newest = Math.max(newestMtime(join(root, 'src', 'dashboard')), ...inputs);
  return built > newest ? 'fresh' : 'stale';
}

/** Where Vite's command line is, or null when it is not installed (an install without dev dependencies). */
export function viteBin(root: string = REPO_ROOT): string | null {
  const bin = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  return existsSync(bin) ? bin : null;
}

/** Runs `vite build` (what `npm run build:dashboard` runs); resolves when it ends, rejects with its output when it fails. */
export function buildDashboard(root: string = REPO_ROOT, signal?: AbortSignal): Promise<void> {
  const bin = viteBin(root);
  if (!bin) return Promise.reject(new Error('vite is not installed: run npm ci (with its dev dependencies)'));
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [bin, 'build', '--logLevel', 'error'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], signal });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`vite build failed (exit ${code}):\n${out.trim()}`))));
  });
}
