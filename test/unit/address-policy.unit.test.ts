import { describe, expect, it } from 'vitest';
import { checkTargetUrl, guardedLookup, isPublicIp, PrivateAddressError } from '../../src/net/address-policy.js';

const strict = { allowPrivate: false };

describe('address policy', () => {
  it('accepts public https addresses only', () => {
    expect(checkTargetUrl('https://api.example.com/v1', strict)).toMatchObject({ ok: true });
    expect(checkTargetUrl('http://api.example.com/v1', strict)).toEqual({ ok: false, reason: 'it must use https://' });
    expect(checkTargetUrl('http://api.example.com/v1', strict, { requireHttps: false })).toMatchObject({ ok: true });
    for (const bad of [
      'https://127.0.0.1/x',
      'https://10.1.2.3',
      'https://192.168.0.10',
      'https://169.254.169.254/latest',
      'https://[::1]/',
      'https://100.64.0.1',
      'https://[::ffff:10.0.0.1]/',
    ]) {
      expect(checkTargetUrl(bad, strict)).toEqual({ ok: false, reason: 'it points at a private or internal address' });
    }
    for (const bad of ['https://localhost:3000', 'https://intranet/', 'https://db.internal/', 'https://printer.local']) {
      expect(checkTargetUrl(bad, strict)).toEqual({ ok: false, reason: 'it is an internal host name' });
    }
    expect(checkTargetUrl('not a url', strict)).toEqual({ ok: false, reason: 'it is not a valid URL' });
    expect(checkTargetUrl('ftp://example.com', strict)).toEqual({ ok: false, reason: 'it must start with https://' });
    expect(checkTargetUrl('https://u:p@example.com', strict)).toMatchObject({ ok: false });
  });

  it('allows loopback over http when the policy allows private targets', () => {
    expect(checkTargetUrl('http://127.0.0.1:4000/ac', { allowPrivate: true })).toMatchObject({ ok: true });
  });

  it('classifies IPs', () => {
    expect(isPublicIp('8.8.8.8')).toBe(true);
    expect(isPublicIp('172.16.5.4')).toBe(false);
    expect(isPublicIp('fd00::1')).toBe(false);
    expect(isPublicIp('nonsense')).toBe(false);
  });

  it('refuses at connect time a name that resolves to a private address', async () => {
    const lookup = guardedLookup(strict);
    const err = await new Promise<unknown>((resolve) => lookup('localhost', {}, (e) => resolve(e)));
    expect(err).toBeInstanceOf(PrivateAddressError);
    const ok = await new Promise<unknown>((resolve) => guardedLookup({ allowPrivate: true })('localhost', {}, (e, a) => resolve(e ?? a)));
    expect(typeof ok).toBe('string');
  });
});
