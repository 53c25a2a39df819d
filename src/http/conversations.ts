import { Router } from 'express';
import { z } from 'zod';
import { ConversationContent } from '../conversations/conversation-content.js';
import { ConversationLifecycle, type StateChangeOutcome } from '../conversations/conversation-lifecycle.js';
import { ConversationQueries } from '../conversations/conversation-queries.js';
import { ConversationRefs, conversationRefParam, externalIdSchema, type ConversationRef } from '../conversations/conversation-ref.js';
import { commentView, conversationView, messageView } from '../conversations/conversation-view.js';
import { CONVERSATION_STATUSES } from '../../config/contract.js';
import { MESSAGE_ROLES } from '../db/entities/conversation-message.js';
import { CONVERSATION_MESSAGES, IDENTITY_MESSAGES, VERIFICATION_MESSAGES } from '../messages.js';
import type { ApiOutcome } from '../verification/answers.js';
import type { Verification } from '../wiring/verification.js';
import { identityTokenSchema } from './chatbot-api.js';
import type { Services } from '../services.js';
import { authedTenantId, platformAuth } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { newestFirstPage, newestFirstQuery } from './paging.js';
import { errorDetail } from './error-shapes.js';
import { route, type ApiDocs } from './route.js';
import { buildReceipts } from '../wiring/receipts.js';

const TAG = 'conversations' as const;
const MESSAGE_MAX_CHARS = 10_000;
const COMMENT_MAX_CHARS = 5_000;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const rowId = z.number().int().positive().max(2_147_483_647);
const timestamp = z.string().describe('ISO 8601');

const conversationRecord = z.object({
  conversation_id: z.number().int(),
  external_id: z.string().nullable(),
  channel: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  customer_phone: z.string().nullable(),
  language: z.string().nullable(),
  started_at: timestamp,
  ended_at: timestamp.nullable(),
  handed_over_at: timestamp.nullable(),
  handed_over_to_user_id: z.number().int().nullable(),
  identified_method: z.enum(['verified', 'recognised']).nullable(),
  identified_at: timestamp.nullable(),
  customer_profile_id: z.number().int().nullable(),
});
const messageRecord = z.object({
  message_id: z.number().int(),
  role: z.enum(MESSAGE_ROLES),
  content: z.string(),
  language: z.string().nullable(),
  author_user_id: z.number().int().nullable(),
  created_at: timestamp,
});
const identity = z.object({ match_key: optionalText(200), display_name: optionalText(200) });
const commentRecord = z.object({
  comment_id: z.number().int(),
  comment: z.string(),
  author: z.string().nullable(),
  external_ref: z.string().nullable(),
  identity: z.object({ match_key: z.string().nullable(), display_name: z.string().nullable() }).nullable(),
  created_at: timestamp,
});

const startBody = z.object({
  channel: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'A channel name such as web, widget, whatsapp, sms, email or voice'),
  customer_name: optionalText(200),
  customer_email: optionalText(320),
  customer_phone: optionalText(40),
  language: optionalText(16).describe('e.g. en; messages default to it'),
  external_id: externalIdSchema.optional(),
  identity_token: identityTokenSchema
    .optional()
    .describe("A signed identity token from the business's own server: the conversation starts identified (the answer's identity says how it went)"),
});
const messageBody = z.object({
  role: z.enum(MESSAGE_ROLES).describe('customer messages raise message.received; bot and team replies are stored and raise nothing'),
  content: z.string().trim().min(1).max(MESSAGE_MAX_CHARS),
  language: optionalText(16),
  author_user_id: rowId.nullish(),
});
const handoverBody = z.object({ user_id: rowId.nullish().describe('The team member it goes to; null or omitted: the team') });
const commentBody = z.object({
  comment: z.string().trim().min(1).max(COMMENT_MAX_CHARS),
  author: optionalText(200),
  external_ref: optionalText(200).describe("The caller's own reference for this comment"),
  identity: identity.nullish().describe('Whom the comment concerns'),
});
const recognisedBody = z.object({
  customer_profile_id: rowId.describe("The tenant's profile of the returning customer"),
  customer_name: optionalText(200),
  customer_email: optionalText(320),
  customer_phone: optionalText(40),
});
const listQuery = newestFirstQuery(CONVERSATION_STATUSES);
const idParams = z.object({ conversationId: conversationRefParam });

const one = (data: z.ZodType) => z.object({ success: z.literal(true), data });
const notFound = { description: CONVERSATION_MESSAGES.notFound, schema: errorDetail };
const badState = {
  description: "not allowed in the conversation's status",
  schema: z.object({
    detail: z.string(),
    status: z.enum(CONVERSATION_STATUSES).optional(),
    allowed_statuses: z.array(z.enum(CONVERSATION_STATUSES)).optional(),
  }),
};
const unauthorised = { description: 'Invalid API key' };

