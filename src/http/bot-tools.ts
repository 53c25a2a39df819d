import { Router } from 'express';
import { z } from 'zod';
import { toolsIn, TOOL_FORMATS } from '../bot/formats.js';
import type { BotRunner, ToolRun } from '../bot/runner.js';
import { conversationRefParam } from '../conversations/conversation-ref.js';
import { BOT_MESSAGES, CONVERSATION_MESSAGES } from '../messages.js';
import type { Services } from '../services.js';
import { authedTenantId, platformAuth } from './middleware/auth.js';
import { HttpError, ValidationError } from './middleware/errors.js';
import { toValidationIssues } from './middleware/validate.js';
import { errorDetail } from './error-shapes.js';
import { route, type ApiDocs } from './route.js';

const EXECUTE = 'POST /api/chatbot-api/conversations/{conversation_id}/tools/{name} with the tool arguments as the JSON body';
const MCP = '/api/chatbot-api/conversations/{conversation_id}/mcp (Model Context Protocol, Streamable HTTP, X-API-Key)';

const listQuery = z.object({
  format: z
    .enum(TOOL_FORMATS)
    .optional()
    .describe('openai: function tools ({type, function}); anthropic: {name, description, input_schema}; omitted: {name, description, input_schema}'),
});
const toolParams = z.object({ conversationId: conversationRefParam, tool: z.string().max(200).describe('A tool name from GET /api/chatbot-api/tools') });
const unknownTool = z
  .object({ detail: z.string(), valid_tools: z.array(z.string()).optional().describe('Present when the tool name is unknown: the names there are') })
  .meta({ id: 'ToolNotFound' });
const toolBody = z.record(z.string(), z.unknown()).describe("The tool's arguments, as its input_schema says ({} for the account tools)");

/** A tool run as the HTTP answer: 200 with the tool's reply, or 404 / 422 / 429. */
export function toolRunResponse(run: ToolRun): Record<string, unknown> {
  switch (run.kind) {
    case 'result':
      return run.body;
    case 'unknown_tool':
      throw new HttpError(404, { detail: BOT_MESSAGES.unknownTool, valid_tools: run.validTools });
    case 'conversation_not_found':
      throw new HttpError(404, { detail: CONVERSATION_MESSAGES.notFound });
    case 'invalid_arguments':
      throw new ValidationError(toValidationIssues('body', run.issues));
    case 'rate_limited':
      throw new HttpError(429, { detail: run.message }, { 'Retry-After': String(run.retryAfterSeconds) });
  }
}

/**
 * The bot's toolset on the tenant key: the tool list (in the common JSON-schema form, or OpenAI's or
 * Anthropic's) and running a tool for one of the tenant's conversations (numeric id or
 * ext:<external_id>). Account tools answer needs_verification until that conversation is verified.
 */
export function botToolsRouter(services: Services, docs: ApiDocs, runner: BotRunner): Router {
  const router = Router();
  const base = { tag: 'chatbot-api' as const, security: 'platform' as const, before: [platformAuth(services.tenants)] };

  route(
    router,
    docs,
    {
      ...base,
      method: 'get',
      path: '/api/chatbot-api/tools',
      operationId: 'listTools',
      query: listQuery,
      summary: "The bot's tools as JSON-schema tool definitions (also in OpenAI's or Anthropic's shape)",
      responses: {
        200: {
          description: 'the tool definitions',
          schema: z.object({ format: z.string().optional(), tools: z.array(z.unknown()), execute: z.string(), mcp: z.string() }),
        },
        401: { description: 'Invalid API key' },
        422: { description: 'unknown format' },
      },
    },
    ({ query }) => ({ ...(query.format ? { format: query.format } : {}), tools: toolsIn(query.format), execute: EXECUTE, mcp: MCP }),
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: '/api/chatbot-api/conversations/:conversationId/tools/:tool',
      operationId: 'runTool',
      params: toolParams,
      body: toolBody,
      summary:
        "Run a tool for one of the account's conversations; account tools (and tracking by order number) answer needs_verification until the conversation is verified",
      responses: {
        200: {
          description:
            "the tool's answer, shaped for the bot's read (success false for normal negatives: needs_verification, system_error, conversation_closed)",
          schema: z.object({ success: z.boolean(), message: z.string().optional() }).loose(),
        },
        401: { description: 'Invalid API key' },
        404: {
          description: 'unknown tool ({detail, valid_tools}) or a conversation the account does not have',
          schema: unknownTool,
        },
        422: { description: 'arguments of the wrong type or unknown arguments; detail items with loc like ["body","subject"]' },
        429: { description: 'verification rate limited; honour Retry-After', schema: errorDetail },
      },
    },
    async ({ params, body }, _req, res) => toolRunResponse(await runner.run(authedTenantId(res), params.conversationId, params.tool, body)),
  );

  return router;
}
