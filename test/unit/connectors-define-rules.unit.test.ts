import { describe, expect, it } from 'vitest';
import { parseConnector } from '../../src/connectors/define.js';
import { ROW_FIELDS, ROW_SCHEMAS } from '../../src/connectors/rows.js';
import type { z } from 'zod';
import { base, expectIssue, issuesOf, push, set, unset, type Draft } from '../fakes/definition-drafts.js';

describe('connector definitions: values inside vendor query languages (injection)', () => {
  const filter = (q: Record<string, string>) => (d: Draft) => set(d, 'capabilities.find_customer.request.query', q);

  it('refuses a placeholder inside a quoted filter string without an encoding', () => {
    expectIssue(
      filter({ $filter: "email eq '{email}'" }),
      "{email} sits inside a quoted string ('...'): escape it for the vendor's query language with {email:odata}, {email:soql}, {email:backslash}",
    );
    expectIssue(filter({ q: 'SELECT Id FROM Contact WHERE Email = "{email}"' }), '{email} sits inside a quoted string ("...")');
    expectIssue((d) => set(d, 'capabilities.orders.request.path', "/orders('{customer_id}')"), '{customer_id} sits inside a quoted string');
    expectIssue((d) => set(d, 'capabilities.orders.request.headers', { 'X-Filter': "owner = '{customer_id}'" }), '{customer_id} sits inside a quoted string');
  });

  it('refuses an encoding that does not escape the quote the value sits in, and JSON filters need json', () => {
    expectIssue(
      filter({ $filter: 'email eq "{email:odata}"' }),
      '{email:odata} does not escape a "-quoted string: use {email:json}, {email:soql}, {email:backslash}',
    );
    expectIssue(filter({ $filter: "email eq '{email:json}'" }), "{email:json} does not escape a '-quoted string");
    expectIssue(filter({ filters: '[{"field":"email","value":"{email:backslash}"}]' }), '{email:backslash} does not escape a JSON string: use {email:json}');
    expectIssue(filter({ filters: '[{"field":"email","value":"{email}"}]' }), "escape it for the vendor's query language with {email:json}");
  });

  it('accepts fitting encodings, unquoted placeholders, and date/digit variables in quotes', () => {
    expect(issuesOf(filter({ $filter: "email eq '{email:odata}'", q: "Email = '{email:soql}'", s: `email:"{email:backslash}"` }))).toEqual([]);
    expect(issuesOf(filter({ filters: '[{"field":"email","value":"{email:json}"}]' }))).toEqual([]);
    expect(
      issuesOf(filter({ query: 'email:{email}', since: "created ge '{from_date}' and created le '{to_date}T23:59:59'", p: "phone eq '{phone_last10}'" })),
    ).toEqual([]);
  });

  it('refuses an unknown encoding anywhere', () => {
    expectIssue(filter({ email: '{email:sql}' }), '{email:sql}: unknown encoding "sql" (known: odata, json, soql, backslash)');
    expectIssue((d) => set(d, 'baseUrl', 'https://{store:xml}.acme-shop.example/api'), 'baseUrl: {store:xml}: unknown encoding "xml"');
  });

  it('refuses a known placeholder inside a longer body string (it would be sent literally)', () => {
    expectIssue(
      (d) =>
        set(d, 'capabilities.orders.request', {
          method: 'POST',
          readOnly: 'graphql',
          path: '/graphql',
          body: { query: 'query { orders(email: "{email}") { id } }' },
        }),
      '{email} inside a longer body string is sent literally',
    );
    expect(
      issuesOf((d) =>
        set(d, 'capabilities.orders.request', { method: 'POST', readOnly: 'graphql', path: '/graphql', body: { query: 'query { orders {id} }' } }),
      ),
    ).toEqual([]);
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
    const search = {
      method: 'POST',
      readOnly: 'search',
      path: '/orders/search',
      body: { query: { email: '{email}' }, pagination: { per_page: 50 }, sort: 'new' },
    };
    const withPages =
      (pagination: unknown, request: unknown = search) =>
      (d: Draft) => {
        set(d, 'capabilities.orders.request', request);
        set(d, 'capabilities.orders.pagination', pagination);
      };
    expect(
      issuesOf(withPages({ type: 'cursor', in: 'body', param: 'pagination.starting_after', cursorPath: 'pages.next.starting_after', maxPages: 2 })),
    ).toEqual([]);
    expect(issuesOf(withPages({ type: 'page', in: 'body', param: 'variables.page', sizeParam: 'variables.pageSize', size: 50, maxPages: 2 }))).toEqual([]);
    expectIssue(
      withPages({ type: 'cursor', in: 'body', param: 'after', cursorPath: 'next', maxPages: 2 }, { path: '/orders' }),
      'page parameters in the body need a POST request',
    );
    expectIssue(
      withPages({ type: 'offset', in: 'body', param: 'sort.offset', sizeParam: 'limit', size: 20, maxPages: 2 }),
      '"sort" in the body is not an object, so "sort.offset" cannot be set',
    );
    expectIssue(withPages({ type: 'cursor', in: 'body', param: '$', cursorPath: 'next', maxPages: 2 }), '"$" is not a dotted body path');
    expectIssue(withPages({ type: 'link_header', in: 'body', maxPages: 2 }), 'capabilities.orders.pagination');
  });

  it('a {path, where/whereNot, pick} transform needs a condition and pick, and its paths (sameAs ones too) are checked like any other', () => {
    expect(issuesOf((d) => set(d, 'capabilities.find_customer.map.phone', { path: 'phones', where: { type: ['mobile', 'cell'] }, pick: 'number' }))).toEqual(
      [],
    );
    expectIssue((d) => set(d, 'capabilities.find_customer.map.phone', { path: 'phones', where: {}, pick: 'number' }), 'capabilities.find_customer.map.phone');
    expectIssue((d) => set(d, 'capabilities.find_customer.map.phone', { path: 'phones', pick: 'number' }), 'capabilities.find_customer.map.phone');
    expect(
      issuesOf((d) =>
        set(d, 'capabilities.orders.map.status', {
          path: 'events',
          where: { type: 'status' },
          whereNot: { by: { sameAs: 'customer.id' }, hidden: true },
          pick: 'label',
        }),
      ),
    ).toEqual([]);
    expectIssue((d) => set(d, 'capabilities.orders.map.status', { path: 'events', whereNot: {}, pick: 'label' }), 'capabilities.orders.map.status');
    expectIssue(
      (d) => set(d, 'capabilities.orders.map.status', { path: 'events', whereNot: { by: { sameAs: 'a b' } }, pick: 'label' }),
      'capabilities.orders.map.status',
    );
    expectIssue(
      (d) => set(d, 'capabilities.orders.map.status', { path: 'events', whereNot: { by: { sameAs: 'notes.by' } }, pick: 'label' }),
      'reads "notes", which is never read',
    );
    expectIssue(
      (d) => set(d, 'capabilities.orders.map.status', { path: 'events', where: { type: 'status' }, pick: 'notes' }),
      'reads "notes", which is never read',
    );
    expectIssue(
      (d) => set(d, 'capabilities.orders.map.placed', { path: 'dates', where: { type: 'placed' }, pick: 'at' }),
      '"placed" (date) takes date, not path',
    );
  });
});

