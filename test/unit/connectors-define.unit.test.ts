import { describe, expect, it } from 'vitest';
import { loadCatalogue, CONNECTOR_SOURCES, CatalogueError } from '../../src/connectors/catalogue/index.js';
import { toCatalogueEntry } from '../../src/connectors/catalogue-entry.js';
import { CONNECTOR_CATEGORIES } from '../../src/connectors/categories.js';
import { capabilitiesOf, parseConnector, verificationSource, type ConnectorInput } from '../../src/connectors/define.js';
import { ROW_FIELDS, ROW_SCHEMAS } from '../../src/connectors/rows.js';
import { z } from 'zod';

/** A small valid definition that each test breaks in one way. */
function base(): ConnectorInput {
  return {
    key: 'acme_shop',
    name: 'Acme Shop',
    category: 'ecommerce',
    auth: { type: 'bearer', secret: 'api_token' },
    config: [{ name: 'store', label: 'store name', example: 'acme-uk', pattern: '[a-z0-9-]+' }],
    secrets: [{ name: 'api_token', label: 'API token', example: 'tok_1234567890' }],
    baseUrl: 'https://{store}.acme-shop.example/api',
    verification: 'search_email',
    capabilities: {
      find_customer: {
        request: { path: '/customers', query: { email: '{email}' } },
        records: 'customers',
        map: { id: 'id', name: 'name', email: 'email' },
      },
      orders: {
        request: { path: '/customers/{customer_id}/orders' },
        records: 'orders',
        owner: { email: 'email' },
        map: { order_number: 'number', placed: { date: 'created_at' }, total: { money: 'total', source: 'minor', currency: 'currency' } },
      },
    },
    docs: 'https://acme-shop.example/docs',
    setup: 'Create a read-only token.',
    test_level: 'documented', test_detail: 'A definition made up for this test.',
  };
}

/** The definition as loose JSON, so a test can break it in ways its type would not allow. */
type Draft = Record<string, unknown>;

function parentOf(d: Draft, path: string): { parent: Record<string, unknown>; key: string } {
  const keys = path.split('.');
  let parent: Record<string, unknown> = d;
  for (const k of keys.slice(0, -1)) parent = parent[k] as Record<string, unknown>;
  return { parent, key: keys[keys.length - 1]! };
}
function get(d: Draft, path: string): unknown {
  const { parent, key } = parentOf(d, path);
  return parent[key];
}
function set(d: Draft, path: string, value: unknown): void {
  const { parent, key } = parentOf(d, path);
  parent[key] = value;
}
function unset(d: Draft, path: string): void {
  const { parent, key } = parentOf(d, path);
  delete parent[key];
}
function push(d: Draft, path: string, value: unknown): void {
  (get(d, path) as unknown[]).push(value);
}

function issuesOf(mutate: (d: Draft) => void): string[] {
  const d = structuredClone(base()) as unknown as Draft;
  mutate(d);
  const r = parseConnector(d);
  return r.ok ? [] : r.issues;
}