const identityResult = z
  .object({ success: z.boolean(), message: z.string(), method: z.literal('signed_identity').optional() })
  .loose()
  .describe('How identifying the customer with identity_token went: as POST /api/chatbot-api/conversations/{id}/identify answers');

/** The identify answer as the start of a conversation carries it (a rate limit or an ended session as words). */
function identityAnswer(outcome: ApiOutcome): Record<string, unknown> {
  if (outcome.kind === 'reply') return outcome.body;
  if (outcome.kind === 'rate_limited') return { success: false, message: VERIFICATION_MESSAGES.tooManyRequests(outcome.retryAfterSeconds) };
  return { success: false, message: IDENTITY_MESSAGES.tokenRefused };
}

function changed(outcome: StateChangeOutcome): { success: true; data: ReturnType<typeof conversationView> } {
  if (outcome.kind === 'not_found') throw new HttpError(404, { detail: CONVERSATION_MESSAGES.notFound });
  if (outcome.kind === 'invalid_transition') {
    throw new HttpError(400, { detail: CONVERSATION_MESSAGES.cannotMove(outcome.from, outcome.to), status: outcome.from, allowed_statuses: outcome.allowed });
  }
  return { success: true, data: conversationView(outcome.conversation) };
}

/**
 * The Conversations API on the tenant key (an sbx_ key reaches only the sandbox's conversations):
 * start, list, read, add messages and comments, hand over, close, and mark a returning customer
 * recognised. Every route under /api/conversations/:conversationId takes the numeric id or
 * `ext:<external_id>` (the id the bot platform gave the conversation at start). Each change raises its event through the outbox in the same transaction.
 */
