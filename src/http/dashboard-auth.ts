import { Router, type CookieOptions, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { CSRF_COOKIE, DASHBOARD_AUTH_LIMITS, SESSION_COOKIE } from '../dashboard-auth/dashboard-auth-limits.js';
import type { SignIn, SignIns } from '../dashboard-auth/sign-ins.js';
import { SIGN_IN_PATH, type DashboardSignIn } from '../dashboard-auth/sign-in.js';
import { DASHBOARD_SIGN_IN_MESSAGES as M } from '../messages.js';
import type { DevOutbox } from '../notify/dev-outbox.js';
import type { Services } from '../services.js';
import type { DashboardPages } from './dashboard-static.js';
import { PAGE_HEADERS } from './dashboard-static.js';
import { cookieSignIn, platformAuth } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { errorDetail } from './error-shapes.js';
import { route, type ApiDocs } from './route.js';
import { escapeHtml, publicPage } from './public-page.js';

/** What the dashboard's sign-in routes use (built in the app from Services). */
export interface DashboardAuth {
  signIn: DashboardSignIn;
  signIns: SignIns;
  /** Development and tests only; absent in production, and so is its route. */
  outbox: DevOutbox | undefined;
}

const signInBody = z.object({
  email: z.string().trim().min(1).max(320).describe("The account owner's email address"),
  next: z.string().max(500).optional().describe('A dashboard page (/dashboard/...) to return to after signing in'),
});
const accepted = z.object({ success: z.literal(true), message: z.string() });
const limited = z.object({ detail: z.string(), retry_after: z.number().int() });
const meView = z.object({
  tenant_id: z.number().int(),
  business_name: z.string(),
  owner_email: z.string(),
  sms_enabled: z.boolean(),
  csrf_token: z.string(),
  expires_at: z.string(),
});
const outboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  sent_at: z.string(),
});

/**
 * A request made on this machine itself, straight to the web process: a loopback socket, a loopback
 * Host, and no proxy header (a tunnel or proxy on the same machine forwards strangers' requests).
 */
export function fromThisMachine(req: Request): boolean {
  const remote = req.socket.remoteAddress ?? '';
  const loopbackSocket = remote === '::1' || remote.startsWith('127.') || remote.startsWith('::ffff:127.');
  const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  const loopbackHost = host === 'localhost' || host === '[::1]' || host.startsWith('127.');
  return loopbackSocket && loopbackHost && !req.headers['x-forwarded-for'] && !req.headers.forwarded;
}

/** The page a wrong, used or expired sign-in link opens: says so, and offers a new link. */
function invalidLinkPage(): string {
  return publicPage(M.linkInvalidTitle, M.linkInvalidText, `<a href="${SIGN_IN_PATH}">${escapeHtml(M.newLink)}</a>`);
}

/**
 * The dashboard's sign-in: request a link by email, open it (sets the session cookie and the CSRF
 * cookie, then redirects into the dashboard), sign out, and who is signed in. Plus the development
 * outbox. The links are emailed by the otp pool; this router never talks to SMTP.
 */
