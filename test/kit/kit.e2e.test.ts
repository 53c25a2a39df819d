import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeApi } from '../../src/api-document.js';
import { http } from '../fakes/infra.js';
import { AMELIA, clientSuite } from './client-suite.js';
import { conformanceSuite } from './conformance-suite.js';
import { latestDemoOrder, ROOT, runCommand, runTs, startKitStack, type KitStack } from './stack.js';

/**
 * The bot builder's kit against the real web and worker processes, as a builder has them after
 * `npm start`: the OpenAPI document, the typed client, the three example bots, the official MCP
 * conformance scenarios, and the quickstart in docs/bot.md run as printed.
 */

let stack: KitStack;
let latestOrder: string;
beforeAll(async () => {
  stack = await startKitStack();
  latestOrder = await latestDemoOrder(stack, AMELIA.email);
}, 150_000);
afterAll(async () => {
  await stack?.close();
});

describe('GET /api/openapi.json', () => {
  it('serves the document describeApi makes without opening a store (the one the client is generated from)', async () => {
    const served = await http(stack.webUrl, 'GET', '/api/openapi.json');
    expect(served.status).toBe(200);
    expect(served.body).toEqual(JSON.parse(JSON.stringify(describeApi(stack.webUrl))));
  });
});

clientSuite(() => stack);

const EXAMPLES = [
  ['the OpenAI Agents SDK over the MCP server', 'examples/openai-agents/bot.ts', 1],
  ['the Vercel AI SDK over the MCP server', 'examples/vercel-ai/bot.ts', 1],
  ['plain function calling with ?format=openai (strict) and ?format=anthropic', 'examples/function-calling/bot.ts', 2],
] as const;

describe('the examples, each with a scripted stand-in for the model', () => {
  for (const [name, file, conversations] of EXAMPLES) {
    it(`${name}: verifies Amelia Hart with the code from the development outbox and answers with her orders`, async () => {
      const run = await runTs(file, { CVS_URL: stack.webUrl, CVS_API_KEY: stack.apiKey });
      const printed = `${run.stdout}\n${run.stderr}`;
      expect(run.code, printed).toBe(0);
      expect(run.stdout.match(/customer: My code is \d{6}\n/g), printed).toHaveLength(conversations);
      expect(run.stdout.match(/checked: the answer names \d+ of the \d+ orders the tool returned/g), printed).toHaveLength(conversations);
      expect(run.stdout, printed).toContain(latestOrder);
      expect(run.stdout).toMatch(/I've sent a six-digit code/);
    });
  }

  it('fails, saying why, when the key is wrong', async () => {
    const run = await runTs('examples/openai-agents/bot.ts', { CVS_URL: stack.webUrl, CVS_API_KEY: 'sk_wrong' });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/answered 401/);
  });
});

conformanceSuite(() => stack);

describe('the quickstart at the top of docs/bot.md', () => {
  it('works as printed: the Demo vendor connection verifies customers, and the first example bot runs', async () => {
    const doc = readFileSync(join(ROOT, 'docs', 'bot.md'), 'utf8');
    const quickstart = doc.slice(doc.indexOf('## Quickstart'), doc.indexOf('\n## ', doc.indexOf('## Quickstart') + 1));
    const blocks = [...quickstart.matchAll(/```bash\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(blocks[0]).toMatch(/^npm ci && npm start/);
    const terminal2 = blocks.find((b) => b.includes('export CVS_URL='))!;
    const [exportLine, ...commands] = terminal2.trimEnd().split('\n');
    expect(exportLine).toMatch(/^export CVS_URL=http:\/\/127\.0\.0\.1:3000 CVS_TENANT_ID=1 CVS_API_KEY=sk_\.\.\.\s+#/);
    const run = await runCommand('bash', ['-euo', 'pipefail', '-c', commands.join('\n')], {
      CVS_URL: stack.webUrl,
      CVS_TENANT_ID: String(stack.tenantId),
      CVS_API_KEY: stack.apiKey,
    });
    const printed = `${run.stdout}\n${run.stderr}`;
    expect(run.code, printed).toBe(0);
    expect(run.stdout, printed).toMatch(/"status":"working"/);
    expect(run.stdout, printed).toMatch(/This connection now verifies customers/);
    expect(run.stdout, printed).toContain(latestOrder);
    expect(run.stdout, printed).toMatch(/checked: the answer names/);
  });
});
