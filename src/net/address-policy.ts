import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { ADDRESS_REASONS } from '../messages.js';
import { hostText, isInternalName, isPublicIp, normaliseHostname } from './host-forms.js';

export { INTERNAL_SUFFIXES, isPublicIp } from './host-forms.js';

/**
 * The one outbound address policy (docs/operations.md "Outbound address policy"). Every host a tenant
 * can set (an Account Connect base address, a webhook URL, an identity JWKS address, a connector's
 * address settings and the vendor and token URLs its text settings are templated into) goes through
 * `checkTargetUrl` when it is saved and again before every call, with one normalisation
 * (host-forms.ts); and every connection
 * resolves through `guardedLookup`, which refuses a name when any address DNS returns for it is not
 * public and hands the connection the address it checked, so no second lookup can re-point it.
 * Redirects are never followed by any outbound client. Outside development and tests: public
 * addresses over HTTPS only.
 */
export interface AddressPolicy {
  /** Development and tests only (ALLOW_PRIVATE_TARGETS): allow loopback/private/internal addresses and plain http. */
  allowPrivate: boolean;
}

/** `url` is the address to connect to: the one checked, its host normalised. */
export type TargetCheck = { ok: true; url: URL } | { ok: false; reason: string };

/**
 * Checks a URL a tenant gives us (at save) or one about to be called (at connect). `requireHttps`
 * (default true) applies outside allowPrivate mode. Reasons are ADDRESS_REASONS, completing "That
 * address can't be used: ...".
 */
export function checkTargetUrl(raw: string, policy: AddressPolicy, opts: { requireHttps?: boolean } = {}): TargetCheck {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, reason: ADDRESS_REASONS.notUrl };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: ADDRESS_REASONS.scheme };
  if (url.username || url.password) return { ok: false, reason: ADDRESS_REASONS.credentials };
  const host = normaliseHostname(url.hostname);
  if (!host) return { ok: false, reason: ADDRESS_REASONS.badHost };
  url.hostname = hostText(host);
  if (policy.allowPrivate) return { ok: true, url };
  if ((opts.requireHttps ?? true) && url.protocol !== 'https:') return { ok: false, reason: ADDRESS_REASONS.https };
  if (host.kind === 'ip') return isPublicIp(host.address) ? { ok: true, url } : { ok: false, reason: ADDRESS_REASONS.privateAddress };
  if (isInternalName(host.name)) return { ok: false, reason: ADDRESS_REASONS.internalName };
  return { ok: true, url };
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** Passed to the lookup callback when DNS answers with a non-public address: the connection is not made. */
export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
  readonly code = 'EPRIVATEADDRESS';
}

/** Whether an error (or its cause chain) is the guarded lookup's refusal. */
export function isPrivateAddressError(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    if ((e as { code?: unknown }).code === 'EPRIVATEADDRESS') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A dns.lookup replacement for got's `dnsLookup` option and node's http(s) `lookup`: resolves every
 * address of the name (IPv4 and IPv6), refuses the name when any of them is not public (unless the
 * policy allows private targets), and answers with the checked addresses, which the socket then
 * connects to directly (node makes no lookup of its own when one is given).
 */
export function guardedLookup(policy: AddressPolicy) {
  return (hostname: string, options: LookupOptions | number | LookupCallback, callback?: LookupCallback): void => {
    const cb = (typeof options === 'function' ? options : callback) as LookupCallback;
    const opts: LookupOptions = typeof options === 'object' ? options : typeof options === 'number' ? { family: options } : {};
    dnsLookup(hostname, { ...opts, all: true }, (err, addresses) => {
      if (err) return cb(err, []);
      const list = addresses;
      if (!policy.allowPrivate && list.some((a) => !isPublicIp(a.address))) {
        return cb(new PrivateAddressError(`${hostname} resolves to a private or internal address`), []);
      }
      if (opts.all) return cb(null, list);
      const first = list[0];
      if (!first) return cb(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
      cb(null, first.address, first.family);
    });
  };
}
