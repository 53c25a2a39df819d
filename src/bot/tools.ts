import { z } from 'zod';
import { LIMITS } from '../../config/limits.js';
import type { CreateTicketOutcome, CreateTicketRequest } from '../tickets/create-ticket.js';
import { TICKET_MESSAGES, VERIFICATION_MESSAGES } from '../messages.js';
import type { OpenSession } from '../verification/account-reads.js';
import { trackingLookupOf } from '../verification/tracking-numbers.js';
import type { ConversationSession, VerifiedContact } from '../verification/verification-service.js';
import type { ApiOutcome } from '../verification/answers.js';
import type { IdentityInput, ReadKind } from '../verification/verifier.js';
import type { ResultShape } from './tool-result-trim.js';

/**
 * The bot's toolset as data: one entry per tool with its name, the words the model reads, its zod
 * arguments, the gate it sits behind (read by the runner), what it runs (`run`: one call of the
 * verification service or the ticket intake) and how its result is cut to the bot's read. The runner
 * (runner.ts) is the only code that runs them, for every entry point: GET /api/chatbot-api/tools
 * (formats.ts), POST /api/chatbot-api/conversations/{id}/tools/{name} and the MCP server.
 *
 * No tool argument can carry a session, an otp_token or a customer id: the conversation holds the
 * pending code and the session, and the verified customer is the only one any tool reads.
 */

/** Who may run a tool in a conversation (the runner reads it before the tool runs). */
export type GateRule =
  /** Anyone: verification itself, and raising a ticket. */
  | 'open'
  /** Only once the conversation holds a valid session: the runner answers needs_verification before, whatever the arguments. */
  | 'verified'
  /**
   * By tracking number: anyone; by order number (the tool's `needsSession` says which): the runner opens
   * the conversation's session and the tool answers needs_verification without one.
   */
  | 'verified_for_order_number';

const READ_ONLY = 'Read-only: it cannot change, cancel, refund or pay for anything.';
const ANSWER_RULES =
  'Answer only from what it returns; never invent figures, dates or statuses. ' +
  'If system_error is true, tell the customer you cannot check right now — never that nothing exists. ' +
  'If needs_verification is true, verify the customer first with verify_identity and verify_otp. ' +
  'more: true means rows were left out and more_count says how many: tell the customer there are more than those shown.';
const CHANGES = 'If the customer asks for a change, cancellation, refund or payment, use create_ticket instead.';
const accountRules = `${READ_ONLY} ${ANSWER_RULES} ${CHANGES}`;

// Arguments. Tools with arguments are strict (an unknown field is a 422); account tools take none and
// ignore whatever is sent, so a session_token or customer_id in their arguments changes nothing.
const identityArgs = z
  .object({
    full_name: z.string().trim().min(1).max(200).describe("The customer's full name as they gave it"),
    postcode: z.string().max(20).optional().describe('Postcode on the account'),
    email: z.string().max(320).optional().describe('Email address on the account'),
    mobile_number: z.string().max(40).optional().describe('Mobile number on the account (07... or +44 7...)'),
  })
  .strict();
const otpArgs = z
  .object({
    otp_code: z.string().max(40).describe('The six-digit code the customer received, as a string'),
  })
  .strict();
const noArgs = z.object({}).describe('No arguments: the verified customer of this conversation is used');
const trackArgs = z
  .object({
    tracking_number: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .describe(`The parcel's tracking number (${LIMITS.trackingNumberMinChars} or more characters with digits); needs no verification`),
    order_number: z.string().trim().min(1).max(100).optional().describe('The order number; only answers once the customer is verified in this conversation'),
    postcode: z.string().trim().max(20).optional().describe('Delivery postcode, for carriers that need it with the number'),
  })
  .strict()
  .refine((a) => a.tracking_number !== undefined || a.order_number !== undefined, {
    message: 'Give tracking_number or order_number',
    path: ['tracking_number'],
  });
const ticketArgs = z
  .object({
    subject: z.string().trim().min(LIMITS.ticketSubjectMinChars).max(LIMITS.ticketSubjectMaxChars).describe('A short summary (5 to 255 characters)'),
    description: z
      .string()
      .trim()
      .min(LIMITS.ticketDescriptionMinChars)
      .max(LIMITS.ticketDescriptionMaxChars)
      .describe('What the customer asked for, in their words and with any references they gave (10 to 5,000 characters)'),
    category: z
      .string()
      .trim()
      .max(64)
      .optional()
      .describe(
        'What the request is about — always pass it: contract_cancellation, payment_issue, network_refresh, sim_activation, customer_inquiry, or general for anything else. ' +
          'It sets the priority, and a new request of another category opens its own ticket instead of joining an open one',
      ),
  })
  .strict();

