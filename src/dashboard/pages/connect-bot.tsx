import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { api } from '../api';
import { tenantPath, useMe } from '../session';
import type { BotLiveJson } from '../types';
import { Notice, Time, useAction } from '../ui';

/** The test customer every verifier accepts (spec: code 123456, nothing is sent). */
const TEST = { name: 'Test Customer', postcode: 'TE5 7ST', code: '123456' };

/** curl: the tool list, one conversation and the verification, then a read. */
export function curlSnippet(base: string, key: string): string {
  const c = `"$B/api/chatbot-api/conversations/ext:chat-1/tools`;
  return [
    `KEY=${key}`,
    `B=${base}`,
    `H=(-H "X-API-Key: $KEY" -H 'Content-Type: application/json')`,
    `curl -s "$B/api/chatbot-api/tools?format=openai" -H "X-API-Key: $KEY"   # {"format":"openai","tools":[...],"execute":...,"mcp":...}`,
    `curl -s "$B/api/conversations" "\${H[@]}" -d '{"channel":"web","external_id":"chat-1"}'   # one conversation per chat`,
    `curl -s ${c}/verify_identity" "\${H[@]}" -d '{"full_name":"${TEST.name}","postcode":"${TEST.postcode}"}'`,
    `curl -s ${c}/verify_otp" "\${H[@]}" -d '{"otp_code":"${TEST.code}"}'`,
    `curl -s ${c}/orders" "\${H[@]}" -d '{}'`,
  ].join('\n');
}

/** The official MCP TypeScript SDK, as a one-file script run with node. */
export function mcpSnippet(base: string, key: string): string {
  return [
    '# In a folder where @modelcontextprotocol/sdk is installed (npm install @modelcontextprotocol/sdk), e.g. this repository:',
    `KEY=${key} node --input-type=module -e "`,
    "import { Client } from '@modelcontextprotocol/sdk/client/index.js';",
    "import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';",
    `const base = '${base}';`,
    "const headers = { 'X-API-Key': process.env.KEY };",
    '// One conversation per chat, named by your platform’s own id; its MCP server is .../conversations/ext:<id>/mcp',
    "await fetch(base + '/api/conversations', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ channel: 'web', external_id: 'chat-1' }) });",
    "const client = new Client({ name: 'my-bot', version: '1.0.0' });",
    "await client.connect(new StreamableHTTPClientTransport(new URL(base + '/api/chatbot-api/conversations/ext:chat-1/mcp'), { requestInit: { headers } }));",
    "console.log((await client.listTools()).tools.map((t) => t.name).join(' '));",
    `for (const [name, args] of [['verify_identity', { full_name: '${TEST.name}', postcode: '${TEST.postcode}' }], ['verify_otp', { otp_code: '${TEST.code}' }], ['orders', {}]])`,
    '  console.log(name, (await client.callTool({ name, arguments: args })).content[0].text);',
    'await client.close();',
    '"',
  ].join('\n');
}

/** The OpenAI Agents SDK (JavaScript) with the conversation's MCP server as the agent's tools. */
export function agentSnippet(base: string): string {
  return [
    '// npm install @openai/agents   (OPENAI_API_KEY and KEY, your API key here, in the environment); save as agent.mjs, run: node agent.mjs',
    "import { Agent, MCPServerStreamableHttp, run } from '@openai/agents';",
    `const base = '${base}';`,
    "const headers = { 'X-API-Key': process.env.KEY };",
    "const chatId = 'chat-2'; // your platform's id for this chat",
    "await fetch(`${base}/api/conversations`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ channel: 'web', external_id: chatId }) });",
    "const account = new MCPServerStreamableHttp({ name: 'account', url: `${base}/api/chatbot-api/conversations/ext:${chatId}/mcp`, requestInit: { headers } });",
    'await account.connect();',
    'const agent = new Agent({',
    "  name: 'Support',",
    "  instructions: 'Verify the customer with verify_identity, then verify_otp, before you read their account. Answer only from what the tools return.',",
    '  mcpServers: [account],',
    '});',
    `const result = await run(agent, 'I am ${TEST.name}, postcode ${TEST.postcode}; my code is ${TEST.code}. What are my latest orders?');`,
    'console.log(result.finalOutput);',
    'await account.close();',
  ].join('\n');
}

