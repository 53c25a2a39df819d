import { describe, expect, it } from 'vitest';
import { loadCatalogue, CONNECTOR_SOURCES, CatalogueError } from '../../src/connectors/catalogue/index.js';
import { toCatalogueEntry } from '../../src/connectors/catalogue-entry.js';
import { CONNECTOR_CATEGORIES } from '../../src/connectors/categories.js';
import { capabilitiesOf, parseConnector, verificationSource } from '../../src/connectors/define.js';
import { base, expectIssue, get, issuesOf, push, set, unset, type Draft } from '../fakes/definition-drafts.js';

describe('connector definitions: the catalogue', () => {
  it('every definition in the catalogue passes the schema, with unique keys', () => {
    const catalogue = loadCatalogue(); // throws CatalogueError listing every issue and duplicate key
    const keys = catalogue.all().map((d) => d.key);
    expect(keys).toHaveLength(CONNECTOR_SOURCES.length);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['shopify', 'eventbrite', 'workflow_hook', 'rest_api']));
  });

  it('the base definition of these tests is valid, with defaults filled in', () => {
    const r = parseConnector(base());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.definition.capabilities.orders?.request.method).toBe('GET');
    expect(r.definition.capabilities.orders?.lookbackDays).toBe(365);
    expect(r.definition.config[0]?.type).toBe('text');
    expect(r.definition.note).toBeNull();
    expect(capabilitiesOf(r.definition)).toEqual(['find_customer', 'orders']);
  });

  it('loadCatalogue refuses to start with a broken definition and names it', () => {
    const broken = { ...base(), key: 'broken_one', baseUrl: 'http://x.example' };
    expect(() => loadCatalogue([broken])).toThrow(CatalogueError);
    expect(() => loadCatalogue([broken])).toThrow(/broken_one: baseUrl: vendors are called over https only/);
    expect(() => loadCatalogue([base(), base()])).toThrow(/duplicate key/);
  });

  it('has the 22 categories of the target catalogue', () => {
    expect(CONNECTOR_CATEGORIES).toHaveLength(22);
    expectIssue((d) => set(d, 'category', 'groceries'), 'category');
  });

  it('catalogue entries carry the spec fields and never a secret value', () => {
    const shopify = loadCatalogue().get('shopify')!;
    const entry = toCatalogueEntry(shopify);
    expect(Object.keys(entry)).toEqual([
      'key',
      'name',
      'category',
      'capabilities',
      'auth',
      'config',
      'secrets',
      'secret_labels',
      'docs',
      'setup',
      'test_level',
      'note',
    ]);
    expect(entry).toMatchObject({
      key: 'shopify',
      category: 'ecommerce',
      capabilities: ['find_customer', 'orders', 'order_status', 'account'],
      auth: 'header',
      config: [{ name: 'shop', label: 'shop name', example: 'acme-uk' }],
      secrets: ['access_token'],
      secret_labels: [{ name: 'access_token', label: 'Admin API access token' }],
    });
    expect(JSON.stringify(entry)).not.toContain(shopify.secrets[0]!.example);
  });

  it('names the records verification reads in the from-orders mode', () => {
    expect(verificationSource(loadCatalogue().get('eventbrite')!)).toBe('orders');
    expect(verificationSource(loadCatalogue().get('shopify')!)).toBeUndefined();
  });
});

