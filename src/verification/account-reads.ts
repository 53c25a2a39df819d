import { z } from 'zod';
import type { Clock } from '../../config/clock.js';
import { LIMITS } from '../../config/limits.js';
import type { Logger } from '../logger.js';
import { within } from '../within.js';
import { MESSAGES, type DataKind, SOURCE_MESSAGES } from '../messages.js';
import type { DataConnection, DataSourceDirectory, OwnTickets, SessionRef, SourceRead } from './data-sources.js';
import { cutListAnswer, dayOf, leftOutOf } from './list-cut.js';
import { mergeSourceRows, type SourcePart } from './merge.js';
import { connectionSystem } from './same-system.js';
import type { SessionMemo } from './session-memo.js';
import { listPlan } from './verifiers/connector/connector-plans.js';
import {
  findPayloads,
  matchField,
  matchIn,
  ownRecordsCustomer,
  readsOwnRecords,
  rememberedMatchSchema,
  type RememberedMatch,
} from './verifiers/connector/data-source.js';
import type { SessionCustomer } from './verifiers/connector/connector-plans.js';
import { runPlan, type CustomerOutcome, type PlanCalls, type ReadKind, type Verifier, type VerifiedCustomer, type VerifierState } from './verifier.js';
import type { VerificationProof } from '../../config/contract.js';

/** A live session, found and opened once per call (owner checked by the caller). */
export interface OpenSession {
  tenantId: number;
  /** SHA-256 of the session token (keys what the session has learnt). */
  hash: string;
  expiresAt: number;
  conversationId: number | null;
  verifier: Verifier;
  state: VerifierState;
  customerName: string;
  /** How the customer proved who they are: a code, or a signed identity. */
  proof: VerificationProof;
}

/** The rows an account read answered: the list's length, or 1 for the account summary (the customer's receipt counts them). */
export function answeredRows(body: Record<string, unknown>, kind: ReadKind): number {
  const rows = body[kind];
  return Array.isArray(rows) ? rows.length : kind === 'account' ? 1 : 0;
}

export type ReadAnswer = { kind: 'reply'; body: Record<string, unknown> } | { kind: 'session_expired' };

/** How a list read is answered. */
export interface ReadOptions {
  /** Cap the list (default true); false orders every row the sources gave (tracking by order number looks among all of them). */
  cap?: boolean;
}

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
  /** The request-reply calls plans need (vendor reads, Account Connect calls). */
  calls: PlanCalls;
  /** The tenant's data connections; none when absent. */
  dataSources?: DataSourceDirectory | undefined;
  /** The service's own support desk, read for the tickets kind; none when absent. */
  ownTickets?: OwnTickets | undefined;
  /** Today's date for the bookings order (upcoming first). */
  clock: Clock;
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
 * own vendor queue and bound), merged by `mergeSourceRows`. The one place a session's data is fetched:
 * verifiers and data connections say what a read takes (plans and pure steps); the calls are made here.
 */
export class AccountReads {
  constructor(private readonly deps: AccountReadsDeps) {}

  private today(): string {
    return dayOf(this.deps.clock.now());
  }

  /** The verifier alone; a list is cut once (list-cut.ts) and says what it left out. */
  async single(session: OpenSession, kind: ReadKind, opts: ReadOptions = {}): Promise<ReadAnswer> {
    const answer = await this.verifierAnswer(session, kind);
    if (kind === 'account' || answer.kind !== 'reply' || answer.body['success'] !== true) return answer;
    return reply(cutListAnswer(answer.body, kind, this.today(), opts));
  }

  /** The verifier's answer as it gave it (a list uncut: every row it handed on). */
  private async verifierAnswer(session: OpenSession, kind: ReadKind): Promise<ReadAnswer> {
    const { verifier } = session;
    if (!verifier.readable.includes(kind)) {
      if (!verifier.holds.includes(kind) && kind !== 'account') return reply({ success: true, [kind]: [], message: MESSAGES.doesNotHold(verifier.name, kind) });
      return cannotRead(kind);
    }
    const outcome = await runPlan(verifier.planRead(kind, session.state), this.deps.calls);
    if (outcome.kind === 'ok' && verifier.ref.kind === 'connector') this.deps.onAnswered?.(verifier.ref.connectionId);
    if (outcome.kind === 'ok') return reply({ success: true, ...outcome.body });
    if (outcome.kind === 'session_expired') return { kind: 'session_expired' };
    return cannotRead(kind);
  }

