import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { api } from '../api';
import { chainStepAdvice } from '../chain-advice';
import { tenantPath, useMe } from '../session';
import type { ConnectionJson } from '../types';
import { Confirm, Field, Loading, Notice, type NoticeKind, PageHeading, Time, useAction, useLoad } from '../ui';

interface StepReport {
  step: string;
  name: string;
  result: 'passed' | 'failed' | 'skipped';
  status: number | null;
  message: string | null;
  cause: string | null;
  detail: string | null;
}
interface ChainReport {
  passed: boolean;
  message: string;
  problem: string | null;
  steps: StepReport[];
}
interface Settings {
  configured: boolean;
  base_url: string | null;
  header_name: string | null;
  api_key_set: boolean;
  steps: Record<string, boolean>;
  last_test: ChainReport | Record<string, unknown> | null;
  tested_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  /** Whether Account Connect verifies customers (only one source does: it, or one connection). */
  verifies: boolean;
  /** New settings that failed verification and wait beside the live ones (GET answers it beside the view). */
  pending?: {
    base_url: string;
    header_name: string;
    chain_test: ChainReport | Record<string, unknown>;
    tested_at: string;
    message: string;
    cause: string | null;
  } | null;
}
interface Tested {
  success: boolean;
  message: string;
  settings: Settings;
  chain_test: ChainReport;
  applied?: 'live' | 'pending';
}

const isReport = (x: unknown): x is ChainReport => Boolean(x && typeof x === 'object' && Array.isArray((x as ChainReport).steps));
const RESULT_TEXT = { passed: 'Passed', failed: 'Failed', skipped: 'Skipped' } as const;

/** Which field a 400 answer's sentence is about (the sentences come from the server). */
function fieldOf(message: string): 'base_url' | 'api_key' | 'header_name' | null {
  if (/address/i.test(message)) return 'base_url';
  if (/header/i.test(message)) return 'header_name';
  if (/key/i.test(message)) return 'api_key';
  return null;
}

