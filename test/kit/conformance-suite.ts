import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeServer, http, listen } from '../fakes/infra.js';
import { ROOT, runCommand, type KitStack } from './stack.js';

const CLI = join(ROOT, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
/** The official suite's server scenarios that apply to a tools-only server (the others expect the suite's own test tools). */
export const SCENARIOS = ['server-initialize', 'ping', 'tools-list'] as const;

/**
 * The suite's CLI sends no headers of its own, so this loopback proxy adds the tenant key in front of
 * one conversation's MCP endpoint, as a bot platform's MCP connection settings do.
 */
async function keyProxy(target: string, apiKey: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name)) headers.set(name, value);
      }
      headers.set('x-api-key', apiKey);
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks);
      fetch(target, { method: req.method, headers, body })
        .then(async (answer) => {
          const out: Record<string, string> = {};
          answer.headers.forEach((value, name) => (out[name] = value));
          delete out['content-length'];
          delete out['content-encoding'];
          res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  return { url: `${await listen(server)}/mcp`, server };
}

/** The official MCP conformance suite (@modelcontextprotocol/conformance) against one conversation's MCP server. */
export function conformanceSuite(stack: () => KitStack): void {
  describe('the official MCP conformance suite', () => {
    const cleanup: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const c of cleanup) await c();
    });

    it(`passes ${SCENARIOS.join(', ')} against a conversation's MCP endpoint`, async () => {
      const s = stack();
      const started = await http(s.webUrl, 'POST', '/api/conversations', {
        headers: { 'x-api-key': s.apiKey },
        body: { channel: 'web', external_id: 'conformance' },
      });
      const proxy = await keyProxy(`${s.webUrl}/api/chatbot-api/conversations/${started.body.data.conversation_id}/mcp`, s.apiKey);
      const out = mkdtempSync(join(tmpdir(), 'mcp-conformance-'));
      cleanup.push(async () => {
        await closeServer(proxy.server);
        rmSync(out, { recursive: true, force: true });
      });
      const runs = await Promise.all(
        SCENARIOS.map((scenario) => runCommand(process.execPath, [CLI, 'server', '--url', proxy.url, '--scenario', scenario, '-o', join(out, scenario)], {})),
      );
      SCENARIOS.forEach((scenario, i) => {
        const run = runs[i]!;
        expect(run.code, `${scenario}:\n${run.stdout}\n${run.stderr}`).toBe(0);
        expect(run.stdout, scenario).toMatch(/Passed: (\d+)\/\1, 0 failed/);
        const [resultDir] = readdirSync(join(out, scenario));
        const checks = JSON.parse(readFileSync(join(out, scenario, resultDir!, 'checks.json'), 'utf8')) as { id: string; status: string }[];
        expect(checks.length, scenario).toBeGreaterThan(0);
        expect(
          checks.map((c) => c.status),
          `${scenario}: ${JSON.stringify(checks)}`,
        ).toEqual(checks.map(() => 'SUCCESS'));
      });
      const listed = JSON.parse(readFileSync(join(out, 'tools-list', readdirSync(join(out, 'tools-list'))[0]!, 'checks.json'), 'utf8'));
      expect(listed[0].details.tools).toContain('verify_identity');
    });
  });
}
