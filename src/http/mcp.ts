import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { toolDefinitions } from '../bot/formats.js';
import type { BotRunner, ToolRun } from '../bot/runner.js';
import { readsOnly } from '../bot/tools.js';
import { conversationRefParam, type ConversationRef } from '../conversations/conversation-ref.js';
import { BOT_MESSAGES, CONVERSATION_MESSAGES } from '../messages.js';
import type { Services } from '../services.js';
import { authedTenantId, platformAuth } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { parseOr422, toValidationIssues } from './middleware/validate.js';
import { jsonRpcError } from './error-shapes.js';
import type { ApiDocs } from './route.js';

export const MCP_PATH = '/api/chatbot-api/conversations/:conversationId/mcp';

const params = z.object({ conversationId: conversationRefParam });

const text = (body: unknown, isError = false): CallToolResult => ({ content: [{ type: 'text', text: JSON.stringify(body) }], isError });

/** A tool run as an MCP tools/call answer: the tool's reply as JSON text (and structured), or an error the model can read. */
function callResult(run: ToolRun): CallToolResult {
  switch (run.kind) {
    case 'result':
      return { ...text(run.body), structuredContent: run.body };
    case 'invalid_arguments':
      return text({ detail: toValidationIssues('body', run.issues) }, true);
    case 'rate_limited':
      return text({ success: false, message: run.message, retry_after_seconds: run.retryAfterSeconds }, true);
    case 'unknown_tool':
      throw new McpError(ErrorCode.InvalidParams, `${BOT_MESSAGES.unknownTool}; valid tools: ${run.validTools.join(', ')}`);
    case 'conversation_not_found':
      throw new McpError(ErrorCode.InvalidParams, CONVERSATION_MESSAGES.notFound);
  }
}

/**
 * One MCP server for one conversation and request (stateless Streamable HTTP): tools/list is the
 * toolset from the same definitions as GET /api/chatbot-api/tools, and tools/call hands the raw
 * arguments to the same runner as POST .../tools/{name}, so the gate is the same.
 */
function conversationServer(runner: BotRunner, version: string, tenantId: number, ref: ConversationRef): McpServer {
  const mcp = new McpServer({ name: 'customer-verification-bot-tools', version }, { capabilities: { tools: { listChanged: false } } });
  mcp.server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: toolDefinitions().map((t) => ({
      name: t.name,
      description: t.description,
      inputSchema: t.input_schema as { type: 'object'; [key: string]: unknown },
      annotations: { readOnlyHint: readsOnly(t.name), openWorldHint: false },
    })),
  }));
  mcp.server.setRequestHandler(CallToolRequestSchema, async (request) =>
    callResult(await runner.run(tenantId, ref, request.params.name, request.params.arguments ?? {}, 'mcp')),
  );
  return mcp;
}

/**
 * The Model Context Protocol endpoint of each conversation, on the tenant key (X-API-Key):
 * POST /api/chatbot-api/conversations/{id or ext:<external_id>}/mcp. A conversation the tenant does not
 * have is 404 before any MCP message is read. Stateless: GET (server-sent stream) and DELETE (session
 * end) answer 405.
 */
export function mcpRouter(services: Services, docs: ApiDocs, runner: BotRunner, version: string): Router {
  const router = Router();
  const auth = platformAuth(services.tenants);

  const handle: RequestHandler = async (req, res) => {
    const tenantId = authedTenantId(res);
    const { conversationId: ref } = parseOr422(params, req.params, 'path');
    if ((await runner.conversationId(tenantId, ref)) === null) throw new HttpError(404, { detail: CONVERSATION_MESSAGES.notFound });
    const mcp = conversationServer(runner, version, tenantId, ref);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    await mcp.connect(transport);
    await transport.handleRequest(req, res, req.body);
  };
  const notAllowed: RequestHandler = (_req, res) => {
    res
      .status(405)
      .set('Allow', 'POST')
      .json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this MCP server is stateless; use POST' }, id: null });
  };
  router.post(MCP_PATH, auth, handle);
  router.get(MCP_PATH, auth, notAllowed);
  router.delete(MCP_PATH, auth, notAllowed);

  docs.add({
    method: 'post',
    path: MCP_PATH,
    operationId: 'callConversationMcp',
    summary:
      "The conversation's Model Context Protocol server (Streamable HTTP, JSON responses): tools/list and tools/call over the bot's toolset, behind the same gate",
    tag: 'chatbot-api',
    security: 'platform',
    params,
    body: z.object({
      jsonrpc: z.literal('2.0'),
      method: z.string(),
      params: z.unknown().optional(),
      id: z.union([z.string(), z.number()]).optional(),
    }),
    responses: {
      200: {
        description: 'JSON-RPC response (Accept must include application/json and text/event-stream)',
        schema: z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.string(), z.number(), z.null()]) }).loose(),
      },
      202: { description: 'a notification or response from the client was accepted (no body)' },
      400: { description: 'not a JSON-RPC message', schema: jsonRpcError },
      404: { description: 'a conversation the account does not have' },
      406: { description: 'Accept header without application/json and text/event-stream', schema: jsonRpcError },
      415: { description: 'Content-Type is not application/json', schema: jsonRpcError },
    },
  });
  return router;
}
