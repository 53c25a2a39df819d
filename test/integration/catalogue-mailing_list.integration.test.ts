import { describe, expect, it } from 'vitest';
import { readCapability, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Mailing-list catalogue connectors end to end: definition -> request (path, query, auth) -> a
 * scripted vendor on 127.0.0.1 serving the documented fixture replies -> rows and safety filter.
 * Mailchimp (Basic auth, member search), Klaviyo (key header, revision header, escaped filter, search
 * by phone, next-link pages), Brevo (404 = no contact) and Moosend (apikey query, Context null = no one).
 */

useCatalogueHarness();

describe('Mailchimp connector (search_email, Basic auth with the API key)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-mailchimp',
    config: { dc: 'us21' },
    secrets: { api_key: '0123456789abcdef0123456789abcdef-us21' },
    baseUrlOverride: `${vendor.baseUrl}/3.0`,
  });

  it('searches members by email with the key as the Basic password and reads exact matches only', async () => {
    vendor.answer(() => ({ body: fixture('mailchimp', 'find_customer').reply }));
    const res = await readCapability(def('mailchimp'), 'find_customer', conn(), fixture('mailchimp', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('mailchimp', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/3.0/search-members');
    expect(req.query.get('query')).toBe('urist.mcvankab@freddiesjokes.com');
    expect(req.headers['authorization']).toBe(`Basic ${Buffer.from('anystring:0123456789abcdef0123456789abcdef-us21').toString('base64')}`);
  });

  it('an address on no audience is no customer, not a failure', async () => {
    vendor.answer(() => ({ body: { exact_matches: { members: [], total_items: 0 }, full_search: { members: [], total_items: 0 } } }));
    const res = await readCapability(def('mailchimp'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: [] });
  });

  it("reports audience memberships and drops one naming another subscriber's email", async () => {
    const reply = structuredClone(fixture('mailchimp', 'subscriptions').reply) as { exact_matches: { members: { email_address: string }[] } };
    reply.exact_matches.members[1]!.email_address = 'someone.else@example.com';
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('mailchimp'), 'subscriptions', conn(), fixture('mailchimp', 'subscriptions').input, deps);
    expect(res).toMatchObject({ ok: true, rows: [fixture('mailchimp', 'subscriptions').rows[0]], dropped: 1 });
  });
});

