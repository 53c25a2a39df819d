import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { capabilitiesOf } from '../../src/connectors/define.js';
import type { ConnectorFixture } from '../../src/connectors/fixtures/fixture.js';
import { FIXTURES } from '../../src/connectors/fixtures/index.js';
import { runSmoke } from '../../src/connectors/smoke/run.js';
import { smokeResultSchema } from '../fakes/spec-shapes.js';

/**
 * The smoke run as the smoke pool runs it, over the whole catalogue and its fixtures (documented
 * vendor replies), with no network: a broken fixture or mapping fails this test, so it fails CI.
 */

const catalogue = loadCatalogue();
const ranAt = new Date(Date.UTC(2026, 10, 22, 14, 23, 0));

describe('smoke run (src/connectors/smoke/run.ts)', () => {
  it('every catalogue connector maps its documented example replies to valid spec rows', () => {
    const { result, problems } = runSmoke(catalogue.all(), FIXTURES, ranAt);
    expect(problems).toEqual([]);
    expect(result.total).toBe(catalogue.all().length);
    expect(result.passed).toBe(result.total);
    expect(smokeResultSchema.parse(result).ran).toBe('2026-11-22T14:23:00.000Z');
    for (const def of catalogue.all()) {
      expect(result.results[def.key], def.key).toEqual({ ok: true, capabilities: Object.fromEntries(capabilitiesOf(def).map((c) => [c, true])) });
    }
  });

  it('a broken fixture or mapping fails that capability and that connector, and says why', () => {
    const shopify = FIXTURES.filter((f) => f.connector === 'shopify');
    const broken: ConnectorFixture[] = FIXTURES.map((f) => {
      if (f === shopify[0]) return { ...f, reply: { unexpected: true } };
      if (f === shopify[1]) return { ...f, rows: [{ order_number: 'not what the mapping makes', placed: '2026-01-01' }] };
      return f;
    });
    const { result, problems } = runSmoke(catalogue.all(), broken, ranAt);
    expect(result.passed).toBe(result.total - 1);
    expect(result.results['shopify']!.ok).toBe(false);
    expect(result.results['shopify']!.capabilities[shopify[0]!.capability]).toBe(false);
    expect(result.results['shopify']!.capabilities[shopify[1]!.capability]).toBe(false);
    expect(problems).toHaveLength(2);
    expect(problems.map((p) => [p.connector, p.capability])).toEqual(
      expect.arrayContaining([
        ['shopify', shopify[0]!.capability],
        ['shopify', shopify[1]!.capability],
      ]),
    );
    expect(problems.find((p) => p.capability === shopify[0]!.capability)!.problem).toMatch(/^the documented reply did not read: /);
    expect(problems.find((p) => p.capability === shopify[1]!.capability)!.problem).toBe('the rows differ from those the fixture documents');
  });

  it('a capability with no documented reply fails (nothing is assumed to work)', () => {
    const { result, problems } = runSmoke(
      catalogue.all(),
      FIXTURES.filter((f) => !(f.connector === 'eventbrite' && f.capability === 'orders')),
      ranAt,
    );
    expect(result.results['eventbrite']).toMatchObject({ ok: false, capabilities: { orders: false } });
    expect(problems).toEqual([{ connector: 'eventbrite', capability: 'orders', problem: 'no documented example reply (fixture) for this capability' }]);
  });

  it('records that do not map to a valid row fail the capability', () => {
    const fixture = FIXTURES.find((f) => f.connector === 'rest_api' && f.capability === 'orders')!;
    const out = runSmoke(
      [catalogue.get('rest_api')!],
      [...FIXTURES.filter((f) => f !== fixture), { ...fixture, reply: { data: [{ id: 'A-1' }] }, rows: [] }],
      ranAt,
    );
    expect(out.result.results['rest_api']!.capabilities['orders']).toBe(false);
    expect(out.problems).toEqual([{ connector: 'rest_api', capability: 'orders', problem: '1 record(s) did not map to a valid orders row' }]);
  });
});
