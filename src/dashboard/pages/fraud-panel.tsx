import type { JSX } from 'preact';
import { api } from '../api';
import { tenantPath, useMe } from '../session';
import { Loading, Notice, useLoad } from '../ui';

/** One day of GET /api/tenants/{id}/fraud-signals (destinations only in masked form). */
interface DaySignals {
  day: string;
  codes_sent: number;
  codes_capped: number;
  wrong_code_runs: number;
  identity_mismatches: number;
  identity_token_refusals: number;
  capped_destinations: number;
  top_destinations: { destination: string; codes_sent: number; codes_capped: number }[];
}
interface FraudSignals {
  caps: { per_10_minutes: number; per_24_hours: number; wrong_codes_per_10_minutes: number };
  days: DaySignals[];
}

/** Codes sent and capped, wrong-code runs, identity mismatches and the most-asked destinations, per day. */
export function FraudPanel(): JSX.Element {
  const me = useMe();
  const loaded = useLoad(() => api<FraudSignals>('GET', tenantPath(me, '/fraud-signals')), [me.tenant_id]);
  const data = loaded.data;
  const quiet = data?.days.every((d) => d.codes_sent + d.codes_capped + d.wrong_code_runs + d.identity_mismatches + d.identity_token_refusals === 0) ?? false;
  return (
    <section class="panel" aria-labelledby="fraud-h" data-testid="fraud-panel">
      <h2 id="fraud-h">Fraud signals</h2>
      <p class="muted small">
        One-time codes your bot asked for, day by day (UTC). Codes to one email address or mobile are capped
        {data ? ` at ${data.caps.per_10_minutes} in 10 minutes and ${data.caps.per_24_hours} in 24 hours` : ''} (lower them under Sandbox and keys), and a
        contact with {data?.caps.wrong_codes_per_10_minutes ?? 10} wrong codes in 10 minutes is refused until the time passes. Many capped contacts or a burst
        of mismatches can mean someone is pumping codes or trying names; refused signed sign-ins (Identity page) can mean forged or replayed tokens.
      </p>
      {loaded.loading && !data && <Loading what="the fraud signals" />}
      {loaded.error && <Notice kind="error">{loaded.error}</Notice>}
      {data && quiet && <p class="muted">No codes asked for and no signed sign-ins refused in the last {data.days.length} days.</p>}
      {data && !quiet && (
        <div class="table-wrap">
          <table class="fraud">
            <caption>Last {data.days.length} days, today first; contacts are masked as the customer sees them</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Codes sent</th>
                <th scope="col">Codes capped</th>
                <th scope="col">Wrong-code runs</th>
                <th scope="col">Identity mismatches</th>
                <th scope="col">Signed sign-ins refused</th>
                <th scope="col">Contacts asked for most (sent / capped)</th>
              </tr>
            </thead>
            <tbody>
              {data.days.map((d) => (
                <tr key={d.day}>
                  <th scope="row" class="day">
                    {d.day}
                  </th>
                  <td>{d.codes_sent}</td>
                  <td class={d.codes_capped > 0 ? 'fail' : undefined}>
                    {d.codes_capped}
                    {d.capped_destinations > 0 && (
                      <span class="muted small">
                        {' '}
                        ({d.capped_destinations} {d.capped_destinations === 1 ? 'contact' : 'contacts'})
                      </span>
                    )}
                  </td>
                  <td class={d.wrong_code_runs > 0 ? 'fail' : undefined}>{d.wrong_code_runs}</td>
                  <td>{d.identity_mismatches}</td>
                  <td class={d.identity_token_refusals > 0 ? 'fail' : undefined}>{d.identity_token_refusals}</td>
                  <td>
                    {d.top_destinations.length === 0 && <span class="muted">—</span>}
                    {d.top_destinations.map((t, i) => (
                      <div key={`${t.destination}-${i}`} class="mono small">
                        {t.destination} · {t.codes_sent} / {t.codes_capped}
                      </div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
