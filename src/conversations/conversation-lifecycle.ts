import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../config/clock.js';
import { Conversation } from '../db/entities/conversation.js';
import type { Orm } from '../db/orm.js';
import { conversationEnded, conversationHandedOver, conversationStarted, customerIdentified } from '../events/builders.js';
import { recordEvent } from '../events/outbox.js';
import { MAX_ROW_ID } from './lookup.js';
import { conversationStep, CONVERSATION_TRANSITIONS, INITIAL_CONVERSATION_STATUS } from './conversation-states.js';
import { type ConversationStatus } from '../../config/contract.js';
import { conversationSnapshot } from './conversation-view.js';
import type { VerificationProof } from '../../config/contract.js';

export interface NewConversation {
  channel: string;
  customerName?: string | null | undefined;
  customerEmail?: string | null | undefined;
  customerPhone?: string | null | undefined;
  language?: string | null | undefined;
  /** The bot platform's own id for it (unique per tenant); starting again with it returns this conversation. */
  externalId?: string | null | undefined;
  /** A dashboard preview conversation (the owner plays their customer): it raises no events, ever. */
  preview?: boolean | undefined;
}

export type StateChangeOutcome =
  | { kind: 'not_found' }
  | { kind: 'invalid_transition'; from: ConversationStatus; to: ConversationStatus; allowed: readonly ConversationStatus[] }
  | { kind: 'changed'; conversation: Conversation };

/** How the customer was identified: passed verification, or recognised as a returning customer. */
export type Identification =
  | { method: 'verified'; customerName?: string | null | undefined; proof?: VerificationProof }
  | {
      method: 'recognised';
      customerProfileId: number;
      customerName?: string | null | undefined;
      customerEmail?: string | null | undefined;
      customerPhone?: string | null | undefined;
    };

/**
 * Locks one of the tenant's conversations for a change (FOR NO KEY UPDATE: changes of one conversation
 * queue, while rows that only reference it, such as a ticket linking it, are not held up); null when
 * it is not the tenant's.
 */
export async function lockConversation(tx: EntityManager, tenantId: number, id: number): Promise<Conversation | null> {
  if (!Number.isInteger(id) || id < 1 || id > MAX_ROW_ID) return null;
  const locked = await tx.execute<{ id: number }[]>('select id from conversations where id = ? and tenant_id = ? for no key update', [id, tenantId]);
  if (!locked[0]) return null;
  return tx.findOne(Conversation, { id, tenantId });
}

/**
 * A conversation's life: started (conversation.started), handed to the team (conversation.handed_over),
 * closed (status completed, conversation.ended), and its customer identified (customer.identified).
 * Each change and its event commit in one transaction (transactional outbox).
 */
export class ConversationLifecycle {
  constructor(
    private readonly orm: Orm,
    private readonly clock: Clock,
  ) {}