export type IdentityArgs = z.output<typeof identityArgs>;
export type TrackArgs = z.output<typeof trackArgs>;
export type TicketArgs = z.output<typeof ticketArgs>;

/** What the tools need of verification (VerificationService provides it). */
export interface BotVerification {
  verifyIdentity(tenantId: number, input: IdentityInput, conversationId: number | null): Promise<ApiOutcome>;
  verifyOtp(tenantId: number, req: { code: string; conversationId: number | null }): Promise<ApiOutcome>;
  /** The session a conversation holds, opened (the gate). */
  conversationSession(tenantId: number, conversationId: number): Promise<ConversationSession>;
  /** A read of an opened session: the verifier and the tenant's data connections. */
  readOpen(open: OpenSession, kind: ReadKind): Promise<ApiOutcome>;
  /** By tracking number without verification; by order number only for the conversation's verified customer. */
  trackOrder(tenantId: number, conversationId: number | null, args: TrackArgs, found: { session?: ConversationSession }): Promise<ApiOutcome>;
  verifiedContact(tenantId: number, conversationId: number): Promise<VerifiedContact | null>;
}

export interface BotTickets {
  create(tenantId: number, req: CreateTicketRequest): Promise<CreateTicketOutcome>;
}

/** What a tool runs with. */
export interface ToolContext {
  tenantId: number;
  conversationId: number;
  /** The conversation's session, opened by the runner when the tool's gate asks for it (else null). */
  session: ConversationSession | null;
  verification: BotVerification;
  tickets: BotTickets;
  /** What the conversation was started with (create_ticket fills the gaps of the verified contact with it). */
  known: { name: string | null; email: string | null; phone: string | null };
}

export interface ToolDefinition<S extends z.ZodType = z.ZodType> {
  description: string;
  gate: GateRule;
  /** Gate verified_for_order_number: whether these arguments need the conversation's session. */
  needsSession?: (args: z.output<S>) => boolean;
  /** How the result is cut to the bot's read (tool-result-trim.ts). */
  result: ResultShape;
  args: S;
  /** What the tool does, once the runner has checked the arguments, the conversation and the gate. */
  run(ctx: ToolContext, args: z.output<S>): Promise<ApiOutcome>;
}

const tool = <S extends z.ZodType>(def: ToolDefinition<S>): ToolDefinition<S> => def;

const read = (kind: ReadKind, description: string): ToolDefinition<typeof noArgs> =>
  tool({
    args: noArgs,
    gate: 'verified',
    result: { kind: 'read', read: kind },
    description: `${description} ${accountRules}`,
    // Whatever arguments were sent: only the conversation's own session, opened by the gate, is read.
    run: (ctx) => (ctx.session?.open ? ctx.verification.readOpen(ctx.session.open, kind) : Promise.resolve({ kind: 'session_expired' })),
  });

async function createTicket(ctx: ToolContext, a: TicketArgs): Promise<ApiOutcome> {
  const contact = await ctx.verification.verifiedContact(ctx.tenantId, ctx.conversationId);
  const outcome = await ctx.tickets.create(ctx.tenantId, {
    // The verified record's details first; what the conversation was started with fills the gaps.
    customerName: contact?.name || ctx.known.name || '',
    customerEmail: contact?.email ?? ctx.known.email,
    customerMobile: contact?.mobile ?? ctx.known.phone,
    subject: a.subject,
    description: a.description,
    category: a.category ?? null,
    sessionToken: null,
    conversationId: ctx.conversationId,
    identityKey: contact ? `conversation:${ctx.conversationId}` : null,
  });
  const { ticket } = outcome;
  const message = outcome.kind === 'created' ? TICKET_MESSAGES.created(ticket.ticketNumber) : TICKET_MESSAGES.joined(ticket.ticketNumber, ticket.subject);
  return {
    kind: 'reply',
    body: { success: true, message, ticket_number: ticket.ticketNumber, status: ticket.status, joined_existing: outcome.kind === 'joined' },
  };
}