  /**
   * The verifier, the tenant's data connections and, for tickets, the service's own support desk. The
   * account summary is the verifier's alone.
   */
  async all(session: OpenSession, kind: ReadKind, opts: ReadOptions = {}): Promise<ReadAnswer> {
    if (kind === 'account') return this.single(session, kind);
    const { verifier } = session;
    const desk = kind === 'tickets' ? this.deps.ownTickets : undefined;
    const verifierConnection = verifier.ref.kind === 'connector' ? verifier.ref.connectionId : null;
    const sources = this.deps.dataSources
      ? (await this.deps.dataSources.forTenant(session.tenantId, verifierConnection)).filter((s) => Boolean(s.def.capabilities[kind]))
      : [];
    if (sources.length === 0 && !desk) return this.single(session, kind, opts);

    const verifierAsked = verifier.holds.includes(kind);
    const ref: SessionRef = { hash: session.hash, expiresAt: session.expiresAt };
    // The verifier's read and the data connections' reads run side by side: the data reads start as
    // soon as the verified customer is known (at once for a connector, one remembered lookup for
    // Account Connect), not after the verifier has answered. For a connector verifier, what the
    // session remembers of each data connection is loaded first (one Redis round trip), so that all
    // the reads start in the same turn and, where they share the per-connection queue, travel as one job.
    const known = verifier.ref.kind === 'connector' ? await this.customer(session) : null;
    const remembered = known?.kind === 'known' ? await this.recallAll(session.tenantId, sources, ref) : new Map<number, RememberedMatch | null>();
    const dataReads = (known ? Promise.resolve(known) : this.customer(session)).then(async (customer) => {
      const usable = customer.kind === 'known' && Boolean(customer.customer.email || customer.customer.mobile);
      const [reads, deskRead] = await Promise.all([
        usable && customer.kind === 'known' ? Promise.all(sources.map((s) => this.readSource(s, kind, customer.customer, ref, remembered))) : null,
        desk && customer.kind !== 'test' && customer.kind !== 'session_expired' ? this.readDesk(desk, session, customer) : null,
      ]);
      return { customer, reads, deskRead };
    });
    const [verifierAnswer, { customer, reads, deskRead }] = await Promise.all([
      verifierAsked ? this.verifierAnswer(session, kind) : Promise.resolve(null),
      dataReads,
    ]);
    if (verifierAnswer?.kind === 'session_expired' || customer.kind === 'session_expired') return { kind: 'session_expired' };
    if (customer.kind === 'test') return reply(cutListAnswer(verifierAnswer?.body ?? { success: true, [kind]: [], test: true }, kind, this.today(), opts));

    const label = sourceLabels(verifier, sources);
    const parts: SourcePart[] = [];
    if (verifierAnswer) parts.push({ name: label.verifier, read: rowsOf(verifierAnswer.body, kind), system: verifier.system });
    const notes: string[] = [];
    if (customer.kind === 'system_error') {
      // The verified record could not be read: the data connections cannot be asked about anyone.
      for (const s of sources) parts.push({ name: label.of(s), read: { ok: false } });
    } else if (!reads) {
      if (sources.length > 0) notes.push(SOURCE_MESSAGES.noContact(sources.map((s) => label.of(s))));
    } else {
      sources.forEach((s, i) => {
        parts.push({ name: label.of(s), read: reads[i]!, system: connectionSystem(s.connection) });
        if (reads[i]!.ok) this.deps.onAnswered?.(s.connection.id);
      });
    }
    if (deskRead) parts.push({ name: SOURCE_MESSAGES.supportDesk, read: deskRead });
    if (parts.length === 0) return reply({ success: true, [kind]: [], ...(notes.length > 0 ? { message: notes.join(' ') } : {}) });
    const verifiedEmail = customer.kind === 'known' ? customer.customer.email : null;
    return reply(
      mergeSourceRows(parts, {
        kind,
        verifiedEmail,
        tagSource: parts.length > 1,
        notes,
        today: this.today(),
        cap: opts.cap ?? true,
        ...(this.deps.onDropped ? { onDropped: this.deps.onDropped } : {}),
      }),
    );
  }

  /** The support desk's tickets of the session's customer (by the verified contact when it could be read), within the source deadline. */
  private readDesk(desk: OwnTickets, session: OpenSession, customer: CustomerOutcome): Promise<SourceRead> {
    const contact = customer.kind === 'known' ? customer.customer : null;
    return this.withinDeadline({ tenantId: session.tenantId, connectionId: null, kind: 'tickets' }, () =>
      desk.forCustomer(session.tenantId, {
        email: contact?.email ?? null,
        mobile: contact?.mobile ?? null,
        sessionHash: session.hash,
        conversationId: session.conversationId,
      }),
    );
  }

  /**
   * The verified record's details. Account Connect's cost a call (its account-summary), so they are
   * remembered for the session; a connector's are in the session itself.
   */
  async customer(session: OpenSession): Promise<CustomerOutcome> {
    const remember = session.verifier.ref.kind === 'account_connect';
    if (remember) {
      const known = customerSchema.safeParse(await this.deps.memo.get(session.tenantId, session.hash, CUSTOMER_FIELD));
      if (known.success) return { kind: 'known', customer: known.data };
    }
    const outcome = await runPlan(session.verifier.planCustomer(session.state, session.customerName), this.deps.calls);
    if (remember && outcome.kind === 'known') await this.deps.memo.set(session.tenantId, session.hash, CUSTOMER_FIELD, outcome.customer, session.expiresAt);
    return outcome;
  }

