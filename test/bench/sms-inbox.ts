import { createServer, type Server } from 'node:http';
import { closeServer, listen } from '../fakes/infra.js';

/**
 * A fake SMS provider for the bench (the `http` driver's API, src/notify/http-sms.ts) that keeps the
 * last code texted to each mobile, so a bench client can finish verification as a customer would.
 * Mobiles are keyed on their last 10 digits. Nothing is logged.
 */
export interface SmsInbox {
  /** SMS_HTTP_URL for the worker. */
  url: string;
  /** Texts received. */
  received(): number;
  /** Forgets any code waiting for `mobile` (call before asking for a new one). */
  forget(mobile: string): void;
  /** The next code texted to `mobile`, or null after `timeoutMs`. */
  code(mobile: string, timeoutMs: number): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * The environment of a bench service whose customers verify by text through `inbox`: web on `port`,
 * warn-level logs, a pool of 10 and no per-tenant verification rate limit.
 */
export function verifyingServiceEnv(port: number, inbox: SmsInbox): Record<string, string> {
  return {
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    DATABASE_POOL_MAX: '10',
    VERIFY_TENANT_RATE_PER_MINUTE: '1000000',
    SMS_DRIVER: 'http',
    SMS_HTTP_URL: inbox.url,
    SMS_HTTP_TOKEN: 'bench-sms-token',
  };
}

const key = (mobile: string): string => mobile.replace(/\D/g, '').slice(-10);
const CODE = /code: (\d{6})\./;

export async function startSmsInbox(): Promise<SmsInbox> {
  const codes = new Map<string, string>();
  const waiters = new Map<string, (code: string) => void>();
  let count = 0;
  let seq = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      count++;
      try {
        const msg = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to?: unknown; body?: unknown };
        const code = typeof msg.body === 'string' ? CODE.exec(msg.body)?.[1] : undefined;
        if (typeof msg.to === 'string' && code) {
          const k = key(msg.to);
          const waiter = waiters.get(k);
          if (waiter) {
            waiters.delete(k);
            waiter(code);
          } else codes.set(k, code);
        }
      } catch {
        /* not JSON: still accepted, as a provider would */
      }
      res.writeHead(202, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message_id: `bench-${++seq}`, status: 'accepted' }));
    });
  });
  server.keepAliveTimeout = 65_000;
  const base = await listen(server);
  return {
    url: `${base}/messages`,
    received: () => count,
    forget(mobile) {
      codes.delete(key(mobile));
    },
    code(mobile, timeoutMs) {
      const k = key(mobile);
      const ready = codes.get(k);
      if (ready) {
        codes.delete(k);
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters.delete(k);
          resolve(null);
        }, timeoutMs);
        waiters.set(k, (code) => {
          clearTimeout(timer);
          resolve(code);
        });
      });
    },
    close: () => closeServer(server),
  };
}
