import { createHash } from 'node:crypto';
import { randomToken } from '../../crypto/keys.js';

/** RFC 7636 code verifier: 64 base64url characters from 48 CSPRNG bytes (43-128 allowed). */
export function createCodeVerifier(): string {
  return randomToken(48);
}

/** RFC 7636 S256 challenge: base64url(SHA-256(ASCII verifier)), no padding. */
export function codeChallengeS256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}
