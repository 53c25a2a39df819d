import type { ConversationStatus } from '../../config/contract.js';
/**
 * Conversation states and their allowed transitions, as data (code and tests both read this table).
 *
 * | from        | to                      | trigger                              | event                    |
 * |-------------|-------------------------|--------------------------------------|--------------------------|
 * | (new)       | open                    | POST /api/conversations              | conversation.started     |
 * | open        | handed_over             | POST .../handover                    | conversation.handed_over |
 * | open        | completed               | POST .../close                       | conversation.ended       |
 * | handed_over | completed               | POST .../close                       | conversation.ended       |
 * | completed   | (none: completed is final; a returning customer starts a new one) |  |
 *
 * Messages may be added while open or handed_over; comments at any time.
 */

export const CONVERSATION_TRANSITIONS = {
  open: ['handed_over', 'completed'],
  handed_over: ['completed'],
  completed: [],
} as const satisfies Record<ConversationStatus, readonly ConversationStatus[]>;

export const INITIAL_CONVERSATION_STATUS: ConversationStatus = 'open';

export function canMoveConversation(from: ConversationStatus, to: ConversationStatus): boolean {
  return (CONVERSATION_TRANSITIONS[from] as readonly ConversationStatus[]).includes(to);
}

/** Whether messages can still be added (not after the conversation is completed). */
export function acceptsMessages(status: ConversationStatus): boolean {
  return status !== 'completed';
}
