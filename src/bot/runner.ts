import { ZodObject, type z } from 'zod';
import type { Clock } from '../../config/clock.js';
import type { ConversationRef, ConversationRefs } from '../conversations/conversation-ref.js';
import type { ActivityLog } from '../activity/log.js';
import { outcomeOf, rowsOf, type ActivityChannel, type ActivityOutcome } from '../activity/outcomes.js';
import type { Logger } from '../logger.js';
import { BOT_MESSAGES, MESSAGES, VERIFICATION_MESSAGES } from '../messages.js';
import { type ConversationSession } from '../verification/verification-service.js';
import { needsVerification, type ApiOutcome } from '../verification/answers.js';
import { BOT_TOOL_NAMES, BOT_TOOLS, isBotToolName, type BotTickets, type BotToolName, type BotVerification, type ToolDefinition } from './tools.js';
import { shapeToolResult } from './tool-result-trim.js';

export interface BotRunnerDeps {
  verification: BotVerification;
  tickets: BotTickets;
  conversations: ConversationRefs;
  clock: Clock;
  logger: Logger;
  /** The tenant's activity log: one record per tool call (never its arguments or answer). */
  activity?: ActivityLog;
}

/** How a tool call ends; each entry point (HTTP, MCP) maps it to its own answer. */
export type ToolRun =
  | { kind: 'unknown_tool'; validTools: readonly BotToolName[] }
  /** Not one of the tenant's conversations (or no such id at all). */
  | { kind: 'conversation_not_found' }
  | { kind: 'invalid_arguments'; issues: readonly z.core.$ZodIssue[] }
  | { kind: 'rate_limited'; retryAfterSeconds: number; message: string }
  /** The tool's answer (success true or false), already shaped for the bot's read. */
  | { kind: 'result'; tool: BotToolName; body: Record<string, unknown> };

type Body = Record<string, unknown>;

/**
 * The arguments with null taken as "not given" for the tool's optional arguments: a model in OpenAI's
 * strict mode sends every property, null for the ones it leaves empty. Anything else is left as sent.
 */
function nullsAsAbsent(def: ToolDefinition, raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw) || !(def.args instanceof ZodObject)) return raw;
  const shape: Record<string, z.ZodType> = def.args.shape;
  return Object.fromEntries(Object.entries(raw).filter(([key, value]) => !(value === null && shape[key]?.safeParse(undefined).success)));
}

/** A tool's reply never carries the tokens: in a conversation the service keeps them. */
function withoutTokens(body: Body): Body {
  const { otp_token: _otp, session_token: _session, ...rest } = body;
  return rest;
}

/**
 * Runs the bot's tools for one of a tenant's conversations, the same way for every entry point:
 * the tool must exist, the conversation must be the tenant's (by id or `ext:<external_id>`), the
 * arguments must match the tool's schema, a closed conversation reads nothing, and the gate is the
 * verification service's conversation binding, never anything in the arguments.
 */
export class BotRunner {
  constructor(private readonly deps: BotRunnerDeps) {}

  /** The tenant's conversation a ref names, or null: MCP answers 404 before any tool runs. */
  async conversationId(tenantId: number, ref: ConversationRef): Promise<number | null> {
    return (await this.deps.conversations.find(tenantId, ref))?.id ?? null;
  }

  /** Runs one tool call and leaves its activity record (`channel`: the tools endpoint or MCP). */
  async run(tenantId: number, ref: ConversationRef, toolName: string, rawArgs: unknown, channel: ActivityChannel = 'conversation_tool'): Promise<ToolRun> {
    const { activity } = this.deps;
    if (!activity) return (await this.runTool(tenantId, ref, toolName, rawArgs)).run;
    const started = performance.now();
    return activity.scope(async (scope) => {
      const { run, conversationId } = await this.runTool(tenantId, ref, toolName, rawArgs);
      activity.record({
        tenantId,
        channel,
        action: isBotToolName(toolName) ? toolName : 'unknown_tool',
        conversationId,
        connectionIds: [...scope.connections],
        ...toolRunActivity(run),
        ...(scope.reason ? { outcome: scope.reason } : {}),
        durationMs: performance.now() - started,
      });
      return run;
    });
  }

