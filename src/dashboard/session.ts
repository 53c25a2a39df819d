import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

/** GET /api/dashboard/me: who is signed in. */
export interface Me {
  tenant_id: number;
  business_name: string;
  owner_email: string;
  csrf_token?: string;
  /** true when the service runs in development (the outbox page is offered). */
  dev?: boolean;
}

export const SessionContext = createContext<Me | null>(null);

export function useMe(): Me {
  const me = useContext(SessionContext);
  if (!me) throw new Error('no session');
  return me;
}

/** /api/tenants/{id}/... of the signed-in tenant. */
export function tenantPath(me: Me, rest = ''): string {
  return `/api/tenants/${me.tenant_id}${rest}`;
}