export const BOT_TOOLS = {
  verify_identity: tool({
    args: identityArgs,
    gate: 'open',
    result: { kind: 'as_is' },
    description:
      'Start verifying the customer: give their full name and at least one of postcode, email or mobile number, exactly as they said them. ' +
      'On success a one-time code goes to contact details already on the account (never to a number typed in the chat); ask the customer for it. ' +
      'A mismatch gives one message for every kind of mismatch: do not guess which detail was wrong. If system_error is true, say you cannot check accounts right now. ' +
      'If the answer carries retry_after, that contact has been sent too many codes: read the message out and do not ask again for that many seconds.',
    run: (ctx, a) =>
      ctx.verification.verifyIdentity(
        ctx.tenantId,
        { full_name: a.full_name, postcode: a.postcode ?? '', email: a.email ?? '', mobile_number: a.mobile_number ?? '' },
        ctx.conversationId,
      ),
  }),
  verify_otp: tool({
    args: otpArgs,
    gate: 'open',
    result: { kind: 'as_is' },
    description:
      'Finish verifying the customer with the six-digit code they received. On success the account tools answer for this conversation, for 30 minutes. ' +
      'After five wrong codes, or after 10 minutes, the customer must ask for a new code (verify_identity again); only the newest code works. ' +
      'If the answer carries retry_after, too many wrong codes were tried for that contact: read the message out and wait that many seconds.',
    run: async (ctx, a) => {
      const outcome = await ctx.verification.verifyOtp(ctx.tenantId, { code: a.otp_code, conversationId: ctx.conversationId });
      if (outcome.kind === 'reply' && outcome.body.success === true) return { kind: 'reply', body: { success: true, message: VERIFICATION_MESSAGES.verified } };
      return outcome;
    },
  }),
  account_summary: read('account', "The verified customer's account: status, plan, balance due, next payment, services, upcoming bookings and subscriptions."),
  orders: read('orders', `The verified customer's orders, most recent first (at most ${LIMITS.recentOrders}).`),
  invoices: read(
    'invoices',
    `The verified customer's invoices, most recent first (at most ${LIMITS.recentInvoices}); credit notes have negative amounts or status credit.`,
  ),
  bookings: read(
    'bookings',
    `The verified customer's bookings: upcoming ones soonest first, then past ones (at most ${LIMITS.upcomingBookings}). Times are as the system reports them.`,
  ),
  subscriptions: read('subscriptions', "The verified customer's subscriptions, memberships or enrolments (plan, status, next billing date)."),
  tickets: read(
    'tickets',
    "The verified customer's support tickets, most recently updated first (number, subject, status and dates only): those in the business's own support desk " +
      '(source "Support desk", including any raised in this conversation with create_ticket) and those in its connected helpdesk.',
  ),
  track_order: tool({
    args: trackArgs,
    gate: 'verified_for_order_number',
    needsSession: (a) => trackingLookupOf(a) === 'order_number',
    result: { kind: 'tracking' },
    description:
      'Parcel tracking. By tracking_number (as printed on the dispatch email) it needs no verification and answers only for that exact parcel. ' +
      'By order_number it answers needs_verification until the customer is verified in this conversation, and then only for their own order. ' +
      `${READ_ONLY} ${ANSWER_RULES} Never give an eta the result does not contain.`,
    run: (ctx, a) => ctx.verification.trackOrder(ctx.tenantId, ctx.conversationId, a, ctx.session ? { session: ctx.session } : {}),
  }),
  create_ticket: tool({
    args: ticketArgs,
    gate: 'open',
    result: { kind: 'as_is' },
    description:
      "Raise a support ticket for the business's team: every request to change, cancel, refund, pay or complain becomes one, because the account tools are read-only. " +
      'Needs no verification; once the customer is verified, their verified name, email and mobile are added by the service. The ticket is linked to this conversation. ' +
      'Always pass the category. The same customer again within three hours about the same request (the same category) joins their open ticket (joined_existing true, ' +
      'and the message names the ticket it joined); a request of another category opens a new ticket. Tell the customer the ticket number; never promise an outcome or a date.',
    run: createTicket,
  }),
};

export type BotToolName = keyof typeof BOT_TOOLS;
export const BOT_TOOL_NAMES = Object.keys(BOT_TOOLS) as BotToolName[];

export function isBotToolName(name: string): name is BotToolName {
  return Object.hasOwn(BOT_TOOLS, name);
}

/** Whether a tool only reads (account reads, tracking); verification and tickets change state. */
export function readsOnly(name: BotToolName): boolean {
  const { result } = BOT_TOOLS[name] as ToolDefinition;
  return result.kind === 'read' || result.kind === 'tracking';
}
