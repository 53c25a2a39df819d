import { Router } from 'express';
import { z } from 'zod';
import { LIMITS } from '../../config/limits.js';
import { toolDefinitions } from '../bot/formats.js';
import type { BotRunner } from '../bot/runner.js';
import { BOT_TOOLS } from '../bot/tools.js';
import { ConversationLifecycle } from '../conversations/conversation-lifecycle.js';
import { ConversationRefs } from '../conversations/conversation-ref.js';
import { PREVIEW_MESSAGES } from '../messages.js';
import type { Services } from '../services.js';
import { toolRunResponse } from './bot-tools.js';
import { platformAuth, sameTenant } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { errorDetail } from './error-shapes.js';
import { route, type ApiDocs } from './route.js';

const rowId = z.coerce.number().int().positive().max(2_147_483_647);
const tenantParams = z.object({ tenantId: rowId });
const toolParams = tenantParams.extend({ conversationId: rowId, tool: z.string().max(200).describe('A tool name from GET /api/chatbot-api/tools') });
const toolBody = z.record(z.string(), z.unknown()).describe("The tool's arguments, as its input_schema says ({} for the account tools)");

const toolView = z.object({
  name: z.string(),
  description: z.string(),
  gate: z.enum(['open', 'verified', 'verified_for_order_number']),
  input_schema: z.unknown(),
});
const started = z.object({ conversation_id: z.number().int(), preview: z.literal(true), read_limit: z.number().int(), tools: z.array(toolView) });
const ran = z.object({
  tool: z.string(),
  result: z.record(z.string(), z.unknown()).describe('exactly what the bot receives from the tools endpoint and MCP'),
  characters: z.number().int().describe('length of the result as JSON'),
  read_limit: z.number().int().describe('about how much of a tool result the bot reads (2,000 characters)'),
});

/**
 * The dashboard's preview conversation (issue 24, item 3): the owner plays their own customer. A
 * preview conversation is a real conversation marked `preview` (no webhooks, left out of the lists),
 * and its tools run through the same BotRunner as the tools endpoint and MCP (activity channel
 * `preview`, so it never counts as the bot being live). Only preview conversations can be run here,
 * so the owner can never open a customer's conversation from the dashboard; inside one, the account
 * tools answer only after verify_otp succeeded with the code sent to that customer.
 */
export function previewRouter(services: Services, docs: ApiDocs, runner: BotRunner): Router {
  const router = Router();
  const lifecycle = new ConversationLifecycle(services.orm, services.clock);
  const refs = new ConversationRefs(services.orm);
  const base = { tag: 'dashboard' as const, security: 'platform' as const, before: [platformAuth(services.tenants), sameTenant] };

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: '/api/tenants/:tenantId/preview/conversations',
      operationId: 'startPreviewConversation',
      params: tenantParams,
      summary: 'Start a preview conversation: the owner plays a customer; it raises no webhooks and is not listed among conversations',
      responses: {
        201: { description: 'started', schema: started },
        401: { description: 'Invalid API key' },
        404: { description: 'Not found (another tenant)', schema: errorDetail },
      },
    },
    async ({ params }, _req, res) => {
      const { conversation } = await lifecycle.start(params.tenantId, { channel: 'preview', preview: true });
      res.status(201);
      return {
        conversation_id: conversation.id,
        preview: true,
        read_limit: LIMITS.botReadChars,
        tools: toolDefinitions().map((t) => ({ ...t, gate: BOT_TOOLS[t.name].gate })),
      };
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: '/api/tenants/:tenantId/preview/conversations/:conversationId/tools/:tool',
      operationId: 'runPreviewTool',
      params: toolParams,
      body: toolBody,
      summary: "Run one of the bot's tools in a preview conversation, through the same runner as the tools endpoint and MCP",
      responses: {
        200: { description: 'what the bot would receive, and its length against the bot read', schema: ran },
        401: { description: 'Invalid API key' },
        404: { description: `${PREVIEW_MESSAGES.notFound} / Unknown tool`, schema: errorDetail },
        422: { description: 'arguments of the wrong type or unknown arguments' },
        429: { description: 'verification rate limited; honour Retry-After', schema: errorDetail },
      },
    },
    async ({ params, body }) => {
      const conversation = await refs.find(params.tenantId, { kind: 'id', id: params.conversationId });
      if (!conversation?.preview) throw new HttpError(404, { detail: PREVIEW_MESSAGES.notFound });
      const run = await runner.run(params.tenantId, { kind: 'id', id: conversation.id }, params.tool, body, 'preview');
      const result = toolRunResponse(run);
      return { tool: params.tool, result, characters: JSON.stringify(result).length, read_limit: LIMITS.botReadChars };
    },
  );

  return router;
}
