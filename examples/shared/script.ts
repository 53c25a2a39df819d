// The scripted stand-in for a language model, shared by the examples: given what the conversation
// holds so far (the customer's messages and the tool answers), it picks the next tool call or reply the
// way a model following the tools' descriptions would. Each example wraps it in its framework's own
// model interface, so the bot code around it is exactly what runs with a real model.

export interface Transcript {
  /** The customer's messages, oldest first. */
  customer: string[];
  /** The tool answers so far (the JSON text of each), oldest first. */
  results: { tool: string; output: string }[];
}

export type Step = { kind: 'call'; tool: string; args: Record<string, unknown> } | { kind: 'say'; text: string };

const last = (t: Transcript, tool: string) => [...t.results].reverse().find((r) => r.tool === tool);
const succeeded = (output: string | undefined): boolean => {
  try {
    return output !== undefined && (JSON.parse(output) as { success?: unknown }).success === true;
  } catch {
    return false;
  }
};

/**
 * The next step. `strict`: send every argument, null for the ones left empty, as a model in OpenAI's
 * strict mode does.
 */
export function nextStep(t: Transcript, opts: { strict: boolean }): Step {
  const orders = last(t, 'orders');
  if (orders) {
    const rows = ((JSON.parse(orders.output) as { orders?: Record<string, unknown>[] }).orders ?? []).slice(0, 3);
    const lines = rows.map((o) => `${String(o.order_number)} (${String(o.status)}, placed ${String(o.placed)})`);
    return { kind: 'say', text: `Thanks, you're verified. Your most recent orders: ${lines.join('; ')}.` };
  }
  const otp = last(t, 'verify_otp');
  if (otp) return succeeded(otp.output) ? { kind: 'call', tool: 'orders', args: {} } : { kind: 'say', text: 'That code did not work.' };
  const code = /\b(\d{6})\b/.exec(t.customer.at(-1) ?? '')?.[1];
  const identity = last(t, 'verify_identity');
  if (identity && code) return { kind: 'call', tool: 'verify_otp', args: { otp_code: code } };
  if (identity) {
    return succeeded(identity.output)
      ? { kind: 'say', text: "I've sent a six-digit code to the contact details on your account. What is it?" }
      : { kind: 'say', text: "I couldn't find an account with those details." };
  }
  const first = t.customer[0] ?? '';
  const name = /I(?:'m| am) ([A-Z][a-z]+ [A-Z][a-z']+)/.exec(first)?.[1] ?? '';
  const email = /[\w.+-]+@[\w-]+(\.[\w-]+)+/.exec(first)?.[0];
  const args: Record<string, unknown> = { full_name: name, ...(email ? { email } : {}) };
  if (opts.strict) for (const key of ['postcode', 'email', 'mobile_number']) args[key] ??= null;
  return { kind: 'call', tool: 'verify_identity', args };
}

/** The customer's opening message. */
export const OPENING = 'Hi, I am Amelia Hart, my email is amelia.hart@example.com. What are my recent orders?';
