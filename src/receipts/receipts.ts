import { z } from 'zod';
import type { Clock } from '../../config/clock.js';
import { RECEIPT_SEND_JOB, receiptJobId } from '../../queues/receipts.js';
import type { QueueRegistry } from '../../queues/registry.js';
import { sha256Hex } from '../crypto/hashing.js';
import type { SecretBox } from '../crypto/secret-box.js';
import type { Orm } from '../db/orm.js';
import type { Logger } from '../logger.js';
import { READ_KINDS, type CustomerOutcome } from '../verification/verifier.js';
import type { VerificationProof } from '../../config/contract.js';

/** How long a receipt's "This wasn't me" link works, by the injected clock. */
export const DISPUTE_LINK_TTL_MS = 7 * 24 * 60 * 60_000;
/** Receipts a sweep makes due at most (the next sweep takes the rest). */
const SWEEP_BATCH = 500;

/** The kinds read with their row counts: never a row. */
export const receiptKindsSchema = z.record(z.string(), z.number().int().min(0));
export type ReceiptKinds = z.infer<typeof receiptKindsSchema>;

/** A read that returned through the gate, as the receipt counts it. */
export interface NotedRead {
  tenantId: number;
  conversationId: number;
  proof: VerificationProof;
  kind: string;
  rows: number;
  sessionExpiresAt: number;
  /** The verified record's details (only asked for the conversation's first read). */
  customer: () => Promise<CustomerOutcome>;
}

/** What every receipt read back says: whose it is, how they were verified, the kinds read, the contact, the business. */
export interface ReceiptFacts {
  id: number;
  tenantId: number;
  conversationId: number;
  proof: VerificationProof;
  kinds: ReceiptKinds;
  email: string | null;
  mobile: string | null;
  business: string;
}

/** A receipt as the sender needs it. */
export interface DueReceipt extends ReceiptFacts {
  smsEnabled: boolean;
  receiptsOn: boolean;
  preview: boolean;
  /** When the first read was (the receipt's time). */
  readAt: Date;
  /** An earlier claim never settled: this send may be the customer's second copy. */
  again: boolean;
}

/** A receipt found by its "This wasn't me" token. */
export interface DisputableReceipt extends ReceiptFacts {
  expiresAt: Date;
  disputedAt: Date | null;
}

const contactAad = (tenantId: number, conversationId: number, what: 'email' | 'mobile'): string => `receipt-${what}:${tenantId}:${conversationId}`;

export interface ReceiptsDeps {
  orm: Orm;
  box: SecretBox;
  clock: Clock;
  queues: QueueRegistry;
  logger: Logger;
}

/** The columns every receipt query reads (with the tenant's business name). */
interface ReceiptRow {
  id: number;
  tenant_id: number;
  conversation_id: number;
  proof: VerificationProof;
  kinds: unknown;
  email_sealed: string | null;
  mobile_sealed: string | null;
  business_name: string;
}

/**
 * The customer's receipts (issue 28) in PostgreSQL: one row per conversation (unique), made by the
 * first account read of a verified customer in a conversation of a tenant with customer_receipts on
 * (never a dashboard preview, never the test customer), holding the kinds read with their row counts
 * and the verified record's contact (sealed). It falls due when the conversation closes or its session
 * expires (the sweep), whichever is first; `claim` marks it sent before anything is sent and the
 * sender settles it once the server accepted it (an unsettled claim is taken over: never lost).
 */
export class Receipts {
  constructor(private readonly deps: ReceiptsDeps) {}

  private sql<T>(query: string, params: unknown[]): Promise<T[]> {
    return this.deps.orm.em.getConnection().execute<T[]>(query, params);
  }

