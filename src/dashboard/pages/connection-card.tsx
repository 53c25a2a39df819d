import { Fragment, type JSX } from 'preact';
import { useState } from 'preact/hooks';
import { api, fieldErrors } from '../api';
import { tenantPath, useMe } from '../session';
import { passes, TEST_FIRST, type CatalogueEntryJson, type ConnectionJson, type TestedJson } from '../types';
import { Confirm, Field, Notice, ShownOnce, Time, useAction, type NoticeKind } from '../ui';

const STATUS_TEXT: Record<string, string> = {
  working: 'Working',
  failing: 'Failing',
  pending: 'Not tested yet',
  disconnected: 'Disconnected',
};

/** The badge: a connection that signs in (OAuth) and has not come back yet waits for sign-in; any other untested one waits for its Test. */
const statusText = (c: ConnectionJson, oauth: boolean): string =>
  c.status === 'pending' && oauth && c.test_results === null ? 'Waiting for sign-in' : (STATUS_TEXT[c.status] ?? c.status);

const capabilityName = (c: string): string => {
  const words = c.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One connection: its status and test results, and what the owner can do with it. */
export function ConnectionCard({
  connection: c,
  entry,
  onChanged,
}: {
  connection: ConnectionJson;
  entry: CatalogueEntryJson | undefined;
  onChanged: (note?: string) => Promise<void>;
}): JSX.Element {
  const oauth = entry?.auth === 'oauth2';
  const me = useMe();
  const base = tenantPath(me, `/connectors/${c.id}`);
  const [busy, run, crash] = useAction();
  const [message, setMessage] = useState<{ kind: NoticeKind; text: string } | null>(null);
  const [key, setKey] = useState<{ value: string; verify: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const headingId = `conn-${c.id}`;

  const act = (method: string, path: string, after?: (body: { success?: boolean; message?: string; access_key?: string | null }) => void) =>
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
      const r = await api<{ authorize_url?: string }>(
        'GET',
        tenantPath(me, `/connectors/oauth/${encodeURIComponent(c.connector)}/start?connection_id=${c.id}`),
      );
      if (r.ok && r.body?.authorize_url) location.assign(r.body.authorize_url);
      else setMessage({ kind: 'error', text: r.message });
    });

  const results = Object.entries(c.test_results ?? {});
  const editable = Boolean(entry && entry.config.length > 0 && c.status !== 'pending');
  // Editable settings are shown in their form; the rest (and whether each secret is set) as a list.
  const settings = editable ? [] : Object.entries(c.config);
  const labelOf = (name: string): string => sentenceCase(entry?.config.find((f) => f.name === name)?.label ?? name.replace(/_/g, ' '));
  const hasDataRole = 'supplies_data' in c;
  // The server refuses to choose a connection none of whose capabilities passed (and issues no key): say so here.
  const ready = passes(c);
  const testFirstId = `conn-${c.id}-test-first`;
  const blocked = ready ? {} : { 'aria-describedby': testFirstId };

  return (
    <article class="card" aria-labelledby={headingId}>
      <header class="card-head">
        <h3 id={headingId}>{c.name}</h3>
        <span class={`badge badge-${c.status}`}>{statusText(c, oauth)}</span>
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
                <td class={r.ok ? 'pass' : 'fail'}>{r.ok ? 'Passed' : 'Failed'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(c.problems ?? []).map((p) => (
        <div class="problem" key={p.detail}>
          {p.advice && <p class="advice">{p.advice}</p>}
          <p class="muted small break">
            {p.capabilities.map(capabilityName).join(', ')}: {p.detail}
          </p>
        </div>
      ))}
      {c.last_error && c.last_error_advice && !(c.problems ?? []).some((p) => p.detail === c.last_error) && <p class="advice">{c.last_error_advice}</p>}
      {c.last_error && (
        <p class={`last-error${(c.problems ?? []).some((p) => p.detail === c.last_error) ? ' quiet' : ''}`}>
          Last error: {c.last_error} (<Time iso={c.last_error_at} />)
        </p>
      )}

      {(editable || settings.length > 0 || c.secrets.length > 0) && (
        <details class="settings">
          <summary>Settings</summary>
          {(settings.length > 0 || c.secrets.length > 0) && (
            <dl class="facts">
              {settings.map(([name, value]) => (
                <Fragment key={`c-${name}`}>
                  <dt>{labelOf(name)}</dt>
                  <dd class="break">{value}</dd>
                </Fragment>
              ))}
              {c.secrets.map((s) => (
                <Fragment key={`s-${s.name}`}>
                  <dt>{sentenceCase(s.label)}</dt>
                  <dd>{s.set ? 'set (never shown)' : 'not set'}</dd>
                </Fragment>
              ))}
            </dl>
          )}
          {entry && editable && (
            <SettingsForm
              connection={c}
              entry={entry}
              base={base}
              mode="config"
              onSaved={async (kind, text) => {
                setMessage({ kind, text });
                await onChanged();
              }}
            />
          )}
        </details>
      )}

      {entry && !oauth && entry.secret_labels.length > 0 && c.status !== 'pending' && (
        <details class="settings">
          <summary>Replace the keys</summary>
          <SettingsForm
            connection={c}
            entry={entry}
            base={base}
            mode="keys"
            onSaved={async (kind, text) => {
              setMessage({ kind, text });
              await onChanged();
            }}
          />
        </details>
      )}
      {c.pending && (
        <Notice kind="warn">
          New keys were tried <Time iso={c.pending.tested_at} /> and failed{c.pending.error ? `: ${c.pending.error}` : ''}. They were not applied: the current
          ones still work.
          {c.pending.advice && <p class="advice">{c.pending.advice}</p>}
          <div class="actions">
            <button type="button" onClick={() => void act('POST', '/pending/test')} disabled={busy}>
              Test the new keys again
            </button>
            <button type="button" onClick={() => void act('DELETE', '/pending')} disabled={busy}>
              Discard the new keys
            </button>
          </div>
        </Notice>
      )}

      <div class="actions">
        <button type="button" onClick={() => void act('POST', '/test')} disabled={busy}>
          Test
        </button>
        {oauth && (
          <button type="button" onClick={() => void signInAgain()} disabled={busy}>
            Sign in again
          </button>
        )}
        {c.can_verify && (
          <button
            type="button"
            onClick={() => void act('POST', '/use-to-verify', (b) => b.access_key && setKey({ value: b.access_key, verify: true }))}
            disabled={busy || !ready}
            {...blocked}
          >
            {c.verifies ? 'Use to verify customers (new key)' : 'Use to verify customers'}
          </button>
        )}
        {c.can_track && !c.tracking && (
          <button
            type="button"
            onClick={() => void act('POST', '/use-for-tracking', (b) => b.access_key && setKey({ value: b.access_key, verify: false }))}
            disabled={busy || !ready}
            {...blocked}
          >
            Use for tracking
          </button>
        )}
        {hasDataRole &&
          !c.verifies &&
          (c.supplies_data ? (
            <button type="button" onClick={() => void act('DELETE', '/use-for-data')} disabled={busy}>
              Stop using for data
            </button>
          ) : (
            <button type="button" onClick={() => void act('POST', '/use-for-data')} disabled={busy || !ready} {...blocked}>
              Use for data
            </button>
          ))}
        <button type="button" class="danger-outline" onClick={() => setConfirming(true)} disabled={busy || confirming}>
          Disconnect
        </button>
      </div>
      {hasDataRole && c.verifies && (
        <p class="hint">Its data is read for verified customers as the verifier's, so it is not also used for data (no row is shown twice).</p>
      )}
      {!ready && (c.can_verify || c.can_track || hasDataRole) && (
        <p class="hint" id={testFirstId}>
          {TEST_FIRST}. Once one of its capabilities passes its Test, it can verify customers, track parcels or supply data.
        </p>
      )}
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

const sentenceCase = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/**
 * Change a connection's settings (e.g. the organisation an OAuth sign-in revealed: PUT .../config), or
 * replace its keys (PUT .../connectors/{id}: the new keys are tested first and go live only if they
 * work). The server tests again either way; its messages appear beside the fields.
 */
function SettingsForm(props: {
  connection: ConnectionJson;
  entry: CatalogueEntryJson;
  base: string;
  mode: 'config' | 'keys';
  onSaved: (kind: NoticeKind, text: string) => Promise<void>;
}): JSX.Element {
  const { connection: c, entry, base, mode } = props;
  const fields = [
    ...entry.config.map((f) => ({ name: f.name, label: f.label, example: f.example, secret: false })),
    ...(mode === 'keys' ? entry.secret_labels.map((f) => ({ name: f.name, label: f.label, example: '', secret: true })) : []),
  ];
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(entry.config.map((f) => [f.name, c.config[f.name] ?? ''])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, run, crash] = useAction();
  const [failure, setFailure] = useState<string | null>(null);
  const pick = (secret: boolean): Record<string, string> =>
    Object.fromEntries(fields.filter((f) => f.secret === secret).map((f) => [f.name, values[f.name] ?? '']));
  const save = (e: Event): Promise<void> => {
    e.preventDefault();
    return run(async () => {
      setFailure(null);
      const r =
        mode === 'keys'
          ? await api<TestedJson>('PUT', base, { config: pick(false), secrets: pick(true) })
          : await api<TestedJson>('PUT', `${base}/config`, { config: pick(false) });
      if (r.ok && r.body) {
        setErrors({});
        // New keys that went live are cleared from the form; ones that failed stay, to be corrected.
        if (mode === 'keys' && (r.body as TestedJson & { applied?: string }).applied !== 'pending')
          setValues((old) => ({ ...old, ...Object.fromEntries(fields.filter((f) => f.secret).map((f) => [f.name, ''])) }));
        await props.onSaved(r.body.success ? 'ok' : 'warn', r.body.message);
        return;
      }
      const byField = fieldErrors(r.body);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFailure(r.message);
    });
  };
  const label = mode === 'keys' ? `Replace the keys of ${c.name}` : `Change the settings of ${c.name}`;
  return (
    <form class="connect-form" onSubmit={(e) => void save(e)} noValidate aria-label={label}>
      {mode === 'keys' && <p class="hint">The new keys are tested first; the current ones keep working unless the new ones pass.</p>}
      {fields.map((f) => (
        <Field
          key={f.name}
          label={sentenceCase(f.label)}
          type={f.secret ? 'password' : 'text'}
          autoComplete={f.secret ? 'new-password' : 'off'}
          value={values[f.name] ?? ''}
          onInput={(v) => setValues((old) => ({ ...old, [f.name]: v }))}
          error={errors[f.name]}
          hint={f.example ? `e.g. ${f.example}` : undefined}
        />
      ))}
      <button type="submit" disabled={busy}>
        {busy ? 'Testing…' : mode === 'keys' ? 'Test and replace the keys' : 'Save and test'}
      </button>
      {failure && <Notice kind="error">{failure}</Notice>}
      {crash && <Notice kind="error">{crash}</Notice>}
    </form>
  );
}