  /** What the session remembers of each data connection's match, in one round of lookups. */
  private async recallAll(tenantId: number, sources: readonly DataConnection[], ref: SessionRef): Promise<Map<number, RememberedMatch | null>> {
    const remembered = new Map<number, RememberedMatch | null>();
    await Promise.all(
      sources
        .filter((s) => !readsOwnRecords(s))
        .map(async (s) => remembered.set(s.connection.id, await this.recall(tenantId, s.connection.id, ref).catch(() => null))),
    );
    return remembered;
  }

  /** The session's remembered match of one data connection, null when none is remembered. */
  private async recall(tenantId: number, connectionId: number, ref: SessionRef): Promise<RememberedMatch | null> {
    const found = rememberedMatchSchema.safeParse(await this.deps.memo.get(tenantId, ref.hash, matchField(connectionId)));
    return found.success ? found.data : null;
  }

  /** One data connection's rows for the verified customer, within the source deadline. */
  private async readSource(
    source: DataConnection,
    kind: DataKind,
    customer: VerifiedCustomer,
    ref: SessionRef,
    /** Matches already looked up (null: nothing remembered); a connection missing here is looked up first. */
    remembered: ReadonlyMap<number, RememberedMatch | null>,
  ): Promise<SourceRead> {
    const { tenantId, id: connectionId } = source.connection;
    return this.withinDeadline({ tenantId, connectionId, kind }, async (): Promise<SourceRead> => {
      const found = readsOwnRecords(source) ? ownRecordsCustomer(customer) : await this.find(source, customer, ref, remembered.get(connectionId));
      if (found === 'failed') return { ok: false };
      if (!found) return { ok: true, rows: [] };
      const outcome = await runPlan(listPlan(source.connection, source.def, kind, found), this.deps.calls);
      if (outcome.kind !== 'ok') return { ok: false };
      return rowsOf({ success: true, ...outcome.body }, kind);
    });
  }

  /** One source's read, answered as unavailable when it fails or takes longer than the source deadline. */
  private async withinDeadline(at: { tenantId: number; connectionId: number | null; kind: DataKind }, read: () => Promise<SourceRead>): Promise<SourceRead> {
    try {
      return await within(read(), this.deps.sourceDeadlineMs ?? LIMITS.outboundCallTimeoutMs, (): SourceRead => {
        this.deps.logger.warn(at, 'data source too slow: answered as unavailable');
        return { ok: false };
      });
    } catch (err) {
      this.deps.logger.error({ err, ...at }, 'data source read failed');
      return { ok: false };
    }
  }

  /** The connection's record of the verified customer (remembered for the session), null when it has none, 'failed' when the vendor failed. */
  private async find(
    source: DataConnection,
    customer: VerifiedCustomer,
    ref: SessionRef,
    looked: RememberedMatch | null | undefined,
  ): Promise<SessionCustomer | null | 'failed'> {
    const remembered = looked === undefined ? await this.recall(source.connection.tenantId, source.connection.id, ref) : looked;
    if (remembered) return 'none' in remembered ? null : remembered.customer;
    let match: SessionCustomer | null = null;
    for (const payload of findPayloads(source, customer)) {
      const r = await this.deps.calls.vendor(payload);
      if (!r.ok) return 'failed';
      match = matchIn(r, customer);
      if (match) break;
    }
    const { tenantId, id } = source.connection;
    await this.deps.memo.set(tenantId, ref.hash, matchField(id), match ? { customer: match } : { none: true }, ref.expiresAt);
    return match;
  }
}

/**
 * The `source` each row carries: the connection's name, with `#<connection id>` added when two of the
 * sources asked share a name (two stores on the same connector), so the bot can tell them apart.
 */
function sourceLabels(verifier: Verifier, sources: readonly DataConnection[]): { verifier: string; of(s: DataConnection): string } {
  const counts = new Map<string, number>();
  for (const name of [verifier.name, ...sources.map((s) => s.def.name)]) counts.set(name, (counts.get(name) ?? 0) + 1);
  const label = (name: string, id: number | null): string => ((counts.get(name) ?? 0) > 1 && id !== null ? `${name} #${id}` : name);
  return {
    verifier: label(verifier.name, verifier.ref.kind === 'connector' ? verifier.ref.connectionId : null),
    of: (s) => label(s.def.name, s.connection.id),
  };
}

function rowsOf(body: Record<string, unknown>, kind: DataKind): SourceRead {
  if (body['success'] !== true) return { ok: false };
  const list = body[kind];
  const leftOut = leftOutOf(body);
  return {
    ok: true,
    rows: Array.isArray(list) ? list.filter((r): r is Record<string, unknown> => r !== null && typeof r === 'object' && !Array.isArray(r)) : [],
    ...(leftOut > 0 ? { leftOut } : {}),
  };
}