  /** Counts a read in its conversation's receipt (made on the first); nothing for a tenant with receipts off or a preview. */
  async noteRead(read: NotedRead): Promise<void> {
    const now = new Date(this.deps.clock.now());
    const rows = await this.sql<{ id: number; contact_checked: boolean }>(
      `insert into customer_receipts (tenant_id, conversation_id, proof, kinds, session_expires_at, created_at)
       select c.tenant_id, c.id, ?, jsonb_build_object(?::text, ?::int), ?, ?
         from conversations c join tenants t on t.id = c.tenant_id
        where c.id = ? and c.tenant_id = ? and t.customer_receipts and not c.preview
          -- a read that changes nothing writes nothing (the usual case: the same kind again, or after the receipt fell due)
          and not exists (select 1 from customer_receipts r
                           where r.conversation_id = c.id
                             and (r.due_at is not null or r.sent_at is not null
                                  or (r.contact_checked and coalesce((r.kinds ->> ?)::int, -1) >= ?::int and r.session_expires_at >= ?)))
       on conflict (conversation_id) do update
          set kinds = customer_receipts.kinds || jsonb_build_object(?::text, greatest(coalesce((customer_receipts.kinds ->> ?)::int, 0), ?::int)),
              session_expires_at = greatest(customer_receipts.session_expires_at, excluded.session_expires_at)
        where customer_receipts.due_at is null and customer_receipts.sent_at is null
       returning id, contact_checked`,
      [
        read.proof,
        read.kind,
        read.rows,
        new Date(read.sessionExpiresAt),
        now,
        read.conversationId,
        read.tenantId,
        read.kind,
        read.rows,
        new Date(read.sessionExpiresAt),
        read.kind,
        read.kind,
        read.rows,
      ],
    );
    const row = rows[0];
    if (!row || row.contact_checked) return;
    const customer = await read.customer();
    if (customer.kind === 'test') {
      await this.sql('update customer_receipts set contact_checked = true, skipped = ? where id = ?', ['test_customer', row.id]);
      return;
    }
    if (customer.kind !== 'known') return; // asked again on the next read
    const { email, mobile } = customer.customer;
    await this.sql('update customer_receipts set contact_checked = true, email_sealed = ?, mobile_sealed = ? where id = ?', [
      email ? this.deps.box.seal(email, contactAad(read.tenantId, read.conversationId, 'email')) : null,
      mobile ? this.deps.box.seal(mobile, contactAad(read.tenantId, read.conversationId, 'mobile')) : null,
      row.id,
    ]);
  }

  /** The conversation closed: its receipt (if any) falls due now and its send is added. */
  async closed(tenantId: number, conversationId: number): Promise<void> {
    const rows = await this.sql<{ id: number }>(
      'update customer_receipts set due_at = ? where tenant_id = ? and conversation_id = ? and due_at is null and sent_at is null and skipped is null returning id',
      [new Date(this.deps.clock.now()), tenantId, conversationId],
    );
    for (const row of rows) await this.enqueue(row.id);
  }

  /**
   * The sweep: receipts whose session has expired fall due, and every due receipt not yet sent gets its
   * send (again: the job id keeps one per receipt while it is kept, the claim keeps one delivery).
   */
  async sweep(): Promise<number> {
    const now = new Date(this.deps.clock.now());
    const rows = await this.sql<{ id: number }>(
      `update customer_receipts set due_at = coalesce(due_at, ?)
        where id in (select id from customer_receipts
                      where sent_at is null and skipped is null and (due_at is not null or session_expires_at <= ?)
                      order by id limit ?)
        returning id`,
      [now, now, SWEEP_BATCH],
    );
    for (const row of rows) await this.enqueue(row.id);
    return rows.length;
  }

  private async enqueue(receiptId: number): Promise<void> {
    await this.deps.queues.enqueue(RECEIPT_SEND_JOB, { receiptId }, { jobId: receiptJobId(receiptId) });
  }

