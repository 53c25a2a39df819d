import { LIMITS } from '../../config/limits.js';

/**
 * How create-ticket recognises "the same customer" for the duplicate rule: the same verified identity,
 * the same email (case and spaces ignored) or the same mobile (last 10 digits, as everywhere else in
 * the service). Each key is stored on the ticket; one matching key is enough.
 */
export interface CustomerKeys {
  identity: string | null;
  email: string | null;
  phone: string | null;
}

/** Separators people type inside phone numbers, and the "(0)" of "+44 (0)7700 ...". */
const PHONE_NOISE = /\(0\)|[\s\-().]/g;
/** UK national format: a mobile is 07 and 9 more digits (07700 900123); other numbers 0 and 9 or 10 digits (020 7946 0000, 0800 123456). */
const UK_NATIONAL = /^(?:07\d{9}|0[1-689]\d{8,9})$/;
/** International format: + or 00, a country code not starting with 0, 7 to 15 digits in all (E.164). */
const INTERNATIONAL = /^(?:\+|00)[1-9]\d{6,14}$/;

/** The spec's "UK or international format" for customer_mobile. */
export function isUkOrInternationalPhone(raw: string): boolean {
  const compact = raw.trim().replace(PHONE_NOISE, '');
  return UK_NATIONAL.test(compact) || INTERNATIONAL.test(compact);
}

export function emailKey(email: string | null | undefined): string | null {
  const key = (email ?? '').trim().toLowerCase();
  return key === '' ? null : key;
}

/** The last 10 digits (LIMITS.mobileCompareDigits), so 07700 900123 and +44 7700 900123 agree. */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits === '' ? null : digits.slice(-LIMITS.mobileCompareDigits);
}

export function customerKeys(input: { identity?: string | null; email?: string | null; phone?: string | null }): CustomerKeys {
  return { identity: input.identity ?? null, email: emailKey(input.email), phone: phoneKey(input.phone) };
}

/**
 * Names of the advisory locks a create-ticket takes for these keys, sorted so that two requests
 * sharing keys always lock in the same order (no deadlock).
 */
export function duplicateLockNames(tenantId: number, keys: CustomerKeys): string[] {
  const names: string[] = [];
  if (keys.identity) names.push(`ticket-dup:${tenantId}:identity:${keys.identity}`);
  if (keys.email) names.push(`ticket-dup:${tenantId}:email:${keys.email}`);
  if (keys.phone) names.push(`ticket-dup:${tenantId}:phone:${keys.phone}`);
  return names.sort();
}
