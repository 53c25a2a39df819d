import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api } from '../api';
import { tenantPath, useMe } from '../session';
import { Confirm, Field, Loading, Notice, type NoticeKind, PageHeading, ShownOnce, Time, useAction, useLoad } from '../ui';

interface Tenant {
  tenant_id: number;
  business_name: string;
  owner_email: string;
  sms_enabled: boolean;
  code_caps: { per_10_minutes: number; per_24_hours: number; set_10_minutes: number | null; set_24_hours: number | null };
}
interface Sandbox {
  tenant_id: number;
  api_key: string;
  created_at: string;
  account_connect_base_url: string | null;
  conversations: number;
  tickets: number;
}

type Note = { kind: NoticeKind; text: string } | null;

/** The API key, the sandbox, and the account's name and SMS switch. */
export function SettingsPage(): JSX.Element {
  return (
    <section aria-labelledby="settings-h">
      <PageHeading id="settings-h">Sandbox and keys</PageHeading>
      <ApiKeyPanel />
      <SandboxPanel />
      <AccountPanel />
    </section>
  );
}

function ApiKeyPanel(): JSX.Element {
  const me = useMe();
  const [key, setKey] = useState<{ value: string; fresh: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const [busy, run, crash] = useAction();

  const reveal = (): Promise<void> =>
    run(async () => {
      setNote(null);
      const r = await api<{ api_key: string }>('GET', tenantPath(me, '/api-key'));
      if (r.ok && r.body) setKey({ value: r.body.api_key, fresh: false });
      else setNote({ kind: 'error', text: r.message });
    });
  const regenerate = (): Promise<void> =>
    run(async () => {
      setNote(null);
      const r = await api<{ api_key: string }>('POST', tenantPath(me, '/api-key/regenerate'));
      setConfirming(false);
      if (r.ok && r.body) setKey({ value: r.body.api_key, fresh: true });
      else setNote({ kind: 'error', text: r.message });
    });

  return (
    <section class="panel" aria-labelledby="key-h">
      <h2 id="key-h">API key</h2>
      <p>Your bot sends this key in the X-API-Key header. Keep it on your server: never put it in a web page or an app.</p>
      <div class="actions">
        {!key && (
          <button type="button" onClick={() => void reveal()} disabled={busy}>
            Show the API key
          </button>
        )}
        {key && !key.fresh && (
          <button type="button" onClick={() => setKey(null)}>
            Hide the API key
          </button>
        )}
        <button type="button" class="danger-outline" onClick={() => setConfirming(true)} disabled={busy || confirming}>
          Regenerate the API key
        </button>
      </div>
      {confirming && (
        <Confirm
          question="Regenerate the API key? The current key stops working at once: every bot using it fails until you give it the new key."
          confirmLabel="Regenerate now"
          busy={busy}
          onConfirm={() => void regenerate()}
          onCancel={() => setConfirming(false)}
        />
      )}
      {key && (
        <ShownOnce label={key.fresh ? 'Your new API key' : 'Your API key'} value={key.value}>
          {key.fresh ? 'The old key stopped working just now. Put this one in your bot.' : 'Anyone with this key can act for your account: keep it secret.'}
        </ShownOnce>
      )}
      {note && <Notice kind={note.kind}>{note.text}</Notice>}
      {crash && <Notice kind="error">{crash}</Notice>}
    </section>
  );
}

function SandboxPanel(): JSX.Element {
  const loaded = useLoad(() => api<{ exists: boolean; sandbox: Sandbox | null; message?: string }>('GET', '/api/sandbox'));
  const [note, setNote] = useState<Note>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, run, crash] = useAction();
  const sandbox = loaded.data?.sandbox ?? null;

  const act = (method: string, path: string): Promise<void> =>
    run(async () => {
      setNote(null);
      const r = await api(method, path);
      setConfirming(false);
      setNote({ kind: r.ok ? 'ok' : 'error', text: r.message });
      await loaded.reload();
    });

  return (
    <section class="panel" aria-labelledby="sandbox-h">
      <h2 id="sandbox-h">Sandbox</h2>
      <p>A separate practice account with sample conversations and tickets, and its own sbx_ key. Nothing in it reaches real customers.</p>
      {loaded.loading && !loaded.data && <Loading what="the sandbox" />}
      {loaded.error && <Notice kind="error">{loaded.error}</Notice>}
      {loaded.data && !sandbox && (
        <>
          <p class="muted">You have no sandbox.</p>
          <button type="button" class="primary" onClick={() => void act('POST', '/api/sandbox')} disabled={busy}>
            Create the sandbox
          </button>
        </>
      )}
      {sandbox && (
        <>
          <dl class="facts">
            <dt>Sandbox key</dt>
            <dd class="mono break" data-testid="sandbox-key">
              {sandbox.api_key}
            </dd>
            <dt>Created</dt>
            <dd>
              <Time iso={sandbox.created_at} />
            </dd>
            <dt>Conversations</dt>
            <dd>{sandbox.conversations}</dd>
            <dt>Tickets</dt>
            <dd>{sandbox.tickets}</dd>
            {sandbox.account_connect_base_url && (
              <>
                <dt>Account Connect</dt>
                <dd class="break">{sandbox.account_connect_base_url} (the demo; code 123456)</dd>
              </>
            )}
          </dl>
          <div class="actions">
            <button type="button" onClick={() => void act('POST', '/api/sandbox/reset')} disabled={busy}>
              Reset the sandbox
            </button>
            <button type="button" class="danger-outline" onClick={() => setConfirming(true)} disabled={busy || confirming}>
              Delete the sandbox
            </button>
          </div>
          {confirming && (
            <Confirm
              question="Delete the sandbox and everything in it? Its sbx_ key stops working at once."
              confirmLabel="Delete the sandbox"
              busy={busy}
              onConfirm={() => void act('DELETE', '/api/sandbox')}
              onCancel={() => setConfirming(false)}
            />
          )}
        </>
      )}
      {busy && (
        <p class="muted" role="status">
          Working…
        </p>
      )}
      {note && <Notice kind={note.kind}>{note.text}</Notice>}
      {crash && <Notice kind="error">{crash}</Notice>}
    </section>
  );
}

