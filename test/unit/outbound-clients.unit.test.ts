import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The service makes outbound HTTP calls through three clients only, none of which follows a redirect
 * (address-policy-call-time.integration.test.ts sends the vendor client, the SMS driver, the Account
 * Connect client and the webhook sender a 302 and a 307): got's in the vendor client and the SMS driver,
 * and node's own in src/net/post-once.ts (which follows none), the one the Account Connect client and
 * the webhook sender post through. A new way out has to be added here on purpose, with the address
 * policy and no redirects followed. The dashboard's browser
 * code (src/dashboard) calls only its own origin and is not server code. `npm start`'s readiness wait
 * (src/start-ready.ts) polls the service's own /readyz on its configured address and is no way out;
 * src/identity/signing-snippet.ts holds code for the tenant's own server as a string.
 */
const CLIENTS = ['src/net/post-once.ts', 'src/connectors/runtime/vendor-client.ts', 'src/notify/http-sms.ts'];
const OWN_READINESS = ['src/start-ready.ts'];
/** Code shown to tenants as text (the dashboard's signing snippet), never run by the service. */
const SNIPPET_TEXT = ['src/identity/signing-snippet.ts'];

const root = path.resolve(import.meta.dirname, '../..');
function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return rel === 'src/dashboard' ? [] : sources(rel);
    return e.name.endsWith('.ts') ? [rel] : [];
  });
}

/** A module that can open an HTTP connection itself: got, undici, fetch, node's request/get or the whole http(s) module. */
const OUTBOUND = [
  /from 'got'/,
  /from 'undici'/,
  /\bfetch\(/,
  /import \{[^}]*\b(?:request|get)\b[^}]*\} from 'node:https?'/,
  /import (?:\* as )?\w+ from 'node:https?'/,
];

describe('outbound HTTP clients', () => {
  it('only the three known clients call out', () => {
    const found = ['src', 'workers', 'queues', 'config']
      .flatMap(sources)
      .filter((f) => OUTBOUND.some((re) => re.test(readFileSync(path.join(root, f), 'utf8'))));
    expect(found.sort()).toEqual([...CLIENTS, ...OWN_READINESS, ...SNIPPET_TEXT].sort());
  });

  it('every got call in them turns redirects off', () => {
    for (const f of CLIENTS) {
      const text = readFileSync(path.join(root, f), 'utf8');
      const calls = (text.match(/\bgot(?:\.extend|\.post|\.get)?\(/g) ?? []).length;
      const off = (text.match(/followRedirect: false/g) ?? []).length;
      expect(off, f).toBeGreaterThanOrEqual(calls);
    }
  });
});
