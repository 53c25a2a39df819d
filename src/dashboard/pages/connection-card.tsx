import { Fragment, type JSX } from 'preact';
import { useState } from 'preact/hooks';
import { api } from '../api';
import { tenantPath, useMe } from '../session';
import type { Connection } from '../types';
import { Confirm, Notice, ShownOnce, Time, useAction, type NoticeKind } from '../ui';

const STATUS_TEXT: Record<string, string> = {
  working: 'Working',
  failing: 'Failing',
  pending: 'Waiting for sign-in',
  disconnected: 'Disconnected',
};

const capabilityName = (c: string): string => {
  const words = c.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One connection: its status and test results, and what the owner can do with it. */
export function ConnectionCard({ connection: c, oauth, onChanged }: { connection: Connection; oauth: boolean; onChanged: (note?: string) => Promise<void> }): JSX.Element {
  const me = useMe();
  const base = tenantPath(me, `/connectors/${c.id}`);
  const [busy, run, crash] = useAction();
  const [message, setMessage] = useState<{ kind: NoticeKind; text: string } | null>(null);
  const [key, setKey] = useState<{ value: string; verify: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const headingId = `conn-${c.id}`;

  const act = (method: string, path: string, after?: (body: any) => void) =>
    run(async () => {
      setMessage(null);
      const r = await api(method, `${base}${path}`);
      if (!r.ok) {
        setMessage({ kind: 'error', text: r.message });
        return;
      }
      const body = r.body as { success?: boolean; message?: string; access_key?: string | null };
      if (method === 'DELETE' && path === '') {
        await onChanged(r.message);
        return;
      }
      setMessage({ kind: body.success === false ? 'warn' : 'ok', text: r.message });
      after?.(body);
      await onChanged();
    });

  const signInAgain = (): Promise<void> =>
    run(async () => {
      setMessage(null);
      const r = await api<{ authorize_url?: string }>('GET', tenantPath(me, `/connectors/oauth/${encodeURIComponent(c.connector)}/start?connection_id=${c.id}`));
      if (r.ok && r.body?.authorize_url) location.assign(r.body.authorize_url);
      else setMessage({ kind: 'error', text: r.message });
    });

  const results = Object.entries(c.test_results ?? {});
  const settings = Object.entries(c.config);
  const hasDataRole = 'supplies_data' in c;

  return (
    <article class="card" aria-labelledby={headingId}>
      <header class="card-head">
        <h3 id={headingId}>{c.name}</h3>
        <span class={`badge badge-${c.status}`}>{STATUS_TEXT[c.status] ?? c.status}</span>
      </header>
      <ul class="roles" aria-label="What it is used for">
        {c.verifies && <li class="tag">Verifies customers</li>}
        {c.tracking && <li class="tag">Answers tracking</li>}
        {c.supplies_data && <li class="tag">Supplies data</li>}
      </ul>

      {results.length > 0 && (
        <table class="results">
          <caption>
            Last test: <Time iso={c.last_tested_at} />
          </caption>
          <thead>
            <tr>
              <th scope="col">Capability</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {results.map(([cap, r]) => (
              <tr key={cap}>
                <th scope="row">{capabilityName(cap)}</th>
                <td class={r.ok ? 'pass' : 'fail'}>{r.ok ? 'Passed' : `Failed${r.error ? `: ${r.error}` : ''}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {c.last_error && (
        <p class="last-error">
          Last error: {c.last_error} (<Time iso={c.last_error_at} />)
        </p>
      )}

      {(settings.length > 0 || c.secrets.length > 0) && (
        <details class="settings">
          <summary>Settings</summary>
          <dl class="facts">
            {settings.map(([name, value]) => (
              <Fragment key={`c-${name}`}>
                <dt>{name.replace(/_/g, ' ')}</dt>
                <dd class="break">{value}</dd>
              </Fragment>
            ))}
            {c.secrets.map((s) => (
              <Fragment key={`s-${s.name}`}>
                <dt>{s.label}</dt>
                <dd>{s.set ? 'set (never shown)' : 'not set'}</dd>
              </Fragment>
            ))}
          </dl>
        </details>
      )}

      <div class="actions">
        <button type="button" onClick={() => act('POST', '/test')} disabled={busy}>
          Test
        </button>
        {oauth && (
          <button type="button" onClick={signInAgain} disabled={busy}>
            Sign in again
          </button>
        )}
        {c.can_verify && (
          <button type="button" onClick={() => act('POST', '/use-to-verify', (b) => b.access_key && setKey({ value: b.access_key, verify: true }))} disabled={busy}>
            {c.verifies ? 'Use to verify customers (new key)' : 'Use to verify customers'}
          </button>
        )}
        {c.can_track && !c.tracking && (
          <button type="button" onClick={() => act('POST', '/use-for-tracking', (b) => b.access_key && setKey({ value: b.access_key, verify: false }))} disabled={busy}>
            Use for tracking
          </button>
        )}
        {hasDataRole &&
          (c.supplies_data ? (
            <button type="button" onClick={() => act('DELETE', '/use-for-data')} disabled={busy}>
              Stop using for data
            </button>
          ) : (
            <button type="button" onClick={() => act('POST', '/use-for-data')} disabled={busy}>
              Use for data
            </button>
          ))}
        <button type="button" class="danger-outline" onClick={() => setConfirming(true)} disabled={busy || confirming}>
          Disconnect
        </button>
      </div>
      {confirming && (
        <Confirm
          question={`Disconnect ${c.name}? Its stored credentials and its access key are deleted at once; the bot stops using it.`}
          confirmLabel={`Disconnect ${c.name}`}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void act('DELETE', '').then(() => setConfirming(false))}
        />
      )}
      {busy && (
        <p class="muted" role="status">
          Working…
        </p>
      )}
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      {crash && <Notice kind="error">{crash}</Notice>}
      {key && (
        <ShownOnce label={`Access key for ${c.name}`} value={key.value}>
          It is shown only this once: copy it now into your bot's settings.
          {key.verify && ' The previous access key for verifying customers stopped working just now.'}
        </ShownOnce>
      )}
    </article>
  );
}
