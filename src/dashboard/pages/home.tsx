import type { ComponentChildren, JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { useMe } from '../session';
import { accountConnectWorks, useTenantState, verifierName, verifierOf } from '../tenant-state';
import { Loading, Notice, PageHeading, Time } from '../ui';
import { ConnectBot } from './connect-bot';
import { VerifierChoice } from './verifier';

interface Step {
  id: string;
  title: string;
  done: boolean;
  /** What is true now, in a few words. */
  now: ComponentChildren;
  link: { href: string; label: string };
}

/**
 * The first page after sign-in: a setup checklist read from the tenant's real state (each step turns
 * done by itself), who verifies customers (changeable here), and how to connect the bot, with the
 * sign that it is live.
 */
export function HomePage(): JSX.Element {
  const me = useMe();
  const state = useTenantState(me);
  const ac = state.accountConnect.data;
  const connections = (state.connections.data?.connections ?? []).filter((c) => c.status !== 'disconnected');
  const live = state.live.data;
  const verifier = verifierOf(ac, connections);
  const working = connections.filter((c) => c.status === 'working');
  const endpoints = (state.webhooks.data?.webhooks ?? []).filter((w) => w.is_active);
  const loading = [state.accountConnect, state.connections, state.live, state.webhooks].some((l) => l.loading && !l.data);
  const error = [state.accountConnect, state.connections, state.live, state.webhooks].map((l) => l.error).find(Boolean);

  const steps: Step[] = [
    {
      id: 'data',
      title: 'Connect where your customer data lives',
      done: accountConnectWorks(ac) || working.length > 0,
      now:
        [...(accountConnectWorks(ac) ? ['Account Connect'] : []), ...working.map((c) => c.name)].join(', ') ||
        'Nothing is connected and working yet: point Account Connect at your own system, or connect one of the ready-made connectors.',
      link: { href: '/dashboard/integrations', label: 'Connect a system' },
    },
    {
      id: 'verifier',
      title: 'Choose which one verifies your customers',
      done: verifier.kind !== 'none' && verifier.working,
      now: verifier.kind === 'none' ? 'Nothing verifies yet.' : `${verifierName(verifier)} verifies${verifier.working ? '' : ' (its test does not pass yet)'}.`,
      link: { href: '#verifier-h', label: 'Choose below' },
    },
    {
      id: 'try',
      title: 'Try it: play your customer in a preview conversation',
      done: Boolean(live?.preview.verified_at),
      now: live?.preview.verified_at ? 'A preview conversation was verified.' : 'See exactly what your bot receives, tool by tool.',
      link: { href: '/dashboard/try', label: 'Try your bot' },
    },
    {
      id: 'bot',
      title: 'Connect your bot',
      done: Boolean(live?.last_call_at),
      now: live?.last_call_at ? (
        <>
          Your bot is live: last call <Time iso={live.last_call_at} />, {live.last_24h.calls} in the last 24 hours.
        </>
      ) : (
        'No bot call yet: use the key and a snippet below.'
      ),
      link: { href: '#connect-your-bot', label: 'Snippets below' },
    },
    {
      id: 'events',
      title: 'Receive events (webhooks)',
      done: endpoints.length > 0,
      now:
        endpoints.length > 0 ? `${endpoints.length} active endpoint${endpoints.length === 1 ? '' : 's'}.` : 'Optional: get a signed POST when things happen.',
      link: { href: '/dashboard/webhooks', label: 'Set up webhooks' },
    },
  ];
  const done = steps.filter((s) => s.done).length;

  // The bot's first call turns "Connect your bot" done while the page is open: look again every 15 s.
  const reloadLive = state.live.reload;
  useEffect(() => {
    const timer = setInterval(() => document.visibilityState === 'visible' && void reloadLive(), 15_000);
    return () => clearInterval(timer);
  }, [reloadLive]);
  // A link to a part of this page (#verifier-h from Account Connect) scrolls there once the page has loaded.
  useEffect(() => {
    if (!loading && location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  }, [loading]);

  return (
    <section aria-labelledby="home-h">
      <PageHeading id="home-h">Get started</PageHeading>
      {loading && <Loading what="your setup" />}
      {error && <Notice kind="error">{error}</Notice>}
      {!loading && (
        <>
          <section class="panel" aria-labelledby="checklist-h">
            <div class="section-head">
              <h2 id="checklist-h">Setup checklist</h2>
              <span class="muted small" data-testid="checklist-progress">
                {done} of {steps.length} done
              </span>
            </div>
            <ol class="checklist">
              {steps.map((s) => (
                <li key={s.id} class={`check-step ${s.done ? 'is-done' : 'is-todo'}`} data-step={s.id}>
                  <span class="check-mark" aria-hidden="true">
                    {s.done ? '✓' : ''}
                  </span>
                  <div class="check-body">
                    <strong>{s.title}</strong> <span class="visually-hidden">{s.done ? '(done)' : '(to do)'}</span>
                    <p class="small muted">{s.now}</p>
                  </div>
                  <a href={s.link.href} class="check-link">
                    {s.link.label}
                  </a>
                </li>
              ))}
            </ol>
          </section>
          <VerifierChoice
            accountConnect={ac}
            connections={connections}
            onChanged={async () => {
              await Promise.all([state.accountConnect.reload(), state.connections.reload()]);
            }}
          />
          <ConnectBot live={live} />
        </>
      )}
    </section>
  );
}
