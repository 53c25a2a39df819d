import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router, type Request, type Response } from 'express';
import { DASHBOARD_SIGN_IN_MESSAGES } from '../messages.js';
import { cookieSignIn } from './middleware/auth.js';

/**
 * Where `npm run build` writes the dashboard (index.html and assets/): `dist/dashboard/` of the
 * repository, reached from src/http/ under tsx and from dist/src/http/ when the Procfile runs the build.
 */
export const DEFAULT_DASHBOARD_DIR = dashboardDirFrom(fileURLToPath(import.meta.url));

/** `<root>/dist/dashboard/` for this module's file, whether it is `<root>/src/http/x.ts` or `<root>/dist/src/http/x.js`. */
export function dashboardDirFrom(moduleFile: string): string {
  const srcDir = path.dirname(path.dirname(moduleFile));
  const parent = path.dirname(srcDir);
  const compiled = moduleFile.endsWith('.js') && path.basename(parent) === 'dist';
  const root = compiled ? path.dirname(parent) : parent;
  return path.join(root, 'dist', 'dashboard') + path.sep;
}

/** Placeholder in index.html's `<meta name="csrf-token" content="%CSRF_TOKEN%">`, filled per request. */
const CSRF_PLACEHOLDER = '%CSRF_TOKEN%';

/** Headers every dashboard page carries: no framing, no sniffing, no referrer (links may carry tokens), scripts only from here. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy':
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
});

export interface DashboardPages {
  router: Router;
  /** Sends index.html (the client app routes itself); 503 with one line when the dashboard is not built. */
  sendIndex(req: Request, res: Response): Promise<void>;
}

/**
 * The built dashboard, served by the web process: hashed files under /dashboard/assets/ cached for a
 * year (their names change with their content), and index.html for /dashboard and every page under it
 * (the client app's routes), never cached so a new build shows at once.
 */
export function dashboardPages(dir: string = DEFAULT_DASHBOARD_DIR): DashboardPages {
  const router = Router();
  const assets = path.join(dir, 'assets');

  router.use(
    '/dashboard/assets',
    express.static(assets, { index: false, immutable: true, maxAge: 365 * 24 * 60 * 60_000, fallthrough: true, redirect: false }),
  );
  router.use('/dashboard/assets', (_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
  });

  const sendIndex = async (req: Request, res: Response): Promise<void> => {
    let html: string;
    try {
      html = await readFile(path.join(dir, 'index.html'), 'utf8');
    } catch {
      res.status(503).set('Cache-Control', 'no-store').type('text/plain').send(DASHBOARD_SIGN_IN_MESSAGES.notBuilt);
      return;
    }
    if (html.includes(CSRF_PLACEHOLDER)) {
      // A session cookie from a foreign origin throws 403 here, like on the API.
      const found = await cookieSignIn(req, res).catch(() => null);
      html = html.replaceAll(CSRF_PLACEHOLDER, found ? found.session.csrfToken : '');
    }
    res
      .status(200)
      .set({ ...PAGE_HEADERS, 'Cache-Control': 'no-cache' })
      .type('html')
      .send(html);
  };

  router.get(['/dashboard', '/dashboard/{*page}'], (req, res, next) => {
    if (req.path.startsWith('/dashboard/assets/')) return next();
    sendIndex(req, res).catch(next);
  });
  return { router, sendIndex };
}
