import type { JSX } from 'preact';
import { api } from '../api';
import { Loading, Notice, PageHeading, Time, useLoad } from '../ui';

interface OutboxMessage {
  id: string | number;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  sent_at: string;
}

/** Development only: the emails and texts the service would have sent, newest first. */
export function OutboxPage(): JSX.Element {
  const loaded = useLoad(() => api<{ messages: OutboxMessage[] }>('GET', '/api/dashboard/dev/outbox'));
  return (
    <section aria-labelledby="outbox-h">
      <PageHeading id="outbox-h">Outbox (development)</PageHeading>
      <p>Every email and text the service would send, as the workers wrote them. This page exists only in development.</p>
      <div class="actions">
        <button type="button" onClick={() => void loaded.reload()} disabled={loaded.loading}>
          Refresh
        </button>
      </div>
      {loaded.loading && !loaded.data && <Loading what="the outbox" />}
      {loaded.error && <Notice kind="error">{loaded.error}</Notice>}
      {loaded.data && loaded.data.messages.length === 0 && <p class="muted">Nothing has been sent yet.</p>}
      <ul class="cards">
        {loaded.data?.messages.map((m) => (
          <li key={m.id}>
            <article class="card">
              <header class="card-head">
                <h2 class="h3">{m.subject ?? (m.channel === 'sms' ? 'Text message' : '(no subject)')}</h2>
                <span class="badge">{m.channel === 'sms' ? 'SMS' : 'Email'}</span>
              </header>
              <p class="small muted">
                To {m.to} · <Time iso={m.sent_at} />
              </p>
              <pre class="message-text">{m.text}</pre>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
