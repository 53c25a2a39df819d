import type { Request, RequestHandler, Response } from 'express';
import { constantTimeEqual } from '../../crypto/hashing.js';
import { CSRF_HEADER, SESSION_COOKIE } from '../../dashboard-auth/dashboard-auth-limits.js';
import { csrfMatches, type SignIn, type SignIns } from '../../dashboard-auth/sign-ins.js';
import type { Tenant } from '../../db/entities/tenant.js';
import { DASHBOARD_SIGN_IN_MESSAGES } from '../../messages.js';
import type { AuthenticatedTenant, TenantService } from '../../tenants/tenants.js';
import { cookieValue } from './cookies.js';
import { HttpError, invalidApiKey } from './errors.js';

function headerValue(req: Request, name: string): string {
  const v = req.headers[name.toLowerCase()];
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
}

/** What the dashboard's cookie sign-in needs; attached to every request by dashboardCookies(). */
export interface CookieSessionAuth {
  signIns: SignIns;
  /** The service's own origin (PUBLIC_BASE_URL's scheme, host and port). */
  ownOrigin: string;
}

const COOKIE_AUTH = 'cookieSessionAuth';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Makes the dashboard's cookie session available to platformAuth as the alternative to X-API-Key
 * (one API, two ways in). Mounted once in the app; costs nothing on requests without the cookie.
 */
export function dashboardCookies(auth: CookieSessionAuth): RequestHandler {
  return (_req, res, next) => {
    res.locals[COOKIE_AUTH] = auth;
    next();
  };
}

/** An Origin the service accepts on cookie requests: its own (PUBLIC_BASE_URL), or the request's own host. */
function originAllowed(req: Request, auth: CookieSessionAuth): boolean {
  const origin = headerValue(req, 'origin');
  if (!origin) return true; // same-origin GETs carry none; the CSRF token covers unsafe methods
  if (origin === auth.ownOrigin) return true;
  const host = req.get('host');
  return host !== undefined && origin === `${req.protocol}://${host}`;
}

/**
 * The dashboard session of a cookie request, or null when there is no cookie or it opens no session.
 * A session found on a request from a foreign Origin, or on a state-changing request without the
 * session's CSRF token in X-CSRF-Token, is refused with 403.
 */
export async function cookieSignIn(req: Request, res: Response): Promise<{ token: string; session: SignIn } | null> {
  const auth = res.locals[COOKIE_AUTH] as CookieSessionAuth | undefined;
  const token = cookieValue(req, SESSION_COOKIE);
  if (!auth || !token) return null;
  const session = await auth.signIns.find(token);
  if (!session) return null;
  if (!originAllowed(req, auth)) throw new HttpError(403, { detail: DASHBOARD_SIGN_IN_MESSAGES.crossOriginRefused });
  if (!SAFE_METHODS.has(req.method) && !csrfMatches(session, headerValue(req, CSRF_HEADER))) {
    throw new HttpError(403, { detail: DASHBOARD_SIGN_IN_MESSAGES.csrfRefused });
  }
  return { token, session };
}

/**
 * Platform API key (X-API-Key -> tenant), or else the dashboard's session cookie (with its CSRF and
 * Origin checks). 401 {detail:"Invalid API key"} when neither opens a tenant. A request carrying
 * X-API-Key is judged on the key alone.
 */
export function platformAuth(tenants: TenantService): RequestHandler {
  return async (req, res, next) => {
    const key = headerValue(req, 'x-api-key');
    let found: AuthenticatedTenant | null = null;
    if (key) found = await tenants.authenticate(key);
    else {
      const signedIn = await cookieSignIn(req, res);
      const tenant = signedIn ? await tenants.get(signedIn.session.tenantId) : null;
      if (signedIn && tenant) {
        found = { id: tenant.id, entity: () => tenant };
        res.locals.dashboardSession = signedIn.session;
      }
    }
    if (!found) throw invalidApiKey();
    res.locals.tenant = found;
    next();
  };
}

/** What platformAuth found, or null on a route without it. */
const authed = (res: Response): AuthenticatedTenant | null => (res.locals.tenant as AuthenticatedTenant | undefined) ?? null;

/** The id of the tenant platformAuth found. */
export function authedTenantId(res: Response): number {
  const found = authed(res);
  if (!found) throw new Error('authedTenantId used on a route without platformAuth');
  return found.id;
}

/** The tenant platformAuth found (its entity, made on first asking). */
export function authedTenant(res: Response): Tenant {
  const found = authed(res);
  if (!found) throw new Error('authedTenant used on a route without platformAuth');
  return found.entity();
}

/** The id of the tenant platformAuth found, or undefined on a route without it (the activity log's). */
export function authedTenantIdOrUndefined(res: Response): number | undefined {
  return authed(res)?.id;
}

/** On /api/tenants/:tenantId/...: the key must belong to that tenant (404 otherwise, so ids do not leak). */
export const sameTenant: RequestHandler = (req, res, next) => {
  if (String(authedTenantId(res)) !== String(req.params.tenantId)) throw new HttpError(404, { detail: 'Not found' });
  next();
};

/** X-Admin-Token, or HTTP basic with the token as password (for Bull Board in a browser). */
export function adminAuth(adminToken: string, opts: { allowBasic?: boolean } = {}): RequestHandler {
  return (req, res, next) => {
    let given = headerValue(req, 'x-admin-token');
    const authorization = headerValue(req, 'authorization');
    if (!given && opts.allowBasic && authorization.toLowerCase().startsWith('basic ')) {
      const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
      given = decoded.slice(decoded.indexOf(':') + 1);
    }
    if (given && constantTimeEqual(given, adminToken)) return next();
    if (opts.allowBasic) res.set('WWW-Authenticate', 'Basic realm="operators", charset="UTF-8"');
    res.status(401).json({ detail: 'Invalid admin token' });
  };
}
