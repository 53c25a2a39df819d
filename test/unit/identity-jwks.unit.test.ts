import { describe, expect, it } from 'vitest';
import { JWKS_CACHE, jwksMaxAgeSeconds, usableJwks } from '../../src/identity/identity-jwks.js';

describe('how long a JWKS is cached', () => {
  it.each([
    [undefined, undefined, JWKS_CACHE.defaultSeconds],
    ['public', undefined, JWKS_CACHE.defaultSeconds],
    ['public, max-age=3600', undefined, 3600],
    ['max-age="900", must-revalidate', undefined, 900],
    ['MAX-AGE=900', '300', 600],
    ['max-age=900', '880', JWKS_CACHE.minSeconds],
    ['max-age=5', undefined, JWKS_CACHE.minSeconds],
    ['max-age=31536000', undefined, JWKS_CACHE.maxSeconds],
    ['no-store', undefined, JWKS_CACHE.minSeconds],
    ['no-cache, max-age=3600', undefined, JWKS_CACHE.minSeconds],
    ['max-age=abc', undefined, JWKS_CACHE.defaultSeconds],
  ])('Cache-Control %s, Age %s: %d s', (cacheControl, age, seconds) => {
    expect(jwksMaxAgeSeconds(cacheControl, age)).toBe(seconds);
  });
});

describe('the usable keys of a JWKS', () => {
  const rsa = { kty: 'RSA', kid: 'r1', n: 'q'.repeat(342), e: 'AQAB' };
  const ec = { kty: 'EC', kid: 'e1', crv: 'P-256', x: 'x'.repeat(43), y: 'y'.repeat(43) };

  it('keeps RSA keys as RS256 and EC P-256 keys as ES256, public members only', () => {
    expect(
      usableJwks({
        keys: [
          { ...rsa, d: 'private', p: 'p', q: 'q', use: 'sig' },
          { ...ec, d: 'private', alg: 'ES256' },
        ],
      }),
    ).toEqual([
      { ...rsa, alg: 'RS256' },
      { ...ec, alg: 'ES256' },
    ]);
  });

  it("leaves out symmetric keys, other curves and algorithms, encryption keys, keys without a kid, and a kid's second key", () => {
    const doc = {
      keys: [
        { kty: 'oct', kid: 'o1', k: 'c2VjcmV0' },
        { ...ec, kid: 'e384', crv: 'P-384' },
        { ...rsa, kid: 'ps', alg: 'PS256' },
        { ...rsa, kid: 'hs', alg: 'HS256' },
        { ...rsa, kid: 'enc', use: 'enc' },
        { ...rsa, kid: 'ops', key_ops: ['encrypt'] },
        { ...rsa, kid: undefined },
        { ...ec, kid: 'r1' },
        rsa,
        { ...rsa, n: 'other' },
        'not a key',
      ],
    };
    expect(usableJwks(doc)).toEqual([{ ...ec, kid: 'r1', alg: 'ES256' }]);
  });

  it('is null for a document that is not a JWKS', () => {
    expect(usableJwks({ keys: 'x' })).toBeNull();
    expect(usableJwks([rsa])).toBeNull();
    expect(usableJwks(null)).toBeNull();
    expect(usableJwks({ keys: [] })).toEqual([]);
  });
});
