// The npm mirror this project installs from lacks some platform builds of optional native packages
// (e.g. @msgpackr-extract/*-darwin-*). `npm install` then leaves them out of package-lock.json and
// `npm ci` refuses the lock. This adds a platform-restricted entry for each missing optional
// dependency, which `npm ci` skips on Linux without fetching anything.
// Run after changing dependencies: `npm install && node .ci/fix-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const pkgs = lock.packages;
const platform = (name) => {
  const m = /-(darwin|linux|win32|freebsd|android)-(x64|arm64|arm|ia32)$/.exec(name);
  return m ? { os: [m[1]], cpu: [m[2]] } : undefined;
};
let added = 0;
for (const [key, entry] of Object.entries(pkgs)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const depKey = `node_modules/${dep}`;
    const nested = `${key}/node_modules/${dep}`;
    if (pkgs[depKey] || pkgs[nested]) continue;
    const p = platform(dep);
    if (!p) throw new Error(`${dep} is missing from the lock and is not a platform build; install it`);
    pkgs[depKey] = { version, license: 'MIT', optional: true, ...p };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`fix-lock: added ${added} platform-only optional entries`);
