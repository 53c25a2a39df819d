import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { CONVERSATION_MESSAGES, MESSAGES, VERIFICATION_MESSAGES } from '../messages.js';
import { ConversationRefs, conversationRefParam } from '../conversations/conversation-ref.js';
import { IDENTITY_TOKEN_MAX_CHARS } from '../identity/identity-token.js';
import type { Services } from '../services.js';
import type { ApiOutcome } from '../verification/answers.js';
import { TOKEN_MAX_CHARS, withReadsAhead } from '../verification/token-store.js';
import type { ReadKind } from '../verification/verifier.js';
import type { Verification } from '../wiring/verification.js';
import { authedTenantId, platformAuth } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { activityTap } from './activity-tap.js';
import { errorDetail, wrappedRefusal } from './error-shapes.js';
import { route, type ApiDocs } from './route.js';

const conversationId = z.number().int().positive().max(2_147_483_647).describe("The tenant's conversation this call belongs to");
const codeText = z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(40));

const identityBody = z.object({
  full_name: z.string().trim().min(1).max(200),
  postcode: z.string().max(20).optional().default(''),
  email: z.string().max(320).optional().default(''),
  mobile_number: z.string().max(40).optional().default(''),
  conversation_id: conversationId.optional(),
});
const otpBody = z
  .object({
    otp_token: z.string().max(TOKEN_MAX_CHARS).optional().describe('From verify-identity; may be left out when conversation_id is given'),
    otp_code: codeText,
    conversation_id: conversationId.optional(),
  })
  .refine((b) => Boolean(b.otp_token) || b.conversation_id !== undefined, { message: 'Field required', path: ['otp_token'] });
const accountBody = z
  .object({
    session_token: z.string().max(TOKEN_MAX_CHARS).optional().describe('From verify-otp; may be left out when conversation_id is given'),
    conversation_id: conversationId.optional(),
  })
  .refine((b) => Boolean(b.session_token) || b.conversation_id !== undefined, { message: 'Field required', path: ['session_token'] });

const orderStatusBody = z.object({
  tracking_number: z.string().max(100).optional().describe('8 or more letters and digits, at least one digit: no verification needed'),
  order_number: z
    .string()
    .max(100)
    .optional()
    .describe("Needs a verified session (session_token or conversation_id); only the verified customer's own order is shown"),
  postcode: z.string().max(20).optional().describe('Passed to carriers that need it with the number'),
  session_token: z.string().max(TOKEN_MAX_CHARS).optional(),
  conversation_id: conversationId.optional(),
});
/** An identity token as the bot platform's server passes it (a compact JWS). */
export const identityTokenSchema = z
  .string()
  .trim()
  .min(1)
  .max(IDENTITY_TOKEN_MAX_CHARS)
  .describe("A JWT the business's own server signed (header kid = a key_id)");
const identifyBody = z.object({ identity_token: identityTokenSchema });
const flatReply = z.object({ success: z.boolean(), message: z.string().optional(), system_error: z.boolean().optional() }).loose();
const responses = {
  200: { description: 'success true with the data, or a normal negative answer (success false, system_error when a lookup failed)', schema: flatReply },
  401: { description: 'An unknown or expired session (account calls)', schema: wrappedRefusal },
  422: { description: 'invalid body' },
  429: { description: 'rate limited; honour Retry-After', schema: errorDetail },
};

/** Maps a verification outcome to the HTTP answer. */
function send(outcome: ApiOutcome): Record<string, unknown> {
  if (outcome.kind === 'reply') return outcome.body;
  if (outcome.kind === 'session_expired') throw new HttpError(401, { detail: { success: false, message: MESSAGES.sessionExpired } });
  const s = outcome.retryAfterSeconds;
  throw new HttpError(429, { detail: VERIFICATION_MESSAGES.tooManyRequests(s) }, { 'Retry-After': String(s) });
}

/**
 * The platform's verification API on the tenant key (spec part D): verify-identity and verify-otp
 * through the tenant's verifying connection, and the account reads with the service's session_token.
 * The bot's toolset (tool list, tool runs per conversation) is in bot-tools.ts.
 */
