import type { Request, RequestHandler, Response } from 'express';
import { constantTimeEqual } from '../../crypto/hashing.js';
import type { Tenant } from '../../db/entities/tenant.js';
import type { TenantService } from '../../tenants/tenants.js';
import { HttpError, invalidApiKey } from './errors.js';

function headerValue(req: Request, name: string): string {
  const v = req.headers[name.toLowerCase()];
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
}

/** Platform API key (X-API-Key -> tenant). 401 {detail:"Invalid API key"} when missing or unknown. */
export function platformAuth(tenants: TenantService): RequestHandler {
  return async (req, res, next) => {
    const tenant = await tenants.authenticate(headerValue(req, 'x-api-key'));
    if (!tenant) throw invalidApiKey();
    res.locals.tenant = tenant;
    next();
  };
}

/** The tenant platformAuth found. */
export function authedTenant(res: Response): Tenant {
  const tenant = res.locals.tenant as Tenant | undefined;
  if (!tenant) throw new Error('authedTenant used on a route without platformAuth');
  return tenant;
}

/** On /api/tenants/:tenantId/...: the key must belong to that tenant (404 otherwise, so ids do not leak). */
export const sameTenant: RequestHandler = (req, res, next) => {
  const tenant = authedTenant(res);
  if (String(tenant.id) !== String(req.params.tenantId)) throw new HttpError(404, { detail: 'Not found' });
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
