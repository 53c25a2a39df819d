/**
 * The spec's names that every layer shares (job payloads in queues/, columns in src/db/entities, the
 * domain folders): kept here, at the bottom of the house, so that nothing below the domain has to
 * import the domain. Numbers of the spec are in limits.ts.
 */

/** What a connector can read (spec: "Ready-made connectors"). */
export const CAPABILITIES = ['find_customer', 'orders', 'order_status', 'invoices', 'balance', 'bookings', 'subscriptions', 'tickets', 'account'] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** The five Account Connect steps, in chain-test order (each is POSTed to its path under the base address). */
export const ACCOUNT_CONNECT_STEPS = ['verify_identity', 'verify_otp', 'account_summary', 'orders', 'invoices'] as const;
export type AccountConnectStep = (typeof ACCOUNT_CONNECT_STEPS)[number];
export type StepSwitches = Record<AccountConnectStep, boolean>;

/**
 * What the Account Connect pool can call: the five steps, the optional Track Order endpoint of spec
 * part C (its path is a tenant setting, sent with each call; it is not part of the chain test), and the
 * optional sixth endpoint POST {partner_base}/session-for-identity (issue 28: a session for a customer
 * the tenant's own server signed in; not part of the chain test either).
 */
export const ACCOUNT_CONNECT_CALLS = [...ACCOUNT_CONNECT_STEPS, 'track_order', 'session_for_identity'] as const;
export type AccountConnectCall = (typeof ACCOUNT_CONNECT_CALLS)[number];

/** A Track Order path: starts with "/", then letters, digits and `/ _ . -` only, at most 200 characters. */
export const TRACK_ORDER_PATH = /^\/[A-Za-z0-9/_.-]{0,199}$/;

/** How a verified customer proved who they are: a code (verify_otp), or a signed identity from the tenant's own site (issue 28). */
export const VERIFICATION_PROOFS = ['code', 'signed_identity'] as const;
export type VerificationProof = (typeof VERIFICATION_PROOFS)[number];

/** Ticket states (spec: open and resolved are named; pending and closed are the service's). */
export const TICKET_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Ticket priorities, set by the create-ticket category (spec part D). */
export const TICKET_PRIORITIES = ['Low', 'Medium', 'High'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** Conversation states (spec: completed is named, reached when the conversation is closed). */
export const CONVERSATION_STATUSES = ['open', 'handed_over', 'completed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
