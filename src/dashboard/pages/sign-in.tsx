import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, NEXT_KEY } from '../api';
import { Field, Notice } from '../ui';

/**
 * The email form: the service answers the same sentence whatever the address, and emails a
 * single-use link when it is a tenant owner's. Also where an expired session or a bad link lands.
 */
export function SignInPage({ query }: { query: URLSearchParams }): JSX.Element {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  // In development (only there, and only on this machine) the outbox answers signed out: say where the link goes.
  const [outbox, setOutbox] = useState(false);
  useEffect(() => {
    let live = true;
    void api('GET', '/api/dashboard/dev/outbox', undefined, { allow401: true }).then((r) => live && setOutbox(r.ok));
    return () => {
      live = false;
    };
  }, []);
  const nextParam = query.get('next');
  const next = nextParam && nextParam.startsWith('/dashboard/') && !nextParam.startsWith('/dashboard/sign-in') ? nextParam : null;

  useEffect(() => {
    document.title = 'Sign in · Dashboard';
    if (next) sessionStorage.setItem(NEXT_KEY, next);
  }, [next]);

  const submit = async (e: Event): Promise<void> => {
    e.preventDefault();
    setFieldError(undefined);
    if (!email.trim()) {
      setFieldError('Enter your email address');
      return;
    }
    setBusy(true);
    const r = await api('POST', '/api/dashboard/sign-in', { email: email.trim(), ...(next ? { next } : {}) }, { allow401: true });
    setBusy(false);
    if (r.ok) setAnswer({ kind: 'ok', text: r.message });
    else if (r.status === 422) setFieldError('Enter your email address');
    else setAnswer({ kind: 'error', text: r.message });
  };

  const reason =
    query.get('session') === 'expired'
      ? 'Your session has ended. Sign in again and you will come back to the page you were on.'
      : query.get('link')
        ? 'That sign-in link is not valid any more (it works once, within 15 minutes). Enter your email for a new one.'
        : query.get('signed_out')
          ? 'You are signed out.'
          : null;

  return (
    <main id="main" class="narrow sign-in">
      <h1 ref={heading} tabIndex={-1}>
        Sign in to your dashboard
      </h1>
      {reason && <Notice kind="info">{reason}</Notice>}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onInput={setEmail}
          error={fieldError}
          hint="The email address of the account's owner. We email you a link that signs you in."
          required
        />
        <button type="submit" class="primary" disabled={busy}>
          {busy ? 'Sending…' : 'Email me a sign-in link'}
        </button>
      </form>
      {answer && <Notice kind={answer.kind}>{answer.text}</Notice>}
      {outbox && (
        <Notice kind="info">
          <strong>Development:</strong> every email and text the service sends, your sign-in link included, is also kept in the{' '}
          <a href="/dashboard/dev/outbox">development outbox</a> (without SMTP_URL it is the only copy: nothing leaves this machine).
        </Notice>
      )}
    </main>
  );
}
