// Signed identity (docs/identity.md): a customer already signed in on the business's own site skips the
// code. The business's server signs a short identity token with `jose`; the bot platform's server sends it
// to POST /api/chatbot-api/conversations/{id}/identify; the conversation then holds a verified session.
//
// Run it with the service running (npm start), its API key and tenant id set (npm start prints both):
//   CVS_API_KEY=sk_... CVS_TENANT_ID=1 npx tsx examples/sign-identity.ts
// It creates an identity secret, signs a token for the demo's Amelia Hart, identifies a new conversation,
// reads her orders through the conversation's tools, and retires the secret again.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { SignJWT } from 'jose';

// The signing code, as README, docs/identity.md and the dashboard's Identity page show it.
export async function identityToken(
  key: { tenantId: number; keyId: string; secret: string },
  user: { id?: string; email?: string; name?: string },
): Promise<string> {
  return new SignJWT({ sub: user.id, email: user.email, name: user.name })
    .setProtectedHeader({ alg: 'HS256', kid: key.keyId })
    .setAudience(`tenant:${key.tenantId}`)
    .setIssuedAt()
    .setExpirationTime('5m')
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(key.secret));
}

/** Where the service is and whose it is. */
export interface ServiceAccess {
  url: string;
  apiKey: string;
  tenantId: number;
}

/** What identify answered, and the customer's orders the conversation could read afterwards. */
export interface SignedIn {
  conversationId: number;
  identify: { success: boolean; message: string; method?: string };
  orderNumbers: string[];
}

/** One of the built-in demo's fictional customers (the Demo vendor and the Account Connect demo both know her). */
export const DEMO_CUSTOMER = { email: 'amelia.hart@example.com', name: 'Amelia Hart' };

/** Creates an identity secret, identifies a new conversation as `user` with a token signed by it, reads the orders, retires the secret. */
export async function signInWithIdentity(service: ServiceAccess, user: { id?: string; email?: string; name?: string } = DEMO_CUSTOMER): Promise<SignedIn> {
  const base = service.url.replace(/\/+$/, '');
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'X-API-Key': service.apiKey, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  };
  // Once, in the dashboard's Identity page or here: the secret is shown only in this answer; keep it on your server.
  const created = await call<{ key_id: string; secret: string }>('POST', `/api/tenants/${service.tenantId}/identity-secrets`);
  try {
    const conversation = await call<{ data: { conversation_id: number } }>('POST', '/api/conversations', {
      channel: 'web',
      external_id: `signed-${randomUUID()}`,
    });
    const id = conversation.data.conversation_id;
    const token = await identityToken({ tenantId: service.tenantId, keyId: created.key_id, secret: created.secret }, user);
    const identify = await call<SignedIn['identify']>('POST', `/api/chatbot-api/conversations/${id}/identify`, { identity_token: token });
    const orders = identify.success
      ? await call<{ orders?: { order_number?: string }[] }>('POST', `/api/chatbot-api/conversations/${id}/tools/orders`, {})
      : {};
    return { conversationId: id, identify, orderNumbers: (orders.orders ?? []).map((o) => o.order_number ?? '').filter(Boolean) };
  } finally {
    await call('DELETE', `/api/tenants/${service.tenantId}/identity-secrets/${created.key_id}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const apiKey = process.env.CVS_API_KEY ?? '';
  const tenantId = Number(process.env.CVS_TENANT_ID ?? '');
  if (!apiKey || !Number.isInteger(tenantId) || tenantId <= 0) {
    process.stderr.write('Set CVS_API_KEY and CVS_TENANT_ID to the API key and tenant id npm start printed (and CVS_URL if not http://127.0.0.1:3000)\n');
    process.exit(2);
  }
  const signedIn = await signInWithIdentity({ url: process.env.CVS_URL ?? 'http://127.0.0.1:3000', apiKey, tenantId });
  process.stdout.write(`identify: ${JSON.stringify(signedIn.identify)}\norders read after it: ${signedIn.orderNumbers.join(', ') || 'none'}\n`);
  if (signedIn.identify.success !== true || signedIn.identify.method !== 'signed_identity') process.exit(1);
}
