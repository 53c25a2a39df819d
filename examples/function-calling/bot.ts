// Plain function calling, with the official OpenAI and Anthropic SDKs: the bot lists the service's tools in
// the model vendor's shape (?format=openai: strict-mode function tools; ?format=anthropic), hands them
// to the model, and runs each tool call the model makes with POST .../conversations/{id}/tools/{name}.
// Run it with the service running (npm start) and CVS_API_KEY set:  npx tsx examples/function-calling/bot.ts
//
// The APIs are scripted stand-ins passed as the SDKs' fetch (scripted-apis.ts), so it runs with no network
// and no API key. With real keys, drop the `fetch` options and set a real model name.
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import { checkAnswer, codeFromOutbox, CUSTOMER, outboxSeen, runTool, startConversation, toolsIn, type Conversation } from '../shared/service.js';
import { OPENING } from '../shared/script.js';
import { scriptedAnthropic, scriptedOpenAi } from './scripted-apis.js';

const SYSTEM = 'You help customers with their account. Verify them with verify_identity and verify_otp before any account tool. Never invent data.';

/** One customer turn with OpenAI: call the model, run its tool calls, until it answers in words. */
async function openAiTurn(openai: OpenAI, tools: ChatCompletionTool[], messages: ChatCompletionMessageParam[], c: Conversation, said: string) {
  messages.push({ role: 'user', content: said });
  const ran: Record<string, string> = {};
  for (let step = 0; step < 5; step++) {
    const reply = (await openai.chat.completions.create({ model: 'gpt-5-mini', messages, tools })).choices[0]!.message;
    messages.push(reply);
    if (!reply.tool_calls?.length) return { text: reply.content ?? '', ran };
    for (const call of reply.tool_calls) {
      if (call.type !== 'function') continue;
      ran[call.function.name] = await runTool(c, call.function.name, JSON.parse(call.function.arguments));
      messages.push({ role: 'tool', tool_call_id: call.id, content: ran[call.function.name]! });
    }
  }
  throw new Error('no answer after 5 steps');
}

/** One customer turn with Anthropic: the same loop in the Messages API's shape (tool_use / tool_result blocks). */
async function anthropicTurn(anthropic: Anthropic, tools: Anthropic.Tool[], messages: Anthropic.MessageParam[], c: Conversation, said: string) {
  messages.push({ role: 'user', content: said });
  const ran: Record<string, string> = {};
  for (let step = 0; step < 5; step++) {
    const reply = await anthropic.messages.create({ model: 'claude-sonnet-4-6', max_tokens: 1024, system: SYSTEM, messages, tools });
    messages.push({ role: 'assistant', content: reply.content });
    const uses = reply.content.filter((b) => b.type === 'tool_use');
    if (!uses.length) return { text: reply.content.map((b) => (b.type === 'text' ? b.text : '')).join(''), ran };
    const results: Anthropic.ToolResultBlockParam[] = [];
    for (const use of uses) {
      ran[use.name] = await runTool(c, use.name, use.input);
      results.push({ type: 'tool_result', tool_use_id: use.id, content: ran[use.name]! });
    }
    messages.push({ role: 'user', content: results });
  }
  throw new Error('no answer after 5 steps');
}

type Turn = (said: string) => Promise<{ text: string; ran: Record<string, string> }>;

/** The conversation both bots play: the opening question, then the code from the outbox, then the check. */
async function play(label: string, turn: Turn): Promise<void> {
  const seen = await outboxSeen();
  console.log(`[${label}] customer: ${OPENING}`);
  console.log(`[${label}] bot: ${(await turn(OPENING)).text}`);
  const code = await codeFromOutbox(CUSTOMER.email, seen);
  console.log(`[${label}] customer: My code is ${code}`);
  const last = await turn(`My code is ${code}`);
  console.log(`[${label}] bot: ${last.text}`);
  checkAnswer(last.text, last.ran.orders);
}

const openai = new OpenAI({ apiKey: 'scripted', fetch: scriptedOpenAi });
const openAiTools = (await toolsIn('openai')) as ChatCompletionTool[];
const openAiConversation = await startConversation(`function-calling-openai-${Date.now()}`);
const openAiMessages: ChatCompletionMessageParam[] = [{ role: 'system', content: SYSTEM }];
await play('openai', (said) => openAiTurn(openai, openAiTools, openAiMessages, openAiConversation, said));

const anthropic = new Anthropic({ apiKey: 'scripted', fetch: scriptedAnthropic });
const anthropicTools = (await toolsIn('anthropic')) as Anthropic.Tool[];
const anthropicConversation = await startConversation(`function-calling-anthropic-${Date.now()}`);
const anthropicMessages: Anthropic.MessageParam[] = [];
await play('anthropic', (said) => anthropicTurn(anthropic, anthropicTools, anthropicMessages, anthropicConversation, said));
