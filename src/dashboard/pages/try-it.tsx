import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { TEST_CUSTOMER } from '../../customers/test-customer';
import { api } from '../api';
import { tenantPath, useMe } from '../session';
import { useTenantState, verifierName, verifierOf } from '../tenant-state';
import { Field, Notice, PageHeading, useAction } from '../ui';

interface Tool {
  name: string;
  description: string;
  gate: 'open' | 'verified' | 'verified_for_order_number';
}
interface Started {
  conversation_id: number;
  read_limit: number;
  tools: Tool[];
}
interface Ran {
  tool: string;
  result: Record<string, unknown>;
  characters: number;
  read_limit: number;
}
interface Call {
  n: number;
  tool: string;
  args: Record<string, unknown>;
  ran?: Ran;
  error?: string;
  /** The refusal as the bot would get it from the tools endpoint (e.g. the 422 body). */
  refusal?: unknown;
}

/** A refused call in plain words: which argument and why for a 422, the server's sentence otherwise. */
function refusalText(status: number, body: unknown, message: string): string {
  const detail = body && typeof body === 'object' ? (body as { detail?: unknown }).detail : undefined;
  if (status === 422 && Array.isArray(detail)) {
    const items = detail.map((d: { loc?: unknown[]; msg?: string }) => `${(d.loc ?? []).slice(1).join('.') || 'arguments'}: ${d.msg ?? 'not accepted'}`);
    return `The tool refused these arguments (HTTP 422, as the bot would get it): ${items.join('; ')}.`;
  }
  return message;
}

/** Optional text arguments: blank ones are left out, as a bot would. */
const given = (fields: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(fields).filter(([, v]) => v.trim() !== ''));

/**
 * "Try your bot": the owner plays their own customer in a preview conversation. Every press runs one
 * of the bot's tools through the same runner as the tools endpoint and MCP, against the tenant's real
 * verifier, and shows exactly what the bot receives (the JSON, and its length against the bot's read).
 */
