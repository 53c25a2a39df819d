// What every example needs from the service: where it is, a conversation to talk in, and the code the
// customer received (read from the development outbox, as the customer would read their email).

/** The service's address and the tenant's API key (npm start prints both). */
export const CVS_URL = (process.env.CVS_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
export const CVS_API_KEY = process.env.CVS_API_KEY ?? '';
if (!CVS_API_KEY) {
  process.stderr.write('Set CVS_API_KEY to the API key npm start printed (and CVS_URL if the service is not on http://127.0.0.1:3000)\n');
  process.exit(2);
}
const headers = { 'X-API-Key': CVS_API_KEY, 'Content-Type': 'application/json' };

/** The customer the examples play: one of the built-in demo's fictional customers. */
export const CUSTOMER = { name: 'Amelia Hart', email: 'amelia.hart@example.com' };

export interface Conversation {
  id: number;
  /** The conversation's MCP server (Streamable HTTP, X-API-Key). */
  mcpUrl: string;
  /** POST <toolsUrl>/<tool name> with the arguments runs a tool (plain function calling). */
  toolsUrl: string;
}

/** One call to the service's API; the answer is read as the shape its documentation (docs/bot.md) gives. */
async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${CVS_URL}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Opens (or finds again: the same external_id, the same conversation) the conversation the bot talks in. */
export async function startConversation(externalId: string): Promise<Conversation> {
  const created = await call<{ data: { conversation_id: number } }>('POST', '/api/conversations', { channel: 'web', external_id: externalId });
  const id = created.data.conversation_id;
  const base = `${CVS_URL}/api/chatbot-api/conversations/${id}`;
  return { id, mcpUrl: `${base}/mcp`, toolsUrl: `${base}/tools` };
}

/** The tools the service offers, in OpenAI's (strict) or Anthropic's shape (each SDK's own tool type). */
export async function toolsIn(format: 'openai' | 'anthropic'): Promise<unknown[]> {
  return (await call<{ tools: unknown[] }>('GET', `/api/chatbot-api/tools?format=${format}`)).tools;
}

/** Runs one tool for the conversation; the answer is the JSON text the model reads. */
export async function runTool(conversation: Conversation, name: string, args: unknown): Promise<string> {
  const res = await fetch(`${conversation.toolsUrl}/${encodeURIComponent(name)}`, { method: 'POST', headers, body: JSON.stringify(args ?? {}) });
  return res.text();
}

type OutboxMessage = { id: string; to: string; text: string };
const outbox = async (): Promise<OutboxMessage[]> => (await call<{ messages: OutboxMessage[] }>('GET', '/api/dashboard/dev/outbox')).messages;

/** The ids of the messages in the development outbox now, so a later look finds only what came after. */
export async function outboxSeen(): Promise<Set<string>> {
  return new Set((await outbox()).map((m) => m.id));
}

/**
 * The six-digit code in the first new message to `to` in the development outbox (emails and texts the
 * service sent; development only). Codes are sent by the worker, so this waits up to 20 seconds.
 */
export async function codeFromOutbox(to: string, seen: Set<string>): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const message = (await outbox()).find((m) => !seen.has(m.id) && m.to === to);
    const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${to} in the development outbox: is the Demo vendor connection verifying customers (docs/bot.md, Quickstart)?`);
}

/** The order numbers in an `orders` tool answer. */
export function orderNumbersIn(toolAnswer: string): string[] {
  const body = JSON.parse(toolAnswer) as { orders?: { order_number?: string }[] };
  return (body.orders ?? []).map((o) => o.order_number ?? '').filter(Boolean);
}

/** Fails the example unless the bot's last answer names the customer's most recent order, as the orders tool returned it. */
export function checkAnswer(answer: string, ordersAnswer: string | undefined): void {
  const numbers = ordersAnswer ? orderNumbersIn(ordersAnswer) : [];
  if (!numbers.length) throw new Error(`the orders tool returned no orders: ${ordersAnswer}`);
  if (!answer.includes(numbers[0]!)) throw new Error(`the answer does not name the most recent order ${numbers[0]}: ${answer}`);
  process.stdout.write(`checked: the answer names ${numbers.filter((n) => answer.includes(n)).length} of the ${numbers.length} orders the tool returned\n`);
}
