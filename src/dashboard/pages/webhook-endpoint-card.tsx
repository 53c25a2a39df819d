import type { JSX } from 'preact';
import { useId, useState } from 'preact/hooks';
import { api } from '../api';
import { Confirm, Notice, type NoticeKind, ShownOnce, Time, useAction, when } from '../ui';
import type { Endpoint } from './webhook-types';

interface TestAnswer {
  success: boolean;
  status_code: number | null;
  latency_ms: number | null;
  error: string | null;
  queued?: boolean;
}

type Asking = 'delete' | 'rotate' | null;

/** The server's sentences name moments in ISO 8601; the owner reads them in their own time. */
function localTimes(text: string): string {
  return text.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g, (iso) => when(iso));
}

/** The text of a datetime-local input for a moment, in the browser's time zone. */
function localInput(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** One endpoint: its state, and Send test, Rotate secret, Recover failed deliveries and Delete. */
export function EndpointCard({ endpoint: w, onChanged }: { endpoint: Endpoint; onChanged: () => Promise<void> }): JSX.Element {
  const [busy, run, crash] = useAction();
  const [result, setResult] = useState<{ kind: NoticeKind; text: string } | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [secret, setSecret] = useState<{ value: string; note: string } | null>(null);
  const [since, setSince] = useState(() => localInput(Date.now() - 24 * 60 * 60_000));
  const [sinceError, setSinceError] = useState<string | null>(null);
  const headingId = `wh-${w.id}`;
  const sinceId = useId();

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
      const logged = 'It is in the deliveries log below, marked test; a sample never changes the counts above.';
      setResult(
        t.queued
          ? { kind: 'info', text: t.error ?? '' }
          : t.success
            ? { kind: 'ok', text: `Test delivered: the endpoint answered ${t.status_code}${timing}. ${logged}` }
            : {
                kind: 'error',
                text: `Test not delivered${t.status_code !== null ? `: the endpoint answered ${t.status_code}` : ''}${timing}. ${t.error ?? ''} ${logged}`,
              },
      );
      await onChanged();
    });

  const rotate = (): Promise<void> =>
    run(async () => {
      setResult(null);
      const r = await api<{ webhook: Endpoint & { secret: string }; note: string }>('POST', `/api/sandbox/webhooks/${w.id}/rotate-secret`);
      setAsking(null);
      if (!r.ok || !r.body) {
        setResult({ kind: 'error', text: localTimes(r.message) });
        return;
      }
      setSecret({ value: r.body.webhook.secret, note: localTimes(r.body.note) });
      await onChanged();
    });

  const recover = (e: Event): Promise<void> => {
    e.preventDefault();
    return run(async () => {
      setResult(null);
      const at = since ? new Date(since) : null;
      if (!at || Number.isNaN(at.getTime())) {
        setSinceError('Enter the moment to recover from, for example yesterday at 08:00.');
        return;
      }
      if (at.getTime() > Date.now()) {
        setSinceError('That moment is still to come: choose one in the past, when deliveries may have failed.');
        return;
      }
      setSinceError(null);
      const r = await api<{ queued: number }>('POST', `/api/sandbox/webhooks/${w.id}/recover`, { since: at.toISOString() });
      if (!r.ok || !r.body) {
        setResult({ kind: 'error', text: r.message });
        return;
      }
      const n = r.body.queued;
      setResult(
        n === 0
          ? { kind: 'info', text: `Nothing to send again: no delivery to this endpoint failed since ${when(at.toISOString())}.` }
          : {
              kind: 'ok',
              text: `${n} failed ${n === 1 ? 'delivery is' : 'deliveries are'} being sent again, oldest first. Each gets a new round of attempts in the log below.`,
            },
      );
      await onChanged();
    });
  };

  const remove = (): Promise<void> =>
    run(async () => {
      const r = await api('DELETE', `/api/sandbox/webhooks/${w.id}`);
      if (!r.ok) {
        setResult({ kind: 'error', text: r.message });
        return;
      }
      setAsking(null);
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
        Last event delivered: <Time iso={w.last_delivered_at} /> · failures in a row: {w.consecutive_failures}
      </p>
      {w.previous_secret_expires_at && (
        <p class="small">
          Secret rotated: the previous secret also signs every delivery until <Time iso={w.previous_secret_expires_at} />, then only the new one does.
        </p>
      )}
      {!w.is_active && (
        <Notice kind="warn">
          Deactivated after failing deliveries{w.last_error ? `. Last error: ${w.last_error}` : '.'} Delete it and register it again once it answers (Send test
          still reaches it, so you can check).
        </Notice>
      )}
      {w.is_active && w.last_error && <p class="last-error">Last error: {w.last_error}</p>}
      <div class="actions">
        <button type="button" onClick={() => void test()} disabled={busy}>
          Send test
        </button>
        <button type="button" onClick={() => setAsking('rotate')} disabled={busy || asking !== null}>
          Rotate secret
        </button>
        <button type="button" class="danger-outline" onClick={() => setAsking('delete')} disabled={busy || asking !== null}>
          Delete
        </button>
      </div>
      {asking === 'rotate' && (
        <Confirm
          question={`Issue a new signing secret for ${w.url}? It is shown once. The current secret keeps signing beside it for 24 hours, so your receiver can switch in its own time; then it stops.`}
          confirmLabel="Rotate the secret"
          busy={busy}
          onConfirm={() => void rotate()}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'delete' && (
        <Confirm
          question={`Delete the endpoint ${w.url}? It stops receiving events at once; its delivery log stays.`}
          confirmLabel="Delete endpoint"
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setAsking(null)}
        />
      )}
      {secret && (
        <ShownOnce label={`New signing secret for ${w.url}`} value={secret.value}>
          {secret.note}
        </ShownOnce>
      )}
      <details class="settings">
        <summary>Recover failed deliveries</summary>
        <form class="filters" onSubmit={(e) => void recover(e)} noValidate aria-label={`Recover failed deliveries of ${w.url}`}>
          <div class={`field${sinceError ? ' field-invalid' : ''}`}>
            <label for={sinceId}>Failed since (your time)</label>
            <input
              id={sinceId}
              type="datetime-local"
              value={since}
              aria-invalid={sinceError ? 'true' : undefined}
              aria-describedby={sinceError ? `${sinceId}-err` : undefined}
              onInput={(e) => setSince(e.currentTarget.value)}
            />
            {sinceError && (
              <p class="field-error" id={`${sinceId}-err`}>
                {sinceError}
              </p>
            )}
          </div>
          <button type="submit" disabled={busy}>
            Recover
          </button>
        </form>
        <p class="hint">Every delivery to this endpoint that ended failed since then is sent again, oldest first (samples are not).</p>
      </details>
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
