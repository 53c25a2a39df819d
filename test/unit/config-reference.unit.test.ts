import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configTableMarkdown, ENV_REFERENCE, withConfigTable } from '../../config/env-reference.js';
import { envSchema, loadConfig } from '../../config/env.js';

const page = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');

describe("docs/operations.md's configuration table", () => {
  it('is the one generated from config/env-reference.ts (run npm run docs:config after changing a variable)', () => {
    expect(withConfigTable(page)).toBe(page);
  });

  it('has one row for every variable the schema reads, and no other', () => {
    const names = [...configTableMarkdown().matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]);
    expect(names).toEqual(Object.keys(envSchema.shape));
    expect(Object.keys(ENV_REFERENCE).sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it('shows the defaults the code applies', () => {
    const config = loadConfig({});
    const table = configTableMarkdown();
    for (const name of [
      'PORT',
      'DATABASE_POOL_MAX',
      'WORKER_CONCURRENCY',
      'VENDOR_CONCURRENCY_DEFAULT',
      'JOB_LOCK_MS',
      'WEBHOOK_ENDPOINT_CONCURRENCY',
      'VENDOR_TIMEOUT_MS',
    ] as const) {
      expect(table).toContain(`| \`${name}\` | \`${config[name]}\` |`);
    }
    expect(table).toContain(`| \`PUBLIC_BASE_URL\` | \`http://127.0.0.1:$PORT\` |`);
    expect(config.PUBLIC_BASE_URL).toBe(`http://127.0.0.1:${config.PORT}`);
  });
});
