import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { closeServer, createTestEnv, freePort, http, listen, type TestEnv } from '../fakes/infra.js';
import { startFakeOAuthProvider, type FakeOAuthProvider } from '../fakes/oauth-provider.js';
import { spawnTs, type Spawned } from '../fakes/processes.js';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp.js';
import { startReceiver, type FakeReceiver } from '../fakes/webhook-receiver.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SHOTS = join(ROOT, 'test-results', 'browser');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's chromium, headless, without the background calls this machine's closed network refuses. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/** Everything the browser tests run against: real web and worker processes and loopback fakes. */
export interface Stack {
  env: TestEnv;
  webUrl: string;
  web: Spawned;
  worker: Spawned;
  smtp: FakeSmtp;
  oauth: FakeOAuthProvider;
  receiver: FakeReceiver;
  /** The workflow hook; `failWith` makes it answer that status (e.g. 500) until cleared. */
  hook: { url: string; calls: { action: string }[]; server: Server; failWith: number | null };
  browser: Browser;
  tenant: { tenantId: number; apiKey: string; email: string };
  close(): Promise<void>;
}

/** A workflow hook (n8n-style "Respond to Webhook") that knows nobody: empty lists for every action. */
async function startWorkflowHook(): Promise<Stack['hook']> {
  const calls: { action: string }[] = [];
  const hook: Stack['hook'] = { url: '', calls, server: undefined as unknown as Server, failWith: null };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      let action = '';
      try {
        const given = (JSON.parse(body) as { action?: unknown }).action;
        action = typeof given === 'string' ? given : '';
      } catch {
        /* not JSON */
      }
      calls.push({ action });
      if (hook.failWith !== null) {
        res.writeHead(hook.failWith, { 'content-type': 'application/json' }).end('{"error":"workflow crashed"}');
        return;
      }
      const reply = action === 'orders' ? { orders: [] } : { customers: [] };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  hook.server = server;
  const base = await listen(server);
  hook.url = `${base}/webhook/6f1c2c1e-5d1b-4a0e-9a65-3b0f5c1d2e3f`;
  return hook;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function startStack(): Promise<Stack> {
  mkdirSync(SHOTS, { recursive: true });
  const [smtp, oauth, receiver, hook, port] = await Promise.all([startFakeSmtp(), startFakeOAuthProvider(), startReceiver(), startWorkflowHook(), freePort()]);
  const webUrl = `http://127.0.0.1:${port}`;
  const env = await createTestEnv({
    PORT: String(port),
    PUBLIC_BASE_URL: webUrl,
    SMTP_URL: smtp.url,
    OAUTH_APPS: JSON.stringify({ fake_books: { client_id: oauth.clientId, client_secret: oauth.clientSecret } }),
    WEBHOOK_RETRY_DELAYS_MS: '200,400',
  });
  const processEnv = { ...env.env, FAKE_OAUTH_URL: oauth.baseUrl };
  const worker = spawnTs('../browser/worker-entry.ts', { ...processEnv, LOG_LEVEL: 'info' });
  const web = spawnTs('../browser/web-entry.ts', { ...processEnv, LOG_LEVEL: 'warn' });
  await worker.waitFor(/worker started/, 60_000);
  await until(async () => (await fetch(`${webUrl}/readyz`)).ok, `the web process at ${webUrl}\n${web.output()}`, 60_000);

  const email = 'owner@harbour-bikes.example';
  const created = await http(webUrl, 'POST', '/api/admin/tenants', {
    headers: { 'X-Admin-Token': env.config.ADMIN_TOKEN },
    body: { name: 'Harbour Bikes', business_name: 'Harbour Bikes', owner_email: email },
  });
  if (created.status !== 201) throw new Error(`tenant not created: ${created.status} ${JSON.stringify(created.body)}`);
  const browser = await launchBrowser();

  return {
    env,
    webUrl,
    web,
    worker,
    smtp,
    oauth,
    receiver,
    hook,
    browser,
    tenant: { tenantId: created.body.tenant_id, apiKey: created.body.api_key, email },
    async close() {
      await browser.close().catch(() => undefined);
      for (const p of [web, worker]) {
        if (p.child.exitCode === null) {
          p.child.kill('SIGTERM');
          const timer = setTimeout(() => p.child.kill('SIGKILL'), 12_000);
          await p.exited;
          clearTimeout(timer);
        }
      }
      await Promise.allSettled([smtp.close(), oauth.close(), receiver.close(), closeServer(hook.server)]);
      await env.dropAll();
    },
  };
}

/** The sign-in link in the newest email to `to` (plain text, possibly quoted-printable). */
export function signInLinkIn(smtp: FakeSmtp, to: string, after: number): string | null {
  const mail = smtp.messages
    .slice(after)
    .reverse()
    .find((m) => m.to.includes(to));
  if (!mail) return null;
  const raw = /quoted-printable/i.test(mail.raw)
    ? mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    : mail.raw;
  return /https?:\/\/[^\s"<>]+\/dashboard\/sign-in\?token=[^\s"<>]+/.exec(raw)?.[0] ?? null;
}

/** Asks for a link on the sign-in page the browser is on, then opens the link from the email. */
export async function signInFromEmail(page: Page, stack: Stack): Promise<void> {
  const before = stack.smtp.messages.length;
  await page.getByLabel('Email address').fill(stack.tenant.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.getByRole('status').filter({ hasText: 'sign-in link is on its way' }).waitFor();
  let link: string | null = null;
  await until(async () => (link = signInLinkIn(stack.smtp, stack.tenant.email, before)) !== null, 'the sign-in email', 20_000);
  await page.goto(link!);
}

export async function shot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<string> {
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: opts.fullPage ?? true });
  return path;
}

export { until };
