// A stand-in for the language model in the AI SDK's own model interface (MockLanguageModelV4 from
// ai/test, which implements LanguageModelV4): no network, no API key. It reads the prompt the SDK
// builds (the customer's messages and the MCP tool results) and answers with a tool call or text, as
// shared/script.ts decides.
import type { LanguageModelV4CallOptions, LanguageModelV4GenerateResult } from '@ai-sdk/provider';
import { MockLanguageModelV4 } from 'ai/test';
import { nextStep, type Transcript } from '../shared/script.js';

/** The text of an MCP tool result as the SDK passes it back ({type, value} around the MCP content list or the CallToolResult). */
export function textOf(output: unknown): string {
  if (typeof output === 'string') return output;
  if (Array.isArray(output)) return output.map(textOf).join('');
  if (output && typeof output === 'object') {
    const o = output as { value?: unknown; content?: unknown; text?: unknown };
    if ('value' in o) return textOf(o.value);
    if ('content' in o) return textOf(o.content);
    if (typeof o.text === 'string') return o.text;
  }
  return JSON.stringify(output);
}

function transcriptOf(prompt: LanguageModelV4CallOptions['prompt']): Transcript {
  const t: Transcript = { customer: [], results: [] };
  for (const message of prompt) {
    if (message.role === 'user') t.customer.push(message.content.map((p) => (p.type === 'text' ? p.text : '')).join(''));
    if (message.role === 'tool') {
      for (const part of message.content) if (part.type === 'tool-result') t.results.push({ tool: part.toolName, output: textOf(part.output) });
    }
  }
  return t;
}

const usage = { inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 0, text: 0, reasoning: 0 } };
let calls = 0;

/** The scripted model; `offered` records the tools (and their input schemas) the SDK gave it. */
export function scriptedModel(): MockLanguageModelV4 & { offered: Map<string, unknown> } {
  const offered = new Map<string, unknown>();
  const model = new MockLanguageModelV4({
    doGenerate: (options): Promise<LanguageModelV4GenerateResult> => {
      for (const tool of options.tools ?? []) if (tool.type === 'function') offered.set(tool.name, tool.inputSchema);
      const step = nextStep(transcriptOf(options.prompt), { strict: false });
      const result: LanguageModelV4GenerateResult =
        step.kind === 'call'
          ? {
              content: [{ type: 'tool-call', toolCallId: `call_${++calls}`, toolName: step.tool, input: JSON.stringify(step.args) }],
              finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
              usage,
              warnings: [],
            }
          : { content: [{ type: 'text', text: step.text }], finishReason: { unified: 'stop', raw: 'stop' }, usage, warnings: [] };
      return Promise.resolve(result);
    },
  });
  return Object.assign(model, { offered });
}
