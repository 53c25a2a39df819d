import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { api } from '../api';
import { Loading, Notice, PageHeading, Time, useLoad } from '../ui';
import { BotCalls } from './bot-calls';
import { FraudPanel } from './fraud-panel';

interface Conversation {
  conversation_id: number;
  channel: string;
  status: string;
  customer_name: string | null;
  customer_email: string | null;
  started_at: string;
  ended_at: string | null;
  identified_method: string | null;
}
interface Ticket {
  ticket_id: number;
  ticket_number: string;
  subject: string;
  priority: string;
  status: string;
  customer_name: string | null;
  created_at: string;
  updated_at: string;
}
interface TicketEvent {
  event: string;
  created_at: string;
  data?: Record<string, unknown>;
}
interface Page<T> {
  data: T[];
  next_before: number | null;
}

/** The bot's calls, conversations and tickets, newest first; read-only. */
export function ActivityPage(): JSX.Element {
  return (
    <section aria-labelledby="activity-h">
      <PageHeading id="activity-h">Activity</PageHeading>
      <BotCalls />
      <FraudPanel />
      <Conversations />
      <Tickets />
    </section>
  );
}

function usePaged<T>(path: string): { items: T[]; error: string | null; loading: boolean; more: (() => Promise<void>) | null } {
  const first = useLoad(() => api<Page<T>>('GET', `${path}?limit=25`), [path]);
  const [extra, setExtra] = useState<T[]>([]);
  const [next, setNext] = useState<number | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const cursor = next === undefined ? (first.data?.next_before ?? null) : next;
  const more = cursor
    ? async () => {
        const r = await api<Page<T>>('GET', `${path}?limit=25&before=${cursor}`);
        if (!r.ok || !r.body) {
          setError(r.message);
          return;
        }
        setExtra((old) => [...old, ...r.body.data]);
        setNext(r.body.next_before);
      }
    : null;
  return { items: [...(first.data?.data ?? []), ...extra], error: first.error ?? error, loading: first.loading, more };
}

function Conversations(): JSX.Element {
  const { items, error, loading, more } = usePaged<Conversation>('/api/conversations');
  return (
    <section class="panel" aria-labelledby="conv-h">
      <h2 id="conv-h">Conversations</h2>
      {loading && items.length === 0 && <Loading what="conversations" />}
      {error && <Notice kind="error">{error}</Notice>}
      {!loading && !error && items.length === 0 && <p class="muted">No conversations yet.</p>}
      <ul class="rows">
        {items.map((c) => (
          <li key={c.conversation_id} class="row">
            <div>
              <strong>#{c.conversation_id}</strong> {c.customer_name ?? 'Unknown customer'}
              {c.customer_email && <span class="muted"> · {c.customer_email}</span>}
            </div>
            <div class="small">
              <span class={`badge badge-${c.status}`}>{c.status.replace(/_/g, ' ')}</span> {c.channel} · started <Time iso={c.started_at} />
              {c.identified_method && <> · {c.identified_method}</>}
            </div>
          </li>
        ))}
      </ul>
      {more && (
        <button type="button" onClick={() => void more()}>
          Show older conversations
        </button>
      )}
    </section>
  );
}

function Tickets(): JSX.Element {
  const { items, error, loading, more } = usePaged<Ticket>('/api/tickets');
  return (
    <section class="panel" aria-labelledby="tickets-h">
      <h2 id="tickets-h">Tickets</h2>
      {loading && items.length === 0 && <Loading what="tickets" />}
      {error && <Notice kind="error">{error}</Notice>}
      {!loading && !error && items.length === 0 && <p class="muted">No tickets yet.</p>}
      <ul class="rows">
        {items.map((t) => (
          <li key={t.ticket_id} class="row">
            <TicketRow ticket={t} />
          </li>
        ))}
      </ul>
      {more && (
        <button type="button" onClick={() => void more()}>
          Show older tickets
        </button>
      )}
    </section>
  );
}

function TicketRow({ ticket: t }: { ticket: Ticket }): JSX.Element {
  const [events, setEvents] = useState<TicketEvent[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const toggle = async (): Promise<void> => {
    setOpen(!open);
    if (open || events) return;
    const r = await api<{ data: TicketEvent[] }>('GET', `/api/tickets/${t.ticket_id}/events`);
    if (r.ok && r.body) setEvents(r.body.data);
    else setError(r.message);
  };
  return (
    <>
      <div>
        <strong>{t.ticket_number}</strong> {t.subject}
      </div>
      <div class="small">
        <span class={`badge badge-${t.status}`}>{t.status.replace(/_/g, ' ')}</span> {t.priority} priority · {t.customer_name ?? 'Unknown customer'} · opened{' '}
        <Time iso={t.created_at} />
      </div>
      <button type="button" class="link-button" aria-expanded={open} onClick={() => void toggle()}>
        {open ? 'Hide events' : 'Show events'}
      </button>
      {open && (
        <div class="events-log">
          {error && <Notice kind="error">{error}</Notice>}
          {!events && !error && <Loading what="events" />}
          {events && events.length === 0 && <p class="muted">No events.</p>}
          {events && (
            <ol>
              {events.map((e, i) => (
                <li key={i}>
                  <Time iso={e.created_at} /> — {e.event}
                  {e.data && 'changes' in e.data && <span class="muted small"> {describeChanges(e.data.changes)}</span>}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </>
  );
}

function describeChanges(changes: unknown): string {
  if (!changes || typeof changes !== 'object') return '';
  return Object.entries(changes as Record<string, unknown>)
    .map(([k, v]) => {
      if (v && typeof v === 'object' && 'from' in v && 'to' in v)
        return `${k}: ${String((v as { from: unknown }).from)} → ${String((v as { to: unknown }).to)}`;
      return `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`;
    })
    .join('; ');
}
