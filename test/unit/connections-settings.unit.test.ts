import { describe, expect, it } from 'vitest';
import { checkSettings, cleanTextValue } from '../../src/connectors/connections/settings-check.js';
import { parseConnector, type ConnectorDefinition, type ConnectorInput } from '../../src/connectors/define.js';
import { DASHBOARD_MESSAGES } from '../../src/messages.js';

/** The dashboard's connect form checks (spec: "Dashboard connect errors"), without a network or database. */

function def(over: Partial<ConnectorInput> = {}): ConnectorDefinition {
  const r = parseConnector({
    key: 'acme_api',
    name: 'Acme',
    category: 'crm',
    auth: { type: 'bearer', secret: 'token' },
    config: [
      { name: 'subdomain', label: 'Acme subdomain', example: 'yourshop', pattern: '[a-z0-9-]+' },
      { name: 'region', label: 'region', example: 'eu', pattern: 'eu|us', optional: true },
      { name: 'api_base', label: 'API address', example: 'https://api.acme.example.com/v2', type: 'url' },
    ],
    secrets: [{ name: 'token', label: 'API token', example: 'tok_12345678', pattern: 'tok_[0-9]{8}' }],
    baseUrl: '{+api_base}',
    verification: 'search_email',
    capabilities: {
      find_customer: { request: { path: '/people', query: { email: '{email}' } }, records: 'people', map: { id: 'id', name: 'name', email: 'email' } },
    },
    docs: 'https://api.acme.example.com/docs',
    setup: 'Create a read-only token.',
    test_level: 'documented',
    test_detail: 'A definition made up for this test.',
    ...over,
  });
  if (!r.ok) throw new Error(r.issues.join('\n'));
  return r.definition;
}
const strict = { allowPrivate: false };
const good = { config: { subdomain: 'acme', api_base: 'https://api.acme.example.com/v2/' }, secrets: { token: 'tok_12345678' } };

describe('connect form checks (checkSettings)', () => {
  it('accepts good values, cleans them, and leaves out a blank optional setting', () => {
    expect(checkSettings(def(), good, strict)).toEqual({
      ok: true,
      config: { subdomain: 'acme', api_base: 'https://api.acme.example.com/v2' },
      secrets: { token: 'tok_12345678' },
    });
  });

  it('removes https:// and trailing slashes before checking a text value', () => {
    expect(cleanTextValue(' https://acme/// ')).toBe('acme');
    const r = checkSettings(def(), { ...good, config: { ...good.config, subdomain: 'HTTPS://acme/' } }, strict);
    expect(r).toMatchObject({ ok: true, config: { subdomain: 'acme' } });
  });

  it("lists every problem with the spec's words, config first, then secrets", () => {
    const r = checkSettings(def(), { config: { subdomain: 'Acme Ltd', region: 'asia' }, secrets: {} }, strict);
    expect(r).toEqual({
      ok: false,
      errors: [
        { field: 'subdomain', message: "That Acme subdomain doesn't look right — e.g. yourshop" },
        { field: 'region', message: DASHBOARD_MESSAGES.doesNotLookRight('region', 'eu') },
        { field: 'api_base', message: 'Enter the API address' },
        { field: 'token', message: 'Enter the API token' },
      ],
    });
  });

  it('refuses an address the outbound policy forbids, saying why', () => {
    const r = checkSettings(def(), { ...good, config: { ...good.config, api_base: 'https://10.0.0.5/v2' } }, strict);
    expect(r).toEqual({ ok: false, errors: [{ field: 'api_base', message: "That address can't be used: it points at a private or internal address" }] });
    const plain = checkSettings(def(), { ...good, config: { ...good.config, api_base: 'http://api.acme.example.com' } }, strict);
    expect(plain).toEqual({ ok: false, errors: [{ field: 'api_base', message: DASHBOARD_MESSAGES.addressUnusable('it must use https://') }] });
    const notUrl = checkSettings(def(), { ...good, config: { ...good.config, api_base: 'api.acme.example.com' } }, strict);
    expect(notUrl).toEqual({
      ok: false,
      errors: [{ field: 'api_base', message: DASHBOARD_MESSAGES.doesNotLookRight('API address', 'https://api.acme.example.com/v2') }],
    });
  });

  it('refuses values with control characters (they could never be sent in a header)', () => {
    const r = checkSettings(def(), { ...good, secrets: { token: 'tok_1234\n5678' } }, strict);
    expect(r).toMatchObject({ ok: false, errors: [{ field: 'token', message: DASHBOARD_MESSAGES.doesNotLookRight('API token', 'tok_12345678') }] });
  });

  it('refuses keys for an OAuth-only vendor with the spec sentence', () => {
    const oauth = def({
      auth: { type: 'oauth2', authorizeUrl: 'https://login.acme.example/authorize', tokenUrl: 'https://login.acme.example/token' },
      secrets: [],
    });
    expect(checkSettings(oauth, good, strict)).toEqual({
      ok: false,
      errors: [{ field: '', message: 'Acme connects by signing in — use the Connect with Acme button' }],
    });
  });
});
