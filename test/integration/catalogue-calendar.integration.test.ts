import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { verificationSource, type ConnectorDefinition } from '../../src/connectors/define.js';
import { FIXTURES } from '../../src/connectors/fixtures/index.js';
import { readCapability, readRecords, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { vendor, deps, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Calendar connectors end to end against a scripted vendor on 127.0.0.1 serving the documented
 * replies: the bookings read that verification uses (owner email and name of each event) and the
 * bookings the verified customer sees, with the safety filter.
 */

useCatalogueHarness();
const catalogue = loadCatalogue();
const def = (key: string): ConnectorDefinition => catalogue.get(key)!;
const fixture = (key: string) => FIXTURES.find((f) => f.connector === key && f.capability === 'bookings')!;

describe('Google Calendar connector (from_bookings_email)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-gcal',
    config: { calendar_id: 'bookings@acme.co.uk' },
    secrets: { access_token: 'ya29.a0AfH6SMBx-test-token' },
    baseUrlOverride: `${vendor.baseUrl}/calendar/v3`,
  });

  it('searches the bookings calendar for the email with the OAuth token, following nextPageToken', async () => {
    const reply = fixture('google_calendar').reply as { items: unknown[] };
    vendor.answer((r) =>
      r.query.get('pageToken') === 'CigKGjBkOHF2Nmsz'
        ? { body: { ...reply, items: [reply.items[1]] } }
        : { body: { ...reply, items: [reply.items[0]], nextPageToken: 'CigKGjBkOHF2Nmsz' } },
    );
    const res = await readCapability(def('google_calendar'), 'bookings', conn(), fixture('google_calendar').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('google_calendar').rows, pages: 2, dropped: 0 });
    const first = vendor.requests[0]!;
    expect(first.method).toBe('GET');
    expect(first.path).toBe('/calendar/v3/calendars/bookings%40acme.co.uk/events');
    expect(first.query.get('q')).toBe('jane.smith@example.co.uk');
    expect(first.query.get('timeMin')).toBe('2026-01-30T00:00:00Z');
    expect(first.query.get('singleEvents')).toBe('true');
    expect(first.query.get('orderBy')).toBe('startTime');
    expect(first.headers['authorization']).toBe('Bearer ya29.a0AfH6SMBx-test-token');
    expect(vendor.requests[1]!.query.get('pageToken')).toBe('CigKGjBkOHF2Nmsz');
  });

  it('gives verification the guest name and email of each event (the bookings read)', async () => {
    expect(verificationSource(def('google_calendar'))).toBe('bookings');
    vendor.answer(() => ({ body: fixture('google_calendar').reply }));
    const res = await readRecords(def('google_calendar'), 'bookings', conn(), { customer: { email: 'jane.smith@example.co.uk' } }, deps);
    expect(res.ok && res.rows.map((r) => [r.ownerName, r.ownerEmail])).toEqual([
      ['Jane Smith', 'jane.smith@example.co.uk'],
      ['Jane Smith', 'jane.smith@example.co.uk'],
    ]);
  });

  it('never shows an event whose guest is someone else, though the free-text search matched it', async () => {
    const reply = structuredClone(fixture('google_calendar').reply) as { items: { attendees: { email: string }[] }[] };
    reply.items[1]!.attendees[0]!.email = 'jane.smithson@example.co.uk';
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('google_calendar'), 'bookings', conn(), fixture('google_calendar').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.id)).toEqual(['5qk2b1u8vh4n6f0c1ml9m0ljs8']);
  });
});

describe('Cal.com connector (from_bookings_email)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-calcom',
    config: {},
    secrets: { api_key: 'cal_live_0123456789abcdef0123456789abcdef' },
    baseUrlOverride: `${vendor.baseUrl}/v2`,
  });

  it('filters bookings by attendee email with the API key and the cal-api-version header', async () => {
    vendor.answer(() => ({ body: fixture('cal_com').reply }));
    const res = await readCapability(def('cal_com'), 'bookings', conn(), fixture('cal_com').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('cal_com').rows, pages: 1 });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/v2/bookings');
    expect(req.query.get('attendeeEmail')).toBe('john.doe@example.com');
    expect(req.query.get('afterStart')).toBe('2026-01-30T00:00:00Z');
    expect([req.query.get('skip'), req.query.get('take')]).toEqual(['0', '50']);
    expect(req.headers['authorization']).toBe('Bearer cal_live_0123456789abcdef0123456789abcdef');
    expect(req.headers['cal-api-version']).toBe('2024-08-13');
  });

  it('drops a booking whose first attendee is another person', async () => {
    const reply = structuredClone(fixture('cal_com').reply) as { data: { attendees: { email: string; name: string }[] }[] };
    reply.data[0]!.attendees = [{ email: 'mallory@example.com', name: 'Mallory Doe' }, ...reply.data[0]!.attendees];
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('cal_com'), 'bookings', conn(), fixture('cal_com').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.id)).toEqual(['booking_uid_124']);
  });
});

