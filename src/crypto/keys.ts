import { randomBytes, randomInt } from 'node:crypto';

/** Prefixes the service gives the keys it issues. */
export const KEY_PREFIXES = { tenant: 'sk_', sandbox: 'sbx_', connection: 'scc_' } as const;
export type KeyKind = keyof typeof KEY_PREFIXES;

/** A new random key: prefix + 32 bytes of CSPRNG output in base64url (43 characters). */
export function generateKey(kind: KeyKind): string {
  return KEY_PREFIXES[kind] + randomToken(32);
}

/** Random base64url text from `bytes` CSPRNG bytes (32 bytes -> 43 characters). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A numeric code of `digits` digits from the CSPRNG, leading zeros kept. */
export function randomDigits(digits: number): string {
  let out = '';
  for (let i = 0; i < digits; i++) out += String(randomInt(10));
  return out;
}
