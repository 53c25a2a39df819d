import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';

/**
 * Where outbound calls (partner, vendor, hook and webhook) may go. Outside development and tests,
 * only public addresses over HTTPS: checked when an address is saved (`checkTargetUrl`) and again on
 * every connection, against the address DNS actually returned (`guardedLookup`), so a name cannot be
 * re-pointed at an internal address later.
 */
export interface AddressPolicy {
  /** Development and tests: allow loopback/private addresses and plain http. */
  allowPrivate: boolean;
}

export type TargetCheck = { ok: true; url: URL } | { ok: false; reason: string };

const INTERNAL_SUFFIXES = ['.local', '.localhost', '.internal', '.intranet', '.lan', '.home', '.corp', '.localdomain'];

/** Whether an IP literal is public unicast (not private, loopback, link-local, CGNAT, reserved...). */
export function isPublicIp(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/**
 * Checks a URL a tenant gives us. `requireHttps` applies outside allowPrivate mode.
 * Reasons are short phrases that complete "That address can't be used: ...".
 */
export function checkTargetUrl(raw: string, policy: AddressPolicy, opts: { requireHttps?: boolean } = {}): TargetCheck {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, reason: 'it is not a valid URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'it must start with https://' };
  if (url.username || url.password) return { ok: false, reason: 'it must not contain a user name or password' };
  if (policy.allowPrivate) return { ok: true, url };
  if ((opts.requireHttps ?? true) && url.protocol !== 'https:') return { ok: false, reason: 'it must use https://' };
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (ipaddr.isValid(host)) return isPublicIp(host) ? { ok: true, url } : { ok: false, reason: 'it points at a private or internal address' };
  if (!host.includes('.') || host === 'localhost' || INTERNAL_SUFFIXES.some((s) => host.endsWith(s))) {
    return { ok: false, reason: 'it is an internal host name' };
  }
  return { ok: true, url };
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** Thrown (through the lookup callback) when DNS answers with a non-public address. */
export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
  readonly code = 'EPRIVATEADDRESS';
}

/**
 * A dns.lookup replacement for got's `dnsLookup` option / http.Agent `lookup`: resolves as usual, then
 * refuses any answer that is not a public address (unless the policy allows private targets).
 */
export function guardedLookup(policy: AddressPolicy) {
  return (hostname: string, options: LookupOptions | number | LookupCallback, callback?: LookupCallback): void => {
    const cb = (typeof options === 'function' ? options : callback) as LookupCallback;
    const opts: LookupOptions = typeof options === 'object' ? options : typeof options === 'number' ? { family: options } : {};
    dnsLookup(hostname, { ...opts, all: true }, (err, addresses) => {
      if (err) return cb(err, []);
      const list = addresses as LookupAddress[];
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
