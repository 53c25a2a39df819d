/**
 * The dashboard's only way to the server: the same JSON API every other client uses, authenticated by
 * the session cookie. Every state-changing request carries the CSRF token in X-CSRF-Token. A 401 means
 * the session is gone: the page goes to sign-in and comes back here afterwards. Any other failure
 * becomes a plain sentence for the owner; a stack trace or an HTML error page is never shown.
 */

export interface ApiResult<T = unknown> {
  ok: boolean;
  status: number;
  body: T;
  /** A sentence for the owner: the server's own message, or ours when it gave none. */
  message: string;
}

export const SIGN_IN_PATH = '/dashboard/sign-in';
export const NEXT_KEY = 'dashboard.next';

let csrfFromSession: string | null = null;

/** The token given by GET /api/dashboard/me, used when neither the cookie nor the meta tag has one. */
export function rememberCsrf(token: string | null | undefined): void {
  csrfFromSession = token ?? null;
}

export function cookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

export function csrfToken(): string | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  return cookie('csrf_token') ?? (meta && !meta.startsWith('%') ? meta : null) ?? csrfFromSession;
}

/** Thrown after a 401 has sent the page to sign-in: callers just stop. */
export class SignedOut extends Error {
  override name = 'SignedOut';
}

/** Where sign-in should bring the owner back to: the page they are on. */
export function currentPlace(): string {
  return `${location.pathname}${location.search}`;
}

export function goToSignIn(reason: 'expired' | null): void {
  const place = currentPlace();
  if (place.startsWith('/dashboard') && !place.startsWith(SIGN_IN_PATH)) sessionStorage.setItem(NEXT_KEY, place);
  const q = new URLSearchParams();
  if (reason) q.set('session', reason);
  if (place.startsWith('/dashboard') && !place.startsWith(SIGN_IN_PATH)) q.set('next', place);
  location.assign(`${SIGN_IN_PATH}${q.size ? `?${q}` : ''}`);
}

/** The server's sentence in any of the API's answer shapes. */
export function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (typeof b.message === 'string' && b.message) return b.message;
    if (typeof b.detail === 'string' && b.detail) return b.detail;
    if (b.detail && typeof b.detail === 'object' && typeof (b.detail as Record<string, unknown>).message === 'string') {
      return (b.detail as Record<string, string>).message!;
    }
    if (typeof b.error === 'string' && b.error && status < 500) return b.error;
  }
  if (status >= 200 && status < 300) return 'Done.';
  if (status === 0) return 'The service could not be reached. Check your connection and try again.';
  if (status === 403) return 'That was refused. Reload the page and try again.';
  if (status === 404) return 'That was not found. It may have been removed: reload the page.';
  if (status >= 500) return `The service ran into a problem (HTTP ${status}). Please try again in a moment.`;
  return `That did not work (HTTP ${status}).`;
}

export interface ApiOptions {
  /** Do not send the page to sign-in on 401 (the sign-in page itself, GET /me at start). */
  allow401?: boolean;
}

export async function api<T = unknown>(method: string, path: string, body?: unknown, opts: ApiOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && method !== 'HEAD') {
    const token = csrfToken();
    if (token) headers['X-CSRF-Token'] = token;
  }
  let res: Response;
  try {
    res = await fetch(path, { method, headers, credentials: 'same-origin', ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  } catch {
    return { ok: false, status: 0, body: null as T, message: messageOf(null, 0) };
  }
  if (res.status === 401 && !opts.allow401) {
    goToSignIn('expired');
    throw new SignedOut();
  }
  let parsed: unknown = null;
  const text = await res.text().catch(() => '');
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  return { ok: res.ok, status: res.status, body: parsed as T, message: messageOf(parsed, res.status) };
}

/** Field messages of a 400 answer ({errors: [{field, message}]}), by field name. */
export function fieldErrors(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (Array.isArray(errors)) {
    for (const e of errors as ({ field?: unknown; message?: unknown } | null)[]) {
      if (e && typeof e.field === 'string' && typeof e.message === 'string' && !(e.field in out)) out[e.field] = e.message;
    }
  }
  return out;
}