describe('connector definitions: form bodies, one-or-many records, "no match" fields, date formats', () => {
  const formSearch =
    (body: unknown, extra: Record<string, unknown> = {}) =>
    (d: Draft) =>
      set(d, 'capabilities.find_customer.request', { method: 'POST', readOnly: 'search', bodyEncoding: 'form', path: '/api.php', body, ...extra });

  it('accepts a read-only POST with a flat form body, secrets included, and leaves bodyEncoding out by default', () => {
    expect(issuesOf(formSearch({ action: 'GetClientsDetails', email: '{email}', secret: '{api_token}', limitnum: 25 }))).toEqual([]);
    const r = parseConnector(base());
    expect(r.ok && r.definition.capabilities.orders?.request.bodyEncoding).toBeUndefined();
  });

  it('refuses form bodies that are not flat text, GraphQL as a form, and bodyEncoding on a GET', () => {
    expectIssue(
      formSearch({ action: 'GetClients', filter: { email: '{email}' } }),
      'capabilities.find_customer.request.body.filter: form field "filter" must be text (or a number)',
    );
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
    expect(
      issuesOf((d) => {
        set(d, 'capabilities.orders.single', 'either');
        set(d, 'capabilities.orders.pagination', { type: 'next_url', nextPath: '@attributes.next', maxPages: 2 });
      }),
    ).toEqual([]);
    expectIssue((d) => set(d, 'capabilities.orders.single', 'maybe'), 'capabilities.orders.single');
  });

  it('noMatch.emptyArray and noMatch.bodyFields are "no match" replies; bodyFields may name a "message" field', () => {
    expect(issuesOf((d) => set(d, 'capabilities.find_customer.noMatch', { emptyArray: true }))).toEqual([]);
    expect(
      issuesOf((d) => set(d, 'capabilities.find_customer.noMatch', { bodyFields: { result: 'error', message: 'Client Not Found', 'meta.count': 0 } })),
    ).toEqual([]);
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
    expectIssue(
      (d) => set(d, 'capabilities.orders.map.placed', { date: 'created_at', format: 'rfc2822', epoch: 'seconds' }),
      'capabilities.orders.map.placed: a date with a format is text: epoch is for unix times only',
    );
  });
});

