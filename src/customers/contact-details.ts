import { LIMITS } from '../../config/limits.js';

/**
 * How the service compares and shows contact details, in one place: Account Connect's demo, connector
 * matching, the safety filter and code delivery all use these.
 */

/** An email as compared: trimmed, lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The last 10 digits of a phone number (mobiles compare on these), or null when it has fewer. */
export function mobileKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= LIMITS.mobileCompareDigits ? digits.slice(-LIMITS.mobileCompareDigits) : null;
}

/** "j***@example.com": the first letter, asterisks, then the domain. */
export function maskEmail(email: string): string {
  const e = email.trim();
  const at = e.lastIndexOf('@');
  return at <= 0 ? '***' : `${[...e][0]}***${e.slice(at)}`;
}

/** The last three digits of a mobile ("Code sent by a text to the mobile ending 123"). */
export function lastThreeDigits(phone: string): string {
  return phone.replace(/\D/g, '').slice(-3);
}

/**
 * An address at a domain reserved for examples (RFC 2606: example.com, .net, .org and the .example,
 * .test, .invalid and .localhost names), which no real person can receive mail at.
 */
export function isReservedExampleAddress(email: string): boolean {
  const domain = normaliseEmail(email).split('@').pop() ?? '';
  return /^(?:.+\.)?example\.(?:com|net|org)$/.test(domain) || /\.(?:example|test|invalid|localhost)$/.test(domain);
}
