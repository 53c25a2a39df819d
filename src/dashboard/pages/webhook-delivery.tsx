import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api } from '../api';
import { Loading, Notice, type NoticeKind, PageHeading, Time, useAction, useLoad } from '../ui';
import { webhooksHref, type AttemptDetail, type DeliveryDetail, type LogFilters } from './webhook-types';

/** How often the page looks again while the delivery is still being attempted, and for how long at most. */
const POLL_MS = 1_500;
const POLL_TIMES = 40;

/** One delivery: what was sent (payload, headers of every attempt), what came back, and Replay. */
const DELIVERY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function DeliveryPage({ id, filters }: { id: string; filters: LogFilters }): JSX.Element {
  if (!DELIVERY_ID.test(id)) {
    return (
      <section aria-labelledby="delivery-h">
        <PageHeading id="delivery-h">Delivery</PageHeading>
        <Notice kind="error">
          That address does not name a delivery. <a href={webhooksHref(filters)}>Go back to the deliveries</a> and open one from the log.
        </Notice>
      </section>
    );
  }
  return <Delivery id={id} filters={filters} />;
}

function Delivery({ id, filters }: { id: string; filters: LogFilters }): JSX.Element {
  const loaded = useLoad(() => api<{ delivery: DeliveryDetail }>('GET', `/api/sandbox/webhooks/deliveries/${encodeURIComponent(id)}`), [id]);
  const [busy, run, crash] = useAction();
  const [note, setNote] = useState<{ kind: NoticeKind; text: string } | null>(null);
  const [polls, setPolls] = useState(0);
  const d = loaded.data?.delivery;
  const inFlight = d?.status === 'pending' || d?.status === 'retrying';

  useEffect(() => {
    if (!inFlight || polls >= POLL_TIMES) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      void loaded.reload();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [inFlight, polls, loaded.data]);

  const replay = (): Promise<void> =>
    run(async () => {
      setNote(null);
      const r = await api<{ replays: number }>('POST', `/api/sandbox/webhooks/deliveries/${encodeURIComponent(id)}/replay`);
      if (!r.ok) {
        setNote({ kind: 'error', text: r.message });
        return;
      }
      setNote({ kind: 'ok', text: 'Sent again with the same X-Service-Delivery and the same body: its new attempt appears below once it has been made.' });
      setPolls(0);
      await loaded.reload();
    });

  return (
    <section aria-labelledby="delivery-h">
      <p>
        <a href={webhooksHref(filters)}>Back to the webhooks and every delivery</a>
      </p>
      <PageHeading id="delivery-h">Delivery{d ? ` of ${d.event}` : ''}</PageHeading>
      {loaded.loading && !loaded.data && <Loading what="the delivery" />}
      {loaded.error && <Notice kind="error">{loaded.error}</Notice>}
      {d && (
        <>
          <p>
            <span class={`badge badge-${d.status}`}>{d.status}</span> {d.test && <span class="badge badge-test">test</span>}
          </p>
          {d.test && (
            <p class="muted small">A sample delivery (Send test): attempted once per round, it never counts toward the endpoint's failures or last delivery.</p>
          )}
          <dl class="facts">
            <dt>Delivery id</dt>
            <dd class="mono break">{d.id}</dd>
            <dt>Endpoint</dt>
            <dd class="break">{d.endpoint_url}</dd>
            <dt>Created</dt>
            <dd>
              <Time iso={d.created_at} />
            </dd>
            <dt>Attempts</dt>
            <dd>
              {d.attempts}
              {d.replays > 0 ? ` (sent again ${d.replays} ${d.replays === 1 ? 'time' : 'times'})` : ''}
            </dd>
            <dt>Next attempt</dt>
            <dd>
              <Time iso={d.next_attempt_at} />
            </dd>
            <dt>Settled</dt>
            <dd>
              <Time iso={d.completed_at} />
            </dd>
            {d.error && (
              <>
                <dt>Error</dt>
                <dd class="break">{d.error}</dd>
              </>
            )}
          </dl>
          <div class="actions">
            <button type="button" class="primary" onClick={() => void replay()} disabled={busy}>
              Replay
            </button>
            <button type="button" onClick={() => void loaded.reload()} disabled={loaded.loading}>
              Refresh
            </button>
          </div>
          {note && <Notice kind={note.kind}>{note.text}</Notice>}
          {crash && <Notice kind="error">{crash}</Notice>}

          <h2 id="payload-h">Payload</h2>
          <p class="hint">{d.payload_bytes} bytes, exactly as every attempt sent them (the signatures are over these bytes).</p>
          <pre class="code" aria-labelledby="payload-h" tabIndex={0}>
            {d.payload}
          </pre>

          <h2>Attempts</h2>
          {d.attempt_log.length === 0 && <p class="muted">No attempt has been made yet.</p>}
          <ol class="rows">
            {d.attempt_log.map((a) => (
              <li key={a.attempt} class="row">
                <AttemptView a={a} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function AttemptView({ a }: { a: AttemptDetail }): JSX.Element {
  const id = `attempt-${a.attempt}`;
  return (
    <article aria-labelledby={id}>
      <h3 id={id}>
        Attempt {a.attempt}: {a.response_code !== null ? `answered ${a.response_code}` : 'no answer'} in {a.latency_ms} ms
      </h3>
      <p class="small muted">
        <Time iso={a.at} />
      </p>
      {a.error && <p class="last-error">{a.error}</p>}
      <details class="settings">
        <summary>Headers sent</summary>
        {a.headers ? (
          <table>
            <caption>The headers of attempt {a.attempt} (signatures are not secrets)</caption>
            <tbody>
              {Object.entries(a.headers).map(([name, value]) => (
                <tr key={name}>
                  <th scope="row" class="mono">
                    {name}
                  </th>
                  <td class="mono break">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p class="muted">Not recorded for this attempt.</p>
        )}
      </details>
      <p class="small">
        <strong>Response</strong>
        {a.response_truncated ? ' (its first 1 KB)' : ''}
      </p>
      {a.response_body === null ? (
        <p class="muted">No answer came.</p>
      ) : a.response_body === '' ? (
        <p class="muted">{a.response_truncated ? 'None of the body came before the attempt’s time was up.' : 'An empty body.'}</p>
      ) : (
        <pre class="code">{a.response_body}</pre>
      )}
    </article>
  );
}