/** Account Connect: where the owner's own five endpoints live, and the chain test's steps. */
export function AccountConnectPage(): JSX.Element {
  const me = useMe();
  const path = tenantPath(me, '/account-connect');
  const loaded = useLoad(() => api<Settings>('GET', path), [path]);
  const [baseUrl, setBaseUrl] = useState('');
  const [key, setKey] = useState('');
  const [header, setHeader] = useState('X-API-Key');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ kind: NoticeKind; text: string } | null>(null);
  const [report, setReport] = useState<{ report: ChainReport; pending: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, run, crash] = useAction();
  const filled = useRef(false);
  const s = loaded.data;
  const connections = useLoad(() => api<{ connections: ConnectionJson[] }>('GET', tenantPath(me, '/connectors')), [me.tenant_id]);
  const other = connections.data?.connections.find((c) => c.verifies && c.status !== 'disconnected');
  const useToVerify = (): Promise<void> =>
    run(async () => {
      const r = await api('POST', `${path}/use-to-verify`);
      setResult({ kind: r.ok ? 'ok' : 'error', text: r.message });
      await Promise.all([loaded.reload(), connections.reload()]);
    });

  useEffect(() => {
    if (!s || filled.current) return;
    filled.current = true;
    if (s.base_url) setBaseUrl(s.base_url);
    if (s.header_name) setHeader(s.header_name);
    if (isReport(s.last_test)) setReport({ report: s.last_test, pending: false });
  }, [s]);

  const answered = async (r: Awaited<ReturnType<typeof api<Tested>>>): Promise<void> => {
    if (r.ok && r.body) {
      setErrors({});
      setResult({ kind: r.body.success ? 'ok' : 'warn', text: r.body.message });
      setReport({ report: r.body.chain_test, pending: r.body.applied === 'pending' });
      await loaded.reload();
      return;
    }
    const field = r.status === 400 ? fieldOf(r.message) : null;
    if (field) {
      setErrors({ [field]: r.message });
      setResult(null);
      document.getElementById(`ac-${field}`)?.querySelector('input')?.focus();
    } else setResult({ kind: 'error', text: r.message });
  };

  const save = (e: Event): Promise<void> => {
    e.preventDefault();
    return run(async () => {
      setResult(null);
      const body: Record<string, string> = { base_url: baseUrl.trim(), header_name: header.trim() || 'X-API-Key' };
      if (key !== '' || !s?.api_key_set) body.api_key = key;
      await answered(await api<Tested>('PUT', path, body));
    });
  };
  const retest = (): Promise<void> => run(async () => answered(await api<Tested>('POST', `${path}/test`)));
  const pendingTest = (): Promise<void> => run(async () => answered(await api<Tested>('POST', `${path}/pending/test`)));
  const pendingDiscard = (): Promise<void> =>
    run(async () => {
      const r = await api('DELETE', `${path}/pending`);
      setResult(r.ok ? { kind: 'ok', text: 'The new settings were discarded; the working ones stay.' } : { kind: 'error', text: r.message });
      await loaded.reload();
    });
  const remove = (): Promise<void> =>
    run(async () => {
      const r = await api('DELETE', path);
      setConfirming(false);
      if (!r.ok) {
        setResult({ kind: 'error', text: r.message });
        return;
      }
      setResult({ kind: 'ok', text: 'Account Connect is removed, and its stored key deleted.' });
      setReport(null);
      setBaseUrl('');
      setKey('');
      await loaded.reload();
    });

  const demo = `${location.origin}/api/account-connect-demo/v1`;
  return (
    <section aria-labelledby="ac-h">
      <PageHeading id="ac-h">Account Connect</PageHeading>
      <p>
        Point the service at your own system's five endpoints. Connect and test runs the chain test with the test customer; steps that fail it stay switched off
        until they pass.
      </p>
      {loaded.loading && !s && <Loading what="your Account Connect settings" />}
      {loaded.error && <Notice kind="error">{loaded.error}</Notice>}
      {s?.configured && (
        <div class="panel" data-testid="ac-verifier">
          {s.verifies ? (
            <p>
              <span class="tag">Verifies customers</span> Account Connect verifies your customers: the bot's codes go through your system.
            </p>
          ) : (
            <>
              <p>
                <span class="tag tag-off">Does not verify</span> Account Connect does not verify your customers now
                {other ? (
                  <>
                    : <strong>{other.name}</strong> does, and the codes go through it
                  </>
                ) : null}
                . The chain test below still tests it.
              </p>
              <div class="actions">
                <button type="button" class="primary" onClick={() => void useToVerify()} disabled={busy}>
                  Use Account Connect to verify customers
                </button>
              </div>
            </>
          )}
          <p class="muted small">
            <a href="/dashboard/home#verifier-h">Get started</a> shows who verifies your customers and lets you switch.
          </p>
        </div>
      )}
      {s?.pending && (
        <Notice kind="warn">
          New settings ({s.pending.base_url}) failed their test and were not applied: the working ones still answer the bot. {s.pending.message}
          {s.pending.cause && <> ({s.pending.cause})</>}
          <div class="actions">
            <button type="button" onClick={() => void pendingTest()} disabled={busy}>
              Test the new settings again
            </button>
            <button type="button" onClick={() => void pendingDiscard()} disabled={busy}>
              Discard the new settings
            </button>
          </div>
        </Notice>
      )}
      <form onSubmit={(e) => void save(e)} noValidate class="panel">
        <div id="ac-base_url">
          <Field
            label="Base address"
            type="url"
            value={baseUrl}
            onInput={setBaseUrl}
            error={errors.base_url}
            placeholder="https://api.example.com/account-connect"
            hint={
              <>
                Where your endpoints live (public HTTPS). To try the built-in demo:{' '}
                <button type="button" class="link-button" onClick={() => setBaseUrl(demo)}>
                  use the demo address
                </button>{' '}
                (its key is the demo key).
              </>
            }
          />
        </div>
        <div id="ac-api_key">
          <Field
            label="API key"
            type="password"
            autoComplete="new-password"
            value={key}
            onInput={setKey}
            error={errors.api_key}
            hint={
              s?.api_key_set
                ? 'A key is saved (it is never shown). Leave this blank to keep it.'
                : 'The key your endpoints expect. It is stored encrypted and never shown again.'
            }
          />
        </div>
        <div id="ac-header_name">
          <Field label="Header name" value={header} onInput={setHeader} error={errors.header_name} hint="The header the key is sent in. Default X-API-Key." />
        </div>
        <div class="actions">
          <button type="submit" class="primary" disabled={busy}>
            {busy ? 'Testing…' : 'Connect and test'}
          </button>
          {s?.configured && (
            <button type="button" onClick={() => void retest()} disabled={busy}>
              Test again
            </button>
          )}
          {s?.configured && (
            <button type="button" class="danger-outline" onClick={() => setConfirming(true)} disabled={busy}>
              Remove
            </button>
          )}
        </div>
        {confirming && (
          <Confirm
            question="Remove Account Connect? The settings and the stored key are deleted; the bot stops verifying customers through your system."
            confirmLabel="Remove Account Connect"
            busy={busy}
            onConfirm={() => void remove()}
            onCancel={() => setConfirming(false)}
          />
        )}
      </form>
      {busy && (
        <p class="muted" role="status">
          Running the chain test…
        </p>
      )}
      {result && <Notice kind={result.kind}>{result.text}</Notice>}
      {crash && <Notice kind="error">{crash}</Notice>}
      {report && (
        <ChainSteps
          report={report.report}
          switches={report.pending ? {} : (s?.steps ?? {})}
          testedAt={report.pending ? null : (s?.tested_at ?? null)}
          pending={report.pending}
          baseUrl={report.pending ? (s?.pending?.base_url ?? baseUrl) : (s?.base_url ?? null)}
          headerName={report.pending ? (s?.pending?.header_name ?? header) : (s?.header_name ?? null)}
        />
      )}
      {s?.last_error && (
        <p class="last-error">
          Last error: {s.last_error} (<Time iso={s.last_error_at} />)
        </p>
      )}
    </section>
  );
}

