// Stand-ins for the OpenAI and Anthropic APIs, passed to the official SDKs as their `fetch`: no network,
// no API key. Each reads the request the SDK sends (the tools and the messages), answers the way the real
// API would shape it, with the next step shared/script.ts picks. The OpenAI one refuses tools that are not
// strict-mode schemas, as the real API does with strict: true.
import type Anthropic from '@anthropic-ai/sdk';
import type { ChatCompletionCreateParams } from 'openai/resources/chat/completions';
import { nextStep, type Step, type Transcript } from '../shared/script.js';

const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** The JSON body the SDK sends (always a string), read as the request type of its API. */
const bodyOf = <T>(init?: RequestInit): T => JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as T;
/** The text of a message's content: a string, or the text of its parts. */
const textOf = (content: string | readonly { type: string; text?: string }[] | null | undefined): string =>
  typeof content === 'string' ? content : (content ?? []).map((part) => part.text ?? '').join('');
let ids = 0;

/** Why a strict-mode function schema would be refused (every property required, none other allowed), or null. */
export function strictProblem(schema: unknown, where: string): string | null {
  if (schema === null || typeof schema !== 'object') return null;
  const s = schema as { type?: unknown; properties?: Record<string, unknown>; additionalProperties?: unknown; required?: string[] };
  if (s.type !== 'object') return null;
  const properties = s.properties ?? {};
  const keys = Object.keys(properties);
  if (s.additionalProperties !== false) return `${where}: additionalProperties must be false`;
  if (JSON.stringify([...(s.required ?? [])].sort()) !== JSON.stringify([...keys].sort())) return `${where}: every property must be required`;
  for (const key of keys) {
    const problem = strictProblem(properties[key], `${where}.${key}`);
    if (problem) return problem;
  }
  return null;
}

/** OpenAI Chat Completions (POST /chat/completions). */
export const scriptedOpenAi = (_url: string | URL | Request, init?: RequestInit): Promise<Response> => Promise.resolve(openAiReply(init));

function openAiReply(init?: RequestInit): Response {
  const request = bodyOf<ChatCompletionCreateParams>(init);
  for (const tool of request.tools ?? []) {
    if (tool.type !== 'function') return json(400, { error: { message: `${tool.custom.name}: not a function tool`, type: 'invalid_request_error' } });
    const problem = tool.function.strict ? strictProblem(tool.function.parameters, tool.function.name) : `${tool.function.name}: strict is not true`;
    if (problem) return json(400, { error: { message: `Invalid schema for function ${problem}`, type: 'invalid_request_error' } });
  }
  const t: Transcript = { customer: [], results: [] };
  const names = new Map<string, string>();
  for (const m of request.messages) {
    if (m.role === 'user') t.customer.push(textOf(m.content));
    if (m.role === 'assistant') for (const call of m.tool_calls ?? []) names.set(call.id, call.type === 'function' ? call.function.name : call.custom.name);
    if (m.role === 'tool') t.results.push({ tool: names.get(m.tool_call_id) ?? '', output: textOf(m.content) });
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
}

/** Anthropic Messages (POST /v1/messages). */
export const scriptedAnthropic = (_url: string | URL | Request, init?: RequestInit): Promise<Response> => Promise.resolve(anthropicReply(init));

function anthropicReply(init?: RequestInit): Response {
  const request = bodyOf<Anthropic.MessageCreateParams>(init);
  if (!Array.isArray(request.tools) || request.tools.some((tool) => !('input_schema' in tool) || tool.input_schema.type !== 'object')) {
    return json(400, { type: 'error', error: { type: 'invalid_request_error', message: 'tools.input_schema: type must be object' } });
  }
  const t: Transcript = { customer: [], results: [] };
  const names = new Map<string, string>();
  for (const m of request.messages) {
    if (m.role === 'user' && typeof m.content === 'string') t.customer.push(m.content);
    for (const block of Array.isArray(m.content) ? m.content : []) {
      if (block.type === 'tool_use') names.set(block.id, block.name);
      if (block.type === 'tool_result') t.results.push({ tool: names.get(block.tool_use_id) ?? '', output: textOf(block.content) });
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
}
