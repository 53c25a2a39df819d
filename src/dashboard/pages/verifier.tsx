import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { api } from '../api';
import { tenantPath, useMe } from '../session';
import { accountConnectWorks, verifierOf } from '../tenant-state';
import { passes, TEST_FIRST, type AccountConnectJson, type ConnectionJson } from '../types';
import { Notice, ShownOnce, useAction, type NoticeKind } from '../ui';

/**
 * The one place that says who verifies the tenant's customers and lets the owner change it: Account
 * Connect, or one connection that can verify. A connection none of whose capabilities passes cannot
 * be chosen (the server refuses it too, and issues no key). Choosing a connection shows its new
 * access key once; choosing Account Connect retires the connection's key.
 */
export function VerifierChoice({
  accountConnect: ac,
  connections,
  onChanged,
}: {
  accountConnect: AccountConnectJson | undefined;
  connections: ConnectionJson[];
  onChanged: () => Promise<void>;
}): JSX.Element {
  const me = useMe();
  const [busy, run, crash] = useAction();
  const [note, setNote] = useState<{ kind: NoticeKind; text: string } | null>(null);
  const [key, setKey] = useState<{ name: string; value: string } | null>(null);
  const current = verifierOf(ac, connections);
  const candidates = connections.filter((c) => c.can_verify && c.status !== 'disconnected');

  const choose = (path: string, name: string): Promise<void> =>
    run(async () => {
      setNote(null);
      setKey(null);
      const r = await api<{ message: string; access_key?: string | null }>('POST', tenantPath(me, path));
      setNote({ kind: r.ok ? 'ok' : 'error', text: r.message });
      if (r.ok && r.body?.access_key) setKey({ name, value: r.body.access_key });
      await onChanged();
    });

  return (
    <section class="panel" aria-labelledby="verifier-h">
      <h2 id="verifier-h">Who verifies your customers</h2>
      <p data-testid="verifier-now">
        {current.kind === 'none' ? (
          <>Nothing verifies your customers yet.</>
        ) : (
          <>
            <strong>{current.kind === 'account_connect' ? 'Account Connect' : current.connection.name}</strong> verifies your customers
            {current.working ? '.' : ', but it does not pass its test yet: test it, or choose another.'}
          </>
        )}
      </p>
      <ul class="rows">
        {ac?.configured && (
          <li class="row choice">
            <div>
              <strong>Account Connect</strong> <span class="muted small">{accountConnectWorks(ac) ? 'chain test passed' : 'chain test not passed yet'}</span>
            </div>
            {current.kind === 'account_connect' ? (
              <span class="tag">Verifies customers</span>
            ) : (
              <button type="button" onClick={() => void choose('/account-connect/use-to-verify', 'Account Connect')} disabled={busy}>
                Use Account Connect to verify customers
              </button>
            )}
          </li>
        )}
        {candidates.map((c) => (
          <li class="row choice" key={c.id}>
            <div>
              <strong>{c.name}</strong> <span class="muted small">{passes(c) ? 'test passed' : TEST_FIRST}</span>
            </div>
            {c.verifies ? (
              <span class="tag">Verifies customers</span>
            ) : (
              <button
                type="button"
                onClick={() => void choose(`/connectors/${c.id}/use-to-verify`, c.name)}
                disabled={busy || !passes(c)}
                title={passes(c) ? undefined : TEST_FIRST}
              >
                Use {c.name} to verify customers
              </button>
            )}
          </li>
        ))}
      </ul>
      {!ac?.configured && candidates.length === 0 && (
        <p class="muted">
          Set up <a href="/dashboard/account-connect">Account Connect</a> (your own system, or the built-in demo) or connect a system that can verify on{' '}
          <a href="/dashboard/integrations">Integrations</a>, then choose it here.
        </p>
      )}
      {note && <Notice kind={note.kind}>{note.text}</Notice>}
      {crash && <Notice kind="error">{crash}</Notice>}
      {key && (
        <ShownOnce label={`Access key for ${key.name}`} value={key.value}>
          It is shown only this once. Your bot needs it only for the /api/connect routes; the tools endpoint and MCP use your API key.
        </ShownOnce>
      )}
    </section>
  );
}
