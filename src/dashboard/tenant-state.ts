import { api } from './api';
import { tenantPath, type Me } from './session';
import { passes, type AccountConnectJson, type BotLiveJson, type ConnectionJson } from './types';
import { useLoad, type Loaded } from './ui';

/** What the home page reads to know where the tenant is: the same API routes the other pages use. */
export interface TenantState {
  accountConnect: Loaded<AccountConnectJson>;
  connections: Loaded<{ connections: ConnectionJson[] }>;
  live: Loaded<BotLiveJson>;
  webhooks: Loaded<{ webhooks: { id: number; is_active: boolean }[] }>;
}

export function useTenantState(me: Me): TenantState {
  return {
    accountConnect: useLoad(() => api<AccountConnectJson>('GET', tenantPath(me, '/account-connect')), [me.tenant_id]),
    connections: useLoad(() => api<{ connections: ConnectionJson[] }>('GET', tenantPath(me, '/connectors')), [me.tenant_id]),
    live: useLoad(() => api<BotLiveJson>('GET', tenantPath(me, '/activity/summary')), [me.tenant_id]),
    webhooks: useLoad(() => api<{ webhooks: { id: number; is_active: boolean }[] }>('GET', '/api/sandbox/webhooks'), [me.tenant_id]),
  };
}

/** Who verifies the tenant's customers now: Account Connect, one connection, or nobody. */
export type Verifier = { kind: 'account_connect'; working: boolean } | { kind: 'connection'; connection: ConnectionJson; working: boolean } | { kind: 'none' };

/** Account Connect passes its chain test's verification steps (it can verify the test customer). */
export const accountConnectWorks = (ac: AccountConnectJson | undefined): boolean =>
  Boolean(ac?.configured && ac.steps.verify_identity && ac.steps.verify_otp && ac.tested_at);

export function verifierOf(ac: AccountConnectJson | undefined, connections: ConnectionJson[]): Verifier {
  const connection = connections.find((c) => c.verifies && c.status !== 'disconnected');
  if (connection) return { kind: 'connection', connection, working: passes(connection) };
  if (ac?.configured && ac.verifies) return { kind: 'account_connect', working: accountConnectWorks(ac) };
  return { kind: 'none' };
}

export const verifierName = (v: Verifier): string =>
  v.kind === 'account_connect' ? 'Account Connect' : v.kind === 'connection' ? v.connection.name : 'nothing yet';
