import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { identitySigningSnippet } from '../../identity/signing-snippet';
import { api } from '../api';
import { tenantPath, useMe } from '../session';
import { Confirm, Field, Loading, Notice, type Loaded, type NoticeKind, PageHeading, ShownOnce, Time, useAction, useLoad } from '../ui';
import { Snippet } from './connect-bot';

/** GET /api/tenants/{id}/identity-secrets. */
interface SecretRow {
  key_id: string;
  alg: 'HS256';
  created_at: string;
  last_used_at: string | null;
}
/** The parts of GET /api/tenants/{id} this page reads. */
interface TenantFlags {
  customer_receipts: boolean;
  identity_jwks_url: string | null;
}
type Note = { kind: NoticeKind; text: string } | null;

/**
 * Signed identity (issue 28): the tenant's HS256 secrets (create one, shown once; list; retire one),
 * the signing code pre-filled with this tenant and its newest key, the address of keys the tenant
 * publishes (JWKS), and the customer-receipts switch.
 */
export function IdentityPage(): JSX.Element {
  const me = useMe();
  const secrets = useLoad(() => api<{ secrets: SecretRow[] }>('GET', tenantPath(me, '/identity-secrets')), [me.tenant_id]);
  const tenant = useLoad(() => api<TenantFlags>('GET', tenantPath(me)), [me.tenant_id]);
  const newest = secrets.data?.secrets[0]?.key_id ?? null;
  return (
    <section aria-labelledby="identity-h">
      <PageHeading id="identity-h">Identity</PageHeading>
      <p class="page-intro">
        A customer already signed in on your own site need not prove who they are again: your server signs a short token saying who they are, your bot platform
        sends it with the conversation, and the bot may read their account at once, with no code.
      </p>
      <SecretsPanel secrets={secrets.data?.secrets} loading={secrets.loading} error={secrets.error} reload={secrets.reload} />
      <section class="panel" aria-labelledby="snippet-h">
        <h2 id="snippet-h">Sign a token on your server</h2>
        <p class="muted small">
          Node with the <code>jose</code> library. The token lives 5 minutes and is good once; put the secret in IDENTITY_SECRET on your server.
        </p>
        {!newest && <Notice kind="info">Create a secret above: the code below then names its key id.</Notice>}
        <Snippet title="Node (jose)" id="snippet-identity" text={identitySigningSnippet(me.tenant_id, newest ?? 'idk_...', location.origin)} />
      </section>
      <JwksPanel tenant={tenant} />
      <ReceiptsPanel tenant={tenant} />
    </section>
  );
}

