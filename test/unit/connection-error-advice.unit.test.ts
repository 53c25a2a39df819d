import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { adviceFor, connectionHost, problemsOf } from '../../src/connectors/connections/error-advice.js';
import { CONNECTION_MESSAGES, VENDOR_ERRORS } from '../../src/messages.js';

const catalogue = loadCatalogue();
const shopify = catalogue.get('shopify')!;
const stripe = catalogue.get('stripe')!;
const salesforce = catalogue.get('salesforce')!;
const demo = catalogue.get('demo_vendor')!;
const shop = { config: { shop: 'acme-uk' } };

describe('what a person can do about a connection error', () => {
  it('names the host and the setting it is built from when the host is not found', () => {
    expect(connectionHost(shopify, { shop: 'acme-uk' })).toBe('acme-uk.myshopify.com');
    expect(adviceFor(VENDOR_ERRORS.unreachable('ENOTFOUND'), shopify, shop)).toBe("We couldn't find acme-uk.myshopify.com: check the shop name");
    expect(adviceFor(VENDOR_ERRORS.unreachable('EAI_AGAIN'), demo, { config: { demo_base: 'https://verify.example.org/api/x' } })).toBe(
      "We couldn't find verify.example.org: check the demo address",
    );
    // A fixed host (api.stripe.com): the setting is not the problem, the connection is.
    expect(adviceFor(VENDOR_ERRORS.unreachable('ENOTFOUND'), stripe, { config: {} })).toBe(
      "We couldn't find api.stripe.com: check this machine's internet connection and DNS",
    );
    expect(adviceFor(VENDOR_ERRORS.unreachable('ECONNREFUSED'), shopify, shop)).toBe(
      'acme-uk.myshopify.com refused the connection: check the shop name, and that the system there is running',
    );
  });

  it('says which key was refused (401) and which reads the key may not make (403)', () => {
    expect(adviceFor(VENDOR_ERRORS.refused(401), shopify, shop)).toBe(
      'Shopify refused the Admin API access token: check it is copied whole and has not been revoked or expired, then replace the keys',
    );
    expect(adviceFor(VENDOR_ERRORS.refused(403), shopify, { ...shop, capabilities: ['orders', 'find_customer'] })).toBe(
      'Shopify accepted the Admin API access token but not to read orders and customers: give it read access to orders and customers, or check your plan includes API access',
    );
    expect(adviceFor(VENDOR_ERRORS.refused(401), salesforce, { config: {} })).toBe(
      `${salesforce.name} no longer accepts the sign-in (it was revoked or expired): press Sign in again`,
    );
    expect(adviceFor(VENDOR_ERRORS.refused(403), salesforce, { config: {}, capabilities: ['orders'] })).toContain(
      'press Sign in again and allow reading (api, refresh_token)',
    );
  });

  it('points a 404 at the store, site or region setting, and says what to do on timeouts, 429 and 5xx', () => {
    expect(adviceFor(VENDOR_ERRORS.vendorError(404, '{"errors":"Not Found"}'), shopify, shop)).toBe(
      'Shopify answered "not found": check the shop name (the store, site or region it points at)',
    );
    expect(adviceFor(VENDOR_ERRORS.timeout, shopify, shop)).toBe('acme-uk.myshopify.com did not answer in time: check the shop name, or try again later');
    expect(adviceFor(VENDOR_ERRORS.rateLimited, shopify, shop)).toMatch(
      /^Shopify is limiting how often it may be called \(HTTP 429\): wait a minute and press Test again/,
    );
    expect(adviceFor(VENDOR_ERRORS.vendorError(503, 'down'), shopify, shop)).toMatch(
      /^Shopify had a problem on its side \(HTTP 503\): try again in a few minutes/,
    );
    expect(adviceFor(VENDOR_ERRORS.missingValue('shop'), shopify, { config: {} })).toBe('Enter the shop name');
    expect(adviceFor(VENDOR_ERRORS.withdrawn, undefined, { config: {} })).toBe('This connector has left the catalogue: disconnect it and choose another one.');
    expect(adviceFor(CONNECTION_MESSAGES.secretsUnreadable, shopify, shop)).toBe('The stored keys can no longer be opened: replace the keys');
    expect(adviceFor(null, shopify, shop)).toBeNull();
  });

  it('groups a test’s failed capabilities by their error, each with its advice', () => {
    const results = {
      find_customer: { ok: false, error: VENDOR_ERRORS.refused(403) },
      orders: { ok: false, error: VENDOR_ERRORS.refused(403) },
      account: { ok: true, error: null },
      order_status: { ok: false, error: VENDOR_ERRORS.timeout },
    };
    expect(problemsOf(results, shopify, shop.config)).toEqual([
      { advice: expect.stringContaining('not to read customers and orders'), detail: VENDOR_ERRORS.refused(403), capabilities: ['find_customer', 'orders'] },
      { advice: expect.stringContaining('did not answer in time'), detail: VENDOR_ERRORS.timeout, capabilities: ['order_status'] },
    ]);
    expect(problemsOf(null, shopify, shop.config)).toEqual([]);
  });
});
