import { z } from 'zod';
import { LIMITS } from '../../config/limits.js';
import type { ReadKind } from '../verification/verifier.js';
import type { ResultShape } from './tool-result-trim.js';

/**
 * The bot's toolset as data: one entry per tool with its name, the words the model reads, its zod
 * arguments, the gate it sits behind, what it does and how its result is cut to the bot's read. The
 * runner (runner.ts) is the only code that runs them, for every entry point: GET /api/chatbot-api/tools
 * (formats.ts), POST /api/chatbot-api/conversations/{id}/tools/{name} and the MCP server.
 *
 * No tool argument can carry a session, an otp_token or a customer id: the conversation holds the
 * pending code and the session, and the verified customer is the only one any tool reads.
 */

/** Who may run a tool in a conversation. */
export type GateRule =
  /** Anyone: verification itself, and raising a ticket. */
  | 'open'
  /** Only once the conversation holds a valid session (needs_verification before, whatever the arguments). */
  | 'verified'
  /** By tracking number: anyone; by order number: only once the conversation is verified. */
  | 'verified_for_order_number';

const READ_ONLY = 'Read-only: it cannot change, cancel, refund or pay for anything.';
const ANSWER_RULES =
  'Answer only from what it returns; never invent figures, dates or statuses. ' +
  'If system_error is true, tell the customer you cannot check right now — never that nothing exists. ' +
  'If needs_verification is true, verify the customer first with verify_identity and verify_otp. ' +
  'more: true means older rows were left out (more_count, when given, says how many).';
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
      .describe('Sets the priority: contract_cancellation, payment_issue, network_refresh, sim_activation, general (default) or customer_inquiry'),
  })
  .strict();

export type IdentityArgs = z.output<typeof identityArgs>;
export type TrackArgs = z.output<typeof trackArgs>;
export type TicketArgs = z.output<typeof ticketArgs>;

interface Common {
  description: string;
  gate: GateRule;
  /** How the result is cut to the bot's read (trim.ts). */
  result: ResultShape;
}

/** What a tool does; each action names its own argument schema so the runner gets typed arguments. */
export type ToolDefinition = Common &
  (
    | { action: 'verify_identity'; args: typeof identityArgs }
    | { action: 'verify_otp'; args: typeof otpArgs }
    | { action: 'read'; read: ReadKind; args: typeof noArgs }
    | { action: 'track_order'; args: typeof trackArgs }
    | { action: 'create_ticket'; args: typeof ticketArgs }
  );

const read = (kind: ReadKind, description: string): ToolDefinition => ({
  action: 'read',
  read: kind,
  args: noArgs,
  gate: 'verified',
  result: { kind: 'read', read: kind },
  description: `${description} ${accountRules}`,
});

export const BOT_TOOLS = {
  verify_identity: {
    action: 'verify_identity',
    args: identityArgs,
    gate: 'open',
    result: { kind: 'as_is' },
    description:
      'Start verifying the customer: give their full name and at least one of postcode, email or mobile number, exactly as they said them. ' +
      'On success a one-time code goes to contact details already on the account (never to a number typed in the chat); ask the customer for it. ' +
      'A mismatch gives one message for every kind of mismatch: do not guess which detail was wrong. If system_error is true, say you cannot check accounts right now.',
  },
  verify_otp: {
    action: 'verify_otp',
    args: otpArgs,
    gate: 'open',
    result: { kind: 'as_is' },
    description:
      'Finish verifying the customer with the six-digit code they received. On success the account tools answer for this conversation, for 30 minutes. ' +
      'After five wrong codes, or after 10 minutes, the customer must ask for a new code (verify_identity again).',
  },
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
  tickets: read('tickets', "The verified customer's support tickets, most recently updated first (subject and status only)."),
  track_order: {
    action: 'track_order',
    args: trackArgs,
    gate: 'verified_for_order_number',
    result: { kind: 'tracking' },
    description:
      'Parcel tracking. By tracking_number (as printed on the dispatch email) it needs no verification and answers only for that exact parcel. ' +
      'By order_number it answers needs_verification until the customer is verified in this conversation, and then only for their own order. ' +
      `${READ_ONLY} ${ANSWER_RULES} Never give an eta the result does not contain.`,
  },
  create_ticket: {
    action: 'create_ticket',
    args: ticketArgs,
    gate: 'open',
    result: { kind: 'as_is' },
    description:
      "Raise a support ticket for the business's team: every request to change, cancel, refund, pay or complain becomes one, because the account tools are read-only. " +
      'Needs no verification; once the customer is verified, their verified name, email and mobile are added by the service. The ticket is linked to this conversation; ' +
      'the same customer again within three hours joins their open ticket (joined_existing true). Tell the customer the ticket number; never promise an outcome or a date.',
  },
} as const satisfies Record<string, ToolDefinition>;

export type BotToolName = keyof typeof BOT_TOOLS;
export const BOT_TOOL_NAMES = Object.keys(BOT_TOOLS) as BotToolName[];

export function isBotToolName(name: string): name is BotToolName {
  return Object.hasOwn(BOT_TOOLS, name);
}

/** Whether a tool only reads (account reads, tracking); verification and tickets change state. */
export function readsOnly(name: BotToolName): boolean {
  const { action } = BOT_TOOLS[name] as ToolDefinition;
  return action === 'read' || action === 'track_order';
}
