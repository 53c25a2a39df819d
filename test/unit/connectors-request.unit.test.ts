import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { buildRequest, renderBaseUrl } from '../../src/connectors/runtime/request.js';
import { joinUrl } from '../../src/connectors/runtime/urls.js';
import { settingsLookup, variableLookup } from '../../src/connectors/runtime/variables.js';
import { renderTemplate } from '../../src/connectors/templates.js';

const catalogue = loadCatalogue();
const noAuth = { headers: {}, query: [] as [string, string][] };

describe('connector request building', () => {
  it('fills the base URL from config values', () => {
    const shopify = catalogue.get('shopify')!;
    expect(renderBaseUrl(shopify, settingsLookup({ config: { shop: 'acme-uk' }, secrets: {} }))).toEqual({ ok: true, value: 'https://acme-uk.myshopify.com/admin/api/2024-10' });
  });

  it('percent-encodes a setting in the base URL, so it cannot change the host', () => {
    const shopify = catalogue.get('shopify')!;
    const base = renderBaseUrl(shopify, settingsLookup({ config: { shop: 'evil.example/x#' }, secrets: {} }));
    expect(base).toEqual({ ok: true, value: 'https://evil.example%2Fx%23.myshopify.com/admin/api/2024-10' });
    const built = buildRequest(shopify, shopify.capabilities.orders!.request, base.ok ? base.value : '', () => undefined, noAuth);
    expect(built).toEqual({ ok: false, failure: { kind: 'unreachable', message: 'could not reach the vendor: the address is not a valid URL' } });
  });

  it('inserts {+name} values as they are and keeps the base address query', () => {
    expect(renderTemplate('{+u}/x/{v}', (n) => ({ u: 'https://h.example/a?b=1', v: 'a/b' })[n], 'url')).toEqual({ ok: true, value: 'https://h.example/a?b=1/x/a%2Fb' });
    expect(joinUrl('https://hook.example/w/abc?sig=1', '').toString()).toBe('https://hook.example/w/abc?sig=1');
    expect(joinUrl('https://api.example/v1/', '/orders?x=2').toString()).toBe('https://api.example/v1/orders?x=2');
  });

  it('fills the hook body: whole placeholders replaced, missing values empty, other strings literal', () => {
    const hook = catalogue.get('workflow_hook')!;
    const lookup = variableLookup({ config: {}, secrets: {} }, { customer: { email: 'a@b.example', full_name: 'A B' } }, new ManualClock(), 365);
    const built = buildRequest(hook, hook.capabilities.find_customer!.request, 'https://hook.example/w', lookup, noAuth);
    expect(built).toMatchObject({ ok: true, request: { method: 'POST', url: 'https://hook.example/w', json: { action: 'find_customer', email: 'a@b.example', phone: '', full_name: 'A B', postcode: '' } } });
  });

  it('lower-cases header names so auth always wins over a same-named template header', () => {
    const rest = catalogue.get('rest_api')!;
    const built = buildRequest(rest, { ...rest.capabilities.orders!.request, headers: { Authorization: 'spoofed' } }, 'https://api.example/v1', (n) => (n === 'orders_path' ? 'orders' : undefined), {
      headers: { Authorization: 'Bearer real' },
      query: [],
    });
    expect(built.ok && built.request.headers).toEqual({ authorization: 'Bearer real' });
  });
});

describe('connector request variables', () => {
  it('derives md5 of the email, phone digits and dates from the injected clock', () => {
    const lookup = variableLookup(
      { config: { shop: 'acme' }, secrets: { token: 't' } },
      { customer: { email: ' Jo@Example.com ', phone: '+44 (0)7700 900123', id: '42' }, order_number: ' #1001 ' },
      new ManualClock(Date.UTC(2026, 2, 1, 12)),
      30,
    );
    expect(lookup('email')).toBe('Jo@Example.com');
    expect(lookup('email_md5')).toBe(createHash('md5').update('jo@example.com').digest('hex'));
    expect(lookup('phone_digits')).toBe('4407700900123');
    expect(lookup('phone_last10')).toBe('7700900123');
    expect(lookup('customer_id')).toBe('42');
    expect(lookup('order_number')).toBe('#1001');
    expect(lookup('today')).toBe('2026-03-01');
    expect(lookup('from_date')).toBe('2026-01-30');
    expect(lookup('shop')).toBe('acme');
    expect(lookup('token')).toBe('t');
    expect(lookup('nope')).toBeUndefined();
  });
});
