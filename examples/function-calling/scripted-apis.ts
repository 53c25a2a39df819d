// Stand-ins for the OpenAI and Anthropic APIs, passed to the official SDKs as their `fetch`: no network,
// no API key. Each reads the request the SDK sends (the tools and the messages), answers the way the real
// API would shape it, with the next step shared/script.ts picks. The OpenAI one refuses tools that are not
// strict-mode schemas, as the real API does with strict: true.
import { nextStep, type Step, type Transcript } from '../shared/script.js';

const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const bodyOf = (init?: RequestInit): any => JSON.parse(String(init?.body ?? '{}'));
let ids = 0;

/** Why a strict-mode function schema would be refused (every property required, none other allowed), or null. */
export function strictProblem(schema: any, where: string): string | null {
  if (schema?.type !== 'object') return null;
  const keys = Object.keys(schema.properties ?? {});
  if (schema.additionalProperties !== false) return `${where}: additionalProperties must be false`;
  if (JSON.stringify([...(schema.required ?? [])].sort()) !== JSON.stringify([...keys].sort())) return `${where}: every property must be required`;
  for (const key of keys) {
    const problem = strictProblem(schema.properties[key], `${where}.${key}`);
    if (problem) return problem;
  }
  return null;
}

/** OpenAI Chat Completions (POST /chat/completions). */
export const scriptedOpenAi = async (_url: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const request = bodyOf(init);
  for (const tool of request.tools ?? []) {
    const problem = tool.function.strict ? strictProblem(tool.function.parameters, tool.function.name) : `${tool.function.name}: strict is not true`;
    if (problem) return json(400, { error: { message: `Invalid schema for function ${problem}`, type: 'invalid_request_error' } });
  }
  const t: Transcript = { customer: [], results: [] };
  const names = new Map<string, string>();
  for (const m of request.messages) {
    if (m.role === 'user') t.customer.push(String(m.content));
    for (const call of m.tool_calls ?? []) names.set(call.id, call.function.name);
    if (m.role === 'tool') t.results.push({ tool: names.get(m.tool_call_id) ?? '', output: String(m.content) });
  }
  const step: Step = nextStep(t, { strict: true });
  const message =
    step.kind === 'call'
      ? {
          role: 'assistant',
          content: null,
          refusal: null,
          tool_calls: [{ id: `call_${++ids}`, type: 'function', function: { name: step.tool, arguments: JSON.stringify(step.args) } }],
        }
      : { role: 'assistant', content: step.text, refusal: null };
  return json(200, {
    id: `chatcmpl-${ids}`,
    object: 'chat.completion',
    created: 0,
    model: request.model,
    choices: [{ index: 0, message, finish_reason: step.kind === 'call' ? 'tool_calls' : 'stop', logprobs: null }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  });
};

/** Anthropic Messages (POST /v1/messages). */
export const scriptedAnthropic = async (_url: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const request = bodyOf(init);
  if (!Array.isArray(request.tools) || request.tools.some((tool: any) => tool.input_schema?.type !== 'object')) {
    return json(400, { type: 'error', error: { type: 'invalid_request_error', message: 'tools.input_schema: type must be object' } });
  }
  const t: Transcript = { customer: [], results: [] };
  const names = new Map<string, string>();
  for (const m of request.messages) {
    if (m.role === 'user' && typeof m.content === 'string') t.customer.push(m.content);
    for (const block of Array.isArray(m.content) ? m.content : []) {
      if (block.type === 'tool_use') names.set(block.id, block.name);
      if (block.type === 'tool_result') t.results.push({ tool: names.get(block.tool_use_id) ?? '', output: String(block.content) });
    }
  }
  const step: Step = nextStep(t, { strict: false });
  return json(200, {
    id: `msg_${++ids}`,
    type: 'message',
    role: 'assistant',
    model: request.model,
    content: step.kind === 'call' ? [{ type: 'tool_use', id: `toolu_${ids}`, name: step.tool, input: step.args }] : [{ type: 'text', text: step.text }],
    stop_reason: step.kind === 'call' ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 0, output_tokens: 0 },
  });
};