function AccountPanel(): JSX.Element {
  const me = useMe();
  const loaded = useLoad(() => api<Tenant>('GET', tenantPath(me)), [me.tenant_id]);
  const [name, setName] = useState('');
  const [sms, setSms] = useState(false);
  const [cap10, setCap10] = useState(5);
  const [cap24, setCap24] = useState(10);
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [note, setNote] = useState<Note>(null);
  const [busy, run, crash] = useAction();

  useEffect(() => {
    if (loaded.data) {
      setName(loaded.data.business_name);
      setSms(loaded.data.sms_enabled);
      setCap10(loaded.data.code_caps.per_10_minutes);
      setCap24(loaded.data.code_caps.per_24_hours);
    }
  }, [loaded.data]);

  const save = (e: Event): Promise<void> => {
    e.preventDefault();
    return run(async () => {
      setNote(null);
      if (!name.trim()) {
        setNameError('Enter the business name');
        return;
      }
      const r = await api<Tenant>('PATCH', tenantPath(me), {
        business_name: name.trim(),
        sms_enabled: sms,
        // The default is saved as null, so a later change of the default applies here too.
        code_cap_10_minutes: cap10 === CAP_10_MAX ? null : cap10,
        code_cap_24_hours: cap24 === CAP_24_MAX ? null : cap24,
      });
      if (r.ok) {
        setNameError(undefined);
        setNote({ kind: 'ok', text: 'Saved.' });
      } else if (r.status === 422 || r.status === 400) setNameError(r.message);
      else setNote({ kind: 'error', text: r.message });
    });
  };

  return (
    <form class="panel" onSubmit={(e) => void save(e)} noValidate aria-labelledby="account-h">
      <h2 id="account-h">Your business</h2>
      {loaded.error && <Notice kind="error">{loaded.error}</Notice>}
      <Field label="Business name" value={name} onInput={setName} error={nameError} hint="The name customers see in codes and messages." />
      <label class="check">
        <input type="checkbox" checked={sms} onChange={(e) => setSms(e.currentTarget.checked)} /> Send codes by text message (SMS) too
      </label>
      <fieldset class="caps">
        <legend>Codes to one customer contact</legend>
        <p class="muted small">
          However your bot asks (platform API, conversation tools, /api/connect, MCP), one email address or mobile gets at most this many codes; beyond them the
          bot is told to try again later and nothing is sent. You can only lower the service's caps.
        </p>
        <CapSelect label="In 10 minutes, at most" value={cap10} max={CAP_10_MAX} onChange={setCap10} />
        <CapSelect label="In 24 hours, at most" value={cap24} max={CAP_24_MAX} onChange={setCap24} />
      </fieldset>
      {loaded.data && <p class="muted small">Owner: {loaded.data.owner_email}</p>}
      <button type="submit" class="primary" disabled={busy || !loaded.data}>
        Save
      </button>
      {note && <Notice kind={note.kind}>{note.text}</Notice>}
      {crash && <Notice kind="error">{crash}</Notice>}
    </form>
  );
}

const CAP_10_MAX = 5;
const CAP_24_MAX = 10;

function CapSelect(props: { label: string; value: number; max: number; onChange: (n: number) => void }): JSX.Element {
  return (
    <label class="cap">
      {props.label}{' '}
      <select value={String(props.value)} onChange={(e) => props.onChange(Number(e.currentTarget.value))}>
        {Array.from({ length: props.max }, (_, i) => props.max - i).map((n) => (
          <option key={n} value={String(n)}>
            {n === props.max ? `${n} codes (the default)` : `${n} code${n === 1 ? '' : 's'}`}
          </option>
        ))}
      </select>
    </label>
  );
}
