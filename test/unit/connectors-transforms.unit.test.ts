import { describe, expect, it } from 'vitest';
import { toDateTime, toIsoDate } from '../../src/connectors/runtime/dates.js';
import { valueAt } from '../../src/connectors/paths.js';
import { applyTransform } from '../../src/connectors/runtime/transforms.js';
import type { Transform } from '../../src/connectors/transform-schema.js';

const order = {
  id: 1001,
  name: '#1001',
  email: '',
  contact_email: 'bob@example.com',
  customer: { first_name: 'Bob', last_name: 'Norman', middle: null },
  fulfillments: [{ tracking_number: 'FIRST1' }, { tracking_number: 'LAST99' }],
  tags: ['a', 'b'],
  flags: { gift: true },
};

describe('connector transforms: path', () => {
  it('reads nested keys, array indexes and -1 for the last item', () => {
    expect(applyTransform('customer.first_name', order)).toBe('Bob');
    expect(applyTransform({ path: 'fulfillments.0.tracking_number' }, order)).toBe('FIRST1');
    expect(applyTransform('fulfillments.-1.tracking_number', order)).toBe('LAST99');
    expect(applyTransform('id', order)).toBe(1001);
    expect(applyTransform('flags.gift', order)).toBe(true);
  });

  it('yields nothing for missing keys, nulls, objects and arrays (never "[object Object]")', () => {
    expect(applyTransform('customer.nickname', order)).toBeUndefined();
    expect(applyTransform('customer.middle', order)).toBeUndefined();
    expect(applyTransform('customer', order)).toBeUndefined();
    expect(applyTransform('tags', order)).toBeUndefined();
    expect(applyTransform('fulfillments.x', order)).toBeUndefined();
  });

  it('reads a key that itself contains dots as written (OData @odata.nextLink), else the nested path', () => {
    const page = { '@odata.nextLink': 'https://graph.example/v1.0/next', '@odata': { count: 3 }, value: [{ 'a.b': 1, a: { b: 2, c: 3 } }] };
    expect(valueAt(page, '@odata.nextLink')).toBe('https://graph.example/v1.0/next');
    expect(valueAt(page, '@odata.count')).toBe(3);
    expect(valueAt(page, 'value.0.a.b')).toBe(1);
    expect(valueAt(page, 'value.0.a.c')).toBe(3);
    expect(valueAt({ '@odata': {} }, '@odata.nextLink')).toBeUndefined();
  });

  it('$ is the value itself and inherited properties are not read', () => {
    expect(valueAt([1, 2], '$')).toEqual([1, 2]);
    expect(valueAt({}, 'constructor')).toBeUndefined();
    expect(valueAt({ a: 'x' }, 'a.length')).toBeUndefined();
  });
});

describe('connector transforms: firstOf, const, join', () => {
  it('firstOf skips empty strings and missing values', () => {
    expect(applyTransform({ firstOf: ['email', 'contact_email'] }, order)).toBe('bob@example.com');
    expect(applyTransform({ firstOf: ['nope', { const: 'fallback' }] }, order)).toBe('fallback');
    expect(applyTransform({ firstOf: ['nope', 'email'] }, order)).toBeUndefined();
  });

  it('const yields its value whatever the record holds', () => {
    expect(applyTransform({ const: 'GBP' }, {})).toBe('GBP');
    expect(applyTransform({ const: false }, {})).toBe(false);
  });

  it('join leaves out empty parts and uses the separator', () => {
    expect(applyTransform({ join: ['customer.first_name', 'customer.middle', 'customer.last_name'] }, order)).toBe('Bob Norman');
    expect(applyTransform({ join: ['name', 'id'], separator: ' / ' }, order)).toBe('#1001 / 1001');
    expect(applyTransform({ join: ['nope', 'customer.middle'] }, order)).toBeUndefined();
  });
});

