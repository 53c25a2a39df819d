import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { api } from '../api';
import { usePlace } from '../router';
import { Field, Loading, Notice, type NoticeKind, PageHeading, ShownOnce, useAction, useLoad } from '../ui';
import { DeliveryPage } from './webhook-delivery';
import { EndpointCard } from './webhook-endpoint-card';
import { DeliveryLog, useDeliveryLog } from './webhook-log';
import { filtersOf, type Endpoint } from './webhook-types';

/**
 * Outbound webhooks, like an app portal: register (secret shown once), each endpoint's Send test,
 * Rotate secret and Recover, and the deliveries log (filtered by status and event; samples marked
 * test). ?delivery=<id> opens one delivery: payload, headers sent, every attempt's answer, Replay.
 */
export function WebhooksPage(): JSX.Element {
  const place = usePlace();
  const filters = filtersOf(place.query);
  const opened = place.query.get('delivery');
  if (opened) return <DeliveryPage id={opened} filters={filters} />;
  return <EndpointsAndLog />;
}

function EndpointsAndLog(): JSX.Element {
  const place = usePlace();
  const filters = filtersOf(place.query);
  const list = useLoad(() => api<{ webhooks: Endpoint[]; events: string[] }>('GET', '/api/sandbox/webhooks'));
  const log = useDeliveryLog(filters, list.data?.events);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [urlError, setUrlError] = useState<string | undefined>(undefined);
  const [note, setNote] = useState<{ kind: NoticeKind; text: string } | null>(null);
  const [secret, setSecret] = useState<{ url: string; value: string; note: string } | null>(null);
  const [busy, run, crash] = useAction();
  const reloadAll = async (): Promise<void> => {
    await Promise.all([list.reload(), log.reload()]);
  };

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
      <form class="panel" onSubmit={(e) => void register(e)} noValidate aria-labelledby="wh-register-h">
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
                  <input type="checkbox" checked={events.includes(name)} onChange={(e) => toggle(name, e.currentTarget.checked)} /> {name}
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
            <EndpointCard endpoint={w} onChanged={reloadAll} />
          </li>
        ))}
      </ul>

      <DeliveryLog log={log} filters={filters} events={list.data?.events ?? []} onRefresh={() => void reloadAll()} />
    </section>
  );
}