describe('connector definitions: owner reference (ownerRef) and amount source forms', () => {
  it('accepts ownerRef as a path or a firstOf of paths on a list of a connector that searches customers', () => {
    expect(issuesOf((d) => set(d, 'capabilities.orders.ownerRef', 'customer_id'))).toEqual([]);
    expect(issuesOf((d) => set(d, 'capabilities.orders.ownerRef', { firstOf: ['customer.id', 'customer'] }))).toEqual([]);
    expect(issuesOf((d) => set(d, 'capabilities.orders.ownerRef', { lastSegment: 'patient.links.self' }))).toEqual([]);
    expect(issuesOf((d) => set(d, 'capabilities.orders.ownerRef', { firstOf: ['customer_id', { lastSegment: 'customer.reference' }] }))).toEqual([]);
  });

  it('accepts ownerRef on a balance, and refuses a lastSegment of anything but a path there', () => {
    const withBalance = (ref: unknown) => (d: Draft) => {
      set(d, 'capabilities.balance', {
        request: { path: '/balances', query: { client: '{customer_id}' } },
        records: '$',
        single: true,
        map: { balance: { money: 'amount', source: 'number' } },
        ownerRef: ref,
      });
    };
    expect(issuesOf(withBalance('client_id'))).toEqual([]);
    expectIssue(withBalance({ lastSegment: { join: ['a', 'b'] } }), 'ownerRef is a path (or an item pick) or the lastSegment of one');
    expect(issuesOf(withBalance({ lastSegment: { path: 'links', where: { rel: 'client' }, pick: 'href' } }))).toEqual([]);
    expectIssue(withBalance({ lastSegment: { lastSegment: 'client.href' } }), 'ownerRef is a path (or an item pick) or the lastSegment of one');
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
    expectIssue(
      (d) => set(d, 'capabilities.orders.ownerRef', { const: 'cus_A' }),
      'ownerRef is a path (or an item pick) or the lastSegment of one, or a firstOf of those',
    );
    expectIssue(
      (d) => set(d, 'capabilities.orders.ownerRef', { join: ['a', 'b'] }),
      'ownerRef is a path (or an item pick) or the lastSegment of one, or a firstOf of those',
    );
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