describe('connector transforms: dates', () => {
  it('keeps the calendar date an ISO string was written with (no timezone conversion)', () => {
    expect(toIsoDate('2008-01-10T23:30:00-05:00')).toBe('2008-01-10');
    expect(toIsoDate('2024-03-01T00:30:00+01:00')).toBe('2024-03-01');
    expect(toIsoDate('2024-03-01')).toBe('2024-03-01');
    expect(toIsoDate('2024-03-01 10:00:00')).toBe('2024-03-01');
    expect(toIsoDate('2024/03/01')).toBe('2024-03-01');
    expect(toIsoDate('20240301')).toBe('2024-03-01');
  });

  it('reads unix seconds and milliseconds, detected or declared', () => {
    expect(toIsoDate(1700000000)).toBe('2023-11-14');
    expect(toIsoDate(1700000000000)).toBe('2023-11-14');
    expect(toIsoDate('1700000000')).toBe('2023-11-14');
    expect(toIsoDate(1700000000, 'seconds')).toBe('2023-11-14');
    expect(toIsoDate(1700000000000, 'milliseconds')).toBe('2023-11-14');
    // the same digits read as milliseconds are a day in 1970
    expect(toIsoDate(1700000000, 'milliseconds')).toBe('1970-01-20');
    expect(applyTransform({ date: 'created', epoch: 'seconds' }, { created: 1735689600 })).toBe('2025-01-01');
  });

  it('reads Microsoft JSON dates (/Date(ms+offset)/)', () => {
    expect(toIsoDate('/Date(1439434356790+0000)/')).toBe('2015-08-13');
  });

  it('yields nothing for impossible or unreadable dates', () => {
    expect(toIsoDate('2024-02-30')).toBeUndefined();
    expect(toIsoDate('next tuesday')).toBeUndefined();
    expect(toIsoDate('')).toBeUndefined();
    expect(toIsoDate(true)).toBeUndefined();
    expect(toIsoDate(Number.NaN)).toBeUndefined();
  });

  it('datetime passes strings through unchanged and turns unix times into ISO UTC', () => {
    expect(toDateTime('2026-03-04 14:30')).toBe('2026-03-04 14:30');
    expect(toDateTime('2026-03-04T14:30:00+01:00')).toBe('2026-03-04T14:30:00+01:00');
    expect(toDateTime(1772634600)).toBe('2026-03-04T14:30:00Z');
    expect(toDateTime(1772634600123)).toBe('2026-03-04T14:30:00.123Z');
    expect(toDateTime('  ')).toBeUndefined();
  });
});

describe('connector transforms: dates in a named format (never guessed)', () => {
  it('rfc2822 reads BigCommerce v2 dates, keeping the calendar date as written', () => {
    expect(toIsoDate('Tue, 20 Feb 2024 10:15:00 +0000', 'auto', 'rfc2822')).toBe('2024-02-20');
    expect(toIsoDate('Sat, 03 Mar 2018 02:35:28 +0000', 'auto', 'rfc2822')).toBe('2018-03-03');
    // late evening west of UTC stays on its own day (no timezone conversion)
    expect(toIsoDate('Thu, 20 Apr 2017 23:32:00 -0400', 'auto', 'rfc2822')).toBe('2017-04-20');
    expect(toIsoDate('1 Jan 2025', 'auto', 'rfc2822')).toBe('2025-01-01');
    expect(toIsoDate('wed, 5 JUN 2024 09:00 GMT', 'auto', 'rfc2822')).toBe('2024-06-05');
    expect(applyTransform({ date: 'date_created', format: 'rfc2822' }, { date_created: 'Mon, 29 Feb 2016 12:00:00 +0000' })).toBe('2016-02-29');
  });

  it('rfc2822 yields nothing for other forms and impossible values', () => {
    for (const v of [
      '2024-02-20',
      '2024-02-20T10:15:00Z',
      '20-02-2024',
      'Tue, 30 Feb 2024 10:15:00 +0000',
      'Tue, 20 Foo 2024 10:15:00 +0000',
      'Tue, 20 Feb 24 10:15:00 +0000',
      'Tue, 20 Feb 2024 25:15:00 +0000',
      'Tue, 20 Feb 2024 10:15:00 +00',
      '',
      1708424100,
    ]) {
      expect(toIsoDate(v, 'auto', 'rfc2822'), String(v)).toBeUndefined();
    }
  });

  it('day_first reads Sendcloud v2 dates: day, month, year with one separator', () => {
    expect(toIsoDate('20-02-2024', 'auto', 'day_first')).toBe('2024-02-20');
    expect(toIsoDate('20/02/2024 10:15', 'auto', 'day_first')).toBe('2024-02-20');
    expect(toIsoDate('01-02-2024 21:45:30', 'auto', 'day_first')).toBe('2024-02-01');
    expect(toIsoDate('5.3.2024', 'auto', 'day_first')).toBe('2024-03-05');
    expect(toIsoDate('20.02.2024T10:15:00', 'auto', 'day_first')).toBe('2024-02-20');
  });

  it('day_first never reads a month-first date or anything else', () => {
    // 02/20/2024 is month-first: month 20 does not exist, so nothing, rather than a guess
    for (const v of ['02/20/2024', '31-04-2024', '20-02/2024', '20-02-24', '2024-02-20', 'Tue, 20 Feb 2024 10:15:00 +0000', 1708424100, '20-02-2024x']) {
      expect(toIsoDate(v, 'auto', 'day_first'), String(v)).toBeUndefined();
    }
  });

  it('without a format a day-first string is not read at all, and ISO dates are unchanged', () => {
    expect(toIsoDate('20-02-2024')).toBeUndefined();
    expect(toIsoDate('Tue, 20 Feb 2024 10:15:00 +0000')).toBeUndefined();
    expect(applyTransform({ date: 'd' }, { d: '2024-02-20T10:15:00Z' })).toBe('2024-02-20');
  });
});