export function TryItPage(): JSX.Element {
  const me = useMe();
  const state = useTenantState(me);
  const verifier = verifierOf(state.accountConnect.data, state.connections.data?.connections ?? []);
  const [preview, setPreview] = useState<Started | null>(null);
  const [calls, setCalls] = useState<Call[]>([]);
  const [identity, setIdentity] = useState({ full_name: '', postcode: '', email: '', mobile_number: '' });
  const [code, setCode] = useState('');
  const [track, setTrack] = useState({ tracking_number: '', order_number: '' });
  const [ticket, setTicket] = useState({ subject: '', description: '' });
  const [note, setNote] = useState<string | null>(null);
  const [busy, run, crash] = useAction();

  const start = (): Promise<void> =>
    run(async () => {
      setNote(null);
      const r = await api<Started>('POST', tenantPath(me, '/preview/conversations'), {});
      if (r.ok && r.body) {
        setPreview(r.body);
        setCalls([]);
      } else setNote(r.message);
    });

  const call = (tool: string, args: Record<string, unknown>): Promise<void> =>
    run(async () => {
      if (!preview) return;
      const r = await api<Ran>('POST', tenantPath(me, `/preview/conversations/${preview.conversation_id}/tools/${tool}`), args);
      const entry: Call = {
        n: calls.length + 1,
        tool,
        args,
        ...(r.ok && r.body ? { ran: r.body } : { error: refusalText(r.status, r.body, r.message), refusal: r.body }),
      };
      setCalls((old) => [entry, ...old]);
      if (tool === 'verify_otp' && r.ok) setCode('');
    });

  const reads = (preview?.tools ?? []).filter((t) => t.gate === 'verified');
  const codeHint =
    verifier.kind === 'connection'
      ? `${verifier.connection.name} sends the code to the email or mobile on the customer's record. The test customer's code is ${TEST_CUSTOMER.code} (nothing is sent).`
      : `Your Account Connect sends the code to the customer. The test customer's code is ${TEST_CUSTOMER.code} (nothing is sent).`;

  return (
    <section aria-labelledby="try-h">
      <PageHeading id="try-h">Try your bot</PageHeading>
      <p>
        Play your own customer. Each button runs one of your bot's tools in a <strong>preview conversation</strong>, the same code as the tools endpoint and
        MCP, through your real verifier (now: <strong data-testid="try-verifier">{verifierName(verifier)}</strong>), and shows exactly what the bot receives.
      </p>
      <p class="muted small">
        A preview sends no webhooks and is not counted as a customer. A real customer's records open only with the code sent to that customer.
      </p>
      {verifier.kind === 'none' && (
        <Notice kind="warn">
          Nothing verifies your customers yet: choose a verifier on <a href="/dashboard/home">Get started</a> first.
        </Notice>
      )}
      <div class="actions">
        <button type="button" class={preview ? '' : 'primary'} onClick={() => void start()} disabled={busy}>
          {preview ? 'Start a new preview conversation' : 'Start a preview conversation'}
        </button>
      </div>
      {note && <Notice kind="error">{note}</Notice>}
      {crash && <Notice kind="error">{crash}</Notice>}
      {preview && (
        <>
          <p class="small" data-testid="preview-id">
            Preview conversation #{preview.conversation_id}
          </p>
          <div class="try-grid">
            <div class="try-tools">
              <form
                class="panel"
                aria-labelledby="try-identity-h"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void call('verify_identity', given(identity));
                }}
              >
                <h2 id="try-identity-h">1. verify_identity</h2>
                <p class="hint">The customer's full name and one more detail on their account.</p>
                <button
                  type="button"
                  class="link-button"
                  onClick={() => setIdentity({ full_name: TEST_CUSTOMER.full_name, postcode: TEST_CUSTOMER.postcode, email: '', mobile_number: '' })}
                >
                  Use the test customer
                </button>
                <div class="field-grid">
                  <Field label="Full name" value={identity.full_name} onInput={(v) => setIdentity({ ...identity, full_name: v })} />
                  <Field label="Postcode" value={identity.postcode} onInput={(v) => setIdentity({ ...identity, postcode: v })} />
                  <Field label="Email" type="email" value={identity.email} onInput={(v) => setIdentity({ ...identity, email: v })} />
                  <Field label="Mobile number" value={identity.mobile_number} onInput={(v) => setIdentity({ ...identity, mobile_number: v })} />
                </div>
                <button type="submit" disabled={busy}>
                  Run verify_identity
                </button>
              </form>
              <form
                class="panel"
                aria-labelledby="try-otp-h"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void call('verify_otp', { otp_code: code.trim() });
                }}
              >
                <h2 id="try-otp-h">2. verify_otp</h2>
                <Field
                  label="Code"
                  value={code}
                  onInput={setCode}
                  hint={
                    <>
                      {codeHint}
                      {me.dev && (
                        <>
                          {' '}
                          In development every code sent is also in the <a href="/dashboard/dev/outbox">development outbox</a>.
                        </>
                      )}
                    </>
                  }
                />
                <button type="submit" disabled={busy}>
                  Run verify_otp
                </button>
              </form>
              <section class="panel" aria-labelledby="try-reads-h">
                <h2 id="try-reads-h">3. The account tools</h2>
                <p class="hint">They answer needs_verification until verify_otp succeeded in this conversation.</p>
                <div class="actions">
                  {reads.map((t) => (
                    <button type="button" key={t.name} onClick={() => void call(t.name, {})} disabled={busy}>
                      Run {t.name}
                    </button>
                  ))}
                </div>
              </section>
              <form
                class="panel"
                aria-labelledby="try-track-h"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void call('track_order', given(track));
                }}
              >
                <h2 id="try-track-h">4. track_order</h2>
                <Field
                  label="Tracking number"
                  value={track.tracking_number}
                  onInput={(v) => setTrack({ ...track, tracking_number: v })}
                  hint="Needs no verification."
                />
                <Field
                  label="Order number"
                  value={track.order_number}
                  onInput={(v) => setTrack({ ...track, order_number: v })}
                  hint="Only for the verified customer."
                />
                <button type="submit" disabled={busy}>
                  Run track_order
                </button>
              </form>
              <form
                class="panel"
                aria-labelledby="try-ticket-h"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void call('create_ticket', given(ticket));
                }}
              >
                <h2 id="try-ticket-h">5. create_ticket</h2>
                <p class="hint">Creates a real ticket on your desk (it raises no webhook), linked to this preview conversation.</p>
                <Field label="Subject" value={ticket.subject} onInput={(v) => setTicket({ ...ticket, subject: v })} />
                <Field label="Description" value={ticket.description} onInput={(v) => setTicket({ ...ticket, description: v })} />
                <button type="submit" disabled={busy}>
                  Run create_ticket
                </button>
              </form>
            </div>
            <section aria-labelledby="try-calls-h" class="try-results">
              <h2 id="try-calls-h">What the bot received</h2>
              {calls.length === 0 && <p class="muted">Nothing has run yet.</p>}
              <ol class="cards" reversed>
                {calls.map((c) => (
                  <li key={c.n}>
                    <CallCard call={c} />
                  </li>
                ))}
              </ol>
            </section>
          </div>
        </>
      )}
    </section>
  );
}

function CallCard({ call: c }: { call: Call }): JSX.Element {
  const ok = c.ran?.result.success === true;
  return (
    <article class="card tool-call" aria-label={`${c.n}. ${c.tool}`} data-tool={c.tool}>
      <header class="card-head">
        <h3 class="mono">
          {c.n}. {c.tool}
        </h3>
        <span class={`badge ${c.error ? 'badge-failed' : ok ? 'badge-passed' : 'badge-pending'}`}>
          {c.error ? 'refused' : ok ? 'success' : 'success: false'}
        </span>
      </header>
      <p class="small muted break">Arguments: {JSON.stringify(c.args)}</p>
      {c.error && <Notice kind="error">{c.error}</Notice>}
      {c.refusal !== undefined && c.refusal !== null && <pre class="message-text mono">{JSON.stringify(c.refusal, null, 2)}</pre>}
      {c.ran && (
        <>
          <pre class="message-text mono">{JSON.stringify(c.ran.result, null, 2)}</pre>
          <p class={`small ${c.ran.characters > c.ran.read_limit ? 'warn-text' : 'muted'}`}>
            {c.ran.characters.toLocaleString()} of the about {c.ran.read_limit.toLocaleString()} characters the bot reads
            {c.ran.characters > c.ran.read_limit ? ': the bot may miss the end' : ''}.
          </p>
        </>
      )}
    </article>
  );
}
