import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { ACTIVITY_OUTCOMES, type ActivityChannel } from '../../activity/activity-sets';
import { api } from '../api';
import { tenantPath, useMe } from '../session';
import type { ConnectionJson } from '../types';
import { Loading, Notice, Time, useLoad } from '../ui';

/** One record of GET /api/tenants/{id}/activity (never customer data). */
interface BotCall {
  id: string;
  at: string;
  channel: string;
  action: string;
  conversation_id: number | null;
  connection_ids: number[];
  outcome: string;
  rows: number;
  duration_ms: number;
}
interface BotCallPage {
  activity: BotCall[];
  next_cursor: string | null;
}

const CHANNELS: Record<string, string> = {
  platform_api: 'Platform API',
  conversation_tool: 'Conversation tool',
  connect: '/api/connect',
  mcp: 'MCP',
  preview: 'Dashboard preview',
} satisfies Record<ActivityChannel, string>;

/** The tenant's bot calls (activity log, 30 days), newest first, filtered by outcome and connection. */
export function BotCalls(): JSX.Element {
  const me = useMe();
  const [outcome, setOutcome] = useState('');
  const [connection, setConnection] = useState('');
  const filters = `${outcome ? `&outcome=${outcome}` : ''}${/^\d+$/.test(connection) ? `&connection_id=${connection}` : ''}`;
  const connections = useLoad(() => api<{ connections: ConnectionJson[] }>('GET', tenantPath(me, '/connectors')), [me.tenant_id]);
  const first = useLoad(() => api<BotCallPage>('GET', tenantPath(me, `/activity?limit=25${filters}`)), [me.tenant_id, filters]);
  const [older, setOlder] = useState<{ filters: string; items: BotCall[]; cursor: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const extra = older?.filters === filters ? older : null;
  const cursor = extra ? extra.cursor : (first.data?.next_cursor ?? null);
  const items = [...(first.data?.activity ?? []), ...(extra?.items ?? [])];
  const more = async (): Promise<void> => {
    if (!cursor) return;
    const r = await api<BotCallPage>('GET', tenantPath(me, `/activity?limit=25${filters}&cursor=${cursor}`));
    if (!r.ok || !r.body) return setError(r.message);
    setOlder({ filters, items: [...(extra?.items ?? []), ...r.body.activity], cursor: r.body.next_cursor });
  };
  return (
    <section class="panel" aria-labelledby="bot-calls-h">
      <h2 id="bot-calls-h">Bot calls</h2>
      <p class="muted small">
        Every call your bot made (platform API, conversation tools, /api/connect, MCP) in the last 30 days. No customer details are kept.
      </p>
      <form class="filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          Outcome{' '}
          <select value={outcome} onChange={(e) => setOutcome((e.target as HTMLSelectElement).value)}>
            <option value="">Any</option>
            {ACTIVITY_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {o.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          Connection{' '}
          <select value={connection} onChange={(e) => setConnection((e.target as HTMLSelectElement).value)}>
            <option value="">Any</option>
            {(connections.data?.connections ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                #{c.id} {c.name}
              </option>
            ))}
          </select>
        </label>
      </form>
      {first.loading && items.length === 0 && <Loading what="bot calls" />}
      {(first.error ?? error) && <Notice kind="error">{first.error ?? error}</Notice>}
      {!first.loading && !first.error && items.length === 0 && <p class="muted">No bot calls yet.</p>}
      {items.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">Bot calls, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Via</th>
                <th scope="col">Tool or endpoint</th>
                <th scope="col">Conversation</th>
                <th scope="col">Connections</th>
                <th scope="col">Outcome</th>
                <th scope="col">Rows</th>
                <th scope="col">Duration</th>
              </tr>
            </thead>
            <tbody>
              {items.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Time iso={c.at} />
                  </td>
                  <td>{CHANNELS[c.channel] ?? c.channel}</td>
                  <td>
                    <code>{c.action}</code>
                  </td>
                  <td>{c.conversation_id === null ? '—' : `#${c.conversation_id}`}</td>
                  <td>{c.connection_ids.length ? c.connection_ids.map((id) => `#${id}`).join(', ') : '—'}</td>
                  <td>
                    <span class={`badge badge-${c.outcome}`}>{c.outcome.replace(/_/g, ' ')}</span>
                  </td>
                  <td>{c.rows}</td>
                  <td>{c.duration_ms} ms</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cursor && (
        <button type="button" onClick={() => void more()}>
          Show older bot calls
        </button>
      )}
    </section>
  );
}
