import { describe, expect, it } from 'vitest';
import { constantTimeEqual, sha256Hex } from '../../src/crypto/hashing.js';
import { generateKey, randomDigits, randomToken } from '../../src/crypto/keys.js';
import { SecretBox, SecretBoxError } from '../../src/crypto/secret-box.js';

const k = (id: string, fill: number) => ({ id, key: Buffer.alloc(32, fill) });

describe('SecretBox (AES-256-GCM)', () => {
  it('round-trips and never stores the plaintext', () => {
    const box = new SecretBox([k('k1', 1)]);
    const sealed = box.seal('shpat_secret_value');
    expect(sealed).not.toContain('shpat');
    expect(sealed.startsWith('v1.k1.')).toBe(true);
    expect(box.open(sealed)).toBe('shpat_secret_value');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('detects tampering with the ciphertext, tag or associated data', () => {
    const box = new SecretBox([k('k1', 1)]);
    const sealed = box.seal('value', 'tenant:1');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 0xff;
    const tampered = [...parts.slice(0, 4), body.toString('base64url')].join('.');
    expect(() => box.open(tampered, 'tenant:1')).toThrow(SecretBoxError);
    expect(() => box.open(sealed, 'tenant:2')).toThrow(SecretBoxError);
    expect(() => box.open('garbage')).toThrow(SecretBoxError);
  });

  it('opens values sealed with an older key and reports they need rotation', () => {
    const old = new SecretBox([k('k0', 9)]);
    const sealed = old.seal('value');
    const rotated = new SecretBox([k('k1', 1), k('k0', 9)]);
    expect(rotated.open(sealed)).toBe('value');
    expect(rotated.needsRotation(sealed)).toBe(true);
    expect(rotated.needsRotation(rotated.seal('v'))).toBe(false);
    expect(() => new SecretBox([k('k1', 1)]).open(sealed)).toThrow(/unknown key id k0/);
  });
});

describe('keys and hashing', () => {
  it('generates prefixed random keys', () => {
    expect(generateKey('sandbox')).toMatch(/^sbx_[A-Za-z0-9_-]{43}$/);
    expect(generateKey('connection')).toMatch(/^scc_[A-Za-z0-9_-]{43}$/);
    expect(generateKey('tenant')).not.toBe(generateKey('tenant'));
    expect(randomToken(32)).toHaveLength(43);
    expect(randomDigits(6)).toMatch(/^\d{6}$/);
  });

  it('hashes with SHA-256 and compares in constant time', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});
