import { z } from 'zod';
import { LIMITS } from '../../config/limits.js';
import type { Logger } from '../logger.js';
import { MESSAGES, type DataKind, SOURCE_MESSAGES } from '../messages.js';
import type { DataSource, DataSourceDirectory, SourceRead } from './data-sources.js';
import { mergeSourceRows, type SourcePart } from './merge.js';
import type { CustomerOutcome, ProviderState, ReadKind, VerificationProvider } from './verifier.js';
import type { SessionMemo } from './session-memo.js';

/** A live session, found and opened once per call (owner checked by the caller). */
export interface OpenSession {
  tenantId: number;
  /** SHA-256 of the session token (keys what the session has learnt). */
  hash: string;
  expiresAt: number;
  conversationId: number | null;
  provider: VerificationProvider;
  state: ProviderState;
  customerName: string;
}

export type ReadAnswer = { kind: 'reply'; body: Record<string, unknown> } | { kind: 'session_expired' };

const reply = (body: Record<string, unknown>): ReadAnswer => ({ kind: 'reply', body });
const kindWord = (kind: ReadKind): DataKind | 'your account' => (kind === 'account' ? 'your account' : kind);
const cannotRead = (kind: ReadKind): ReadAnswer => reply({ success: false, system_error: true, message: MESSAGES.cannotRead(kindWord(kind)) });

const customerSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  postcode: z.string().nullable(),
});
const CUSTOMER_FIELD = 'customer';

export interface AccountReadsDeps {
  /** The tenant's data connections; none when absent. */
  dataSources?: DataSourceDirectory | undefined;
  memo: SessionMemo;
  logger: Logger;
  /**
   * The most a data connection may take for one read, its customer search included (default the
   * spec's 15-second limit on outbound calls); later, it counts as unavailable.
   */
  sourceDeadlineMs?: number;
  /** Told each connection that answered a read (the activity record of the call lists them). */
  onAnswered?: (connectionId: number) => void;
  /** Told rows the merge's safety filter dropped. */
  onDropped?: (count: number) => void;
}

/**
 * The bot's reads for one verified session: from the verifier alone (an /api/connect connection), or
 * from the verifier and every data connection that holds the kind, in parallel (each call through its
 * own vendor queue and bound), merged by `mergeSourceRows`.
 */
export class AccountReads {
  constructor(private readonly deps: AccountReadsDeps) {}

  /** The verifier alone. */
  async single(session: OpenSession, kind: ReadKind): Promise<ReadAnswer> {
    const { provider } = session;
    if (!provider.readable.includes(kind)) {
      if (!provider.holds.includes(kind) && kind !== 'account') return reply({ success: true, [kind]: [], message: MESSAGES.doesNotHold(provider.name, kind) });
      return cannotRead(kind);
    }
    const outcome = await provider.read(kind, session.state, { tenantId: session.tenantId, conversationId: session.conversationId });
    if (outcome.kind === 'ok' && provider.ref.kind === 'connector') this.deps.onAnswered?.(provider.ref.connectionId);
    if (outcome.kind === 'ok') return reply({ success: true, ...outcome.body });
    if (outcome.kind === 'session_expired') return { kind: 'session_expired' };
    return cannotRead(kind);
  }

