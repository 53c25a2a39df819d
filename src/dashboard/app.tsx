import { Component, type ComponentChildren, type JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, cookie, goToSignIn, NEXT_KEY, rememberCsrf, SignedOut, SIGN_IN_PATH } from './api';
import { AccountConnectPage } from './pages/account-connect';
import { ActivityPage } from './pages/activity';
import { HomePage } from './pages/home';
import { IdentityPage } from './pages/identity';
import { TryItPage } from './pages/try-it';
import { IntegrationsPage } from './pages/integrations';
import { OutboxPage } from './pages/outbox';
import { SettingsPage } from './pages/settings';
import { SignInPage } from './pages/sign-in';
import { TicketsPage } from './pages/tickets';
import { WebhooksPage } from './pages/webhooks';
import { interceptLinks, navigate, usePlace } from './router';
import { SessionContext, type Me } from './session';
import { Notice, PageHeading } from './ui';

interface Tab {
  path: string;
  label: string;
  page: () => JSX.Element;
}

const TABS: Tab[] = [
  { path: '/dashboard/home', label: 'Get started', page: HomePage },
  { path: '/dashboard/try', label: 'Try your bot', page: TryItPage },
  { path: '/dashboard/integrations', label: 'Integrations', page: IntegrationsPage },
  { path: '/dashboard/account-connect', label: 'Account Connect', page: AccountConnectPage },
  { path: '/dashboard/identity', label: 'Identity', page: IdentityPage },
  { path: '/dashboard/webhooks', label: 'Webhooks', page: WebhooksPage },
  { path: '/dashboard/settings', label: 'Sandbox and keys', page: SettingsPage },
  { path: '/dashboard/tickets', label: 'Tickets', page: TicketsPage },
  { path: '/dashboard/activity', label: 'Activity', page: ActivityPage },
];
const OUTBOX: Tab = { path: '/dashboard/dev/outbox', label: 'Outbox (development)', page: () => <OutboxPage /> };

/** Shows a message instead of a blank page when a page fails to render. */
class Boundary extends Component<{ children: ComponentChildren; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };
  override componentDidCatch(error: unknown): void {
    if (error instanceof SignedOut) return;
    this.setState({ failed: true });
  }
  override componentDidUpdate(prev: { resetKey: string }): void {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  override render(): ComponentChildren {
    if (this.state.failed) {
      return (
        <Notice kind="error">
          Something went wrong on this page. <a href={location.pathname}>Reload it</a> or choose another tab.
        </Notice>
      );
    }
    return this.props.children;
  }
}

export function App(): JSX.Element {
  const place = usePlace();
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | null>(null);
  // In development the outbox opens signed out on this machine (the sign-in page links it to find the emailed link).
  const [signedOutOutbox, setSignedOutOutbox] = useState(false);
  const onSignIn = place.path === SIGN_IN_PATH;

  useEffect(() => interceptLinks(document.body), []);

  useEffect(() => {
    if (onSignIn) return;
    let live = true;
    void (async () => {
      const r = await api<Me>('GET', '/api/dashboard/me', undefined, { allow401: true });
      if (!live) return;
      if (r.status === 401) {
        if (place.path === OUTBOX.path && (await api('GET', '/api/dashboard/dev/outbox', undefined, { allow401: true })).ok) {
          if (live) setSignedOutOutbox(true);
          return;
        }
        setMe(null);
        // A leftover csrf_token cookie means there was a session and it has ended.
        goToSignIn(cookie('csrf_token') ? 'expired' : null);
        return;
      }
      if (!r.ok || !r.body) {
        setLoadError(r.message);
        return;
      }
      rememberCsrf(r.body.csrf_token);
      // The outbox route exists only in development; offer its tab when it answers.
      const outbox = await api('GET', '/api/dashboard/dev/outbox', undefined, { allow401: true });
      if (!live) return;
      setMe({ ...r.body, dev: outbox.ok });
      const next = sessionStorage.getItem(NEXT_KEY);
      sessionStorage.removeItem(NEXT_KEY);
      if (place.path === '/dashboard' && next && next.startsWith('/dashboard/') && !next.startsWith(SIGN_IN_PATH)) navigate(next, { replace: true });
    })();
    return () => {
      live = false;
    };
    // Only once per visit to a signed-in page; navigation inside the app keeps the session.
  }, [onSignIn]);

  useEffect(() => {
    if (me && place.path === '/dashboard') navigate(TABS[0]!.path, { replace: true });
  }, [me, place.path]);

  if (onSignIn) return <SignInPage query={place.query} />;
  if (signedOutOutbox && !me) {
    return (
      <main id="main">
        <OutboxPage signedOut />
      </main>
    );
  }
  if (loadError) {
    return (
      <main id="main" class="narrow">
        <h1>Dashboard</h1>
        <Notice kind="error">
          {loadError} <a href={location.pathname}>Try again</a>.
        </Notice>
      </main>
    );
  }
  if (!me) {
    return (
      <main id="main" class="narrow">
        <p class="muted" role="status">
          Loading the dashboard…
        </p>
      </main>
    );
  }
  const tabs = me.dev ? [...TABS, OUTBOX] : TABS;
  const tab = tabs.find((t) => t.path === place.path) ?? (place.path === OUTBOX.path ? OUTBOX : undefined);
  return (
    <SessionContext.Provider value={me}>
      <Layout me={me} tabs={tabs} current={place.path}>
        <Boundary resetKey={place.path}>{tab ? <tab.page /> : <NotFound />}</Boundary>
      </Layout>
    </SessionContext.Provider>
  );
}

function NotFound(): JSX.Element {
  return (
    <section>
      <PageHeading>Page not found</PageHeading>
      <p>
        There is no such page in the dashboard. Go to <a href="/dashboard/home">Get started</a>.
      </p>
    </section>
  );
}

function Layout({ me, tabs, current, children }: { me: Me; tabs: Tab[]; current: string; children: ComponentChildren }): JSX.Element {
  const first = useRef(true);
  const [signingOut, setSigningOut] = useState(false);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const label = tabs.find((t) => t.path === current)?.label;
    document.title = label ? `${label} · Dashboard` : 'Dashboard';
  }, [current]);
  useEffect(() => {
    const label = tabs.find((t) => t.path === current)?.label;
    document.title = label ? `${label} · Dashboard` : 'Dashboard';
  }, []);
  const signOut = async (): Promise<void> => {
    setSigningOut(true);
    try {
      await api('POST', '/api/dashboard/sign-out', {}, { allow401: true });
    } finally {
      location.assign(`${SIGN_IN_PATH}?signed_out=1`);
    }
  };
  return (
    <>
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <header class="top">
        <div class="brand">
          <strong>{me.business_name}</strong>
          <span class="muted small">{me.owner_email}</span>
        </div>
        <button type="button" class="link-button" onClick={() => void signOut()} disabled={signingOut}>
          Sign out
        </button>
      </header>
      <nav class="tabs" aria-label="Dashboard">
        <ul>
          {tabs.map((t) => (
            <li key={t.path}>
              <a href={t.path} aria-current={t.path === current ? 'page' : undefined}>
                {t.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