describe('connector transforms: enum', () => {
  const status = { enum: 'status', map: { fulfilled: 'dispatched', true: 'cancelled' } } as const;

  it('renames known values, case-insensitively', () => {
    expect(applyTransform(status, { status: 'fulfilled' })).toBe('dispatched');
    expect(applyTransform(status, { status: 'FULFILLED' })).toBe('dispatched');
    expect(applyTransform(status, { status: true })).toBe('cancelled');
  });

  it('passes unknown vendor terms through unchanged, or drops them to fall through a firstOf', () => {
    expect(applyTransform(status, { status: 'on_hold' })).toBe('on_hold');
    expect(applyTransform({ ...status, others: 'drop' }, { status: 'on_hold' })).toBeUndefined();
    expect(applyTransform({ firstOf: [{ ...status, others: 'drop' }, { const: 'processing' }] }, { status: 'on_hold' })).toBe('processing');
    expect(applyTransform(status, {})).toBeUndefined();
  });

  it('maps to booleans for booking flags', () => {
    expect(applyTransform({ enum: 'state', map: { no_show: true, arrived: false } }, { state: 'no_show' })).toBe(true);
  });
});

describe('connector transforms: pick an array item by a sibling field', () => {
  const contact = {
    handles: [
      { handle: '+447700900111', source: 'phone' },
      { handle: 'calvin@example.com', source: 'email' },
      { handle: 'calvin.work@example.com', source: 'email' },
    ],
    Phones: [
      { PhoneType: 'DEFAULT', PhoneNumber: '4960000', PhoneAreaCode: '0113' },
      { PhoneType: 'MOBILE', PhoneNumber: '900123', PhoneAreaCode: '07700' },
    ],
    contacts: [
      { email: 'accounts@acme.example', is_primary: false, id: 7 },
      { email: 'jo@acme.example', is_primary: true, id: 8, meta: { kind: 'person' } },
    ],
  };
  const pick = (path: string, where: Record<string, string | number | boolean | (string | number | boolean)[]>, field: string): Transform => ({
    path,
    where,
    pick: field,
  });

  it('takes the first item whose field equals the wanted value, wherever it sits in the list', () => {
    expect(applyTransform(pick('handles', { source: 'email' }, 'handle'), contact)).toBe('calvin@example.com');
    expect(applyTransform(pick('handles', { source: 'phone' }, 'handle'), contact)).toBe('+447700900111');
    expect(applyTransform(pick('contacts', { is_primary: true }, 'email'), contact)).toBe('jo@acme.example');
    expect(applyTransform(pick('contacts', { is_primary: true }, 'id'), contact)).toBe(8);
  });

  it('compares text without case or surrounding spaces, accepts a list of wanted values, and reads nested fields', () => {
    expect(applyTransform(pick('Phones', { PhoneType: 'mobile' }, 'PhoneNumber'), contact)).toBe('900123');
    expect(applyTransform(pick('Phones', { PhoneType: ['CELL', 'MOBILE'] }, 'PhoneAreaCode'), contact)).toBe('07700');
    expect(applyTransform(pick('contacts', { 'meta.kind': 'person', is_primary: 'true' }, 'email'), contact)).toBe('jo@acme.example');
  });

  it('yields nothing when no item matches, the path is not a list, or the picked value is an object, so firstOf falls back', () => {
    expect(applyTransform(pick('handles', { source: 'twitter' }, 'handle'), contact)).toBeUndefined();
    expect(applyTransform(pick('missing', { source: 'email' }, 'handle'), contact)).toBeUndefined();
    expect(applyTransform(pick('contacts', { is_primary: true }, 'meta'), contact)).toBeUndefined();
    expect(applyTransform({ firstOf: [pick('handles', { source: 'twitter' }, 'handle'), 'handles.0.handle'] }, contact)).toBe('+447700900111');
    expect(
      applyTransform({ join: [pick('Phones', { PhoneType: 'MOBILE' }, 'PhoneAreaCode'), pick('Phones', { PhoneType: 'MOBILE' }, 'PhoneNumber')] }, contact),
    ).toBe('07700 900123');
  });
});