describe('Outlook Calendar connector (from_bookings_email)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-outlook',
    config: { mailbox: 'bookings@acme.co.uk' },
    secrets: { access_token: 'eyJ0eXAiOiJKV1QiLCJub25jZSI6' },
    baseUrlOverride: `${vendor.baseUrl}/v1.0`,
  });
  /** An event whose attendees are the organizer and a meeting room (type resource): it names no guest. */
  const roomOnly = {
    id: 'AAMkAGIAAAoZDOFCAA=',
    subject: 'Room check',
    isCancelled: false,
    start: { dateTime: '2026-03-13T11:00:00.0000000', timeZone: 'UTC' },
    end: { dateTime: '2026-03-13T11:30:00.0000000', timeZone: 'UTC' },
    organizer: { emailAddress: { name: 'Acme Bookings', address: 'bookings@acme.co.uk' } },
    attendees: [
      { type: 'required', emailAddress: { name: 'Acme Bookings', address: 'bookings@acme.co.uk' } },
      { type: 'resource', emailAddress: { name: 'Fitting room 1', address: 'fittingroom1@acme.co.uk' } },
    ],
  };

  it("pages the mailbox calendar view from {from_date} to {to_date} by @odata.nextLink and keeps only the customer's", async () => {
    const reply = fixture('outlook_calendar').reply as { value: unknown[] };
    const other = {
      id: 'AAMkAGI1AAAt9AHlAAA=',
      subject: 'Team sync',
      isCancelled: false,
      start: { dateTime: '2026-03-06T09:00:00.0000000', timeZone: 'UTC' },
      organizer: { emailAddress: { name: 'Acme Bookings', address: 'bookings@acme.co.uk' } },
      attendees: [{ type: 'required', emailAddress: { name: 'Megan Bowen', address: 'megan@acme.co.uk' } }],
    };
    const next = `${vendor.baseUrl}/v1.0/users/bookings%40acme.co.uk/calendarView?$top=50&$skip=50`;
    vendor.answer((r) => (r.query.get('$skip') === '50' ? { body: { value: [roomOnly, other] } } : { body: { value: reply.value, '@odata.nextLink': next } }));
    const res = await readCapability(def('outlook_calendar'), 'bookings', conn(), fixture('outlook_calendar').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('outlook_calendar').rows, dropped: 2, pages: 2 });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/v1.0/users/bookings%40acme.co.uk/calendarView');
    expect([req.query.get('startDateTime'), req.query.get('endDateTime')]).toEqual(['2026-01-30T00:00:00', '2026-08-28T23:59:59']);
    expect(req.query.has('$filter')).toBe(false);
    expect([req.query.has('$skip'), req.query.get('$top')]).toEqual([false, '50']);
    expect(req.query.get('$select')).toContain('organizer');
    expect(vendor.requests[1]!.query.get('$skip')).toBe('50');
    expect(req.headers['authorization']).toBe('Bearer eyJ0eXAiOiJKV1QiLCJub25jZSI6');
  });

  it('verifies the guest, not the organizer that Graph also lists among the attendees, wherever the guest sits in the list', async () => {
    expect(verificationSource(def('outlook_calendar'))).toBe('bookings');
    const reply = fixture('outlook_calendar').reply as { value: unknown[] };
    vendor.answer(() => ({ body: { value: [...reply.value, roomOnly] } }));
    const records = await readRecords(def('outlook_calendar'), 'bookings', conn(), { customer: { email: 'dana.swope@example.co.uk' } }, deps);
    expect(records.ok && records.rows.map((r) => [r.ownerName, r.ownerEmail])).toEqual([
      ['Dana Swope', 'dana.swope@example.co.uk'],
      ['Dana Swope', 'dana.swope@example.co.uk'],
      [undefined, undefined],
    ]);
  });
});

describe('SavvyCal connector (from_bookings_email, after cursor)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-savvycal',
    config: {},
    secrets: { access_token: 'pt_secret_4f2a9c1e7b3d5f8a0c2e4b6d8f1a3c5e' },
    baseUrlOverride: `${vendor.baseUrl}/v1`,
  });

  it('lists upcoming events in every state with the token, following metadata.after', async () => {
    const reply = fixture('savvycal').reply as { entries: unknown[]; metadata: Record<string, unknown> };
    vendor.answer((r) =>
      r.query.get('after') === 'g3QAAAABZAACaWRiAAAbFA=='
        ? { body: { entries: [reply.entries[1]], metadata: { before: 'x', after: null, limit: 100 } } }
        : { body: { entries: [reply.entries[0]], metadata: { before: null, after: 'g3QAAAABZAACaWRiAAAbFA==', limit: 100 } } },
    );
    const res = await readCapability(def('savvycal'), 'bookings', conn(), fixture('savvycal').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('savvycal').rows, pages: 2, dropped: 0 });
    const [first, second] = vendor.requests;
    expect(first!.path).toBe('/v1/events');
    expect([first!.query.get('state'), first!.query.get('period'), first!.query.get('limit'), first!.query.has('after')]).toEqual([
      'all',
      'upcoming',
      '100',
      false,
    ]);
    expect(first!.headers['authorization']).toBe('Bearer pt_secret_4f2a9c1e7b3d5f8a0c2e4b6d8f1a3c5e');
    expect(second!.query.get('after')).toBe('g3QAAAABZAACaWRiAAAbFA==');
    expect(vendor.requests).toHaveLength(2);
  });

  it('gives verification the scheduler of each event and never shows an event someone else booked', async () => {
    expect(verificationSource(def('savvycal'))).toBe('bookings');
    const reply = structuredClone(fixture('savvycal').reply) as { entries: { scheduler: { email: string; display_name: string } }[] };
    reply.entries[0]!.scheduler = { ...reply.entries[0]!.scheduler, email: 'jdaker@example.org', display_name: 'Jo Daker' };
    vendor.answer(() => ({ body: reply }));
    const records = await readRecords(def('savvycal'), 'bookings', conn(), { customer: { email: 'jdaker@example.com', full_name: 'John Daker' } }, deps);
    expect(records.ok && records.rows.map((r) => [r.ownerName, r.ownerEmail])).toEqual([
      ['Jo Daker', 'jdaker@example.org'],
      ['John Daker', 'jdaker@example.com'],
    ]);
    const res = await readCapability(def('savvycal'), 'bookings', conn(), fixture('savvycal').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.id)).toEqual(['event_01ED74HMFGVZ92YVCWTD8Y8J2K']);
  });
});