  private async runTool(tenantId: number, ref: ConversationRef, toolName: string, rawArgs: unknown): Promise<{ run: ToolRun; conversationId: number | null }> {
    let conversationId: number | null = null;
    const run = await this.runFor(tenantId, ref, toolName, rawArgs, (id) => {
      conversationId = id;
    });
    return { run, conversationId };
  }

  private async runFor(tenantId: number, ref: ConversationRef, toolName: string, rawArgs: unknown, found: (id: number) => void): Promise<ToolRun> {
    if (!isBotToolName(toolName)) return { kind: 'unknown_tool', validTools: BOT_TOOL_NAMES };
    const conversation = await this.deps.conversations.find(tenantId, ref);
    if (!conversation) return { kind: 'conversation_not_found' };
    found(conversation.id);
    const def: ToolDefinition = BOT_TOOLS[toolName];
    const parsed = def.args.safeParse(nullsAsAbsent(def, rawArgs ?? {}), { reportInput: true });
    if (!parsed.success) return { kind: 'invalid_arguments', issues: parsed.error.issues };
    if (conversation.status === 'completed') {
      return { kind: 'result', tool: toolName, body: { success: false, conversation_closed: true, message: BOT_MESSAGES.conversationClosed } };
    }
    const outcome = await this.gated(def, parsed.data, {
      tenantId,
      conversationId: conversation.id,
      known: { name: conversation.customerName, email: conversation.customerEmail, phone: conversation.customerPhone },
    });
    this.deps.logger.info(
      { tenantId, conversationId: conversation.id, tool: toolName, outcome: outcome.kind === 'reply' ? outcome.body.success : outcome.kind },
      'bot tool run',
    );
    if (outcome.kind === 'rate_limited') {
      return { kind: 'rate_limited', retryAfterSeconds: outcome.retryAfterSeconds, message: VERIFICATION_MESSAGES.tooManyRequests(outcome.retryAfterSeconds) };
    }
    const body =
      outcome.kind === 'session_expired' ? { success: false, needs_verification: true, message: MESSAGES.sessionExpired } : withoutTokens(outcome.body);
    const today = new Date(this.deps.clock.now()).toISOString().slice(0, 10);
    return { kind: 'result', tool: toolName, body: shapeToolResult(def.result, body, today) };
  }

  /**
   * The tool's gate, then the tool: a `verified` tool answers needs_verification until the conversation
   * holds a valid session, whatever its arguments; a `verified_for_order_number` tool gets the session
   * opened when its arguments need it; an `open` tool runs as it is.
   */
  private async gated(def: ToolDefinition, args: unknown, call: { tenantId: number; conversationId: number; known: ToolContextKnown }): Promise<ApiOutcome> {
    const { verification, tickets } = this.deps;
    const wants = def.gate === 'verified' || (def.gate === 'verified_for_order_number' && (def.needsSession?.(args) ?? true));
    let session: ConversationSession | null = null;
    if (wants) {
      session = await verification.conversationSession(call.tenantId, call.conversationId);
      if (def.gate === 'verified' && !session.open) return needsVerification(session.had !== 'nothing');
    }
    return def.run({ ...call, session, verification, tickets }, args);
  }
}

type ToolContextKnown = { name: string | null; email: string | null; phone: string | null };

/** A tool run's activity outcome and rows (the tool's name says code_sent/verified apart from ok). */
function toolRunActivity(run: ToolRun): { outcome: ActivityOutcome; rows: number } {
  switch (run.kind) {
    case 'unknown_tool':
    case 'conversation_not_found':
      return { outcome: 'not_found', rows: 0 };
    case 'invalid_arguments':
      return { outcome: 'invalid', rows: 0 };
    case 'rate_limited':
      return { outcome: 'rate_limited', rows: 0 };
    case 'result': {
      const outcome = outcomeOf(200, run.body);
      if (outcome === 'ok' && run.tool === 'verify_identity') return { outcome: 'code_sent', rows: 0 };
      if (outcome === 'ok' && run.tool === 'verify_otp') return { outcome: 'verified', rows: 0 };
      return { outcome, rows: rowsOf(run.body) };
    }
  }
}
