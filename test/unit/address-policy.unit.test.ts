import { describe, expect, it } from 'vitest';
import { ADDRESS_REASONS as R } from '../../src/messages.js';
import { checkTargetUrl, guardedLookup, isPrivateAddressError, isPublicIp, PrivateAddressError } from '../../src/net/address-policy.js';
import { isInternalName, normaliseHostname } from '../../src/net/host-forms.js';
import { INTERNAL_NAMES, PRIVATE_HOSTS } from '../fakes/address-forms.js';

const strict = { allowPrivate: false };

describe('address policy: one normalisation, then the check', () => {
  it('accepts public https addresses only', () => {
    expect(checkTargetUrl('https://api.example.com/v1', strict)).toMatchObject({ ok: true });
    expect(checkTargetUrl('http://api.example.com/v1', strict)).toEqual({ ok: false, reason: 'it must use https://' });
    expect(checkTargetUrl('http://api.example.com/v1', strict, { requireHttps: false })).toMatchObject({ ok: true });
    expect(checkTargetUrl('not a url', strict)).toEqual({ ok: false, reason: 'it is not a valid URL' });
    expect(checkTargetUrl('ftp://example.com', strict)).toEqual({ ok: false, reason: 'it must start with https://' });
    expect(checkTargetUrl('https://u:p@example.com', strict)).toEqual({ ok: false, reason: R.credentials });
  });

  it.each(PRIVATE_HOSTS)('refuses the address %s in every form', (host) => {
    expect(checkTargetUrl(`https://${host}:8443/x`, strict)).toEqual({ ok: false, reason: 'it points at a private or internal address' });
  });

  it.each(INTERNAL_NAMES)('refuses the internal name %s, trailing dots and IDNA forms included', (host) => {
    expect(checkTargetUrl(`https://${host}:8443/x`, strict)).toEqual({ ok: false, reason: 'it is an internal host name' });
  });

  it('refuses hosts that are not host names: empty labels, a zone id', () => {
    expect(checkTargetUrl('https://foo..internal/x', strict)).toEqual({ ok: false, reason: R.badHost });
    expect(checkTargetUrl('https://.internal/x', strict)).toEqual({ ok: false, reason: R.badHost });
    expect(checkTargetUrl('https://.../x', strict)).toMatchObject({ ok: false });
    expect(checkTargetUrl('https://[fe80::1%25eth0]/x', strict)).toEqual({ ok: false, reason: R.notUrl });
  });

  it('hands back the address to connect to with its host normalised', () => {
    const dotted = checkTargetUrl('https://API.Example.com.:8443/v1?x=1', strict);
    expect(dotted.ok && dotted.url.href).toBe('https://api.example.com:8443/v1?x=1');
    const idn = checkTargetUrl('https://Bücher.example.com/', strict);
    expect(idn.ok && idn.url.hostname).toBe('xn--bcher-kva.example.com');
    const v4 = checkTargetUrl('https://8.8.8.8./', strict);
    expect(v4.ok && v4.url.hostname).toBe('8.8.8.8');
    const v6 = checkTargetUrl('https://[2606:4700:0::1111]/', strict);
    expect(v6.ok && v6.url.hostname).toBe('[2606:4700::1111]');
    expect(checkTargetUrl('https://100.128.0.1/', strict)).toMatchObject({ ok: true });
  });

  it('keeps loopback, private names and plain http usable when the policy allows private targets', () => {
    const open = { allowPrivate: true };
    expect(checkTargetUrl('http://127.0.0.1:4000/ac', open)).toMatchObject({ ok: true });
    const local = checkTargetUrl('http://localhost.:4000/ac', open);
    expect(local.ok && local.url.host).toBe('localhost:4000');
    expect(checkTargetUrl('https://foo..internal/x', open)).toEqual({ ok: false, reason: R.badHost });
  });

  it('normalises hosts the way the HTTP clients parse them', () => {
    expect(normaliseHostname('localhost...')).toEqual({ kind: 'name', name: 'localhost' });
    expect(normaliseHostname('0x7f.1.')).toEqual({ kind: 'ip', address: '127.0.0.1', family: 4 });
    expect(normaliseHostname('[::ffff:7f00:1]')).toEqual({ kind: 'ip', address: '::ffff:7f00:1', family: 6 });
    expect(normaliseHostname('[nonsense]')).toBeNull();
    expect(isInternalName('internal.example.com')).toBe(false);
    expect(isInternalName('example.com')).toBe(false);
  });

  it('classifies DNS answers: only plain public unicast addresses pass', () => {
    expect(isPublicIp('8.8.8.8')).toBe(true);
    expect(isPublicIp('2606:4700::1111')).toBe(true);
    for (const a of [
      '127.0.0.1',
      '172.16.5.4',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::7f00:1',
      'fe80::1%eth0',
      'fe80::1%2',
      '0x7f.1',
      'nonsense',
    ]) {
      expect(isPublicIp(a), a).toBe(false);
    }
  });

  it('refuses at connect time a name that resolves to a private address', async () => {
    const lookup = guardedLookup(strict);
    const err = await new Promise<unknown>((resolve) => lookup('localhost', {}, (e) => resolve(e)));
    expect(err).toBeInstanceOf(PrivateAddressError);
    expect(isPrivateAddressError(Object.assign(new Error('wrapped'), { cause: err }))).toBe(true);
    const all = await new Promise<unknown>((resolve) => lookup('localhost', { all: true }, (e) => resolve(e)));
    expect(all).toBeInstanceOf(PrivateAddressError);
    const ok = await new Promise<unknown>((resolve) => guardedLookup({ allowPrivate: true })('localhost', {}, (e, a) => resolve(e ?? a)));
    expect(typeof ok).toBe('string');
  });
});
