import type { JSX } from 'preact';
import { useEffect, useId, useState } from 'preact/hooks';
import { api } from '../api';
import { Loading, Notice, Time, useAction, type NoticeKind } from '../ui';

/** A ticket as GET /api/tickets/{id} answers it (docs/tickets.md). */
export interface TicketDetailJson {
  ticket_id: number;
  ticket_number: string;
  subject: string;
  description: string;
  priority: string;
  status: string;
  conversation_id: number | null;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  assigned_to_user_id: number | null;
  created_at: string;
  updated_at: string;
  preview: boolean;
  notes: { note_id: number; kind: string; body: string; conversation_id: number | null; author_user_id: number | null; created_at: string }[];
  history: { at: string; changes: Record<string, { from: unknown; to: unknown }>; author_user_id: number | null }[];
  next_statuses: string[];
}

const PRIORITIES = ['Low', 'Medium', 'High'] as const;
const FIELD_NAMES: Record<string, string> = { status: 'status', priority: 'priority', assigned_to_user_id: 'assignee' };

const shown = (v: unknown): string => (v === null || v === undefined ? 'nobody' : typeof v === 'string' ? v : JSON.stringify(v));

/** One change of the history in words: "status open → pending; assignee nobody → 7". */
export function describeChange(changes: Record<string, { from: unknown; to: unknown }>): string {
  return Object.entries(changes)
    .map(([field, c]) => `${FIELD_NAMES[field] ?? field} ${shown(c.from)} → ${shown(c.to)}`)
    .join('; ');
}

/**
 * One ticket in full for the team: its text, the customer's contact, notes (team notes and the
 * customer's repeat contacts), the history of changes, and the form to change status (only to the
 * statuses the server allows), priority and assignee or add a note (PATCH /api/tickets/{id}).
 */
