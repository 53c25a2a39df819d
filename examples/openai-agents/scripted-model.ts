// A stand-in for the language model in the Agents SDK's own Model interface: no network, no API key.
// It reads the conversation the SDK hands it (the customer's messages and the MCP tool results) and
// answers with a tool call or a message, as shared/script.ts decides.
import { Usage, type AgentInputItem, type Model, type ModelRequest, type ModelResponse, type StreamEvent } from '@openai/agents';
import { nextStep, type Transcript } from '../shared/script.js';

/** The text of a tool result as the SDK passes it back (a string, a text item, or a list of them). */
export function textOf(output: unknown): string {
  if (typeof output === 'string') return output;
  if (Array.isArray(output)) return output.map(textOf).join('');
  if (output && typeof output === 'object' && 'text' in output) return String(output.text);
  return JSON.stringify(output);
}

function transcriptOf(input: string | AgentInputItem[]): Transcript {
  const items = typeof input === 'string' ? [{ role: 'user', content: input } as AgentInputItem] : input;
  const t: Transcript = { customer: [], results: [] };
  for (const item of items) {
    if ('role' in item && item.role === 'user') t.customer.push(typeof item.content === 'string' ? item.content : textOf(item.content));
    if (item.type === 'function_call_result') t.results.push({ tool: item.name, output: textOf(item.output) });
  }
  return t;
}

export class ScriptedModel implements Model {
  /** The tools the SDK offered on the last turn (name -> strict flag), for the example's own check. */
  offered = new Map<string, boolean>();
  private calls = 0;

  getResponse(request: ModelRequest): Promise<ModelResponse> {
    for (const tool of request.tools) if (tool.type === 'function') this.offered.set(tool.name, tool.strict === true);
    const step = nextStep(transcriptOf(request.input), { strict: true });
    const output: ModelResponse['output'] =
      step.kind === 'call'
        ? [{ type: 'function_call', callId: `call_${++this.calls}`, name: step.tool, arguments: JSON.stringify(step.args), status: 'completed' }]
        : [{ type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: step.text }] }];
    return Promise.resolve({ usage: new Usage(), output });
  }

  /** A stream whose first step fails: the scripted model does not stream. */
  getStreamedResponse(): AsyncIterable<StreamEvent> {
    const refused = new Error('the scripted model does not stream; use run() without stream: true');
    return { [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(refused) }) };
  }
}
