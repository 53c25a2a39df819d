import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { api, SIGN_IN_PATH } from '../api';
import { Loading, Notice, PageHeading, Time, useLoad } from '../ui';

interface OutboxMessage {
  id: string | number;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  sent_at: string;
}

/** A message's text with this service's own addresses (a sign-in link) made into links; nothing else is linked. */
function Linked({ text }: { text: string }): JSX.Element {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return part;
        let url: URL | null = null;
        try {
          url = new URL(part);
        } catch {
          url = null;
        }
        return url && url.origin === location.origin ? (
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          part
        );
      })}
    </>
  );
}

/**
 * Development only: the emails and texts the service would have sent, newest first. Signed out (on
 * the same machine, in development) it is where the sign-in link is found.
 */
export function OutboxPage({ signedOut = false }: { signedOut?: boolean }): JSX.Element {
  const loaded = useLoad(() => api<{ messages: OutboxMessage[] }>('GET', '/api/dashboard/dev/outbox', undefined, { allow401: signedOut }));
  useEffect(() => {
    if (signedOut) document.title = 'Outbox (development) · Dashboard';
  }, [signedOut]);
  return (
    <section aria-labelledby="outbox-h">
      <PageHeading id="outbox-h">Outbox (development)</PageHeading>
      <p>Every email and text the service would send, as the workers wrote them. This page exists only in development.</p>
      {signedOut && (
        <p>
          You are not signed in: open the newest sign-in link below, or go back to <a href={SIGN_IN_PATH}>sign in</a> to ask for one.
        </p>
      )}
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
              <pre class="message-text">
                <Linked text={m.text} />
              </pre>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