describe('connector definitions: rejected shapes', () => {
  it('refuses a POST that is not declared read-only, a GET with a body, and GraphQL mutations', () => {
    expectIssue(
      (d) => set(d, 'capabilities.orders.request', { method: 'POST', path: '/orders/search', body: { q: '{email}' } }),
      'a POST must be declared read-only',
    );
    expectIssue((d) => set(d, 'capabilities.orders.request', { path: '/orders', body: { q: 1 } }), 'a GET has no body');
    expectIssue(
      (d) =>
        set(d, 'capabilities.orders.request', {
          method: 'POST',
          readOnly: 'graphql',
          path: '/graphql',
          body: { query: 'mutation { cancelOrder(id: 1) { id } }' },
        }),
      'GraphQL mutations are not allowed',
    );
    expectIssue((d) => set(d, 'capabilities.orders.request', { method: 'POST', readOnly: 'hook', path: '' }), 'hook POSTs are for workflow webhooks');
    expectIssue((d) => set(d, 'capabilities.orders.request', { method: 'DELETE', path: '/orders' }), 'capabilities.orders.request.method');
  });

  it('accepts a read-only POST search and a GraphQL query with variables', () => {
    expect(
      issuesOf((d) =>
        set(d, 'capabilities.orders.request', { method: 'POST', readOnly: 'search', path: '/orders/search', body: { filter: { email: '{email}' } } }),
      ),
    ).toEqual([]);
    expect(
      issuesOf((d) =>
        set(d, 'capabilities.orders.request', {
          method: 'POST',
          readOnly: 'graphql',
          path: '/graphql',
          body: { query: 'query($id: ID!) { orders(customer: $id) { nodes { id } } }', variables: { id: '{customer_id}' } },
        }),
      ),
    ).toEqual([]);
  });

  it('refuses unknown placeholders and a customer search that uses the customer id', () => {
    expectIssue((d) => set(d, 'capabilities.orders.request.path', '/orders/{order}'), 'unknown placeholder {order}');
    expectIssue((d) => set(d, 'baseUrl', 'https://{email}.acme.example'), 'unknown placeholder {email}');
    expectIssue((d) => set(d, 'capabilities.find_customer.request.query', { email: '{email}', id: '{customer_id}' }), 'find_customer cannot use {customer_id}');
  });

  it('takes a documented error reply as "no match" only for a 4xx that is not a refusal, a rate limit or a 404', () => {
    const errorReply = (status: number) => (d: Draft) => set(d, 'capabilities.find_customer.noMatch', { errorReply: { status, bodyFields: { Code: 203 } } });
    expect(issuesOf(errorReply(400))).toEqual([]);
    for (const status of [401, 403, 404, 429]) expectIssue(errorReply(status), 'not 401, 403, 404 or 429');
    expectIssue(errorReply(500), 'noMatch.errorReply.status');
    expectIssue((d) => set(d, 'capabilities.find_customer.noMatch', { errorReply: { status: 400, bodyFields: {} } }), 'bodyFields needs at least one field');
  });

  it("lets only oauth2 connectors name the service's own app in their headers, and no setting take its names", () => {
    const appHeader = { 'x-api-key': '{app_client_id}:{app_client_secret}' };
    expectIssue((d) => set(d, 'headers', appHeader), 'unknown placeholder {app_client_id}');
    const oauth = { type: 'oauth2', authorizeUrl: 'https://acme-shop.example/authorize', tokenUrl: 'https://acme-shop.example/token', scopes: ['read'] };
    expect(
      issuesOf((d) => {
        set(d, 'auth', oauth);
        set(d, 'headers', appHeader);
      }),
    ).toEqual([]);
    expectIssue((d) => {
      set(d, 'auth', oauth);
      set(d, 'capabilities.orders.request.query', { key: '{app_client_secret}' });
    }, 'unknown placeholder {app_client_secret}');
    expectIssue((d) => push(d, 'config', { name: 'app_client_id', label: 'app', example: 'x' }), '"app_client_id" is the service\'s OAuth app value');
  });

  it('refuses mappings that miss required fields, name unknown fields, or use the wrong transform for a field type', () => {
    expectIssue((d) => unset(d, 'capabilities.orders.map.placed'), '"placed" is required');
    expectIssue((d) => set(d, 'capabilities.orders.map.totl', 'total'), '"totl" is not a field of this row');
    expectIssue((d) => set(d, 'capabilities.orders.map.placed', 'created_at'), '"placed" (date) takes date, not path');
    expectIssue((d) => set(d, 'capabilities.orders.map.total', 'total'), '"total" (amount) takes money, not path');
    expectIssue((d) => set(d, 'capabilities.orders.map.total', { money: 'total' }), 'capabilities.orders.map.total');
    expectIssue((d) => set(d, 'capabilities.orders.map.status', { paht: 'status' }), 'capabilities.orders.map.status');
    expectIssue((d) => set(d, 'capabilities.find_customer.map', { id: 'id', name: 'name' }), 'needs email or phone');
    expectIssue(
      (d) => set(d, 'capabilities.account', { request: { path: '/me' }, records: '$', single: true, map: { email: 'email' } }),
      '"email" is already in the account summary',
    );
  });

  it('refuses reading notes, comments and message bodies', () => {
    expectIssue((d) => set(d, 'capabilities.orders.map.status', 'notes'), 'which is never read');
    expectIssue((d) => set(d, 'capabilities.orders.records', 'ticket.comments'), 'which is never read');
    expectIssue((d) => set(d, 'capabilities.orders.map.status', { firstOf: ['state', 'clinical_notes'] }), 'which is never read');
  });

  it('keeps a client_credentials secret for the token endpoint only', () => {
    const cc = (d: Draft) => {
      set(d, 'auth', { type: 'client_credentials', tokenUrl: '/oauth/token', clientId: 'client_id', clientSecret: 'client_secret' });
      set(d, 'secrets', [
        { name: 'client_id', label: 'client ID', example: 'abc123' },
        { name: 'client_secret', label: 'client secret', example: 's3cr3t-value' },
      ]);
    };
    expect(issuesOf(cc)).toEqual([]);
    expectIssue((d) => {
      cc(d);
      set(d, 'capabilities.orders.request.query', { key: '{client_secret}' });
    }, 'the client secret may only go to the token endpoint');
    expectIssue((d) => {
      cc(d);
      set(d, 'headers', { 'X-Secret': '{client_secret}' });
    }, 'the client secret may only go to the token endpoint');
    expectIssue((d) => {
      cc(d);
      set(d, 'auth.clientSecret', 'store');
    }, '"store" is not a declared secret');
  });

  it('checks settings: patterns compile, examples fit them, names are unique and not request variables', () => {
    expectIssue((d) => set(d, 'config.0.example', 'Acme UK'), 'the example does not match the pattern');
    expectIssue((d) => set(d, 'config.0.pattern', '[a-z'), 'not a valid regular expression');
    expectIssue((d) => push(d, 'config', { name: 'api_token', label: 'again', example: 'x' }), '"api_token" is declared twice');
    expectIssue((d) => push(d, 'config', { name: 'email', label: 'email', example: 'x' }), '"email" is a request variable name');
    expectIssue((d) => set(d, 'auth', { type: 'bearer', secret: 'token' }), '"token" is not a declared secret');
    expectIssue((d) => push(d, 'config', { name: 'hook', label: 'hook', example: 'hook.example/x', type: 'url' }), 'a url example starts with https://');
  });

  it('calls vendors over https only', () => {
    expectIssue((d) => set(d, 'baseUrl', 'http://{store}.acme-shop.example/api'), 'vendors are called over https only');
    expectIssue((d) => set(d, 'baseUrl', '{store}'), 'is not a URL');
  });

  it('ties the verification mode to the capabilities it needs', () => {
    expectIssue((d) => unset(d, 'capabilities.find_customer'), 'search_email needs a find_customer capability');
    expectIssue((d) => set(d, 'verification', 'search_email_phone'), 'search_email_phone needs byPhone or a request that uses {phone}');
    expectIssue((d) => set(d, 'capabilities.find_customer.request.query', { q: 'x' }), 'the customer search must use {email}');
    expectIssue((d) => set(d, 'verification', 'not_supported'), 'not_supported connectors have no customer search');
    expectIssue((d) => {
      set(d, 'verification', 'from_orders_email');
      unset(d, 'capabilities.find_customer');
    }, 'verifying from records needs owner.name');
    expectIssue((d) => {
      set(d, 'verification', 'from_bookings_email');
      unset(d, 'capabilities.find_customer');
    }, 'from_bookings_email needs a bookings capability');
    expectIssue((d) => {
      set(d, 'verification', 'from_orders_email');
      unset(d, 'capabilities.find_customer');
      set(d, 'capabilities.orders.owner', { email: 'email', name: 'name' });
      set(d, 'capabilities.tickets', { request: { path: '/tickets' }, records: 'tickets', map: { id: 'id' } });
    }, 'owner.email is required');
    expectIssue((d) => set(d, 'capabilities.find_customer.byPhone', { path: '/customers', query: { q: '{email}' } }), 'byPhone must use {phone}');
    expectIssue((d) => set(d, 'capabilities.orders.byPhone', { path: '/x', query: { p: '{phone}' } }), 'byPhone is for find_customer only');
  });

  it('refuses an order-number tracking lookup that cannot tell whose order it is', () => {
    expectIssue(
      (d) =>
        set(d, 'capabilities.order_status', {
          request: { path: '/orders', query: { number: '{order_number}' } },
          records: 'orders',
          map: { order_number: 'number' },
        }),
      'an order-number lookup needs owner.email',
    );
  });

  it('bounds pagination', () => {
    expectIssue((d) => set(d, 'capabilities.orders.pagination', { type: 'page', param: 'page', maxPages: 50 }), 'capabilities.orders.pagination.maxPages');
    expectIssue(
      (d) => set(d, 'capabilities.orders.pagination', { type: 'cursor', param: 'after', maxPages: 3 }),
      'a cursor needs exactly one of cursorPath or lastRecordPath',
    );
    expectIssue((d) => set(d, 'capabilities.orders.pagination', { type: 'link_header' }), 'capabilities.orders.pagination.maxPages');
    expectIssue((d) => {
      set(d, 'capabilities.orders.single', true);
      set(d, 'capabilities.orders.pagination', { type: 'link_header', maxPages: 2 });
    }, 'a single record has no pages');
  });

  it('refuses unknown auth types and unknown keys anywhere', () => {
    expectIssue((d) => set(d, 'auth', { type: 'cookie' }), 'auth');
    expectIssue((d) => set(d, 'capabilities.orders.recrods', 'orders'), 'capabilities.orders');
    expectIssue((d) => set(d, 'capabilities.refunds', get(d, 'capabilities.orders')), 'capabilities');
    expectIssue((d) => set(d, 'docs', 'http://acme.example/docs'), 'docs');
  });
});