export function chatbotApiRouter(services: Services, docs: ApiDocs, verification: Verification): Router {
  const router = Router();
  const { service } = verification;
  // The record a call looks at first (its otp_token's, its session_token's) is asked for in the call's
  // first turn, beside its API key's epoch read: one round trip to Redis for both.
  const readAhead: RequestHandler = (req, _res, next) =>
    withReadsAhead(() => {
      const body: unknown = req.body;
      if (typeof body === 'object' && body !== null) {
        const { otp_token, session_token } = body as Record<string, unknown>;
        verification.readAhead({ otpToken: otp_token, sessionToken: session_token });
      }
      next();
    });
  const base = {
    tag: 'chatbot-api' as const,
    security: 'platform' as const,
    before: [readAhead, activityTap(services.activity, { channel: 'platform_api' }), platformAuth(services.tenants)],
  };

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: '/api/chatbot-api/verify-identity',
      operationId: 'verifyIdentity',
      body: identityBody,
      responses,
      summary: "Match the customer (full name + postcode, email or mobile) through the tenant's verifying connection; returns the service's otp_token",
    },
    async ({ body }, _req, res) => {
      const { conversation_id, ...input } = body;
      return send(await service.verifyIdentity(authedTenantId(res), input, conversation_id ?? null));
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: '/api/chatbot-api/verify-otp',
      operationId: 'verifyOtp',
      body: otpBody,
      responses,
      summary: 'Check the code; returns a 30-minute session_token bound to this tenant (and conversation, when given)',
    },
    async ({ body }, _req, res) =>
      send(await service.verifyOtp(authedTenantId(res), { otpToken: body.otp_token, code: body.otp_code, conversationId: body.conversation_id ?? null })),
  );

  const reads: [string, ReadKind, string, string][] = [
    ['account-summary', 'account', 'readAccountSummary', "The verified customer's account object"],
    ['orders', 'orders', 'readOrders', "The verified customer's 10 most recent orders, most recent first; more and more_count say how many were left out"],
    [
      'invoices',
      'invoices',
      'readInvoices',
      "The verified customer's 12 most recent invoices, most recent first; more and more_count say how many were left out",
    ],
    ['bookings', 'bookings', 'readBookings', "The verified customer's bookings, upcoming soonest first, then past (5 at most; more_count for the rest)"],
    ['subscriptions', 'subscriptions', 'readSubscriptions', "The verified customer's subscriptions and memberships (10 at most; more_count for the rest)"],
    [
      'tickets',
      'tickets',
      'readTickets',
      "The verified customer's support tickets (the service's support desk and connected helpdesks), most recently updated first (10 at most; more_count for the rest)",
    ],
  ];
  for (const [path, kind, operationId, summary] of reads) {
    const spec = { ...base, method: 'post' as const, path: `/api/chatbot-api/${path}`, operationId, body: accountBody, responses, summary };
    route(router, docs, spec, async ({ body }, _req, res) =>
      send(await service.read(authedTenantId(res), kind, { sessionToken: body.session_token, conversationId: body.conversation_id ?? null })),
    );
  }

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: '/api/chatbot-api/order-status',
      operationId: 'trackOrderStatus',
      body: orderStatusBody,
      responses,
      summary:
        "Parcel tracking through the tenant's tracking connection: by tracking number without verification, by order number only for the verified customer's own order",
    },
    async ({ body }, _req, res) => {
      const { session_token, conversation_id, ...args } = body;
      return send(await service.trackOrder(authedTenantId(res), conversation_id ?? null, args, { sessionToken: session_token }));
    },
  );

  const refs = new ConversationRefs(services.orm);
  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: '/api/chatbot-api/conversations/:conversationId/identify',
      operationId: 'identifyConversation',
      params: z.object({ conversationId: conversationRefParam }),
      body: identifyBody,
      responses: {
        200: {
          description:
            'success true with method signed_identity (the conversation now holds a 30-minute session), or success false: ' +
            'a token that could not be checked, no such customer, or a verifier that cannot take signed identities',
          schema: flatReply,
        },
        400: { description: 'the conversation is completed', schema: errorDetail },
        401: { description: 'Invalid API key' },
        404: { description: 'a conversation the account does not have', schema: errorDetail },
        422: { description: 'invalid body' },
        429: { description: 'rate limited; honour Retry-After', schema: errorDetail },
      },
      summary:
        "Sign in a customer who is already signed in on the business's own site, from the bot platform's server (never the model): " +
        'an identity token (JWT, HS256, kid = a key_id, aud tenant:<id>, at most 10 minutes, single-use jti) instead of a code',
    },
    async ({ params, body }, _req, res) => {
      const tenantId = authedTenantId(res);
      const conversation = await refs.find(tenantId, params.conversationId);
      if (!conversation) throw new HttpError(404, { detail: CONVERSATION_MESSAGES.notFound });
      if (conversation.status === 'completed') throw new HttpError(400, { detail: CONVERSATION_MESSAGES.completed });
      return send(await service.identify(tenantId, conversation.id, body.identity_token));
    },
  );

  return router;
}
