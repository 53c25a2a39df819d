import type { Config } from '../../config/env.js';
import { ADDRESS_REASONS } from '../messages.js';
import { checkTargetUrl } from '../net/address-policy.js';

/** Path of the built-in public demo under the service's own address. */
export const DEMO_PATH = '/api/account-connect-demo/v1';

/** The built-in demo's base address: `${PUBLIC_BASE_URL}/api/account-connect-demo/v1`. */
export function demoBaseUrl(config: Pick<Config, 'PUBLIC_BASE_URL'>): string {
  return `${config.PUBLIC_BASE_URL.replace(/\/+$/, '')}${DEMO_PATH}`;
}

/** Trims spaces and trailing slashes. */
export function normaliseBaseUrl(raw: string): string {
  return raw.trim().replace(/\/+$/, '');
}

export type BaseCheck = { ok: true; baseUrl: string } | { ok: false; reason: string };

/**
 * Whether a tenant may save `raw` as its Account Connect base address: public HTTPS only (no private,
 * loopback, link-local or internal names, no malformed URLs) unless ALLOW_PRIVATE_TARGETS; the
 * service's own demo is always allowed. Reasons complete "That address can't be used: ...". The one
 * address policy (src/net/address-policy.ts); the worker checks again before every call (and every DNS
 * answer), so this is not the only guard.
 */
export function checkAccountConnectBase(raw: string, config: Pick<Config, 'PUBLIC_BASE_URL' | 'ALLOW_PRIVATE_TARGETS'>): BaseCheck {
  const baseUrl = normaliseBaseUrl(raw);
  if (baseUrl === demoBaseUrl(config)) return { ok: true, baseUrl };
  const check = checkTargetUrl(baseUrl, { allowPrivate: config.ALLOW_PRIVATE_TARGETS }, { requireHttps: true });
  if (!check.ok) return check;
  if (check.url.search || check.url.hash || baseUrl.includes('?') || baseUrl.includes('#')) {
    return { ok: false, reason: ADDRESS_REASONS.queryOrHash };
  }
  return { ok: true, baseUrl };
}

/** Header names the service sets itself or that would change how the request travels. */
const RESERVED_HEADERS = new Set([
  'host',
  'content-type',
  'content-length',
  'transfer-encoding',
  'connection',
  'accept',
  'user-agent',
  'cookie',
  'expect',
  'te',
  'upgrade',
  'keep-alive',
  'proxy-authorization',
]);

/** A header name the key may be sent in: an HTTP token that is not one of the reserved ones. */
export function isUsableHeaderName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/.test(name) && !RESERVED_HEADERS.has(name.toLowerCase());
}
