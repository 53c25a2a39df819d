import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The one normalisation of a host a tenant gives us (docs/operations.md "Outbound address policy").
 * It starts from the WHATWG URL parser (the parser the HTTP clients themselves use), which already
 * lower-cases, maps and punycodes international names (IDNA/UTS 46: full-width letters and dots, soft
 * hyphens), reads every IPv4 number form as the dotted quad (2130706433, 0177.0.0.1, 0x7f.0.0.1, 127.1)
 * and compresses IPv6 (an IPv4-mapped [::ffff:127.0.0.1] becomes [::ffff:7f00:1]); it refuses IPv6
 * zone ids. On top of that: trailing dots are removed (`localhost.`, `foo.internal..`) and the rest is
 * parsed again (`127.0.0.1.` is an address), and a name with an empty label is not a host name.
 */

export type Host = { kind: 'ip'; address: string; family: 4 | 6 } | { kind: 'name'; name: string };

/**
 * Names that never lead to a public service, refused as "an internal host name" (a name equal to one of
 * these, or ending in `.` + one): special-use names (RFC 6761: localhost, test, invalid, example; RFC
 * 6762 local; RFC 7686 onion; RFC 8375 home.arpa, and arpa as a whole; RFC 9476 alt), internal (kept by
 * ICANN for private use, 2024), names ICANN will never delegate because they collide with private
 * networks (home, corp, mail), and the usual private conventions (lan, intranet, localdomain, private).
 * A name without a dot is refused as well (it can only be looked up in a local search domain).
 */
export const INTERNAL_SUFFIXES = [
  'localhost',
  'local',
  'internal',
  'intranet',
  'lan',
  'home',
  'home.arpa',
  'arpa',
  'corp',
  'mail',
  'localdomain',
  'private',
  'test',
  'invalid',
  'example',
  'onion',
  'alt',
] as const;

/** A URL's `hostname` (WHATWG-parsed), normalised; null when it is not a usable host. */
export function normaliseHostname(hostname: string): Host | null {
  if (hostname.startsWith('[') && hostname.endsWith(']')) {
    const address = hostname.slice(1, -1);
    return isIP(address) === 6 ? { kind: 'ip', address, family: 6 } : null;
  }
  let host = hostname;
  if (host.endsWith('.')) {
    const stripped = host.replace(/\.+$/, '');
    if (stripped === '') return null;
    try {
      host = new URL(`https://${stripped}/`).hostname;
    } catch {
      return null;
    }
    if (host.endsWith('.')) return null;
  }
  if (host === '') return null;
  if (isIP(host) === 4) return { kind: 'ip', address: host, family: 4 };
  if (host.split('.').some((label) => label === '')) return null;
  return { kind: 'name', name: host };
}

/** How a host is written back into a URL. */
export function hostText(host: Host): string {
  if (host.kind === 'name') return host.name;
  return host.family === 6 ? `[${host.address}]` : host.address;
}

/** Whether a host name is an internal one (see INTERNAL_SUFFIXES). */
export function isInternalName(name: string): boolean {
  return !name.includes('.') || INTERNAL_SUFFIXES.some((s) => name === s || name.endsWith(`.${s}`));
}

/** IPv6 global unicast: the only IPv6 block public services are reached in. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an IP address (as an address literal or a DNS answer) is public unicast. Refused: every
 * private, loopback, link-local, CGNAT (100.64/10), unspecified, broadcast, multicast, documentation,
 * benchmarking and reserved block; IPv6 outside 2000::/3 (::1, ::/96 IPv4-compatible, fc00::/7,
 * fe80::/10...) and the IPv4-in-IPv6 translation blocks inside it (NAT64 64:ff9b::/96 is outside,
 * 6to4 2002::/16, Teredo 2001::/32); an IPv4-mapped address (::ffff:a.b.c.d) is judged as its IPv4
 * address. An address with a zone id (fe80::1%eth0) is scoped to one link, so never public; anything
 * that is not a plain IPv4 or IPv6 address is refused.
 */
export function isPublicIp(address: string): boolean {
  if (address.includes('%') || isIP(address) === 0) return false;
  let ip: ipaddr.IPv4 | ipaddr.IPv6 = ipaddr.parse(address);
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) ip = v6.toIPv4Address();
    else if (!v6.match(GLOBAL_UNICAST_V6)) return false;
  }
  return ip.range() === 'unicast';
}
