import { describe, expect, it } from 'vitest';
import { checkConfigFields, checkSettings } from '../../src/connectors/connections/settings-check.js';
import { parseConnector, type ConnectorDefinition, type ConnectorInput } from '../../src/connectors/define.js';
import { ADDRESS_REASONS as R, DASHBOARD_MESSAGES } from '../../src/messages.js';
import { INTERNAL_NAMES, PRIVATE_HOSTS } from '../fakes/address-forms.js';

/** Text settings templated into a vendor's address are checked with the address policy at save. */

function def(over: Partial<ConnectorInput>): ConnectorDefinition {
  const r = parseConnector({
    key: 'acme_host',
    name: 'Acme',
    category: 'crm',
    auth: { type: 'bearer', secret: 'token' },
    config: [{ name: 'host', label: 'Acme address (host name)', example: 'acme.example.com', pattern: '\\S+' }],
    secrets: [{ name: 'token', label: 'API token', example: 'tok_12345678', pattern: 'tok_[0-9]{8}' }],
    baseUrl: 'https://{+host}/api',
    verification: 'search_email',
    capabilities: {
      find_customer: { request: { path: '/people', query: { email: '{email}' } }, records: 'people', map: { id: 'id', name: 'name', email: 'email' } },
    },
    docs: 'https://acme.example.com/docs',
    setup: 'Create a read-only token.',
    test_level: 'documented',
    test_detail: 'A definition made up for this test.',
    ...over,
  });
  if (!r.ok) throw new Error(r.issues.join('\n'));
  return r.definition;
}
const strict = { allowPrivate: false };
const secrets = { token: 'tok_12345678' };
const refused = (why: string) => ({ ok: false, errors: [{ field: 'host', message: DASHBOARD_MESSAGES.addressUnusable(why) }] });

describe('templated addresses (checkSettings, checkConfigFields)', () => {
  it.each([...PRIVATE_HOSTS.map((h) => [h, R.privateAddress]), ...INTERNAL_NAMES.map((h) => [h, R.internalName])])(
    'refuses the host setting %s',
    (host, why) => {
      expect(checkSettings(def({}), { config: { host }, secrets }, strict)).toEqual(refused(why));
      expect(checkSettings(def({}), { config: { host: `${host}:8443` }, secrets }, strict)).toEqual(refused(why));
    },
  );

  it('refuses a percent-encoded host placeholder that cannot be a host, and a templated sub-domain of an internal name', () => {
    const encoded = def({ baseUrl: 'https://{host}/api' });
    expect(checkSettings(encoded, { config: { host: 'localhost:8080' }, secrets }, strict)).toEqual(refused(R.notUrl));
    expect(checkSettings(encoded, { config: { host: '10.1.2.3' }, secrets }, strict)).toEqual(refused(R.privateAddress));
    expect(checkSettings(encoded, { config: { host: '2130706433' }, secrets }, strict)).toEqual(refused(R.privateAddress));
    const sub = def({ baseUrl: 'https://{host}.acme.internal/api', config: [{ name: 'host', label: 'site', example: 'shop', pattern: '[a-z]+' }] });
    expect(checkSettings(sub, { config: { host: 'shop' }, secrets }, strict)).toEqual(refused(R.internalName));
  });

  it('accepts public hosts and stores the value as given', () => {
    expect(checkSettings(def({}), { config: { host: 'crm.acme.co.uk:8443' }, secrets }, strict)).toEqual({
      ok: true,
      config: { host: 'crm.acme.co.uk:8443' },
      secrets,
    });
    expect(checkSettings(def({}), { config: { host: 'localhost:8080' }, secrets }, { allowPrivate: true })).toMatchObject({ ok: true });
  });

  it('checks the sign-in URLs of an OAuth connector and a full client-credentials token URL', () => {
    const oauth = def({
      auth: { type: 'oauth2', authorizeUrl: 'https://login.{host}/authorize', tokenUrl: 'https://{host}/token' },
      baseUrl: 'https://api.acme.example.com',
      secrets: [],
    });
    expect(checkConfigFields(oauth, { host: 'acme.example.com' }, strict)).toEqual({ ok: true, config: { host: 'acme.example.com' }, secrets: {} });
    expect(checkConfigFields(oauth, { host: 'metadata.internal' }, strict)).toEqual(refused(R.internalName));
    // login.169.254.169.254 is no host at all; the token URL would have been the metadata address.
    expect(checkConfigFields(oauth, { host: '169.254.169.254' }, strict)).toEqual(refused(R.notUrl));
    const tokenOnly = def({
      auth: { type: 'oauth2', authorizeUrl: 'https://login.acme.example.com/authorize', tokenUrl: 'https://{host}/token' },
      secrets: [],
    });
    expect(checkConfigFields(tokenOnly, { host: '169.254.169.254' }, strict)).toEqual(refused(R.privateAddress));
    const cc = def({
      auth: { type: 'client_credentials', tokenUrl: 'https://{+host}/oauth/token', clientId: 'client_id', clientSecret: 'token' },
      baseUrl: 'https://api.acme.example.com',
      config: [
        { name: 'host', label: 'Acme address (host name)', example: 'acme.example.com', pattern: '\\S+' },
        { name: 'client_id', label: 'client id', example: 'abc123' },
      ],
    });
    expect(checkSettings(cc, { config: { host: 'fd00::1', client_id: 'abc' }, secrets }, strict)).toEqual(refused(R.notUrl));
    expect(checkSettings(cc, { config: { host: '[fd00::1]', client_id: 'abc' }, secrets }, strict)).toEqual(refused(R.privateAddress));
  });

  it('reports a refused url setting once, for its own value', () => {
    const url = def({
      config: [{ name: 'api_base', label: 'API address', example: 'https://api.acme.example.com/v2', type: 'url' }],
      baseUrl: '{+api_base}/v2',
    });
    expect(checkSettings(url, { config: { api_base: 'https://localhost./x' }, secrets }, strict)).toEqual({
      ok: false,
      errors: [{ field: 'api_base', message: DASHBOARD_MESSAGES.addressUnusable(R.internalName) }],
    });
  });
});