  /**
   * Starts a conversation and raises conversation.started. With an external id it is idempotent: the
   * tenant's conversation that already has that id is returned as it is (whatever its status), and
   * nothing is raised. An advisory lock per (tenant, external id) makes concurrent starts agree.
   */
  async start(tenantId: number, input: NewConversation): Promise<{ conversation: Conversation; created: boolean }> {
    return this.orm.em.fork().transactional(async (tx) => {
      const externalId = input.externalId ?? null;
      if (externalId !== null) {
        await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`conversation-ext:${tenantId}:${externalId}`]);
        const existing = await tx.findOne(Conversation, { tenantId, externalId });
        if (existing) return { conversation: existing, created: false };
      }
      const now = new Date(this.clock.now());
      const conversation = tx.create(Conversation, {
        tenantId,
        externalId,
        channel: input.channel,
        status: INITIAL_CONVERSATION_STATUS,
        customerName: input.customerName ?? null,
        customerEmail: input.customerEmail ?? null,
        customerPhone: input.customerPhone ?? null,
        language: input.language ?? null,
        startedAt: now,
        endedAt: null,
        handedOverAt: null,
        handedOverToUserId: null,
        identifiedMethod: null,
        identifiedAt: null,
        customerProfileId: null,
        preview: input.preview ?? false,
        updatedAt: now,
      });
      await tx.flush();
      recordEvent(tx, { tenantId, draft: conversationStarted(conversationSnapshot(conversation)), clock: this.clock, test: conversation.preview });
      await tx.flush();
      return { conversation, created: true };
    });
  }

  /** Hands the conversation to the team (optionally to one team member). */
  async handOver(tenantId: number, id: number, toUserId: number | null): Promise<StateChangeOutcome> {
    return this.move(tenantId, id, 'handed_over', { handedOverToUserId: toUserId });
  }

  /** Closes the conversation: its status becomes completed. */
  async close(tenantId: number, id: number): Promise<StateChangeOutcome> {
    return this.move(tenantId, id, 'completed', {});
  }

  /**
   * Records that the conversation's customer was identified and raises customer.identified (method
   * verified after a successful verify-otp on this conversation; recognised, with the tenant's profile
   * id, for a returning customer). Fills customer fields the conversation does not have yet. Returns
   * null when the conversation is not the tenant's (nothing is raised).
   */
  async identified(tenantId: number, id: number, how: Identification): Promise<Conversation | null> {
    return this.orm.em.fork().transactional(async (tx) => {
      const c = await lockConversation(tx, tenantId, id);
      if (!c) return null;
      const now = new Date(this.clock.now());
      c.customerName ??= how.customerName?.trim() || null;
      if (how.method === 'recognised') {
        c.customerEmail ??= how.customerEmail?.trim() || null;
        c.customerPhone ??= how.customerPhone?.trim() || null;
      }
      c.identifiedMethod = how.method;
      c.identifiedAt = now;
      c.customerProfileId = how.method === 'recognised' ? how.customerProfileId : null;
      c.updatedAt = now;
      const draft = customerIdentified(
        conversationSnapshot(c),
        how.method === 'recognised' ? { method: 'recognised', customerProfileId: how.customerProfileId } : { method: 'verified', proof: how.proof ?? 'code' },
      );
      recordEvent(tx, { tenantId, draft, clock: this.clock, test: c.preview });
      await tx.flush();
      return c;
    });
  }

  /** Moves the conversation along one row of the table (conversation-states.ts) and raises the event the row names. */
  private async move(tenantId: number, id: number, to: ConversationStatus, how: { handedOverToUserId?: number | null }): Promise<StateChangeOutcome> {
    return this.orm.em.fork().transactional(async (tx): Promise<StateChangeOutcome> => {
      const c = await lockConversation(tx, tenantId, id);
      if (!c) return { kind: 'not_found' };
      const step = conversationStep(c.status, to);
      if (!step) return { kind: 'invalid_transition', from: c.status, to, allowed: CONVERSATION_TRANSITIONS[c.status] };
      const now = new Date(this.clock.now());
      c.status = step.next;
      c.updatedAt = now;
      if (step.raises === 'conversation.handed_over') {
        c.handedOverAt = now;
        c.handedOverToUserId = how.handedOverToUserId ?? null;
        const draft = conversationHandedOver(conversationSnapshot(c), { handedOverAt: now, handedOverToUserId: c.handedOverToUserId });
        recordEvent(tx, { tenantId, draft, clock: this.clock, test: c.preview });
      } else {
        c.endedAt = now;
        recordEvent(tx, { tenantId, draft: conversationEnded(conversationSnapshot(c), now), clock: this.clock, test: c.preview });
      }
      await tx.flush();
      return { kind: 'changed', conversation: c };
    });
  }
}

/**
 * The call for issue 3's verification: after a successful verify-otp that carried a conversation_id,
 * raise customer.identified (method verified) for that conversation. A conversation id that is not the
 * tenant's raises nothing. Returns whether it was raised.
 */
export async function recordCustomerIdentified(
  deps: { orm: Orm; clock: Clock },
  tenantId: number,
  conversationId: number,
  how: Identification = { method: 'verified' },
): Promise<boolean> {
  return (await new ConversationLifecycle(deps.orm, deps.clock).identified(tenantId, conversationId, how)) !== null;
}
