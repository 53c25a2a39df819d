import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { api } from '../api';
import { Confirm, Field, Loading, Notice, type NoticeKind, PageHeading, ShownOnce, Time, useAction, useLoad } from '../ui';

interface Endpoint {
  id: number;
  url: string;
  events: string[];
  description: string;
  is_active: boolean;
  consecutive_failures: number;
  last_error: string | null;
  last_delivered_at: string | null;
  created_at: string;
}
interface Delivery {
  id: string;
  event: string;
  endpoint_url: string;
  status: string;
  attempts: number;
  response_code: number | null;
  error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  completed_at: string | null;
}
interface TestAnswer {
  success: boolean;
  status_code: number | null;
  latency_ms: number | null;
  error: string | null;
}

/** Outbound webhooks: register (secret shown once), send a test, the deliveries log, delete. */
export function WebhooksPage(): JSX.Element {
  const list = useLoad(() => api<{ webhooks: Endpoint[]; events: string[] }>('GET', '/api/sandbox/webhooks'));
  const log = useLoad(() => api<{ deliveries: Delivery[] }>('GET', '/api/sandbox/webhooks/deliveries?limit=50'));
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [urlError, setUrlError] = useState<string | undefined>(undefined);
  const [note, setNote] = useState<{ kind: NoticeKind; text: string } | null>(null);
  const [secret, setSecret] = useState<{ url: string; value: string; note: string } | null>(null);
  const [busy, run, crash] = useAction();

  const register = (e: Event): Promise<void> => {
    e.preventDefault();
    return run(async () => {
      setNote(null);
      setSecret(null);
      if (!url.trim()) {
        setUrlError('Enter the address that should receive the events');
        return;
      }
      const r = await api<{ webhook: Endpoint & { secret: string }; note: string }>('POST', '/api/sandbox/webhooks', {
        url: url.trim(),
        events,
        ...(description.trim() ? { description: description.trim() } : {}),
      });
      if (r.ok && r.body) {
        setUrlError(undefined);
        setSecret({ url: r.body.webhook.url, value: r.body.webhook.secret, note: r.body.note });
        setUrl('');
        setDescription('');
        setEvents([]);
        await list.reload();
        return;
      }
      if (r.status === 400 && !/event/i.test(r.message)) setUrlError(r.message);
      else setNote({ kind: 'error', text: r.message });
    });
  };

  const toggle = (name: string, on: boolean): void => setEvents((old) => (on ? [...old, name] : old.filter((x) => x !== name)));

  return (
    <section aria-labelledby="wh-h">
      <PageHeading id="wh-h">Webhooks</PageHeading>
      <form class="panel" onSubmit={register} noValidate aria-labelledby="wh-register-h">
        <h2 id="wh-register-h">Register an endpoint</h2>
        <Field
          label="Endpoint address"
          type="url"
          value={url}
          onInput={setUrl}
          error={urlError}
          placeholder="https://example.com/hooks/service"
          hint="HTTPS address that receives signed POSTs."
        />
        <Field label="Description (optional)" value={description} onInput={setDescription} />
        {list.data && (
          <fieldset class="events">
            <legend>Events</legend>
            <p class="hint">Tick none to receive every event.</p>
            <div class="event-grid">
              {list.data.events.map((name) => (
                <label key={name} class="check">
                  <input type="checkbox" checked={events.includes(name)} onChange={(e) => toggle(name, (e.currentTarget as HTMLInputElement).checked)} /> {name}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <button type="submit" class="primary" disabled={busy}>
          Register endpoint
        </button>
      </form>
      {note && <Notice kind={note.kind}>{note.text}</Notice>}
      {crash && <Notice kind="error">{crash}</Notice>}
      {secret && (
        <ShownOnce label={`Signing secret for ${secret.url}`} value={secret.value}>
          {secret.note}
        </ShownOnce>
      )}

      <h2>Endpoints</h2>
      {list.loading && !list.data && <Loading what="your endpoints" />}
      {list.error && <Notice kind="error">{list.error}</Notice>}
      {list.data && list.data.webhooks.length === 0 && <p class="muted">No endpoint is registered.</p>}
      <ul class="cards">
        {list.data?.webhooks.map((w) => (
          <li key={w.id}>
            <EndpointCard
              endpoint={w}
              onChanged={async () => {
                await Promise.all([list.reload(), log.reload()]);
              }}
            />
          </li>
        ))}
      </ul>

      <div class="section-head">
        <h2 id="deliveries-h">Deliveries</h2>
        <button type="button" onClick={() => void Promise.all([log.reload(), list.reload()])} disabled={log.loading}>
          Refresh
        </button>
      </div>
      {log.error && <Notice kind="error">{log.error}</Notice>}
      {log.data && log.data.deliveries.length === 0 && <p class="muted">Nothing has been delivered yet.</p>}
      {log.data && log.data.deliveries.length > 0 && (
        <div class="table-wrap" role="region" aria-labelledby="deliveries-h" tabIndex={0}>
          <table class="deliveries">
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Endpoint</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Response</th>
                <th scope="col">Error</th>
                <th scope="col">Created</th>
                <th scope="col">Last attempt</th>
                <th scope="col">Next attempt</th>
              </tr>
            </thead>
            <tbody>
              {log.data.deliveries.map((d) => (
                <tr key={d.id}>
                  <td>{d.event}</td>
                  <td class="break">{d.endpoint_url}</td>
                  <td>
                    <span class={`badge badge-${d.status}`}>{d.status}</span>
                  </td>
                  <td>{d.attempts}</td>
                  <td>{d.response_code ?? '—'}</td>
                  <td class="break">{d.error ?? '—'}</td>
                  <td>
                    <Time iso={d.created_at} />
                  </td>
                  <td>
                    <Time iso={d.last_attempt_at} />
                  </td>
                  <td>
                    <Time iso={d.next_attempt_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function EndpointCard({ endpoint: w, onChanged }: { endpoint: Endpoint; onChanged: () => Promise<void> }): JSX.Element {
  const [busy, run, crash] = useAction();
  const [result, setResult] = useState<{ kind: NoticeKind; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const headingId = `wh-${w.id}`;

  const test = (): Promise<void> =>
    run(async () => {
      setResult(null);
      const r = await api<TestAnswer>('POST', `/api/sandbox/webhooks/${w.id}/test`);
      if (!r.ok || !r.body) {
        setResult({ kind: 'error', text: r.message });
        return;
      }
      const t = r.body;
      const timing = t.latency_ms !== null ? ` in ${t.latency_ms} ms` : '';
      setResult(
        t.success
          ? { kind: 'ok', text: `Test delivered: the endpoint answered ${t.status_code}${timing}.` }
          : {
              kind: 'error',
              text: `Test not delivered${t.status_code !== null ? `: the endpoint answered ${t.status_code}` : ''}${timing}. ${t.error ?? ''}`.trim(),
            },
      );
      await onChanged();
    });
  const remove = (): Promise<void> =>
    run(async () => {
      const r = await api('DELETE', `/api/sandbox/webhooks/${w.id}`);
      if (!r.ok) {
        setResult({ kind: 'error', text: r.message });
        return;
      }
      setConfirming(false);
      await onChanged();
    });

  return (
    <article class="card" aria-labelledby={headingId}>
      <header class="card-head">
        <h3 id={headingId} class="break">
          {w.url}
        </h3>
        <span class={`badge ${w.is_active ? 'badge-working' : 'badge-failing'}`}>{w.is_active ? 'Active' : 'Deactivated'}</span>
      </header>
      {w.description && <p>{w.description}</p>}
      <p class="small">Events: {w.events.length ? w.events.join(', ') : 'every event'}</p>
      <p class="small muted">
        Last delivered: <Time iso={w.last_delivered_at} /> · failures in a row: {w.consecutive_failures}
      </p>
      {!w.is_active && (
        <Notice kind="warn">
          Deactivated after failing deliveries{w.last_error ? `. Last error: ${w.last_error}` : '.'} Delete it and register it again once it answers.
        </Notice>
      )}
      {w.is_active && w.last_error && <p class="last-error">Last error: {w.last_error}</p>}
      <div class="actions">
        <button type="button" onClick={test} disabled={busy}>
          Send test
        </button>
        <button type="button" class="danger-outline" onClick={() => setConfirming(true)} disabled={busy || confirming}>
          Delete
        </button>
      </div>
      {confirming && (
        <Confirm
          question={`Delete the endpoint ${w.url}? It stops receiving events at once; its delivery log stays.`}
          confirmLabel="Delete endpoint"
          busy={busy}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      )}
      {busy && (
        <p class="muted" role="status">
          Working…
        </p>
      )}
      {result && <Notice kind={result.kind}>{result.text}</Notice>}
      {crash && <Notice kind="error">{crash}</Notice>}
    </article>
  );
}