  /** The verifier and the tenant's data connections. The account summary is the verifier's alone. */
  async all(session: OpenSession, kind: ReadKind): Promise<ReadAnswer> {
    if (kind === 'account' || !this.deps.dataSources) return this.single(session, kind);
    const { provider } = session;
    const verifierConnection = provider.ref.kind === 'connector' ? provider.ref.connectionId : null;
    const sources = (await this.deps.dataSources.forTenant(session.tenantId, verifierConnection)).filter((s) => s.holds(kind));
    if (sources.length === 0) return this.single(session, kind);

    const verifierAsked = provider.holds.includes(kind);
    // The verifier's read and the data connections' reads run side by side: the data reads start as
    // soon as the verified customer is known (at once for a connector, one remembered lookup for
    // Account Connect), not after the verifier has answered. For a connector verifier, what the
    // session remembers of each data connection is loaded first (one Redis round trip), so that all
    // the reads start in the same turn and, where they share the per-connection queue, travel as one job.
    const ref = { hash: session.hash, expiresAt: session.expiresAt };
    const known = provider.ref.kind === 'connector' ? await this.customer(session) : null;
    if (known?.kind === 'known') await Promise.all(sources.map((s) => s.warm?.(ref).catch(() => undefined)));
    const dataReads = (known ? Promise.resolve(known) : this.customer(session)).then(async (customer) => {
      const usable = customer.kind === 'known' && Boolean(customer.customer.email || customer.customer.mobile);
      const reads = usable && customer.kind === 'known' ? await Promise.all(sources.map((s) => this.readSource(s, kind, customer.customer, session))) : null;
      return { customer, reads };
    });
    const [verifierAnswer, { customer, reads }] = await Promise.all([verifierAsked ? this.single(session, kind) : Promise.resolve(null), dataReads]);
    if (verifierAnswer?.kind === 'session_expired' || customer.kind === 'session_expired') return { kind: 'session_expired' };
    if (customer.kind === 'test') return verifierAnswer ?? reply({ success: true, [kind]: [], test: true });

    const label = sourceLabels(provider, sources);
    const parts: SourcePart[] = [];
    if (verifierAnswer) parts.push({ name: label.verifier, read: rowsOf(verifierAnswer.body, kind) });
    const notes: string[] = [];
    if (customer.kind === 'system_error') {
      // The verified record could not be read: the data connections cannot be asked about anyone.
      for (const s of sources) parts.push({ name: label.of(s), read: { ok: false } });
    } else if (!reads) {
      notes.push(SOURCE_MESSAGES.noContact(sources.map((s) => label.of(s))));
      if (parts.length === 0) return reply({ success: true, [kind]: [], message: notes.join(' ') });
    } else {
      sources.forEach((s, i) => {
        parts.push({ name: label.of(s), read: reads[i]! });
        if (reads[i]!.ok) this.deps.onAnswered?.(s.connectionId);
      });
    }
    const verifiedEmail = customer.kind === 'known' ? customer.customer.email : null;
    return reply(
      mergeSourceRows(parts, { kind, verifiedEmail, tagSource: parts.length > 1, notes, ...(this.deps.onDropped ? { onDropped: this.deps.onDropped } : {}) }),
    );
  }

  private async readSource(
    source: DataSource,
    kind: DataKind,
    customer: Extract<CustomerOutcome, { kind: 'known' }>['customer'],
    session: OpenSession,
  ): Promise<SourceRead> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<SourceRead>((resolve) => {
      timer = setTimeout(() => {
        this.deps.logger.warn({ tenantId: session.tenantId, connectionId: source.connectionId, kind }, 'data connection too slow: answered as unavailable');
        resolve({ ok: false });
      }, this.deps.sourceDeadlineMs ?? LIMITS.outboundCallTimeoutMs);
    });
    try {
      return await Promise.race([source.read(kind, customer, { hash: session.hash, expiresAt: session.expiresAt }), late]);
    } catch (err) {
      this.deps.logger.error({ err, tenantId: session.tenantId, connectionId: source.connectionId, kind }, 'data connection read failed');
      return { ok: false };
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The verified record's details. Account Connect's cost a call (its account-summary), so they are
   * remembered for the session; a connector's are in the session itself.
   */
  async customer(session: OpenSession): Promise<CustomerOutcome> {
    const remember = session.provider.ref.kind === 'account_connect';
    if (remember) {
      const known = customerSchema.safeParse(await this.deps.memo.get(session.tenantId, session.hash, CUSTOMER_FIELD));
      if (known.success) return { kind: 'known', customer: known.data };
    }
    const outcome = await session.provider.customer(session.state, session.customerName, {
      tenantId: session.tenantId,
      conversationId: session.conversationId,
    });
    if (remember && outcome.kind === 'known') await this.deps.memo.set(session.tenantId, session.hash, CUSTOMER_FIELD, outcome.customer, session.expiresAt);
    return outcome;
  }
}

/**
 * The `source` each row carries: the connection's name, with `#<connection id>` added when two of the
 * sources asked share a name (two stores on the same connector), so the bot can tell them apart.
 */
function sourceLabels(provider: VerificationProvider, sources: readonly DataSource[]): { verifier: string; of(s: DataSource): string } {
  const counts = new Map<string, number>();
  for (const name of [provider.name, ...sources.map((s) => s.name)]) counts.set(name, (counts.get(name) ?? 0) + 1);
  const label = (name: string, id: number | null): string => ((counts.get(name) ?? 0) > 1 && id !== null ? `${name} #${id}` : name);
  return { verifier: label(provider.name, provider.ref.kind === 'connector' ? provider.ref.connectionId : null), of: (s) => label(s.name, s.connectionId) };
}

function rowsOf(body: Record<string, unknown>, kind: DataKind): SourceRead {
  if (body['success'] !== true) return { ok: false };
  const list = body[kind];
  return {
    ok: true,
    rows: Array.isArray(list) ? list.filter((r): r is Record<string, unknown> => r !== null && typeof r === 'object' && !Array.isArray(r)) : [],
  };
}
