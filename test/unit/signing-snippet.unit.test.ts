import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IDENTITY_TOKEN_FUNCTION, IDENTITY_TOKEN_IMPORTS, identitySigningSnippet } from '../../src/identity/signing-snippet.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

/**
 * One signing function everywhere (issue 28): the dashboard's snippet, README and docs/identity.md show
 * the code examples/sign-identity.ts runs (and test/e2e/sign-identity.e2e.test.ts runs it on npm start).
 */
describe('the identity-token signing snippet', () => {
  it('is the code examples/sign-identity.ts runs, as README and docs/identity.md show it', () => {
    const example = read('examples/sign-identity.ts');
    for (const [file, text] of [
      ['examples/sign-identity.ts', example],
      ['README.md', read('README.md')],
      ['docs/identity.md', read('docs/identity.md')],
    ] as const) {
      expect(text, file).toContain(IDENTITY_TOKEN_FUNCTION);
      for (const line of IDENTITY_TOKEN_IMPORTS.split('\n')) expect(text, file).toContain(line);
    }
  });

  it("names the tenant's audience, the key id and the secret as UTF-8 bytes in the dashboard's copy", () => {
    const snippet = identitySigningSnippet(42, 'idk_abcdefghijklmnop', 'https://cvs.example');
    expect(snippet).toContain(IDENTITY_TOKEN_FUNCTION);
    expect(snippet).toContain("const key = { tenantId: 42, keyId: 'idk_abcdefghijklmnop', secret: process.env.IDENTITY_SECRET ?? '' };");
    expect(snippet).toContain('`https://cvs.example/api/chatbot-api/conversations/${conversationId}/identify`');
    expect(snippet).toContain('new TextEncoder().encode(key.secret)');
  });
});