export function conversationsRouter(services: Services, docs: ApiDocs, verification?: Verification): Router {
  const router = Router();
  const before = [platformAuth(services.tenants)];
  const base = { tag: TAG, security: 'platform' as const, before };
  const lifecycle = new ConversationLifecycle(services.orm, services.clock);
  const content = new ConversationContent(services.orm, services.clock);
  const queries = new ConversationQueries(services.orm);
  const refs = new ConversationRefs(services.orm);
  const receipts = buildReceipts(services);
  /** The numeric id a route's `123` or `ext:<external_id>` names; 404 when the tenant has no such conversation. */
  const idOf = async (tenantId: number, ref: ConversationRef): Promise<number> => {
    const id = await refs.idOf(tenantId, ref);
    if (id === null) throw new HttpError(404, { detail: CONVERSATION_MESSAGES.notFound });
    return id;
  };

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: '/api/conversations',
      operationId: 'startConversation',
      body: startBody,
      summary:
        'Start a conversation (raises conversation.started); with an external_id already used by the account, returns that conversation (200) and raises nothing',
      responses: {
        201: {
          description: 'the new conversation (with identity when identity_token was given)',
          schema: one(conversationRecord).extend({ identity: identityResult.optional() }),
        },
        200: { description: 'the conversation that already has this external_id', schema: one(conversationRecord) },
        401: unauthorised,
        422: { description: 'invalid body' },
      },
    },
    async ({ body }, _req, res) => {
      const { conversation, created } = await lifecycle.start(authedTenantId(res), {
        channel: body.channel,
        customerName: body.customer_name,
        customerEmail: body.customer_email,
        customerPhone: body.customer_phone,
        language: body.language,
        externalId: body.external_id ?? null,
      });
      res.status(created ? 201 : 200);
      if (body.identity_token === undefined) return { success: true, data: conversationView(conversation) };
      const identity = verification
        ? identityAnswer(await verification.service.identify(authedTenantId(res), conversation.id, body.identity_token))
        : { success: false, message: IDENTITY_MESSAGES.tokenRefused };
      const fresh = identity['success'] === true ? await refs.find(authedTenantId(res), { kind: 'id', id: conversation.id }) : null;
      return { success: true, data: conversationView(fresh ?? conversation), identity };
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'get',
      path: '/api/conversations',
      operationId: 'listConversations',
      query: listQuery,
      summary: "The account's conversations, newest first",
      responses: {
        200: {
          description: 'a page',
          schema: newestFirstPage(conversationRecord),
        },
        401: unauthorised,
      },
    },
    async ({ query }, _req, res) => {
      const page = await queries.list(authedTenantId(res), query);
      return { success: true, count: page.conversations.length, data: page.conversations.map(conversationView), next_before: page.nextBefore };
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'get',
      path: '/api/conversations/:conversationId',
      operationId: 'getConversation',
      params: idParams,
      summary: 'One conversation with its messages and comments',
      responses: {
        200: {
          description: 'the conversation',
          schema: one(conversationRecord.extend({ messages: z.array(messageRecord), comments: z.array(commentRecord) })),
        },
        401: unauthorised,
        404: notFound,
      },
    },
    async ({ params }, _req, res) => {
      const tenantId = authedTenantId(res);
      const found = await queries.get(tenantId, await idOf(tenantId, params.conversationId));
      if (!found) throw new HttpError(404, { detail: CONVERSATION_MESSAGES.notFound });
      return {
        success: true,
        data: { ...conversationView(found.conversation), messages: found.messages.map(messageView), comments: found.comments.map(commentView) },
      };
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: '/api/conversations/:conversationId/messages',
      operationId: 'addConversationMessage',
      params: idParams,
      body: messageBody,
      summary: 'Add a message (a customer message raises message.received; bot and team replies raise nothing)',
      responses: {
        201: { description: 'the stored message', schema: one(messageRecord) },
        400: badState,
        401: unauthorised,
        404: notFound,
        422: { description: 'invalid body' },
      },
    },
    async ({ params, body }, _req, res) => {
      const tenantId = authedTenantId(res);
      const outcome = await content.addMessage(tenantId, await idOf(tenantId, params.conversationId), {
        role: body.role,
        content: body.content,
        language: body.language,
        authorUserId: body.author_user_id,
      });
      if (outcome.kind === 'not_found') throw new HttpError(404, { detail: CONVERSATION_MESSAGES.notFound });
      if (outcome.kind === 'completed') throw new HttpError(400, { detail: CONVERSATION_MESSAGES.completed, status: 'completed', allowed_statuses: [] });
      res.status(201);
      return { success: true, data: messageView(outcome.message) };
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: '/api/conversations/:conversationId/handover',
      operationId: 'handOverConversation',
      params: idParams,
      body: handoverBody,
      summary: 'Hand the conversation to the team (raises conversation.handed_over)',
      responses: { 200: { description: 'the conversation', schema: one(conversationRecord) }, 400: badState, 401: unauthorised, 404: notFound },
    },
    async ({ params, body }, _req, res) => {
      const tenantId = authedTenantId(res);
      return changed(await lifecycle.handOver(tenantId, await idOf(tenantId, params.conversationId), body.user_id ?? null));
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: '/api/conversations/:conversationId/close',
      operationId: 'closeConversation',
      params: idParams,
      summary: "Close the conversation: status completed (raises conversation.ended; the verified customer's receipt, when one is due, is sent)",
      responses: { 200: { description: 'the conversation', schema: one(conversationRecord) }, 400: badState, 401: unauthorised, 404: notFound },
    },
    async ({ params }, _req, res) => {
      const tenantId = authedTenantId(res);
      const id = await idOf(tenantId, params.conversationId);
      const outcome = await lifecycle.close(tenantId, id);
      if (outcome.kind === 'changed') {
        // The receipt falls due with the close; a failure here leaves it to the sweep, never fails the close.
        await receipts.closed(tenantId, id).catch((err: unknown) => services.logger.error({ err, tenantId, conversationId: id }, 'receipt not made due'));
      }
      return changed(outcome);
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: '/api/conversations/:conversationId/comments',
      operationId: 'addConversationComment',
      params: idParams,
      body: commentBody,
      summary: 'Add a comment (raises comment.created with author, external_ref and identity)',
      responses: { 201: { description: 'the comment', schema: one(commentRecord) }, 401: unauthorised, 404: notFound, 422: { description: 'invalid body' } },
    },
    async ({ params, body }, _req, res) => {
      const tenantId = authedTenantId(res);
      const outcome = await content.addComment(tenantId, await idOf(tenantId, params.conversationId), {
        comment: body.comment,
        author: body.author,
        externalRef: body.external_ref,
        identity: body.identity ? { matchKey: body.identity.match_key, displayName: body.identity.display_name } : null,
      });
      if (outcome.kind === 'not_found') throw new HttpError(404, { detail: CONVERSATION_MESSAGES.notFound });
      res.status(201);
      return { success: true, data: commentView(outcome.comment) };
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: '/api/conversations/:conversationId/recognised',
      operationId: 'markConversationRecognised',
      params: idParams,
      body: recognisedBody,
      summary: 'The customer is recognised as returning (raises customer.identified, method recognised, with customer_profile_id)',
      responses: {
        200: { description: 'the conversation', schema: one(conversationRecord) },
        401: unauthorised,
        404: notFound,
        422: { description: 'invalid body' },
      },
    },
    async ({ params, body }, _req, res) => {
      const tenantId = authedTenantId(res);
      const c = await lifecycle.identified(tenantId, await idOf(tenantId, params.conversationId), {
        method: 'recognised',
        customerProfileId: body.customer_profile_id,
        customerName: body.customer_name,
        customerEmail: body.customer_email,
        customerPhone: body.customer_phone,
      });
      if (!c) throw new HttpError(404, { detail: CONVERSATION_MESSAGES.notFound });
      return { success: true, data: conversationView(c) };
    },
  );

  return router;
}
