import { z } from 'zod';
import type { ReadKind } from './provider.js';

/**
 * The bot's tools, published as JSON-schema tool definitions (GET /api/chatbot-api/tools) and run at
 * POST /api/chatbot-api/conversations/{conversation_id}/tools/{name}. Tools carry no tokens: the
 * conversation holds the pending code and the session, so the model can neither supply nor leak one.
 * Account tools take no arguments and answer needs_verification until the conversation is verified.
 */
const identityArgs = z.object({
  full_name: z.string().trim().min(1).max(200).describe("The customer's full name as they gave it"),
  postcode: z.string().max(20).optional().describe('Postcode on the account'),
  email: z.string().max(320).optional().describe('Email address on the account'),
  mobile_number: z.string().max(40).optional().describe('Mobile number on the account (07... or +44 7...)'),
}).strict();
const otpArgs = z.object({ otp_code: z.string().max(40).describe('The six-digit code the customer received') }).strict();
const noArgs = z.object({}).describe('No arguments: the verified customer of this conversation is used');

const ACCOUNT_RULES = 'Read-only. Answer only from what it returns; never invent figures or dates. If system_error is true, say you cannot check right now. If needs_verification is true, verify the customer first.';

export const BOT_TOOLS = {
  verify_identity: {
    description: 'Start verifying the customer: give their full name and at least one of postcode, email or mobile. On success a one-time code is sent to contact details already on the account; ask the customer for it.',
    args: identityArgs,
  },
  verify_otp: {
    description: 'Finish verifying the customer with the six-digit code they received. On success the account tools answer for this conversation.',
    args: otpArgs,
  },
  account_summary: { description: `The verified customer's account: status, plan, balance, next payment, services, upcoming bookings, subscriptions. ${ACCOUNT_RULES}`, args: noArgs, kind: 'account' },
  orders: { description: `The verified customer's most recent orders, most recent first. ${ACCOUNT_RULES}`, args: noArgs, kind: 'orders' },
  invoices: { description: `The verified customer's most recent invoices, most recent first (credit notes have negative amounts or status credit). ${ACCOUNT_RULES}`, args: noArgs, kind: 'invoices' },
} as const satisfies Record<string, { description: string; args: z.ZodType; kind?: ReadKind }>;

export type BotToolName = keyof typeof BOT_TOOLS;
export const BOT_TOOL_NAMES = Object.keys(BOT_TOOLS) as BotToolName[];

/** The tool list in the common JSON-schema form: name, description, input_schema. */
export function toolDefinitions(): { name: BotToolName; description: string; input_schema: unknown }[] {
  return BOT_TOOL_NAMES.map((name) => {
    const { $schema: _ignored, ...schema } = z.toJSONSchema(BOT_TOOLS[name].args, { io: 'input' }) as Record<string, unknown>;
    return { name, description: BOT_TOOLS[name].description, input_schema: schema };
  });
}
