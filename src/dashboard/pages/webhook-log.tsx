import type { JSX } from 'preact';
import { useId } from 'preact/hooks';
import { api } from '../api';
import { navigate } from '../router';
import { Loading, Notice, Time, useLoad, type Loaded } from '../ui';
import { DELIVERY_STATUSES, webhooksHref, type Delivery, type LogFilters } from './webhook-types';

/** The deliveries log's answer. */
export interface LogAnswer {
  deliveries: Delivery[];
  retention_days: number;
}

/** Loads the log for these filters (an event the server does not know is left out). */
export function useDeliveryLog(filters: LogFilters, events: readonly string[] | undefined): Loaded<LogAnswer> {
  const q = new URLSearchParams({ limit: '50' });
  if (filters.status) q.set('status', filters.status);
  if (filters.event && events?.includes(filters.event)) q.set('event', filters.event);
  const query = q.toString();
  return useLoad(() => api<LogAnswer>('GET', `/api/sandbox/webhooks/deliveries?${query}`), [query]);
}

/** The deliveries log: filters by status and event, newest first, each delivery opening to its own page. */
export function DeliveryLog(props: { log: Loaded<LogAnswer>; filters: LogFilters; events: readonly string[]; onRefresh: () => void }): JSX.Element {
  const { log, filters, events } = props;
  const filtered = Boolean(filters.status || filters.event);
  const setFilter = (name: keyof LogFilters, value: string): void => navigate(webhooksHref({ ...filters, [name]: value }), { replace: true });
  const rows = log.data?.deliveries ?? [];
  const id = useId();
  return (
    <>
      <div class="section-head">
        <h2 id="deliveries-h">Deliveries</h2>
        <button type="button" onClick={props.onRefresh} disabled={log.loading}>
          Refresh
        </button>
      </div>
      <form class="filters" onSubmit={(e) => e.preventDefault()} aria-label="Filter the deliveries">
        {/* Labels beside, not around, the selects: a wrapping label's name would include every option. */}
        <div class="filter">
          <label for={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={filters.status} onChange={(e) => setFilter('status', e.currentTarget.value)}>
            <option value="">Any</option>
            {DELIVERY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div class="filter">
          <label for={`${id}-event`}>Event</label>
          <select id={`${id}-event`} value={filters.event} onChange={(e) => setFilter('event', e.currentTarget.value)}>
            <option value="">Any</option>
            {events.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        {filtered && (
          <button type="button" class="link-button" onClick={() => navigate(webhooksHref({ status: '', event: '' }), { replace: true })}>
            Show every delivery
          </button>
        )}
      </form>
      {log.error && <Notice kind="error">{log.error}</Notice>}
      {log.loading && !log.data && <Loading what="the deliveries" />}
      {log.data && rows.length === 0 && <p class="muted">{filtered ? 'No delivery matches these filters.' : 'Nothing has been delivered yet.'}</p>}
      {rows.length > 0 && (
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
                <th scope="col">
                  <span class="visually-hidden">Details</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.id}>
                  <td>
                    {d.event} {d.test && <span class="badge badge-test">test</span>}
                  </td>
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
                  <td>
                    <a href={webhooksHref(filters, d.id)}>
                      Open
                      <span class="visually-hidden">
                        {' '}
                        the {d.test ? 'sample ' : ''}delivery {d.id}
                      </span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.data && (
        <p class="hint">
          The newest 50{filtered ? ' that match' : ''}; deliveries are kept {log.data.retention_days} days.
        </p>
      )}
    </>
  );
}