function ChainSteps({
  report,
  switches,
  testedAt,
  pending,
  baseUrl,
  headerName,
}: {
  report: ChainReport;
  switches: Record<string, boolean>;
  testedAt: string | null;
  pending: boolean;
  baseUrl: string | null;
  headerName: string | null;
}): JSX.Element {
  return (
    <section class="panel" aria-labelledby="chain-h">
      <h2 id="chain-h">{pending ? 'Chain test of the new settings (not applied)' : 'Chain test'}</h2>
      <p class="muted small">
        {report.message}
        {testedAt && (
          <>
            {' · '}
            <Time iso={testedAt} />
          </>
        )}
      </p>
      <ol class="steps">
        {report.steps.map((step) => {
          const on = switches[step.step] ?? step.result === 'passed';
          return (
            <li key={step.step} class={`step step-${step.result}`} data-step={step.step}>
              <div class="step-head">
                <strong>{step.name}</strong>
                <span class={`badge badge-${step.result}`}>{RESULT_TEXT[step.result]}</span>
                {!pending && <span class={`switch ${on ? 'switch-on' : 'switch-off'}`}>{on ? 'Switched on' : 'Switched off'}</span>}
              </div>
              {step.message && <p>{step.message}</p>}
              {chainStepAdvice(step, baseUrl, headerName) && <p class="advice">{chainStepAdvice(step, baseUrl, headerName)}</p>}
              {step.cause && <p class="muted small">{step.cause}</p>}
              {step.detail && <p class="muted small mono">{step.detail}</p>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