function expectIssue(mutate: (d: Draft) => void, fragment: string): void {
  const issues = issuesOf(mutate);
  expect(issues.join('\n')).toContain(fragment);
}

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
    expect(Object.keys(entry)).toEqual(['key', 'name', 'category', 'capabilities', 'auth', 'config', 'secrets', 'secret_labels', 'docs', 'setup', 'test_level', 'note']);
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
    expectIssue((d) => set(d, 'capabilities.orders.request', { method: 'POST', path: '/orders/search', body: { q: '{email}' } }), 'a POST must be declared read-only');
    expectIssue((d) => set(d, 'capabilities.orders.request', { path: '/orders', body: { q: 1 } }), 'a GET has no body');
    expectIssue(
      (d) => set(d, 'capabilities.orders.request', { method: 'POST', readOnly: 'graphql', path: '/graphql', body: { query: 'mutation { cancelOrder(id: 1) { id } }' } }),
      'GraphQL mutations are not allowed',
    );
    expectIssue((d) => set(d, 'capabilities.orders.request', { method: 'POST', readOnly: 'hook', path: '' }), 'hook POSTs are for workflow webhooks');
    expectIssue((d) => set(d, 'capabilities.orders.request', { method: 'DELETE', path: '/orders' }), 'capabilities.orders.request.method');
  });

  it('accepts a read-only POST search and a GraphQL query with variables', () => {
    expect(issuesOf((d) => set(d, 'capabilities.orders.request', { method: 'POST', readOnly: 'search', path: '/orders/search', body: { filter: { email: '{email}' } } }))).toEqual([]);
    expect(issuesOf((d) => set(d, 'capabilities.orders.request', { method: 'POST', readOnly: 'graphql', path: '/graphql', body: { query: 'query($id: ID!) { orders(customer: $id) { nodes { id } } }', variables: { id: '{customer_id}' } } }))).toEqual([]);
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
    expect(issuesOf((d) => { set(d, 'auth', oauth); set(d, 'headers', appHeader); })).toEqual([]);
    expectIssue((d) => { set(d, 'auth', oauth); set(d, 'capabilities.orders.request.query', { key: '{app_client_secret}' }); }, 'unknown placeholder {app_client_secret}');
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
    expectIssue((d) => set(d, 'capabilities.account', { request: { path: '/me' }, records: '$', single: true, map: { email: 'email' } }), '"email" is already in the account summary');
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
      (d) => set(d, 'capabilities.order_status', { request: { path: '/orders', query: { number: '{order_number}' } }, records: 'orders', map: { order_number: 'number' } }),
      'an order-number lookup needs owner.email',
    );
  });

  it('bounds pagination', () => {
    expectIssue((d) => set(d, 'capabilities.orders.pagination', { type: 'page', param: 'page', maxPages: 50 }), 'capabilities.orders.pagination.maxPages');
    expectIssue((d) => set(d, 'capabilities.orders.pagination', { type: 'cursor', param: 'after', maxPages: 3 }), 'a cursor needs exactly one of cursorPath or lastRecordPath');
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

describe('connector definitions: values inside vendor query languages (injection)', () => {
  const filter = (q: Record<string, string>) => (d: Draft) => set(d, 'capabilities.find_customer.request.query', q);

  it('refuses a placeholder inside a quoted filter string without an encoding', () => {
    expectIssue(filter({ $filter: "email eq '{email}'" }), "{email} sits inside a quoted string ('...'): escape it for the vendor's query language with {email:odata}, {email:soql}, {email:backslash}");
    expectIssue(filter({ q: 'SELECT Id FROM Contact WHERE Email = "{email}"' }), '{email} sits inside a quoted string ("...")');
    expectIssue((d) => set(d, 'capabilities.orders.request.path', "/orders('{customer_id}')"), "{customer_id} sits inside a quoted string");
    expectIssue((d) => set(d, 'capabilities.orders.request.headers', { 'X-Filter': "owner = '{customer_id}'" }), '{customer_id} sits inside a quoted string');
  });

  it('refuses an encoding that does not escape the quote the value sits in, and JSON filters need json', () => {
    expectIssue(filter({ $filter: 'email eq "{email:odata}"' }), '{email:odata} does not escape a "-quoted string: use {email:json}, {email:soql}, {email:backslash}');
    expectIssue(filter({ $filter: "email eq '{email:json}'" }), "{email:json} does not escape a '-quoted string");
    expectIssue(filter({ filters: '[{"field":"email","value":"{email:backslash}"}]' }), '{email:backslash} does not escape a JSON string: use {email:json}');
    expectIssue(filter({ filters: '[{"field":"email","value":"{email}"}]' }), 'escape it for the vendor\'s query language with {email:json}');
  });

  it('accepts fitting encodings, unquoted placeholders, and date/digit variables in quotes', () => {
    expect(issuesOf(filter({ $filter: "email eq '{email:odata}'", q: "Email = '{email:soql}'", s: `email:"{email:backslash}"` }))).toEqual([]);
    expect(issuesOf(filter({ filters: '[{"field":"email","value":"{email:json}"}]' }))).toEqual([]);
    expect(issuesOf(filter({ query: 'email:{email}', since: "created ge '{from_date}' and created le '{to_date}T23:59:59'", p: "phone eq '{phone_last10}'" }))).toEqual([]);
  });

  it('refuses an unknown encoding anywhere', () => {
    expectIssue(filter({ email: '{email:sql}' }), '{email:sql}: unknown encoding "sql" (known: odata, json, soql, backslash)');
    expectIssue((d) => set(d, 'baseUrl', 'https://{store:xml}.acme-shop.example/api'), 'baseUrl: {store:xml}: unknown encoding "xml"');
  });

  it('refuses a known placeholder inside a longer body string (it would be sent literally)', () => {
    expectIssue(
      (d) => set(d, 'capabilities.orders.request', { method: 'POST', readOnly: 'graphql', path: '/graphql', body: { query: 'query { orders(email: "{email}") { id } }' } }),
      '{email} inside a longer body string is sent literally',
    );
    expect(issuesOf((d) => set(d, 'capabilities.orders.request', { method: 'POST', readOnly: 'graphql', path: '/graphql', body: { query: 'query { orders {id} }' } }))).toEqual([]);
  });
});

describe('connector definitions: "no match" replies, date window, picking by a sibling field', () => {
  it('noMatch names the replies that mean "no match"; the default stays a failure', () => {
    const r = parseConnector(base());
    expect(r.ok && r.definition.capabilities.find_customer?.noMatch).toBeUndefined();
    expect(issuesOf((d) => set(d, 'capabilities.find_customer.noMatch', { missingRecords: true, nullRecord: true, emptyBody: true }))).toEqual([]);
    expectIssue((d) => set(d, 'capabilities.find_customer.noMatch', {}), 'name at least one reply that means "no match"');
    expectIssue((d) => set(d, 'capabilities.find_customer.noMatch', { empty: true }), 'capabilities.find_customer.noMatch');
  });

  it('lookaheadDays defaults to 365 and is bounded like lookbackDays', () => {
    const r = parseConnector(base());
    expect(r.ok && r.definition.capabilities.orders?.lookaheadDays).toBe(365);
    expectIssue((d) => set(d, 'capabilities.orders.lookaheadDays', 0), 'capabilities.orders.lookaheadDays');
    expectIssue((d) => set(d, 'capabilities.orders.lookaheadDays', 3650), 'capabilities.orders.lookaheadDays');
    expectIssue((d) => push(d, 'config', { name: 'to_date', label: 'end', example: 'x' }), '"to_date" is a request variable name');
  });

  it('page parameters in the body are for POST requests, at dotted paths whose parents are objects', () => {
    const search = { method: 'POST', readOnly: 'search', path: '/orders/search', body: { query: { email: '{email}' }, pagination: { per_page: 50 }, sort: 'new' } };
    const withPages = (pagination: unknown, request: unknown = search) => (d: Draft) => {
      set(d, 'capabilities.orders.request', request);
      set(d, 'capabilities.orders.pagination', pagination);
    };
    expect(issuesOf(withPages({ type: 'cursor', in: 'body', param: 'pagination.starting_after', cursorPath: 'pages.next.starting_after', maxPages: 2 }))).toEqual([]);
    expect(issuesOf(withPages({ type: 'page', in: 'body', param: 'variables.page', sizeParam: 'variables.pageSize', size: 50, maxPages: 2 }))).toEqual([]);
    expectIssue(withPages({ type: 'cursor', in: 'body', param: 'after', cursorPath: 'next', maxPages: 2 }, { path: '/orders' }), 'page parameters in the body need a POST request');
    expectIssue(withPages({ type: 'offset', in: 'body', param: 'sort.offset', sizeParam: 'limit', size: 20, maxPages: 2 }), '"sort" in the body is not an object, so "sort.offset" cannot be set');
    expectIssue(withPages({ type: 'cursor', in: 'body', param: '$', cursorPath: 'next', maxPages: 2 }), '"$" is not a dotted body path');
    expectIssue(withPages({ type: 'link_header', in: 'body', maxPages: 2 }), 'capabilities.orders.pagination');
  });

  it('a {path, where, pick} transform needs both where and pick, and its paths are checked like any other', () => {
    expect(issuesOf((d) => set(d, 'capabilities.find_customer.map.phone', { path: 'phones', where: { type: ['mobile', 'cell'] }, pick: 'number' }))).toEqual([]);
    expectIssue((d) => set(d, 'capabilities.find_customer.map.phone', { path: 'phones', where: {}, pick: 'number' }), 'capabilities.find_customer.map.phone');
    expectIssue((d) => set(d, 'capabilities.find_customer.map.phone', { path: 'phones', pick: 'number' }), 'capabilities.find_customer.map.phone');
    expectIssue((d) => set(d, 'capabilities.orders.map.status', { path: 'events', where: { type: 'status' }, pick: 'notes' }), 'reads "notes", which is never read');
    expectIssue((d) => set(d, 'capabilities.orders.map.placed', { path: 'dates', where: { type: 'placed' }, pick: 'at' }), '"placed" (date) takes date, not path');
  });
});

describe('connector definitions: form bodies, one-or-many records, "no match" fields, date formats', () => {
  const formSearch = (body: unknown, extra: Record<string, unknown> = {}) => (d: Draft) =>
    set(d, 'capabilities.find_customer.request', { method: 'POST', readOnly: 'search', bodyEncoding: 'form', path: '/api.php', body, ...extra });

  it('accepts a read-only POST with a flat form body, secrets included, and leaves bodyEncoding out by default', () => {
    expect(issuesOf(formSearch({ action: 'GetClientsDetails', email: '{email}', secret: '{api_token}', limitnum: 25 }))).toEqual([]);
    const r = parseConnector(base());
    expect(r.ok && r.definition.capabilities.orders?.request.bodyEncoding).toBeUndefined();
  });

  it('refuses form bodies that are not flat text, GraphQL as a form, and bodyEncoding on a GET', () => {
    expectIssue(formSearch({ action: 'GetClients', filter: { email: '{email}' } }), 'capabilities.find_customer.request.body.filter: form field "filter" must be text (or a number)');
    expectIssue(formSearch({ stats: true, email: '{email}' }), 'form field "stats" must be text (or a number), e.g. "1" or "true": a form has no booleans');
    expectIssue(formSearch({ ids: ['1'], email: '{email}' }), 'a form has no lists');
    expectIssue(formSearch(['{email}']), 'a form body is an object of field names and text values');
    expectIssue(formSearch({ query: 'query { a }', email: '{email}' }, { readOnly: 'graphql' }), 'a GraphQL query is sent as JSON, not as a form');
    expectIssue((d) => set(d, 'capabilities.orders.request', { path: '/orders', bodyEncoding: 'form' }), 'bodyEncoding is for POST bodies');
    expectIssue(formSearch({ q: 'email={email}' }), '{email} inside a longer body string is sent literally');
  });

  it('page parameters in a form body are top-level field names', () => {
    const paged = (param: string) => (d: Draft) => {
      formSearch({ action: 'GetClients', search: '{email}' })(d);
      set(d, 'capabilities.find_customer.pagination', { type: 'offset', in: 'body', param, sizeParam: 'limitnum', size: 25, maxPages: 2 });
    };
    expect(issuesOf(paged('limitstart'))).toEqual([]);
    expectIssue(paged('page.start'), '"page.start": a form body is flat');
  });

  it("single: 'either' may have pages; single: true may not", () => {
    expect(issuesOf((d) => {
      set(d, 'capabilities.orders.single', 'either');
      set(d, 'capabilities.orders.pagination', { type: 'next_url', nextPath: '@attributes.next', maxPages: 2 });
    })).toEqual([]);
    expectIssue((d) => set(d, 'capabilities.orders.single', 'maybe'), 'capabilities.orders.single');
  });

  it('noMatch.emptyArray and noMatch.bodyFields are "no match" replies; bodyFields may name a "message" field', () => {
    expect(issuesOf((d) => set(d, 'capabilities.find_customer.noMatch', { emptyArray: true }))).toEqual([]);
    expect(issuesOf((d) => set(d, 'capabilities.find_customer.noMatch', { bodyFields: { result: 'error', message: 'Client Not Found', 'meta.count': 0 } }))).toEqual([]);
    expectIssue((d) => set(d, 'capabilities.find_customer.noMatch', { bodyFields: {} }), 'bodyFields needs at least one field');
    expectIssue((d) => set(d, 'capabilities.find_customer.noMatch', { bodyFields: { 'a b': 'x' } }), 'capabilities.find_customer.noMatch.bodyFields');
    expectIssue((d) => set(d, 'capabilities.find_customer.noMatch', { emptyArray: false }), 'name at least one reply that means "no match"');
    expectIssue((d) => {
      set(d, 'capabilities.orders.records', '$');
      set(d, 'capabilities.orders.noMatch', { emptyArray: true });
    }, 'with records "$" a bare [] is already an empty list');
    // the same field name is still never read into a row
    expectIssue((d) => set(d, 'capabilities.find_customer.map.name', 'message'), 'reads "message", which is never read');
  });

  it('a date may name its format (rfc2822 or day_first), never together with epoch', () => {
    expect(issuesOf((d) => set(d, 'capabilities.orders.map.placed', { date: 'created_at', format: 'rfc2822' }))).toEqual([]);
    expect(issuesOf((d) => set(d, 'capabilities.orders.map.placed', { date: { firstOf: ['a', 'b'] }, format: 'day_first' }))).toEqual([]);
    expectIssue((d) => set(d, 'capabilities.orders.map.placed', { date: 'created_at', format: 'month_first' }), 'capabilities.orders.map.placed');
    expectIssue((d) => set(d, 'capabilities.orders.map.placed', { date: 'created_at', format: 'rfc2822', epoch: 'seconds' }), 'capabilities.orders.map.placed: a date with a format is text: epoch is for unix times only');
  });
});

describe('connector definitions: owner reference (ownerRef) and amount source forms', () => {
  it('accepts ownerRef as a path or a firstOf of paths on a list of a connector that searches customers', () => {
    expect(issuesOf((d) => set(d, 'capabilities.orders.ownerRef', 'customer_id'))).toEqual([]);
    expect(issuesOf((d) => set(d, 'capabilities.orders.ownerRef', { firstOf: ['customer.id', 'customer'] }))).toEqual([]);
  });

  it('refuses ownerRef where there is no verified record id to compare with, or on the customer search', () => {
    expectIssue((d) => set(d, 'capabilities.find_customer.ownerRef', 'id'), 'ownerRef is for orders, order_status, invoices');
    expectIssue((d) => {
      set(d, 'verification', 'from_orders_email');
      unset(d, 'capabilities.find_customer');
      set(d, 'capabilities.orders.owner', { email: 'email', name: 'name' });
      set(d, 'capabilities.orders.ownerRef', 'customer_id');
    }, 'only connectors that search customers have one');
  });

  it('refuses an ownerRef that computes a value instead of reading one, and one reading a never-read field', () => {
    expectIssue((d) => set(d, 'capabilities.orders.ownerRef', { const: 'cus_A' }), 'ownerRef is a path, or a firstOf of paths');
    expectIssue((d) => set(d, 'capabilities.orders.ownerRef', { join: ['a', 'b'] }), 'ownerRef is a path, or a firstOf of paths');
    expectIssue((d) => set(d, 'capabilities.orders.ownerRef', 'notes.customer'), 'which is never read');
  });

  it('requires a money transform to state its source form, from a closed set', () => {
    expectIssue((d) => set(d, 'capabilities.orders.map.total', { money: 'total', minorUnits: true }), 'capabilities.orders.map.total');
    expectIssue((d) => set(d, 'capabilities.orders.map.total', { money: 'total', source: 'cents' }), 'capabilities.orders.map.total');
    expect(issuesOf((d) => set(d, 'capabilities.orders.map.total', { money: 'total', source: 'decimal_string', quantity: 'quantity' }))).toEqual([]);
  });
});

describe('connector rows', () => {
  it('ROW_FIELDS lists exactly the fields of each row schema', () => {
    for (const [capability, fields] of Object.entries(ROW_FIELDS)) {
      const schema = ROW_SCHEMAS[capability as keyof typeof ROW_FIELDS] as unknown as z.ZodObject | z.ZodPipe;
      const shape = 'shape' in schema ? schema.shape : (schema as unknown as { in: z.ZodObject }).in.shape;
      expect(Object.keys(fields).sort(), capability).toEqual(Object.keys(shape).sort());
    }
  });

  it('a row without its required fields does not count', () => {
    expect(ROW_SCHEMAS.orders.safeParse({ order_number: '1' }).success).toBe(false);
    expect(ROW_SCHEMAS.orders.safeParse({ order_number: '1', placed: '2026-01-02T10:00' }).success).toBe(false);
    expect(ROW_SCHEMAS.bookings.safeParse({ id: 'B1' }).success).toBe(false);
    expect(ROW_SCHEMAS.order_status.safeParse({ status: 'delivered' }).success).toBe(false);
    expect(ROW_SCHEMAS.orders.safeParse({ order_number: 1001, placed: '2026-01-02' }).data).toEqual({ order_number: '1001', placed: '2026-01-02' });
  });
});