  /**
   * Claims a due receipt for sending: sent_at is set (with the link's expiry, then its token's hash) when it
   * was not, or again when an earlier claim never settled (its worker died between claiming and
   * settling; BullMQ hands the one job of a receipt to another worker only once the first lost it), so a
   * receipt is never lost: it may then reach the customer twice, as the same message with the same
   * link (`again`). null when it is not due, already sent or skipped.
   */
  async claim(receiptId: number, linkHash: (receipt: { id: number; readAt: Date }) => string): Promise<DueReceipt | null> {
    const now = this.deps.clock.now();
    const rows = await this.sql<
      ReceiptRow & {
        created_at: Date;
        sms_enabled: boolean;
        customer_receipts: boolean;
        preview: boolean;
        again: boolean;
      }
    >(
      `update customer_receipts r set sent_at = ?, dispute_expires_at = ?
         from tenants t, conversations c, customer_receipts before
        where r.id = ? and t.id = r.tenant_id and c.id = r.conversation_id and before.id = r.id
          and r.channel is null and r.skipped is null and r.due_at is not null
        returning r.id, r.tenant_id, r.conversation_id, r.proof, r.kinds, r.email_sealed, r.mobile_sealed, r.created_at,
                  t.business_name, t.sms_enabled, t.customer_receipts, c.preview, before.sent_at is not null as again`,
      [new Date(now), new Date(now + DISPUTE_LINK_TTL_MS), receiptId],
    );
    const r = rows[0];
    if (!r) return null;
    // The link's token is derived from the claimed row (the same for a send taken over), its hash kept before anything is sent.
    await this.sql('update customer_receipts set dispute_token_hash = ? where id = ?', [linkHash({ id: r.id, readAt: new Date(r.created_at) }), r.id]);
    return {
      ...this.common(r),
      smsEnabled: r.sms_enabled,
      receiptsOn: r.customer_receipts,
      preview: r.preview,
      readAt: new Date(r.created_at),
      again: r.again,
    };
  }

  /** How a claimed receipt ended: sent by `channel`, or skipped for `reason` (its link then works nowhere). */
  async settle(receiptId: number, how: { channel: 'email' | 'sms' } | { skipped: string }): Promise<void> {
    if ('channel' in how) await this.sql('update customer_receipts set channel = ? where id = ?', [how.channel, receiptId]);
    else
      await this.sql('update customer_receipts set skipped = ?, dispute_token_hash = null, dispute_expires_at = null where id = ?', [how.skipped, receiptId]);
  }

  /** A send that failed and will be tried again: the claim is given back. */
  async release(receiptId: number): Promise<void> {
    await this.sql('update customer_receipts set sent_at = null, dispute_token_hash = null, dispute_expires_at = null where id = ? and channel is null', [
      receiptId,
    ]);
  }

  /** The receipt a "This wasn't me" token belongs to, or null (unknown token). */
  async byToken(token: string): Promise<DisputableReceipt | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const rows = await this.sql<ReceiptRow & { dispute_expires_at: Date; disputed_at: Date | null }>(
      `select r.id, r.tenant_id, r.conversation_id, r.proof, r.kinds, r.email_sealed, r.mobile_sealed, t.business_name, r.dispute_expires_at, r.disputed_at
         from customer_receipts r join tenants t on t.id = r.tenant_id
        where r.dispute_token_hash = ?`,
      [sha256Hex(token)],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      ...this.common(r),
      expiresAt: new Date(r.dispute_expires_at),
      disputedAt: r.disputed_at ? new Date(r.disputed_at) : null,
    };
  }

  /** What every receipt read from its row says: whose, how verified, the kinds, the contact opened, the business. */
  private common(r: ReceiptRow): ReceiptFacts {
    return {
      id: r.id,
      tenantId: r.tenant_id,
      conversationId: r.conversation_id,
      proof: r.proof,
      kinds: receiptKindsSchema.parse(r.kinds),
      email: this.openContact(r.email_sealed, r.tenant_id, r.conversation_id, 'email'),
      mobile: this.openContact(r.mobile_sealed, r.tenant_id, r.conversation_id, 'mobile'),
      business: r.business_name,
    };
  }

  private openContact(sealed: string | null, tenantId: number, conversationId: number, what: 'email' | 'mobile'): string | null {
    if (!sealed) return null;
    try {
      return this.deps.box.open(sealed, contactAad(tenantId, conversationId, what));
    } catch {
      this.deps.logger.warn({ tenantId, conversationId }, 'receipt contact could not be opened');
      return null;
    }
  }
}

/** The kinds of a receipt in a fixed order, as "orders 3, invoices 1" (counts only). */
export function kindsLine(kinds: ReceiptKinds, word: (kind: string, rows: number) => string): string {
  const order: readonly string[] = READ_KINDS;
  return Object.entries(kinds)
    .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
    .map(([kind, rows]) => word(kind, rows))
    .join(', ');
}