describe('Klaviyo connector (search_email_phone, private key header)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-klaviyo',
    config: {},
    secrets: { private_key: 'pk_0123456789abcdef0123456789abcdef01' },
    baseUrlOverride: `${vendor.baseUrl}/api`,
  });

  it('filters profiles by email with the key and revision headers', async () => {
    vendor.answer(() => ({ body: fixture('klaviyo', 'find_customer').reply }));
    const res = await readCapability(def('klaviyo'), 'find_customer', conn(), fixture('klaviyo', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('klaviyo', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/api/profiles/');
    expect(req.query.get('filter')).toBe('equals(email,"sarah.mason@klaviyo-demo.com")');
    expect(req.headers['authorization']).toBe('Klaviyo-API-Key pk_0123456789abcdef0123456789abcdef01');
    expect(req.headers['revision']).toBe('2026-07-15');
  });

  it('escapes a quote in the value so it cannot end the filter string', async () => {
    vendor.answer(() => ({ body: { data: [], links: { self: '', next: null, prev: null } } }));
    await readCapability(def('klaviyo'), 'find_customer', conn(), { customer: { email: 'x"),or(equals(email,"a@b.com' } }, deps);
    expect(vendor.requests[0]!.query.get('filter')).toBe('equals(email,"x\\"),or(equals(email,\\"a@b.com")');
  });

  it('filters by phone_number when the customer gave only a mobile', async () => {
    vendor.answer(() => ({ body: { data: [], links: { self: '', next: null, prev: null } } }));
    const res = await readCapability(def('klaviyo'), 'find_customer', conn(), { customer: { phone: '+447700900123' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: [] });
    expect(vendor.requests[0]!.query.get('filter')).toBe('equals(phone_number,"+447700900123")');
  });

  it("reads the profile's lists, following links.next on the same origin", async () => {
    const reply = fixture('klaviyo', 'subscriptions').reply as { data: unknown[]; links: Record<string, unknown> };
    vendor.answer((r) =>
      r.query.get('page[cursor]')
        ? { body: { data: [reply.data[1]], links: { ...reply.links, next: null } } }
        : {
            body: {
              data: [reply.data[0]],
              links: { ...reply.links, next: `${vendor.baseUrl}/api/profiles/01GDDKASAP8TKDDA2GRZDSVP4H/lists/?page%5Bcursor%5D=bmV4dA` },
            },
          },
    );
    const res = await readCapability(def('klaviyo'), 'subscriptions', conn(), fixture('klaviyo', 'subscriptions').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('klaviyo', 'subscriptions').rows, pages: 2 });
    expect(vendor.requests[0]!.path).toBe('/api/profiles/01GDDKASAP8TKDDA2GRZDSVP4H/lists/');
    expect(vendor.requests[0]!.query.get('fields[list]')).toBe('name,created');
  });
});

describe('Brevo connector (contact by email in the path)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-brevo',
    config: {},
    secrets: { api_key: 'xkeysib-0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef-AbCdEfGhIjKlMnOp' },
    baseUrlOverride: `${vendor.baseUrl}/v3`,
  });

  it('reads the contact with the api-key header and the email percent-encoded in the path', async () => {
    vendor.answer(() => ({ body: fixture('brevo', 'find_customer').reply }));
    const res = await readCapability(def('brevo'), 'find_customer', conn(), { customer: { email: 'elly+news@example.co.uk' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('brevo', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/v3/contacts/elly%2Bnews%40example.co.uk');
    expect(req.query.get('identifierType')).toBe('email_id');
    expect(req.headers['api-key']).toMatch(/^xkeysib-/);
  });

  it('answers an unknown contact (404 document_not_found) with no customer', async () => {
    vendor.answer(() => ({ status: 404, body: { code: 'document_not_found', message: 'Contact does not exist' } }));
    const res = await readCapability(def('brevo'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: [] });
  });

  it('looks the contact up by its SMS attribute (digits only) when only a mobile was given', async () => {
    vendor.answer(() => ({ body: fixture('brevo', 'find_customer').reply }));
    await readCapability(def('brevo'), 'find_customer', conn(), { customer: { phone: '+44 7700 900321' } }, deps);
    expect(vendor.requests[0]!.path).toBe('/v3/contacts/447700900321');
    expect(vendor.requests[0]!.query.get('identifierType')).toBe('phone_id');
  });
});

describe('Campaign Monitor connector (an error code that means "not on the list")', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-campaign-monitor',
    config: { list_id: 'a58ee1d3039b8bec838e6d1482a8a965', client_id: '4a397ccaaa55eb4e6aa1221e1e2d7122' },
    secrets: { api_key: 'Zm9vYmFyYmF6cXV4MDEyMzQ1Njc4OWFiY2RlZmdoaWprbG1ub3A=' },
    baseUrlOverride: `${vendor.baseUrl}/api/v3.3`,
  });
  const lookup = () => readCapability(def('campaign_monitor'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps);

  it('reads the subscriber of the list by email with the key as Basic user', async () => {
    vendor.answer(() => ({ body: fixture('campaign_monitor', 'find_customer').reply }));
    const res = await readCapability(def('campaign_monitor'), 'find_customer', conn(), fixture('campaign_monitor', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('campaign_monitor', 'find_customer').rows });
    expect(vendor.requests[0]!.path).toBe('/api/v3.3/subscribers/a58ee1d3039b8bec838e6d1482a8a965.json');
    expect(vendor.requests[0]!.headers['authorization']).toBe(
      `Basic ${Buffer.from('Zm9vYmFyYmF6cXV4MDEyMzQ1Njc4OWFiY2RlZmdoaWprbG1ub3A=:x').toString('base64')}`,
    );
  });

  it('reads 400 with code 203 ("Subscriber not in list") as no customer; any other 400 stays a vendor error', async () => {
    vendor.answer(() => ({ status: 400, body: { Code: 203, Message: 'Subscriber not in list' } }));
    expect(await lookup()).toEqual({ ok: true, rows: [], invalid: 0, dropped: 0, pages: 1 });
    vendor.answer(() => ({ status: 400, body: { Code: 1, Message: 'Invalid Email Address' } }));
    expect(await lookup()).toMatchObject({
      ok: false,
      failure: { kind: 'http_error', status: 400, message: 'vendor error 400: {"Code":1,"Message":"Invalid Email Address"}' },
    });
    vendor.answer(() => ({ status: 400, raw: '<html>Bad Request</html>' }));
    expect(await lookup()).toMatchObject({ ok: false, failure: { kind: 'http_error', status: 400 } });
    vendor.answer(() => ({ status: 401, body: { Code: 203, Message: 'Subscriber not in list' } }));
    expect(await lookup()).toMatchObject({ ok: false, failure: { kind: 'refused', status: 401 } });
  });
});

describe('Moosend connector (apikey query parameter)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-moosend',
    config: { mailing_list_id: '4dee5aab-9980-48a6-8d38-5d64da1b1f7e' },
    secrets: { api_key: '0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d' },
    baseUrlOverride: `${vendor.baseUrl}/v3`,
  });

  it('reads the subscriber with the key as apikey and the /Date(ms)/ dates as calendar dates', async () => {
    vendor.answer(() => ({ body: fixture('moosend', 'subscriptions').reply }));
    const res = await readCapability(def('moosend'), 'subscriptions', conn(), fixture('moosend', 'subscriptions').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('moosend', 'subscriptions').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/v3/subscribers/4dee5aab-9980-48a6-8d38-5d64da1b1f7e/view.json');
    expect(req.query.get('Email')).toBe('paul@email.com');
    expect(req.query.get('apikey')).toBe('0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d');
  });

  it('reads Context null as no subscriber, and a reply without Context as a failure', async () => {
    vendor.answer(() => ({ body: { Code: 0, Error: 'MEMBER_NOT_FOUND', Context: null } }));
    expect(await readCapability(def('moosend'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps)).toMatchObject({
      ok: true,
      rows: [],
    });
    vendor.answer(() => ({ body: { Code: 0, Error: null } }));
    expect(await readCapability(def('moosend'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps)).toMatchObject({
      ok: false,
      failure: { kind: 'bad_reply' },
    });
  });
});
