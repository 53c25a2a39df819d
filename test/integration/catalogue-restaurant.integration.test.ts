import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { verificationSource, type ConnectorDefinition } from '../../src/connectors/define.js';
import { FIXTURES } from '../../src/connectors/fixtures/index.js';
import { readCapability, readRecords, type ConnectionContext } from '../../src/connectors/runtime/read.js';
import { vendor, deps, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Restaurant connectors end to end against a scripted vendor on 127.0.0.1 serving the documented
 * replies: the reservations read that verification uses (guest email and name) and the reservations
 * the verified guest sees, with party size, and nobody else's.
 */

useCatalogueHarness();
const catalogue = loadCatalogue();
const def = (key: string): ConnectorDefinition => catalogue.get(key)!;
const fixture = FIXTURES.find((f) => f.connector === 'resos' && f.capability === 'bookings')!;

describe('resOS connector (from_bookings_email)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-resos',
    config: {},
    secrets: { api_key: 'Pk9x2Qm4Rt7Vw1Yz3Ab5Cd8Ef0Gh6Jk' },
    baseUrlOverride: `${vendor.baseUrl}/v1`,
  });
  const someoneElse = (i: number) => ({ _id: `other-${i}`, dateTime: '2026-03-07T19:00:00.000Z', people: 2, status: 'approved', guest: { name: 'Amy Other', email: `amy${i}@example.com` } });

  it('lists bookings by date with the key as Basic user, scanning skip/limit pages for the guest', async () => {
    const reply = fixture.reply as unknown[];
    vendor.answer((r) => (r.query.get('skip') === '0' ? { body: [...Array.from({ length: 99 }, (_, i) => someoneElse(i)), reply[0]] } : { body: reply.slice(1) }));
    const res = await readCapability(def('resos'), 'bookings', conn(), fixture.input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture.rows, pages: 2, dropped: 99 });
    const first = vendor.requests[0]!;
    expect(first.path).toBe('/v1/bookings');
    expect(first.query.get('fromDateTime')).toBe('2026-02-15T00:00:00Z');
    expect(first.query.get('toDateTime')).toBe('2026-05-30T23:59:59Z');
    expect([first.query.get('skip'), first.query.get('limit')]).toEqual(['0', '100']);
    expect(first.headers['authorization']).toBe(`Basic ${Buffer.from('Pk9x2Qm4Rt7Vw1Yz3Ab5Cd8Ef0Gh6Jk:').toString('base64')}`);
    expect(vendor.requests[1]!.query.get('skip')).toBe('100');
  });

  it('gives verification the guest name and email of each booking', async () => {
    expect(verificationSource(def('resos'))).toBe('bookings');
    vendor.answer(() => ({ body: fixture.reply }));
    const res = await readRecords(def('resos'), 'bookings', conn(), { customer: { email: 'oliver.hughes@example.co.uk' } }, deps);
    expect(res.ok && res.rows.map((r) => [r.ownerName, r.ownerEmail, r.row.party_size])).toEqual([
      ['Oliver Hughes', 'oliver.hughes@example.co.uk', 4],
      ['Oliver Hughes', 'oliver.hughes@example.co.uk', 2],
      ['Oliver Hughes', 'oliver.hughes@example.co.uk', 6],
    ]);
  });

  it('shows nothing for a guest with no bookings, and a reply that is not a list is a failure', async () => {
    vendor.answer(() => ({ body: [someoneElse(1)] }));
    expect(await readCapability(def('resos'), 'bookings', conn(), fixture.input, deps)).toMatchObject({ ok: true, rows: [], dropped: 1 });
    vendor.answer(() => ({ body: { error: 'unauthorised' } }));
    expect(await readCapability(def('resos'), 'bookings', conn(), fixture.input, deps)).toMatchObject({ ok: false, failure: { kind: 'bad_reply' } });
  });
});