describe('connector transforms: pick an array item by what it is not', () => {
  // Shaped like a calendar event: the organizer and the calendar's own copy carry flags, guests do not.
  const event = {
    organizer: { email: 'Desk@clinic.example' },
    attendees: [
      { email: 'desk@clinic.example', organizer: true, self: true },
      { email: 'room@clinic.example', resource: true, self: false },
      { email: 'ann@example.com', responseStatus: 'accepted' },
    ],
    people: [{ emailAddress: { address: 'desk@clinic.example' } }, { emailAddress: { address: 'ann@example.com' } }],
  };

  it('skips items whose flag equals a whereNot value; an item without the field is not it', () => {
    expect(applyTransform({ path: 'attendees', whereNot: { organizer: true }, pick: 'email' }, event)).toBe('room@clinic.example');
    expect(applyTransform({ path: 'attendees', whereNot: { organizer: true, resource: true }, pick: 'email' }, event)).toBe('ann@example.com');
    expect(applyTransform({ path: 'attendees', where: { responseStatus: 'accepted' }, whereNot: { self: true }, pick: 'email' }, event)).toBe(
      'ann@example.com',
    );
  });

  it('compares with a value of the record itself (sameAs), without case or surrounding spaces', () => {
    expect(applyTransform({ path: 'people', whereNot: { 'emailAddress.address': { sameAs: 'organizer.email' } }, pick: 'emailAddress.address' }, event)).toBe(
      'ann@example.com',
    );
    expect(applyTransform({ path: 'people', where: { 'emailAddress.address': { sameAs: 'organizer.email' } }, pick: 'emailAddress.address' }, event)).toBe(
      'desk@clinic.example',
    );
  });

  it('picks nothing when the record value to compare with is absent, or when every item is excluded', () => {
    const noOrganizer = { people: event.people };
    expect(
      applyTransform({ path: 'people', whereNot: { 'emailAddress.address': { sameAs: 'organizer.email' } }, pick: 'emailAddress.address' }, noOrganizer),
    ).toBeUndefined();
    expect(
      applyTransform({ path: 'attendees', whereNot: { email: ['desk@clinic.example', 'room@clinic.example', 'ANN@example.com'] }, pick: 'email' }, event),
    ).toBeUndefined();
  });
});

describe('connector transforms: lastSegment of a link or reference', () => {
  const appointment = {
    patient: { links: { self: 'https://api.clinic.example/v1/patients/1234/' } },
    subject: { reference: 'Patient/98765' },
    numeric: 42,
    query: 'https://api.example/v1/clients/77?expand=all#top',
    bare: '55',
    empty: 'https://api.example/v1/',
    flag: true,
  };

  it('yields the text after the last slash, without trailing slashes, query or fragment', () => {
    expect(applyTransform({ lastSegment: 'patient.links.self' }, appointment)).toBe('1234');
    expect(applyTransform({ lastSegment: 'subject.reference' }, appointment)).toBe('98765');
    expect(applyTransform({ lastSegment: 'query' }, appointment)).toBe('77');
    expect(applyTransform({ lastSegment: 'bare' }, appointment)).toBe('55');
    expect(applyTransform({ lastSegment: 'numeric' }, appointment)).toBe('42');
  });

  it('drops trailing slashes before taking the segment; yields nothing when no text is left, for a missing value or a boolean', () => {
    expect(applyTransform({ lastSegment: 'empty' }, appointment)).toBe('v1');
    expect(applyTransform({ lastSegment: { const: 'https://api.example/' } }, appointment)).toBe('api.example');
    expect(applyTransform({ lastSegment: { const: '/' } }, appointment)).toBeUndefined();
    expect(applyTransform({ lastSegment: 'missing' }, appointment)).toBeUndefined();
    expect(applyTransform({ lastSegment: 'flag' }, appointment)).toBeUndefined();
  });
});
