import type { JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { api } from '../api';
import { navigate, usePlace } from '../router';
import { tenantPath, useMe } from '../session';
import type { Catalogue, ConnectionJson } from '../types';
import { Loading, Notice, PageHeading, useLoad } from '../ui';
import { CatalogueBrowser } from './catalogue';
import { ConnectionCard } from './connection-card';

/** What the owner reads after an OAuth sign-in returns here with connector=<result>. */
function bannerText(result: string, name: string): { kind: 'ok' | 'warn' | 'error' | 'info'; text: string } {
  switch (result) {
    case 'ok':
      return { kind: 'ok', text: `${name} is connected and working.` };
    case 'failing':
      return { kind: 'warn', text: `${name} is connected, but its connection test failed. See its results below.` };
    case 'cancelled':
      return { kind: 'info', text: `Sign-in to ${name} was cancelled. Nothing was connected.` };
    case 'expired':
      return { kind: 'error', text: `The sign-in to ${name} took too long and expired. Please press Connect with ${name} again.` };
    default:
      return { kind: 'error', text: `Sign-in to ${name} failed. Nothing was connected. Please try again.` };
  }
}

const RESULTS = new Set(['ok', 'failing', 'cancelled', 'failed', 'expired']);

export function IntegrationsPage(): JSX.Element {
  const me = useMe();
  const place = usePlace();
  const catalogue = useLoad(() => api<Catalogue>('GET', '/api/connectors/catalogue'));
  const connections = useLoad(() => api<{ connections: ConnectionJson[] }>('GET', tenantPath(me, '/connectors')), [me.tenant_id]);
  const [note, setNote] = useState<{ kind: 'ok' | 'warn' | 'error' | 'info'; text: string } | null>(null);

  const byKey = useMemo(() => new Map((catalogue.data?.connectors ?? []).map((e) => [e.key, e])), [catalogue.data]);
  const result = place.query.get('connector');
  const returned = result && RESULTS.has(result) ? result : null;
  const returnedName = byKey.get(place.query.get('connector_key') ?? '')?.name ?? 'the connector';
  const banner = returned ? bannerText(returned, returnedName) : null;
  const dismissBanner = (): void => navigate('/dashboard/integrations', { replace: true });

  const live = (connections.data?.connections ?? []).filter((c) => c.status !== 'disconnected');

  return (
    <section aria-labelledby="integrations-h">
      <PageHeading id="integrations-h">Integrations</PageHeading>
      {banner && (
        <Notice kind={banner.kind} onDismiss={dismissBanner}>
          {banner.text}
        </Notice>
      )}
      {note && (
        <Notice kind={note.kind} onDismiss={() => setNote(null)}>
          {note.text}
        </Notice>
      )}

      <h2>Your connections</h2>
      {connections.loading && !connections.data && <Loading what="your connections" />}
      {connections.error && <Notice kind="error">{connections.error}</Notice>}
      {connections.data && live.length === 0 && <p class="muted">Nothing is connected yet. Pick a connector below.</p>}
      <ul class="cards">
        {live.map((c) => (
          <li key={c.id}>
            <ConnectionCard
              connection={c}
              entry={byKey.get(c.connector)}
              onChanged={async (text) => {
                // The card says what its own action did; an older page-level note no longer holds.
                setNote(text ? { kind: 'ok', text } : null);
                await connections.reload();
              }}
            />
          </li>
        ))}
      </ul>

      <h2>Connect a system</h2>
      {catalogue.loading && !catalogue.data && <Loading what="the connector catalogue" />}
      {catalogue.error && <Notice kind="error">{catalogue.error}</Notice>}
      {catalogue.data && (
        <CatalogueBrowser
          catalogue={catalogue.data}
          onConnected={async (text, ok) => {
            setNote({ kind: ok ? 'ok' : 'warn', text });
            await connections.reload();
          }}
        />
      )}
    </section>
  );
}
