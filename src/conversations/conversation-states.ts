import { CONVERSATION_STATUSES, type ConversationStatus } from '../../config/contract.js';

/**
 * Conversation states as data that decides: each allowed (from, to) pair gives the event the move
 * raises; the lifecycle moves a conversation only along a row of this table and raises what it says.
 *
 * | from        | to          | trigger              | raises                   |
 * |-------------|-------------|----------------------|--------------------------|
 * | (new)       | open        | POST /api/conversations | conversation.started  |
 * | open        | handed_over | POST .../handover    | conversation.handed_over |
 * | open        | completed   | POST .../close       | conversation.ended       |
 * | handed_over | completed   | POST .../close       | conversation.ended       |
 * | completed   | (none: completed is final; a returning customer starts a new one) |  |
 *
 * The spec names completed ("reached when the conversation is closed"), conversation.handed_over
 * ("conversation handed to the team") and conversation.ended ("conversation closed (status becomes
 * completed)"); open and handed_over are the service's. Messages may be added while open or handed_over;
 * comments at any time.
 */
export interface ConversationStep {
  next: ConversationStatus;
  raises: 'conversation.handed_over' | 'conversation.ended';
}

export const CONVERSATION_STEPS = {
  open: {
    handed_over: { next: 'handed_over', raises: 'conversation.handed_over' },
    completed: { next: 'completed', raises: 'conversation.ended' },
  },
  handed_over: { completed: { next: 'completed', raises: 'conversation.ended' } },
  completed: {},
} as const satisfies Record<ConversationStatus, Partial<Record<ConversationStatus, ConversationStep>>>;

/** Statuses each status may move to, in table order (what a refused move lists). */
export const CONVERSATION_TRANSITIONS = {} as Record<ConversationStatus, readonly ConversationStatus[]>;
for (const s of CONVERSATION_STATUSES) CONVERSATION_TRANSITIONS[s] = Object.keys(CONVERSATION_STEPS[s]) as ConversationStatus[];

export const INITIAL_CONVERSATION_STATUS: ConversationStatus = 'open';

/** The step of moving a conversation from `from` to `to`, or null when the table does not allow it. */
export function conversationStep(from: ConversationStatus, to: ConversationStatus): ConversationStep | null {
  const row: Partial<Record<ConversationStatus, ConversationStep>> = CONVERSATION_STEPS[from];
  return row[to] ?? null;
}

export function canMoveConversation(from: ConversationStatus, to: ConversationStatus): boolean {
  return conversationStep(from, to) !== null;
}

/** Whether messages can still be added (not after the conversation is completed). */
export function acceptsMessages(status: ConversationStatus): boolean {
  return status !== 'completed';
}
