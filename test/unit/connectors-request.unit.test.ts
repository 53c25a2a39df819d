import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { parseConnector } from '../../src/connectors/define.js';
import { buildRequest, formFields, renderBaseUrl } from '../../src/connectors/runtime/request.js';
import { firstPage, nextPage, withBodyValue } from '../../src/connectors/runtime/pagination.js';
import { joinUrl } from '../../src/connectors/runtime/urls.js';
import { settingsLookup, variableLookup } from '../../src/connectors/runtime/variables.js';
import { quotedPlaceholders, renderTemplate } from '../../src/connectors/templates.js';

const catalogue = loadCatalogue();
const noAuth = { headers: {}, query: [] as [string, string][] };

describe('connector request building', () => {
  it('fills the base URL from config values', () => {
    const shopify = catalogue.get('shopify')!;
    expect(renderBaseUrl(shopify, settingsLookup({ config: { shop: 'acme-uk' }, secrets: {} }))).toEqual({
      ok: true,
      value: 'https://acme-uk.myshopify.com/admin/api/2026-07',
    });
  });

  it('percent-encodes a setting in the base URL, so it cannot change the host', () => {
    const shopify = catalogue.get('shopify')!;
    const base = renderBaseUrl(shopify, settingsLookup({ config: { shop: 'evil.example/x#' }, secrets: {} }));
    expect(base).toEqual({ ok: true, value: 'https://evil.example%2Fx%23.myshopify.com/admin/api/2026-07' });
    const built = buildRequest(
      shopify,
      shopify.capabilities.orders!.request,
      base.ok ? base.value : '',
      (n) => (n === 'customer_id' ? '207119551' : undefined),
      noAuth,
    );
    expect(built).toEqual({ ok: false, failure: { kind: 'unreachable', message: 'could not reach the vendor: the address is not a valid URL' } });
  });

  it('inserts {+name} values as they are and keeps the base address query', () => {
    expect(renderTemplate('{+u}/x/{v}', (n) => ({ u: 'https://h.example/a?b=1', v: 'a/b' })[n], 'url')).toEqual({
      ok: true,
      value: 'https://h.example/a?b=1/x/a%2Fb',
    });
    expect(joinUrl('https://hook.example/w/abc?sig=1', '').toString()).toBe('https://hook.example/w/abc?sig=1');
    expect(joinUrl('https://api.example/v1/', '/orders?x=2').toString()).toBe('https://api.example/v1/orders?x=2');
  });

  it('fills the hook body: whole placeholders replaced, missing values empty, other strings literal', () => {
    const hook = catalogue.get('workflow_hook')!;
    const lookup = variableLookup({ config: {}, secrets: {} }, { customer: { email: 'a@b.example', full_name: 'A B' } }, new ManualClock(), 365);
    const built = buildRequest(hook, hook.capabilities.find_customer!.request, 'https://hook.example/w', lookup, noAuth);
    expect(built).toMatchObject({
      ok: true,
      request: {
        method: 'POST',
        url: 'https://hook.example/w',
        json: { action: 'find_customer', email: 'a@b.example', phone: '', full_name: 'A B', postcode: '' },
      },
    });
  });

  it('lower-cases header names so auth always wins over a same-named template header', () => {
    const rest = catalogue.get('rest_api')!;
    const built = buildRequest(
      rest,
      { ...rest.capabilities.orders!.request, headers: { Authorization: 'spoofed' } },
      'https://api.example/v1',
      (n) => (n === 'orders_path' ? 'orders' : undefined),
      {
        headers: { Authorization: 'Bearer real' },
        query: [],
      },
    );
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

describe('connector templates: encodings for values inside vendor query languages', () => {
  const value = (v: string) => (n: string) => (n === 'v' ? v : undefined);

  it('odata doubles single quotes, so a value cannot close an OData or SQL-style string', () => {
    expect(renderTemplate("email eq '{v:odata}'", value("o'brien@example.com' or 1 eq 1 or 'x"), 'none')).toEqual({
      ok: true,
      value: "email eq 'o''brien@example.com'' or 1 eq 1 or ''x'",
    });
  });

  it('json escapes as inside a JSON string without the outer quotes, so the filter stays one string value', () => {
    const r = renderTemplate('[{"field":"guest.email","operator":"$eq","value":"{v:json}"}]', value('a"},{"field":"x\\\n@b.example'), 'none');
    expect(r.ok && JSON.parse(r.value)).toEqual([{ field: 'guest.email', operator: '$eq', value: 'a"},{"field":"x\\\n@b.example' }]);
  });

  it('soql backslash-escapes quotes, backslashes and control characters', () => {
    expect(renderTemplate("WHERE Email = '{v:soql}'", value("a\\' OR Name != '\n"), 'none')).toEqual({
      ok: true,
      value: "WHERE Email = 'a\\\\\\' OR Name != \\'\\n'",
    });
  });

  it('backslash escapes backslashes and both quotes (Stripe search, JQL)', () => {
    expect(renderTemplate(`phone:'{v:backslash}'`, value(`+44'"\\`), 'none')).toEqual({ ok: true, value: `phone:'+44\\'\\"\\\\'` });
  });

  it('leaves conservative values unchanged, and encodes for the language first, then for the URL path', () => {
    for (const e of ['odata', 'json', 'soql', 'backslash'])
      expect(renderTemplate(`{v:${e}}`, value('jane.smith+shop@example.co.uk'), 'none')).toEqual({ ok: true, value: 'jane.smith+shop@example.co.uk' });
    expect(renderTemplate("/x('{v:odata}')", value("a'b/c"), 'url')).toEqual({ ok: true, value: "/x('a''b%2Fc')" });
  });

  it('an unknown encoding is never sent unescaped: the value counts as missing', () => {
    expect(renderTemplate('{v:sql}', value("a'b"), 'none')).toEqual({ ok: false, missing: 'v' });
  });

  it('finds which quoted string each placeholder sits in, reading doubled and escaped quotes', () => {
    const at = (t: string) => quotedPlaceholders(t).map((p) => [p.name, p.quote ?? null, p.encoding ?? null]);
    expect(at("a eq '{x}' and b eq {y}")).toEqual([
      ['x', "'", null],
      ['y', null, null],
    ]);
    expect(at(`project = "{k:backslash}" AND n = 'it''s {z}'`)).toEqual([
      ['k', '"', 'backslash'],
      ['z', "'", null],
    ]);
    expect(at(`q = "a\\"{x}" and {y}`)).toEqual([
      ['x', '"', null],
      ['y', null, null],
    ]);
    expect(at("it's {x}")).toEqual([['x', "'", null]]);
  });
});

describe('connector requests: values written into quoted filters of catalogue connectors', () => {
  const built = (key: string, capability: 'find_customer' | 'bookings', customer: { email?: string; id?: string }) => {
    const def = catalogue.get(key)!;
    const lookup = variableLookup({ config: { club: 'acme' }, secrets: {} }, { customer }, new ManualClock(), 365);
    const r = buildRequest(def, def.capabilities[capability]!.request, 'https://vendor.example/v1', lookup, noAuth);
    if (!r.ok) throw new Error(r.failure.message);
    return new URL(r.request.url).searchParams;
  };

  it('Guesty: the email stays one JSON string value inside the filters parameter', () => {
    const email = 'lena"},{"field":"status","operator":"$ne","value":"x@example.de';
    expect(JSON.parse(built('guesty', 'bookings', { email }).get('filters')!)).toEqual([{ field: 'guest.email', operator: '$eq', value: email }]);
  });

  it('PerfectGym: the email is one OData string literal', () => {
    expect(built('perfectgym', 'find_customer', { email: "tom.o'reyes@example.com" }).get('$filter')).toBe("email eq 'tom.o''reyes@example.com'");
  });
});

describe('connector request variables: the date window', () => {
  it('{to_date} is lookaheadDays after today (default 365), beside {from_date}', () => {
    const clock = new ManualClock(Date.UTC(2026, 2, 1, 23, 30));
    expect(variableLookup({ config: {}, secrets: {} }, {}, clock, 30, 90)('to_date')).toBe('2026-05-30');
    expect(variableLookup({ config: {}, secrets: {} }, {}, clock, 30)('to_date')).toBe('2027-03-01');
    expect(variableLookup({ config: {}, secrets: {} }, {}, clock, 30)('from_date')).toBe('2026-01-30');
  });
});

describe('connector pagination: page parameters in a POST body', () => {
  const req = { url: new URL('https://vendor.example/search?x=1'), body: { query: { email: 'a@example.com' }, pagination: { per_page: 50 } } };

  it('sets page numbers and sizes as JSON numbers at dotted paths, leaving the query and the original body alone', () => {
    const first = firstPage({ type: 'page', in: 'body', param: 'variables.page', first: 1, sizeParam: 'variables.pageSize', size: 50, maxPages: 2 }, req);
    expect(first).toEqual({ url: req.url, body: { ...req.body, variables: { page: 1, pageSize: 50 } } });
    expect(req.body).toEqual({ query: { email: 'a@example.com' }, pagination: { per_page: 50 } });
    expect(withBodyValue(undefined, 'a.b', 'c')).toEqual({ a: { b: 'c' } });
  });

  it('sends the cursor back in the body and stops when the vendor repeats it or maxPages is reached', () => {
    const spec = { type: 'cursor', in: 'body', param: 'pagination.starting_after', cursorPath: 'pages.next.starting_after', maxPages: 3 } as const;
    const state = (request: typeof req, cursor: string | undefined, pageIndex = 1) => ({
      request,
      pageIndex,
      body: { pages: { next: cursor ? { starting_after: cursor } : null } },
      headers: {},
      records: [{}],
    });
    const second = nextPage(spec, state(req, 'WzE2'));
    expect(second).toEqual({ url: req.url, body: { query: { email: 'a@example.com' }, pagination: { per_page: 50, starting_after: 'WzE2' } } });
    expect(nextPage(spec, state(second as typeof req, 'WzE2', 2))).toBeUndefined();
    expect(nextPage(spec, state(req, undefined))).toBeUndefined();
    expect(nextPage(spec, state(req, 'WzE3', 3))).toBeUndefined();
  });

  it('keeps query parameters in the query (the default)', () => {
    const first = firstPage(
      { type: 'offset', in: 'query', param: 'skip', sizeParam: 'limit', size: 20, maxPages: 2 },
      { url: new URL('https://vendor.example/list') },
    );
    expect([first.url.toString(), first.body]).toEqual(['https://vendor.example/list?skip=0&limit=20', undefined]);
  });
});

describe('connector requests: form-encoded read-only POST bodies', () => {
  const def = (() => {
    const r = parseConnector({
      key: 'form_test',
      name: 'Form test',
      category: 'telecom',
      auth: { type: 'none' },
      config: [{ name: 'site', label: 'site', example: 'https://billing.example.co.uk', type: 'url' }],
      secrets: [
        { name: 'api_identifier', label: 'identifier', example: 'ident-123' },
        { name: 'api_secret', label: 'secret', example: 'secret-456' },
        { name: 'access_key', label: 'access key', example: 'key-789', optional: true },
      ],
      baseUrl: '{+site}/includes/api.php',
      verification: 'search_email',
      capabilities: {
        find_customer: {
          request: {
            method: 'POST',
            readOnly: 'search',
            bodyEncoding: 'form',
            body: {
              identifier: '{api_identifier}',
              secret: '{api_secret}',
              accesskey: '{access_key}',
              action: 'GetClientsDetails',
              email: '{email}',
              limitnum: 25,
            },
          },
          records: 'client',
          single: true,
          map: { id: 'id', name: 'fullname', email: 'email' },
        },
      },
      docs: 'https://vendor.example/docs',
      setup: 'Create API credentials.',
      test_level: 'unconfirmed',
      test_detail: 'A definition made up for this test.',
    });
    if (!r.ok) throw new Error(r.issues.join('\n'));
    return r.definition;
  })();
  const request = def.capabilities.find_customer!.request;

  it('sends the body as form fields: whole placeholders replaced, numbers as text, an empty optional field left out, nothing in the URL', () => {
    const lookup = variableLookup(
      { config: {}, secrets: { api_identifier: 'ident-123', api_secret: 's3cr3t&x=1' } },
      { customer: { email: 'ann+shop@example.com' } },
      new ManualClock(),
      365,
    );
    const built = buildRequest(def, request, 'https://billing.example.co.uk/includes/api.php', lookup, noAuth);
    expect(built).toEqual({
      ok: true,
      request: {
        method: 'POST',
        url: 'https://billing.example.co.uk/includes/api.php',
        headers: {},
        form: { identifier: 'ident-123', secret: 's3cr3t&x=1', action: 'GetClientsDetails', email: 'ann+shop@example.com', limitnum: '25' },
      },
    });
    expect(built.ok && 'json' in built.request).toBe(false);
  });

  it('JSON bodies keep their behaviour: a placeholder without a value is an empty string', () => {
    const lookup = variableLookup({ config: {}, secrets: {} }, { customer: { email: 'a@b.example' } }, new ManualClock(), 365);
    const built = buildRequest(def, { ...request, bodyEncoding: undefined }, 'https://billing.example.co.uk/includes/api.php', lookup, noAuth);
    expect(built.ok && built.request.json).toEqual({
      identifier: '',
      secret: '',
      accesskey: '',
      action: 'GetClientsDetails',
      email: 'a@b.example',
      limitnum: 25,
    });
    expect(built.ok && built.request.form).toBeUndefined();
  });

  it('page parameters set in a form body go as text fields', () => {
    const spec = { type: 'offset', in: 'body', param: 'limitstart', sizeParam: 'limitnum', size: 25, maxPages: 2 } as const;
    const first = firstPage(spec, { url: new URL('https://billing.example.co.uk/includes/api.php'), body: { action: 'GetInvoices', userid: '7' } });
    expect(formFields(first.body)).toEqual({ action: 'GetInvoices', userid: '7', limitstart: '0', limitnum: '25' });
    const second = nextPage(spec, { request: first, pageIndex: 1, body: {}, headers: {}, records: new Array(25).fill({}) });
    expect(formFields(second?.body)).toEqual({ action: 'GetInvoices', userid: '7', limitstart: '25', limitnum: '25' });
    expect(formFields([1, 2])).toEqual({});
  });
});
