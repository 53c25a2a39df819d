import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { procfileFlags } from '../bench/build.js';
import { kindOf, peaksByKind, rssTracker } from '../fakes/rss.js';

describe('bench process accounting', () => {
  it('sorts spawned entries into web, worker and fake processes', () => {
    expect(
      [
        '../../src/web.ts',
        '../bench/web-entry.ts',
        '../../workers/main.ts',
        '../bench/connector-worker-entry.ts',
        './test-worker-entry.ts',
        './fake-vendor-entry.ts',
      ].map(kindOf),
    ).toEqual(['web', 'web', 'worker', 'worker', 'worker', 'fake']);
  });

  it('reads the node flags of the Procfile web and worker lines (what the bench runs them with)', () => {
    const flags = procfileFlags(
      'web: node --optimize-for-size --max-old-space-size=300 dist/src/web.js\nworker: node dist/workers/main.js\nclock: node --x dist/src/clock-process.js\n',
    );
    expect(flags('web')).toEqual(['--optimize-for-size', '--max-old-space-size=300']);
    expect(flags('worker')).toEqual([]);
    expect(flags('fake')).toEqual([]);
    // The repository's own Procfile parses to flags only.
    const own = procfileFlags();
    expect([...own('web'), ...own('worker')].every((f) => f.startsWith('--'))).toBe(true);
  });

  it('samples the peak resident set of a live child from /proc', async () => {
    rssTracker.reset();
    // A child that holds about 64 MiB of touched memory for a moment.
    const child = spawn(process.execPath, ['-e', 'const b = Buffer.alloc(64 * 2 ** 20, 1); setTimeout(() => b.length, 800);']);
    rssTracker.track(child, './fake-vendor-entry.ts');
    await new Promise((r) => child.once('exit', r));
    const peaks = peaksByKind(rssTracker.since());
    expect(peaks.fake?.processes).toBe(1);
    expect(peaks.fake?.peakMiB).toBeGreaterThan(64);
    expect(peaks.web).toBeUndefined();
  });
});