export function dashboardAuthRouter(services: Services, docs: ApiDocs, auth: DashboardAuth, pages: DashboardPages): Router {
  const router = Router();
  const secure = services.config.PUBLIC_BASE_URL.startsWith('https://');
  const cookieBase: CookieOptions = { path: '/', sameSite: 'lax', secure };
  const tag = 'dashboard' as const;

  const setCookies = (res: Response, cookie: string, session: SignIn): void => {
    // Whole seconds, rounded up, so a 12-hour session says Max-Age=43200.
    const maxAge = Math.ceil(Math.max(0, session.expiresAt.getTime() - services.clock.now()) / 1000) * 1000;
    res.cookie(SESSION_COOKIE, cookie, { ...cookieBase, httpOnly: true, maxAge });
    res.cookie(CSRF_COOKIE, session.csrfToken, { ...cookieBase, httpOnly: false, maxAge });
  };
  const clearCookies = (res: Response): void => {
    res.clearCookie(SESSION_COOKIE, { ...cookieBase, httpOnly: true });
    res.clearCookie(CSRF_COOKIE, { ...cookieBase, httpOnly: false });
  };

  route(
    router,
    docs,
    {
      method: 'post',
      path: '/api/dashboard/sign-in',
      operationId: 'requestSignInLink',
      tag,
      security: 'none',
      body: signInBody,
      summary:
        `Email a single-use sign-in link (${DASHBOARD_AUTH_LIMITS.signInLinkTtlMs / 60_000} minutes) when the address is an account owner's; ` +
        'the answer is the same either way',
      responses: {
        200: { description: M.linkMaybeSent, schema: accepted },
        422: { description: 'blank email' },
        429: {
          description:
            `${M.tooManyRequests} (${DASHBOARD_AUTH_LIMITS.perEmail.points} per email and ${DASHBOARD_AUTH_LIMITS.perIp.points} per IP ` +
            `every ${DASHBOARD_AUTH_LIMITS.perIp.durationSeconds / 60} minutes)`,
          schema: limited,
        },
      },
    },
    async ({ body }, req, res) => {
      const outcome = await auth.signIn.request(body.email, req.ip ?? '', body.next);
      res.set('Cache-Control', 'no-store');
      if (outcome.kind === 'limited') {
        const seconds = Math.max(1, Math.ceil(outcome.retryAfterMs / 1000));
        throw new HttpError(429, { detail: M.tooManyRequests, retry_after: seconds }, { 'Retry-After': String(seconds) });
      }
      return { success: true, message: M.linkMaybeSent };
    },
  );

  route(
    router,
    docs,
    {
      method: 'get',
      path: SIGN_IN_PATH,
      operationId: 'openSignInLink',
      tag,
      security: 'none',
      query: z.object({
        token: z
          .union([z.string(), z.array(z.string())])
          .optional()
          .describe('From the sign-in email; without it, the sign-in page'),
      }),
      summary:
        'Open a sign-in link: starts a 12-hour dashboard session (HttpOnly cookie dash_session, plus the csrf_token cookie) and redirects into the dashboard',
      responses: {
        200: { description: 'no token: the sign-in page (the dashboard app)', schema: z.string(), mediaType: 'text/html' },
        302: { description: 'signed in: redirect to the page the owner came from, or /dashboard' },
        400: { description: 'a wrong, used or expired link: an HTML page that says so and offers a new link', schema: z.string(), mediaType: 'text/html' },
      },
    },
    async ({ query }, req, res) => {
      if (query.token === undefined) {
        await pages.sendIndex(req, res);
        return undefined;
      }
      // A HEAD (link checkers, mail scanners) must not use the single-use link up.
      if (req.method === 'HEAD') {
        res
          .set({ ...PAGE_HEADERS, 'Cache-Control': 'no-store' })
          .status(200)
          .type('html')
          .end();
        return undefined;
      }
      // Anything that is not one well-formed token (repeated, truncated, too long) opens the "does not work" page.
      const opened = await auth.signIn.open(typeof query.token === 'string' ? query.token : '');
      res.set({ ...PAGE_HEADERS, 'Cache-Control': 'no-store' });
      if (!opened) {
        res.status(400).type('html').send(invalidLinkPage());
        return undefined;
      }
      setCookies(res, opened.cookie, opened.session);
      res.redirect(302, opened.next);
      return undefined;
    },
  );

  route(
    router,
    docs,
    {
      method: 'post',
      path: '/api/dashboard/sign-out',
      operationId: 'signOut',
      tag,
      security: 'none',
      summary: 'End the dashboard session (cookie request: send X-CSRF-Token) and clear its cookies',
      responses: {
        200: { description: 'signed out', schema: z.object({ success: z.literal(true) }) },
        403: { description: `${M.csrfRefused} / ${M.crossOriginRefused}`, schema: errorDetail },
      },
    },
    async (_input, req, res) => {
      const found = await cookieSignIn(req, res);
      if (found) await auth.signIns.destroy(found.token);
      clearCookies(res);
      res.set('Cache-Control', 'no-store');
      return { success: true };
    },
  );

  route(
    router,
    docs,
    {
      method: 'get',
      path: '/api/dashboard/me',
      operationId: 'getSignedInOwner',
      tag,
      security: 'signedIn',
      summary: 'Who is signed in to the dashboard (by the session cookie), with the CSRF token to send on state-changing requests',
      responses: {
        200: { description: 'the signed-in tenant', schema: meView },
        401: { description: M.notSignedIn, schema: errorDetail },
      },
    },
    async (_input, req, res) => {
      res.set('Cache-Control', 'no-store');
      const found = await cookieSignIn(req, res);
      const tenant = found ? await services.tenants.get(found.session.tenantId) : null;
      if (!found || !tenant) throw new HttpError(401, { detail: M.notSignedIn }, { 'Cache-Control': 'no-store' });
      return {
        tenant_id: tenant.id,
        business_name: tenant.businessName,
        owner_email: tenant.ownerEmail,
        sms_enabled: tenant.smsEnabled,
        csrf_token: found.session.csrfToken,
        expires_at: found.session.expiresAt.toISOString(),
      };
    },
  );

  const outbox = auth.outbox;
  if (outbox) {
    // In development a signed-out person on this machine may read it (the sign-in page links it, to
    // find the emailed link); anyone else signs in or sends the key. Never in production (no outbox).
    const keyOrSignIn = platformAuth(services.tenants);
    const development = services.config.NODE_ENV === 'development';
    const outboxAuth: RequestHandler = (req, res, next) => {
      if (development && !req.headers['x-api-key'] && fromThisMachine(req)) return next();
      return keyOrSignIn(req, res, next);
    };
    route(
      router,
      docs,
      {
        method: 'get',
        path: '/api/dashboard/dev/outbox',
        operationId: 'listDevOutbox',
        tag,
        security: 'platform',
        before: [outboxAuth],
        summary:
          'Development only (absent when NODE_ENV=production): the emails and texts the service sent, newest first, at most 50; ' +
          'with NODE_ENV=development it also answers a signed-out browser on the same machine (loopback, no proxy)',
        responses: { 200: { description: 'the outbox', schema: z.object({ messages: z.array(outboxMessage) }) }, 401: { description: 'Invalid API key' } },
      },
      async (_input, _req, res) => {
        res.set('Cache-Control', 'no-store');
        return { messages: await outbox.list() };
      },
    );
  }

  return router;
}
