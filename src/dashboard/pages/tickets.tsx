import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { api } from '../api';
import { Field, Loading, Notice, PageHeading, Time, useAction, useLoad, type NoticeKind } from '../ui';
import { TicketDetail, type TicketDetailJson } from './ticket-detail';

interface TicketRowJson {
  ticket_id: number;
  ticket_number: string;
  subject: string;
  priority: string;
  status: string;
  customer_name: string | null;
  customer_email: string | null;
  assigned_to_user_id: number | null;
  created_at: string;
  updated_at: string;
  preview: boolean;
}
interface Page {
  data: TicketRowJson[];
  next_before: number | null;
}

const STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;

/**
 * The team's tickets (the same team API every client uses: GET/POST/PATCH /api/tickets): every ticket
 * newest first, filtered by status, each opened in place with its text, notes and history, where the
 * team changes status, priority and assignee or adds a note; and a form to raise a ticket itself.
 */
export function TicketsPage(): JSX.Element {
  const [status, setStatus] = useState('');
  const [extra, setExtra] = useState<TicketRowJson[]>([]);
  const [next, setNext] = useState<number | null | undefined>(undefined);
  const [changed, setChanged] = useState<Record<number, TicketRowJson>>({});
  const [pageError, setPageError] = useState<string | null>(null);
  const query = status ? `&status=${status}` : '';
  const first = useLoad(() => api<Page>('GET', `/api/tickets?limit=25${query}`), [query]);
  const cursor = next === undefined ? (first.data?.next_before ?? null) : next;
  const items = [...(first.data?.data ?? []), ...extra].map((t) => changed[t.ticket_id] ?? t);

  const filter = (value: string): void => {
    setStatus(value);
    setExtra([]);
    setNext(undefined);
  };
  const more = async (): Promise<void> => {
    const r = await api<Page>('GET', `/api/tickets?limit=25&before=${cursor}${query}`);
    if (!r.ok || !r.body) return setPageError(r.message);
    setExtra((old) => [...old, ...r.body.data]);
    setNext(r.body.next_before);
  };
  const reloadAll = async (): Promise<void> => {
    setExtra([]);
    setNext(undefined);
    setChanged({});
    await first.reload();
  };

  return (
    <section aria-labelledby="tickets-page-h">
      <PageHeading id="tickets-page-h">Tickets</PageHeading>
      <p class="muted">
        Every request the bot, your API calls or your team raised. Changing a ticket&apos;s status, priority or assignee sends ticket.updated to your webhooks
        (not for a preview ticket); a note sends nothing.
      </p>
      <NewTicket onCreated={reloadAll} />
      <section class="panel" aria-labelledby="ticket-list-h">
        <h2 id="ticket-list-h">All tickets</h2>
        <div class="filters">
          <label>
            Status{' '}
            <select value={status} onChange={(e) => filter((e.target as HTMLSelectElement).value)}>
              <option value="">Any</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        </div>
        {first.loading && items.length === 0 && <Loading what="tickets" />}
        {(first.error ?? pageError) && <Notice kind="error">{first.error ?? pageError}</Notice>}
        {!first.loading && !first.error && items.length === 0 && <p class="muted">{status ? `No ${status} tickets.` : 'No tickets yet.'}</p>}
        <ul class="rows" aria-label="Tickets">
          {items.map((t) => (
            <li key={t.ticket_id} class="row">
              <TicketRow ticket={t} onChanged={(d) => setChanged((old) => ({ ...old, [d.ticket_id]: { ...t, ...d } }))} />
            </li>
          ))}
        </ul>
        {cursor && (
          <button type="button" onClick={() => void more()}>
            Show older tickets
          </button>
        )}
      </section>
    </section>
  );
}

function TicketRow({ ticket: t, onChanged }: { ticket: TicketRowJson; onChanged: (d: TicketDetailJson) => void }): JSX.Element {
  const [open, setOpen] = useState(false);
  return (
    <article aria-label={`${t.ticket_number} ${t.subject}`}>
      <div>
        <strong>{t.ticket_number}</strong> {t.subject} {t.preview && <span class="badge badge-test">Preview</span>}
      </div>
      <div class="small">
        <span class={`badge badge-${t.status}`}>{t.status}</span> {t.priority} priority · {t.customer_name ?? 'Unknown customer'}
        {t.customer_email && <> · {t.customer_email}</>} · {t.assigned_to_user_id === null ? 'unassigned' : `assigned to #${t.assigned_to_user_id}`} · updated{' '}
        <Time iso={t.updated_at} />
      </div>
      <button type="button" class="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? `Close ${t.ticket_number}` : `Open ${t.ticket_number}`}
      </button>
      {open && <TicketDetail ticketId={t.ticket_id} onChanged={onChanged} />}
    </article>
  );
}

/** The team raises a ticket itself (a customer who phoned): POST /api/tickets. */
function NewTicket({ onCreated }: { onCreated: () => Promise<void> }): JSX.Element {
  const empty = { subject: '', description: '', customer_name: '', customer_email: '', customer_mobile: '' };
  const [form, setForm] = useState(empty);
  const [priority, setPriority] = useState('Medium');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: NoticeKind; text: string } | null>(null);
  const [busy, run, crash] = useAction();
  const set = (k: keyof typeof empty) => (v: string) => setForm({ ...form, [k]: v });
  const submit = (e: Event): Promise<void> =>
    run(async () => {
      e.preventDefault();
      setMessage(null);
      const r = await api<{ message: string; detail?: { loc: string[]; msg: string }[] }>('POST', '/api/tickets', { ...form, priority });
      if (r.status === 422 && Array.isArray(r.body?.detail)) {
        setErrors(Object.fromEntries(r.body.detail.map((d) => [String(d.loc[d.loc.length - 1]), d.msg])));
        return;
      }
      setErrors({});
      if (!r.ok) return setMessage({ kind: 'error', text: r.message });
      setMessage({ kind: 'ok', text: r.body.message });
      setForm(empty);
      await onCreated();
    });
  return (
    <details class="panel">
      <summary>Raise a ticket</summary>
      <form onSubmit={(e) => void submit(e)} aria-label="Raise a ticket">
        <Field label="Subject" value={form.subject} onInput={set('subject')} error={errors['subject']} hint="5 to 255 characters" />
        <Field
          label="What the customer asked for"
          value={form.description}
          onInput={set('description')}
          error={errors['description']}
          hint="10 to 5,000 characters"
        />
        <Field label="Customer name" value={form.customer_name} onInput={set('customer_name')} error={errors['customer_name']} />
        <Field label="Customer email" type="email" value={form.customer_email} onInput={set('customer_email')} error={errors['customer_email']} />
        <Field label="Customer mobile" value={form.customer_mobile} onInput={set('customer_mobile')} error={errors['customer_mobile']} />
        <label>
          Priority{' '}
          <select value={priority} onChange={(e) => setPriority((e.target as HTMLSelectElement).value)}>
            {['Low', 'Medium', 'High'].map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <div class="actions">
          <button type="submit" disabled={busy}>
            Raise the ticket
          </button>
        </div>
      </form>
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      {crash && <Notice kind="error">{crash}</Notice>}
    </details>
  );
}
