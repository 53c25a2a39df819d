import type { Clock } from '../../config/clock.js';
import { lockConversation } from '../conversations/conversation-lifecycle.js';
import { conversationSnapshot } from '../conversations/conversation-view.js';
import type { Orm } from '../db/orm.js';
import { verificationDisputed } from '../events/builders.js';
import { recordEvent } from '../events/outbox.js';
import { RECEIPT_MESSAGES as M } from '../messages.js';
import { insertTicket } from '../tickets/create-ticket.js';
import { customerKeys } from '../tickets/customer-keys.js';
import { lockTicketSeries } from '../tickets/ticket-number.js';
import type { DestinationCaps } from '../verification/destination-caps.js';
import { kindsLine, type DisputableReceipt, type Receipts } from './receipts.js';

/** What a "This wasn't me" link is, or what confirming it did. */
export type DisputeState =
  | { kind: 'unknown' }
  | { kind: 'expired'; business: string }
  | { kind: 'already'; business: string }
  | { kind: 'open'; business: string }
  | { kind: 'confirmed'; business: string; ticketNumber: string };

export interface DisputesDeps {
  orm: Orm;
  clock: Clock;
  receipts: Receipts;
  /** Ends the conversation's verified session (the verification table's verification_disputed step). */
  sessions: { disputed(tenantId: number, conversationId: number): Promise<void> };
  caps: DestinationCaps;
}

/**
 * A customer's "This wasn't me" (issue 28). Looking at a link changes nothing; confirming it (once):
 * the conversation's verified session ends at once, codes to the verified record's email and mobile
 * are refused for 24 hours (the destination caps' block), a High-priority ticket linked to the
 * conversation is opened for the team, and customer.verification_disputed is raised (with the
 * ticket, in one transaction). A second confirm changes nothing.
 */
export class Disputes {
  constructor(private readonly deps: DisputesDeps) {}

  /** What the link's page shows (GET: nothing changes). */
  async look(token: string): Promise<DisputeState> {
    const receipt = await this.deps.receipts.byToken(token);
    return receipt ? this.stateOf(receipt) : { kind: 'unknown' };
  }

  private stateOf(r: DisputableReceipt): DisputeState {
    if (r.disputedAt) return { kind: 'already', business: r.business };
    if (r.expiresAt.getTime() <= this.deps.clock.now()) return { kind: 'expired', business: r.business };
    return { kind: 'open', business: r.business };
  }

  async confirm(token: string): Promise<DisputeState> {
    const receipt = await this.deps.receipts.byToken(token);
    if (!receipt) return { kind: 'unknown' };
    const state = this.stateOf(receipt);
    if (state.kind !== 'open') return state;
    const { tenantId, conversationId } = receipt;
    // The protective effects first (each harmless to repeat): the session ends, codes to the contact stop.
    await this.deps.sessions.disputed(tenantId, conversationId);
    const { caps } = this.deps;
    if (receipt.email) await caps.block(tenantId, caps.forCode({ channel: 'email', to: receipt.email }));
    if (receipt.mobile) await caps.block(tenantId, caps.forCode({ channel: 'sms', to: receipt.mobile }));
    const ticketNumber = await this.deps.orm.em.fork().transactional(async (tx): Promise<string | null> => {
      const now = new Date(this.deps.clock.now());
      const taken = await tx.execute<{ id: number }[]>('update customer_receipts set disputed_at = ? where id = ? and disputed_at is null returning id', [
        now,
        receipt.id,
      ]);
      if (!taken[0]) return null; // a concurrent confirm won
      const conversation = await lockConversation(tx, tenantId, conversationId);
      if (!conversation) return null;
      await lockTicketSeries(tx, tenantId, 'shared');
      const words = { proof: M.proofWords(receipt.proof, receipt.business), kinds: kindsLine(receipt.kinds, M.kindCount) };
      const ticket = await insertTicket(
        tx,
        tenantId,
        {
          subject: M.ticketSubject,
          description: M.ticketDescription(words),
          priority: 'High',
          conversationId,
          customerName: conversation.customerName,
          customerEmail: receipt.email,
          customerPhone: receipt.mobile,
          keys: customerKeys({ email: receipt.email, phone: receipt.mobile }),
          category: null,
          assignedToUserId: null,
        },
        this.deps.clock,
      );
      recordEvent(tx, {
        tenantId,
        draft: verificationDisputed(conversationSnapshot(conversation), {
          disputedAt: now,
          proof: receipt.proof,
          ticketId: ticket.id,
          ticketNumber: ticket.ticketNumber,
        }),
        clock: this.deps.clock,
        test: conversation.preview,
      });
      await tx.flush();
      return ticket.ticketNumber;
    });
    return ticketNumber === null ? { kind: 'already', business: receipt.business } : { kind: 'confirmed', business: receipt.business, ticketNumber };
  }
}