function SecretsPanel(props: { secrets: SecretRow[] | undefined; loading: boolean; error: string | null; reload: () => Promise<void> }): JSX.Element {
  const me = useMe();
  const [created, setCreated] = useState<{ keyId: string; secret: string } | null>(null);
  const [retiring, setRetiring] = useState<string | null>(null);
  const [note, setNote] = useState<Note>(null);
  const [busy, run, crash] = useAction();

  const create = (): Promise<void> =>
    run(async () => {
      setNote(null);
      const r = await api<{ key_id: string; secret: string }>('POST', tenantPath(me, '/identity-secrets'));
      if (r.ok && r.body) setCreated({ keyId: r.body.key_id, secret: r.body.secret });
      else setNote({ kind: 'error', text: r.message });
      await props.reload();
    });
  const retire = (keyId: string): Promise<void> =>
    run(async () => {
      setNote(null);
      const r = await api('DELETE', tenantPath(me, `/identity-secrets/${encodeURIComponent(keyId)}`));
      setRetiring(null);
      if (created?.keyId === keyId) setCreated(null);
      setNote(r.ok ? { kind: 'ok', text: `Retired ${keyId}: tokens signed with it are refused from now on.` } : { kind: 'error', text: r.message });
      await props.reload();
    });

  return (
    <section class="panel" aria-labelledby="secrets-h">
      <div class="section-head">
        <h2 id="secrets-h">Identity secrets</h2>
        <button type="button" class="primary" onClick={() => void create()} disabled={busy}>
          Create a secret
        </button>
      </div>
      <p class="muted small">
        Your server signs tokens with a secret (HS256) and names it by its key id. Several can be live at once: to rotate, create a new one, move your server to
        it, then retire the old one.
      </p>
      {created && (
        <ShownOnce label={`Secret of ${created.keyId}`} value={created.secret}>
          You will not see this secret again: copy it now and keep it on your server only. If it is lost, create another and retire this one.
        </ShownOnce>
      )}
      {props.loading && !props.secrets && <Loading what="the secrets" />}
      {props.error && <Notice kind="error">{props.error}</Notice>}
      {props.secrets && props.secrets.length === 0 && <p class="muted">No secrets yet: signed sign-ins are refused until you create one.</p>}
      {props.secrets && props.secrets.length > 0 && (
        <table class="secrets">
          <caption>Live secrets, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Key id</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.secrets.map((s) => (
              <tr key={s.key_id}>
                <th scope="row" class="mono">
                  {s.key_id}
                </th>
                <td>
                  <Time iso={s.created_at} />
                </td>
                <td>{s.last_used_at ? <Time iso={s.last_used_at} /> : <span class="muted">never</span>}</td>
                <td class="row-action">
                  <button
                    type="button"
                    class="danger-outline"
                    onClick={() => setRetiring(s.key_id)}
                    disabled={busy || retiring !== null}
                    aria-label={`Retire ${s.key_id}`}
                  >
                    Retire
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {retiring && (
        <Confirm
          question={`Retire ${retiring}? Tokens signed with it are refused at once: move your server to another secret first.`}
          confirmLabel="Retire the secret"
          busy={busy}
          onConfirm={() => void retire(retiring)}
          onCancel={() => setRetiring(null)}
        />
      )}
      {note && <Notice kind={note.kind}>{note.text}</Notice>}
      {crash && <Notice kind="error">{crash}</Notice>}
    </section>
  );
}

/** PUT / DELETE /api/tenants/{id}/identity-jwks: RS256/ES256 keys the tenant publishes, by their HTTPS address. */
function JwksPanel({ tenant }: { tenant: Loaded<TenantFlags> }): JSX.Element {
  const me = useMe();
  const saved = tenant.data?.identity_jwks_url ?? null;
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const [busy, run, crash] = useAction();
  useEffect(() => setUrl(saved ?? ''), [saved]);

  const save = (e: Event): Promise<void> => {
    e.preventDefault();
    return run(async () => {
      setNote(null);
      if (!url.trim()) {
        setError('Enter the HTTPS address of your JWKS, e.g. https://example.com/.well-known/jwks.json');
        return;
      }
      const r = await api<{ jwks_url: string }>('PUT', tenantPath(me, '/identity-jwks'), { jwks_url: url.trim() });
      if (r.ok) {
        setError(undefined);
        setNote({ kind: 'ok', text: 'Saved: tokens whose kid is one of its keys are checked with that key.' });
        await tenant.reload();
      } else if (r.status === 400 || r.status === 422) setError(r.message);
      else setNote({ kind: 'error', text: r.message });
    });
  };
  const clear = (): Promise<void> =>
    run(async () => {
      setNote(null);
      const r = await api('DELETE', tenantPath(me, '/identity-jwks'));
      setConfirming(false);
      setError(undefined);
      setNote(r.ok ? { kind: 'ok', text: 'Stopped: tokens signed with its keys are refused from now on.' } : { kind: 'error', text: r.message });
      await tenant.reload();
    });

  return (
    <form class="panel" onSubmit={(e) => void save(e)} noValidate aria-labelledby="jwks-h">
      <h2 id="jwks-h">Keys you publish (JWKS)</h2>
      <p class="muted small">
        If your server signs with RS256 or ES256 keys instead, give the HTTPS address where it publishes them: a token whose kid is not one of the secrets above
        is checked with that kid’s published key. Rotate by publishing the new key beside the old one.
      </p>
      <Field
        label="JWKS address"
        type="url"
        value={url}
        onInput={setUrl}
        error={error}
        placeholder="https://example.com/.well-known/jwks.json"
        hint={saved ? <>In use now: {saved}</> : 'None set: only the secrets above sign tokens.'}
      />
      <div class="actions">
        <button type="submit" class="primary" disabled={busy || !tenant.data}>
          Save the address
        </button>
        {saved && (
          <button type="button" class="danger-outline" onClick={() => setConfirming(true)} disabled={busy || confirming}>
            Stop using it
          </button>
        )}
      </div>
      {confirming && (
        <Confirm
          question="Stop using the published keys? Tokens signed with them are refused at once."
          confirmLabel="Stop using the JWKS"
          busy={busy}
          onConfirm={() => void clear()}
          onCancel={() => setConfirming(false)}
        />
      )}
      {note && <Notice kind={note.kind}>{note.text}</Notice>}
      {crash && <Notice kind="error">{crash}</Notice>}
    </form>
  );
}

function ReceiptsPanel({ tenant: loaded }: { tenant: Loaded<TenantFlags> }): JSX.Element {
  const me = useMe();
  const [note, setNote] = useState<Note>(null);
  const [busy, run, crash] = useAction();
  // What the switch shows: the owner's click at once, then the server's answer (back again when it refuses).
  const [wanted, setWanted] = useState<boolean | null>(null);
  const on = wanted ?? loaded.data?.customer_receipts ?? false;

  const toggle = (next: boolean): Promise<void> =>
    run(async () => {
      setNote(null);
      setWanted(next);
      const r = await api<TenantFlags>('PATCH', tenantPath(me), { customer_receipts: next });
      if (r.ok && r.body) setNote({ kind: 'ok', text: r.body.customer_receipts ? 'Customer receipts are on.' : 'Customer receipts are off.' });
      else setNote({ kind: 'error', text: r.message });
      await loaded.reload();
      setWanted(null);
    });

  return (
    <section class="panel" aria-labelledby="receipts-h">
      <h2 id="receipts-h">Customer receipts</h2>
      {loaded.error && <Notice kind="error">{loaded.error}</Notice>}
      <label class="check">
        <input type="checkbox" checked={on} disabled={busy || !loaded.data} onChange={(e) => void toggle(e.currentTarget.checked)} /> Send customers a receipt
        of what the bot read
      </label>
      <p class="hint">
        After a conversation in which a verified customer’s account was read, they get one email (or text) naming the kinds read and how many, never the data,
        with a “This wasn’t me” link that ends the session and opens a ticket for you.
      </p>
      {note && <Notice kind={note.kind}>{note.text}</Notice>}
      {crash && <Notice kind="error">{crash}</Notice>}
    </section>
  );
}
