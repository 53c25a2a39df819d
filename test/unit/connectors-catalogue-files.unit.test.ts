import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';

/**
 * The shape of the connector catalogue's files (issue 26): definitions hold what the service uses at
 * run time and what the public catalogue serves; research notes live in each connector's fixtures
 * folder (NOTES.md); no line of either folder runs past 200 characters (prettier does not break strings).
 */

const ROOT = join(import.meta.dirname, '../../src/connectors');
const FOLDERS = ['catalogue', 'fixtures'].map((f) => join(ROOT, f));
const MAX_LINE = 200;
/** A one-line summary; what was checked against which source in detail belongs in NOTES.md. */
const MAX_TEST_DETAIL = 300;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('connector catalogue files', () => {
  it(`no line under src/connectors/catalogue/ or src/connectors/fixtures/ is longer than ${MAX_LINE} characters`, () => {
    const files = FOLDERS.flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(300);
    const long: string[] = [];
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if ([...line].length > MAX_LINE) long.push(`${relative(ROOT, file)}:${i + 1} (${[...line].length} characters)`);
        });
    }
    expect(long).toEqual([]);
  });

  it(`every definition keeps test_detail to a summary of at most ${MAX_TEST_DETAIL} characters, with its research notes in fixtures/<key>/NOTES.md`, () => {
    const defs = loadCatalogue().all();
    expect(defs.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const def of defs) {
      if (def.test_detail.length > MAX_TEST_DETAIL) problems.push(`${def.key}: test_detail has ${def.test_detail.length} characters`);
      const notes = join(ROOT, 'fixtures', def.key, 'NOTES.md');
      if (!existsSync(notes)) problems.push(`${def.key}: no fixtures/${def.key}/NOTES.md`);
      else if (!readFileSync(notes, 'utf8').startsWith(`# ${def.name} (\`${def.key}\`)`)) problems.push(`${def.key}: NOTES.md names another connector`);
    }
    expect(problems).toEqual([]);
  });
});