/** A titled code block with a copy button (selects the text where the clipboard is refused). */
export function Snippet({ title, text, id }: { title: string; text: string; id: string }): JSX.Element {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Copied.');
    } catch {
      const range = document.createRange();
      const el = document.getElementById(id);
      if (el) {
        range.selectNodeContents(el);
        getSelection()?.removeAllRanges();
        getSelection()?.addRange(range);
      }
      setCopied('Selected: press Ctrl+C (or ⌘C) to copy.');
    }
  };
  return (
    <figure class="snippet">
      <figcaption class="section-head">
        <strong>{title}</strong>
        <button type="button" onClick={() => void copy()} aria-describedby={id}>
          Copy
        </button>
      </figcaption>
      <pre class="message-text mono" id={id} tabIndex={0}>
        {text}
      </pre>
      <p class="hint" role="status">
        {copied}
      </p>
    </figure>
  );
}

/** "Connect your bot": the tenant id, the key, the URLs and snippets that work as shown, and whether the bot is live. */
export function ConnectBot({ live }: { live: BotLiveJson | undefined }): JSX.Element {
  const me = useMe();
  const base = location.origin;
  const [key, setKey] = useState<string | null>(null);
  const [busy, run, crash] = useAction();
  const [error, setError] = useState<string | null>(null);
  const reveal = (): Promise<void> =>
    run(async () => {
      setError(null);
      const r = await api<{ api_key: string }>('GET', tenantPath(me, '/api-key'));
      if (r.ok && r.body) setKey(r.body.api_key);
      else setError(r.message);
    });
  const shownKey = key ?? 'sk_...';
  const counts = live?.last_24h;
  return (
    <section class="panel" aria-labelledby="bot-h" id="connect-your-bot">
      <h2 id="bot-h">Connect your bot</h2>
      {live?.last_call_at ? (
        <Notice kind="ok">
          <strong>Your bot is live.</strong> Last bot call: <Time iso={live.last_call_at} />
          {live.last_channel ? ` (${live.last_channel.replace(/_/g, ' ')})` : ''}. Last 24 hours: {counts?.calls ?? 0} calls, {counts?.by_outcome.verified ?? 0}{' '}
          verified, {(counts?.by_outcome.system_error ?? 0) + (counts?.by_outcome.rate_limited ?? 0)} failed. See <a href="/dashboard/activity">Activity</a>.
        </Notice>
      ) : (
        <p class="muted">No bot call has arrived yet: the panel says "Your bot is live" after the first one (previews here do not count).</p>
      )}
      <dl class="facts">
        <dt>Tenant id</dt>
        <dd class="mono">{me.tenant_id}</dd>
        <dt>API key</dt>
        <dd>
          {key ? (
            <span class="mono break" data-testid="bot-api-key">
              {key}
            </span>
          ) : (
            <button type="button" onClick={() => void reveal()} disabled={busy}>
              Show the API key
            </button>
          )}{' '}
          <span class="hint">Sent in X-API-Key. Keep it on your server; regenerate it on Sandbox and keys.</span>
        </dd>
        <dt>Tools</dt>
        <dd class="mono break">GET {base}/api/chatbot-api/tools (?format=openai or ?format=anthropic)</dd>
        <dt>Run a tool</dt>
        <dd class="mono break">POST {base}/api/chatbot-api/conversations/ext:&lt;chat id&gt;/tools/&lt;name&gt;</dd>
        <dt>MCP server</dt>
        <dd class="mono break">{base}/api/chatbot-api/conversations/ext:&lt;chat id&gt;/mcp</dd>
        <dt>Reference</dt>
        <dd>
          <a href="/docs" target="_blank" rel="noopener">
            API reference (/docs)
          </a>
        </dd>
      </dl>
      {error && <Notice kind="error">{error}</Notice>}
      {crash && <Notice kind="error">{crash}</Notice>}
      <p class="hint">
        Each chat is one conversation (POST /api/conversations with your platform's id as external_id); the account tools answer only after verify_otp succeeded
        in that conversation. The snippets use the test customer (code 123456), which every verifier accepts.
      </p>
      <Snippet title="curl" id="snippet-curl" text={curlSnippet(base, shownKey)} />
      <Snippet title="MCP client (official TypeScript SDK)" id="snippet-mcp" text={mcpSnippet(base, shownKey)} />
      <Snippet title="Agent framework (OpenAI Agents SDK, JavaScript)" id="snippet-agent" text={agentSnippet(base)} />
    </section>
  );
}
