// A support bot on the Vercel AI SDK, using the conversation's MCP server for its tools (@ai-sdk/mcp).
// Run it with the service running (npm start) and CVS_API_KEY set:  npx tsx examples/vercel-ai/bot.ts
// It plays one conversation: Amelia Hart asks for her orders, the bot verifies her (the code is read from
// the development outbox, as she would read her email) and answers from the orders tool.
//
// The model is a scripted stand-in (scripted-model.ts), so it runs with no network and no API key; with a
// provider package, pass a real model instead (e.g. openai('gpt-5-mini') from @ai-sdk/openai).
import { createMCPClient } from '@ai-sdk/mcp';
import { generateText, stepCountIs, type ModelMessage } from 'ai';
import { checkAnswer, codeFromOutbox, CUSTOMER, CVS_API_KEY, outboxSeen, startConversation } from '../shared/service.js';
import { OPENING } from '../shared/script.js';
import { scriptedModel, textOf } from './scripted-model.js';

const conversation = await startConversation(`vercel-ai-${Date.now()}`);
const mcp = await createMCPClient({ transport: { type: 'http', url: conversation.mcpUrl, headers: { 'X-API-Key': CVS_API_KEY } } });
const model = scriptedModel();
const system = 'You help customers with their account. Verify them with verify_identity and verify_otp before any account tool. Never invent data.';

try {
  const tools = await mcp.tools();
  const seen = await outboxSeen();
  const messages: ModelMessage[] = [{ role: 'user', content: OPENING }];
  console.log(`customer: ${OPENING}`);
  const first = await generateText({ model, system, tools, messages, stopWhen: stepCountIs(5) });
  console.log(`bot: ${first.text}`);
  messages.push(...first.responseMessages);

  const code = await codeFromOutbox(CUSTOMER.email, seen);
  console.log(`customer: My code is ${code}`);
  messages.push({ role: 'user', content: `My code is ${code}` });
  const second = await generateText({ model, system, tools, messages, stopWhen: stepCountIs(5) });
  console.log(`bot: ${second.text}`);

  if (!model.offered.has('verify_identity')) throw new Error('the SDK did not offer verify_identity');
  const orders = second.steps.flatMap((s) => s.toolResults).find((r) => r.toolName === 'orders');
  checkAnswer(second.text, orders ? textOf(orders.output) : undefined);
} finally {
  await mcp.close();
}