export function TicketDetail({ ticketId, onChanged }: { ticketId: number; onChanged: (t: TicketDetailJson) => void }): JSX.Element {
  const [ticket, setTicket] = useState<TicketDetailJson | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [priority, setPriority] = useState('');
  const [assignee, setAssignee] = useState('');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ kind: NoticeKind; text: string } | null>(null);
  const [busy, run, crash] = useAction();
  const id = useId();

  const show = (t: TicketDetailJson): void => {
    setTicket(t);
    setStatus(t.status);
    setPriority(t.priority);
    setAssignee(t.assigned_to_user_id === null ? '' : String(t.assigned_to_user_id));
  };
  useEffect(() => {
    void (async () => {
      const r = await api<{ data: TicketDetailJson }>('GET', `/api/tickets/${ticketId}`);
      if (r.ok && r.body) show(r.body.data);
      else setLoadError(r.message);
    })();
  }, [ticketId]);

  if (loadError) return <Notice kind="error">{loadError}</Notice>;
  if (!ticket) return <Loading what="the ticket" />;

  const assigneeValue = assignee.trim() === '' ? null : Number(assignee.trim());
  const assigneeBad = assigneeValue !== null && (!Number.isInteger(assigneeValue) || assigneeValue < 1);
  const save = (e: Event): Promise<void> =>
    run(async () => {
      e.preventDefault();
      setMessage(null);
      if (assigneeBad) {
        setMessage({ kind: 'error', text: 'The assignee is a team member number (1 or more), or empty for nobody.' });
        return;
      }
      const body: Record<string, unknown> = {};
      if (status !== ticket.status) body['status'] = status;
      if (priority !== ticket.priority) body['priority'] = priority;
      if (assigneeValue !== ticket.assigned_to_user_id) body['assigned_to_user_id'] = assigneeValue;
      if (note.trim() !== '') body['note'] = note.trim();
      if (Object.keys(body).length === 0) {
        setMessage({ kind: 'info', text: 'Nothing changed.' });
        return;
      }
      const r = await api<{ changed: string[]; data: TicketDetailJson }>('PATCH', `/api/tickets/${ticket.ticket_id}`, body);
      if (!r.ok || !r.body) {
        setMessage({ kind: 'error', text: r.message });
        return;
      }
      show(r.body.data);
      setNote('');
      onChanged(r.body.data);
      const changed = r.body.changed.map((f) => FIELD_NAMES[f] ?? f);
      const event = ticket.preview ? 'a preview ticket, so no webhook is sent' : 'ticket.updated was sent to your webhooks';
      setMessage({
        kind: 'ok',
        text: changed.length > 0 ? `Saved: ${changed.join(', ')} changed (${event}).` : 'Note added (a note raises no webhook).',
      });
    });

  return (
    <div class="ticket-detail">
      {ticket.preview && (
        <Notice kind="info">
          Raised in one of your preview conversations (Try your bot): it is kept here like any ticket, but it raises no webhooks and never shows in a
          customer&apos;s answers.
        </Notice>
      )}
      <h4>What the customer asked</h4>
      <p class="message-text">{ticket.description}</p>
      <dl class="facts">
        <dt>Customer</dt>
        <dd>
          {ticket.customer_name ?? 'Unknown'}
          {ticket.customer_email && <> · {ticket.customer_email}</>}
          {ticket.customer_phone && <> · {ticket.customer_phone}</>}
        </dd>
        <dt>Conversation</dt>
        <dd>{ticket.conversation_id === null ? 'none' : `#${ticket.conversation_id}`}</dd>
        <dt>Opened</dt>
        <dd>
          <Time iso={ticket.created_at} />
        </dd>
        <dt>Last updated</dt>
        <dd>
          <Time iso={ticket.updated_at} />
        </dd>
      </dl>

      <h4>Notes</h4>
      {ticket.notes.length === 0 ? (
        <p class="muted">No notes yet.</p>
      ) : (
        <ol class="notes">
          {ticket.notes.map((n) => (
            <li key={n.note_id}>
              <span class="small muted">
                <Time iso={n.created_at} /> ·{' '}
                {n.kind === 'repeat_contact' ? 'the customer again' : `team${n.author_user_id === null ? '' : ` (#${n.author_user_id})`}`}
              </span>
              <p class="message-text">{n.body}</p>
            </li>
          ))}
        </ol>
      )}

      <h4>History</h4>
      {ticket.history.length === 0 ? (
        <p class="muted">No changes yet.</p>
      ) : (
        <ol class="events-log">
          {ticket.history.map((h, i) => (
            <li key={i}>
              <Time iso={h.at} /> — {describeChange(h.changes)}
              {h.author_user_id !== null && <span class="muted small"> (by #{h.author_user_id})</span>}
            </li>
          ))}
        </ol>
      )}

      <form onSubmit={(e) => void save(e)} aria-label={`Change ${ticket.ticket_number}`}>
        <div class="filters">
          <label>
            Status{' '}
            <select value={status} onChange={(e) => setStatus((e.target as HTMLSelectElement).value)}>
              {[ticket.status, ...ticket.next_statuses].map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <label>
            Priority{' '}
            <select value={priority} onChange={(e) => setPriority((e.target as HTMLSelectElement).value)}>
              {PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          <label>
            Assignee (team member number){' '}
            <input type="text" inputMode="numeric" value={assignee} placeholder="nobody" onInput={(e) => setAssignee((e.target as HTMLInputElement).value)} />
          </label>
        </div>
        {ticket.next_statuses.length === 0 && <p class="hint">A closed ticket is final: its status cannot change.</p>}
        <div class="field">
          <label for={`${id}-note`}>Add a note for the team (raises no webhook)</label>
          <textarea id={`${id}-note`} rows={3} value={note} maxLength={5000} onInput={(e) => setNote((e.target as HTMLTextAreaElement).value)} />
        </div>
        <div class="actions">
          <button type="submit" disabled={busy}>
            Save changes
          </button>
        </div>
      </form>
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      {crash && <Notice kind="error">{crash}</Notice>}
    </div>
  );
}
