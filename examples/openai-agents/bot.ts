// A support bot on the OpenAI Agents SDK, using the conversation's MCP server for its tools.
// Run it with the service running (npm start) and CVS_API_KEY set:  npx tsx examples/openai-agents/bot.ts
// It plays one conversation: Amelia Hart asks for her orders, the bot verifies her (the code is read from
// the development outbox, as she would read her email) and answers from the orders tool.
//
// The model is a scripted stand-in (scripted-model.ts), so it runs with no network and no API key. With
// an OpenAI key, use a real one instead: `model: 'gpt-5-mini'` (and drop setTracingDisabled).
import { Agent, MCPServerStreamableHttp, run, setTracingDisabled, user, type AgentInputItem } from '@openai/agents';
import { checkAnswer, codeFromOutbox, CUSTOMER, CVS_API_KEY, outboxSeen, startConversation } from '../shared/service.js';
import { OPENING } from '../shared/script.js';
import { ScriptedModel, textOf } from './scripted-model.js';

setTracingDisabled(true);

const conversation = await startConversation(`openai-agents-${Date.now()}`);
const mcp = new MCPServerStreamableHttp({ name: 'customer-verification', url: conversation.mcpUrl, requestInit: { headers: { 'X-API-Key': CVS_API_KEY } } });
await mcp.connect();
const model = new ScriptedModel();
const agent = new Agent({
  name: 'Support bot',
  instructions: 'You help customers with their account. Verify them with verify_identity and verify_otp before any account tool. Never invent data.',
  model,
  mcpServers: [mcp],
  mcpConfig: { convertSchemasToStrict: true },
});

try {
  const seen = await outboxSeen();
  console.log(`customer: ${OPENING}`);
  const first = await run(agent, OPENING);
  console.log(`bot: ${first.finalOutput}`);

  const code = await codeFromOutbox(CUSTOMER.email, seen);
  console.log(`customer: My code is ${code}`);
  const history: AgentInputItem[] = [...first.history, user(`My code is ${code}`)];
  const second = await run(agent, history);
  console.log(`bot: ${second.finalOutput}`);

  if (model.offered.get('verify_identity') !== true) throw new Error('the SDK did not offer verify_identity as a strict tool');
  const orders = second.newItems.map((i) => i.rawItem).find((r) => r.type === 'function_call_result' && r.name === 'orders');
  checkAnswer(String(second.finalOutput), orders && 'output' in orders ? textOf(orders.output) : undefined);
} finally {
  await mcp.close();
}
