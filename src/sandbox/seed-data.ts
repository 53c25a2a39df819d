import { DEMO_PEOPLE, type DemoPerson } from '../account-connect-demo/people.js';
import type { ConversationStatus } from '../../config/contract.js';
import type { MessageRole } from '../db/entities/conversation-message.js';
import type { TicketNoteKind } from '../db/entities/ticket-note.js';
import type { TicketCategory } from '../tickets/priority.js';
import type { TicketStatus } from '../../config/contract.js';

/**
 * What a new (or reset) sandbox holds, as data. The customers are the public demo's fictional people,
 * so the bot can verify them through the sandbox's Account Connect (which points at the demo, code
 * 123456). Times are minutes before "now" (the injected clock) when the seed is written.
 */
export interface SeedMessage {
  role: MessageRole;
  content: string;
  minutesAgo: number;
}
export interface SeedConversation {
  ref: string;
  channel: string;
  status: ConversationStatus;
  customer: string;
  language: string;
  startedMinutesAgo: number;
  handedOver?: { minutesAgo: number; toUserId: number };
  endedMinutesAgo?: number;
  verifiedMinutesAgo?: number;
  messages: SeedMessage[];
  comments?: { comment: string; author: string; externalRef: string; minutesAgo: number }[];
}
export interface SeedTicket {
  conversation: string | null;
  customer: string;
  subject: string;
  description: string;
  category: TicketCategory;
  status: TicketStatus;
  assignedToUserId: number | null;
  createdMinutesAgo: number;
  notes?: { kind: TicketNoteKind; body: string; minutesAgo: number; authorUserId: number | null }[];
}

/** The sample team member conversations are handed to and tickets assigned to. */
export const SANDBOX_TEAM_USER_ID = 1;

export const SANDBOX_CONVERSATIONS: readonly SeedConversation[] = [
  {
    ref: 'order-question',
    channel: 'web',
    status: 'completed',
    customer: 'cus_1001',
    language: 'en',
    startedMinutesAgo: 240,
    endedMinutesAgo: 225,
    verifiedMinutesAgo: 236,
    messages: [
      { role: 'customer', content: 'Hi, has my last order been sent yet?', minutesAgo: 240 },
      { role: 'bot', content: 'I can check that for you. What is your full name and postcode?', minutesAgo: 240 },
      { role: 'customer', content: 'Amelia Hart, BS1 5TR', minutesAgo: 238 },
      { role: 'bot', content: 'Thanks, Amelia. Your latest order was dispatched yesterday with tracking on its way.', minutesAgo: 235 },
      { role: 'customer', content: 'Great, thank you!', minutesAgo: 226 },
    ],
  },
  {
    ref: 'payment-problem',
    channel: 'web',
    status: 'handed_over',
    customer: 'cus_1003',
    language: 'en',
    startedMinutesAgo: 90,
    verifiedMinutesAgo: 86,
    handedOver: { minutesAgo: 80, toUserId: SANDBOX_TEAM_USER_ID },
    messages: [
      { role: 'customer', content: 'I was charged twice for my subscription this month.', minutesAgo: 90 },
      { role: 'bot', content: "I'm sorry about that. I can't change payments, so I'll pass this to the team and raise a ticket.", minutesAgo: 85 },
      { role: 'team', content: 'Hi Priya, I can see the two payments and I am looking into it now.', minutesAgo: 78 },
    ],
    comments: [{ comment: 'Checked the card processor: duplicate capture on the 1st.', author: 'Sam (billing)', externalRef: 'CRM-4471', minutesAgo: 75 }],
  },
  {
    ref: 'new-question',
    channel: 'email',
    status: 'open',
    customer: 'cus_1002',
    language: 'en',
    startedMinutesAgo: 12,
    messages: [{ role: 'customer', content: 'Can I move my broadband installation to next week?', minutesAgo: 12 }],
  },
];

export const SANDBOX_TICKETS: readonly SeedTicket[] = [
  {
    conversation: 'payment-problem',
    customer: 'cus_1003',
    category: 'payment_issue',
    status: 'open',
    assignedToUserId: SANDBOX_TEAM_USER_ID,
    createdMinutesAgo: 84,
    subject: 'Charged twice for subscription',
    description: 'The customer says the monthly subscription was taken twice this month and would like one payment refunded.',
    notes: [{ kind: 'team', body: 'Duplicate capture confirmed; refund requested from the processor.', minutesAgo: 74, authorUserId: SANDBOX_TEAM_USER_ID }],
  },
  {
    conversation: 'order-question',
    customer: 'cus_1001',
    category: 'general',
    status: 'resolved',
    assignedToUserId: SANDBOX_TEAM_USER_ID,
    createdMinutesAgo: 230,
    subject: 'Change delivery instructions',
    description: 'Please leave future parcels with the neighbour at number 16 if nobody is in.',
  },
  {
    conversation: null,
    customer: 'cus_1005',
    category: 'contract_cancellation',
    status: 'pending',
    assignedToUserId: null,
    createdMinutesAgo: 1_440,
    subject: 'Cancel contract at end of term',
    description: 'The customer would like to cancel the contract when the current term ends and asked what notice is needed.',
  },
];

/** A demo person by id (the seed names only people that exist). */
export function seedPerson(id: string): DemoPerson {
  const person = DEMO_PEOPLE.find((p) => p.id === id);
  if (!person) throw new Error(`sandbox seed names an unknown demo person: ${id}`);
  return person;
}
