import { describe, expect, it } from 'vitest';
import { readCapability, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Course-platform catalogue connectors end to end against a scripted vendor on 127.0.0.1 serving the
 * documented fixture replies: Moodle (wstoken query auth, web-service functions, exception replies),
 * Thinkific (key and subdomain headers, page pagination, enrolments naming another student dropped)
 * and TalentLMS (Basic auth with a blank password, 404 = no such user).
 */

useCatalogueHarness();

describe('Moodle connector (web services, wstoken)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-moodle',
    config: { site: 'learn.acme.ac.uk' },
    secrets: { token: '0123456789abcdef0123456789abcdef' },
    baseUrlOverride: `${vendor.baseUrl}/webservice/rest/server.php`,
  });

  it('finds the user by email with core_user_get_users_by_field and the token as wstoken', async () => {
    vendor.answer(() => ({ body: fixture('moodle', 'find_customer').reply }));
    const res = await readCapability(def('moodle'), 'find_customer', conn(), fixture('moodle', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('moodle', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/webservice/rest/server.php');
    expect(Object.fromEntries(req.query)).toEqual({
      wsfunction: 'core_user_get_users_by_field',
      moodlewsrestformat: 'json',
      field: 'email',
      'values[0]': 'tom.baker@student.acme.ac.uk',
      wstoken: '0123456789abcdef0123456789abcdef',
    });
  });

  it('reads enrolled courses with unix-second dates, leaving out an end date of 0', async () => {
    vendor.answer(() => ({ body: fixture('moodle', 'subscriptions').reply }));
    const res = await readCapability(def('moodle'), 'subscriptions', conn(), fixture('moodle', 'subscriptions').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('moodle', 'subscriptions').rows });
    expect(vendor.requests[0]!.query.get('wsfunction')).toBe('core_enrol_get_users_courses');
    expect(vendor.requests[0]!.query.get('userid')).toBe('57');
  });

  it('an exception reply (HTTP 200) is a failure, never "no customer"', async () => {
    vendor.answer(() => ({ body: { exception: 'webservice_access_exception', errorcode: 'accessexception', message: 'Access control exception' } }));
    const res = await readCapability(def('moodle'), 'find_customer', conn(), { customer: { email: 'tom.baker@student.acme.ac.uk' } }, deps);
    expect(res).toMatchObject({ ok: false, failure: { kind: 'bad_reply', status: 200 } });
  });
});

describe('Thinkific connector (API key and subdomain headers)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-thinkific',
    config: { subdomain: 'acme-academy' },
    secrets: { api_key: '0123456789abcdef0123456789abcdef' },
    baseUrlOverride: `${vendor.baseUrl}/api/public/v1`,
  });

  it('finds users by query[email] with both headers', async () => {
    vendor.answer(() => ({ body: fixture('thinkific', 'find_customer').reply }));
    const res = await readCapability(def('thinkific'), 'find_customer', conn(), fixture('thinkific', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('thinkific', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/api/public/v1/users');
    expect(req.query.get('query[email]')).toBe('bob.smith@example.com');
    expect(req.headers['x-auth-api-key']).toBe('0123456789abcdef0123456789abcdef');
    expect(req.headers['x-auth-subdomain']).toBe('acme-academy');
  });

  it('pages through enrolments and drops one naming another student', async () => {
    const items = (fixture('thinkific', 'subscriptions').reply as { items: Record<string, unknown>[] }).items;
    const page1 = Array.from({ length: 25 }, (_, i) => ({
      ...items[0]!,
      id: 1000 + i,
      user_email: i === 0 ? 'bob.smith@example.com' : 'other.student@example.com',
    }));
    vendor.answer((r) => (r.query.get('page') === '1' ? { body: { items: page1, meta: {} } } : { body: { items: items.slice(1), meta: {} } }));
    const res = await readCapability(def('thinkific'), 'subscriptions', conn(), fixture('thinkific', 'subscriptions').input, deps);
    expect(res).toMatchObject({ ok: true, pages: 2, dropped: 24 });
    expect(res.ok && res.rows.map((r) => r.id)).toEqual(['1000', '102', '103']);
    expect(vendor.requests.map((r) => [r.query.get('query[user_id]'), r.query.get('page'), r.query.get('limit')])).toEqual([
      ['1', '1', '25'],
      ['1', '2', '25'],
    ]);
  });
});

describe('TalentLMS connector (Basic auth, key as user name)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-talentlms',
    config: { domain: 'acme' },
    secrets: { api_key: 'aBcDeFgHiJkLmNoPqRsTuVwXyZ0123' },
    baseUrlOverride: `${vendor.baseUrl}/api/v1`,
  });

  it('reads the user by email in the path with the key and a blank password', async () => {
    vendor.answer(() => ({ body: fixture('talentlms', 'find_customer').reply }));
    const res = await readCapability(def('talentlms'), 'find_customer', conn(), fixture('talentlms', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('talentlms', 'find_customer').rows });
    expect(vendor.requests[0]!.path).toBe('/api/v1/users/email:john.doe%40example.com');
    expect(vendor.requests[0]!.headers['authorization']).toBe(`Basic ${Buffer.from('aBcDeFgHiJkLmNoPqRsTuVwXyZ0123:').toString('base64')}`);
  });

  it('answers an unknown user (404) with no customer', async () => {
    vendor.answer(() => ({ status: 404, body: { error: { type: 'not_found', message: 'The requested user does not exist' } } }));
    const res = await readCapability(def('talentlms'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: [] });
  });

  it("reads the user's courses by id with the unix timestamps", async () => {
    vendor.answer(() => ({ body: fixture('talentlms', 'subscriptions').reply }));
    const res = await readCapability(def('talentlms'), 'subscriptions', conn(), fixture('talentlms', 'subscriptions').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('talentlms', 'subscriptions').rows });
    expect(vendor.requests[0]!.path).toBe('/api/v1/users/id:2');
  });
});
