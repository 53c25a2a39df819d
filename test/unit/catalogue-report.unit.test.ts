import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { capabilitiesOf } from '../../src/connectors/define.js';
import type { ConnectorFixture } from '../../src/connectors/fixtures/fixture.js';
import { FIXTURES } from '../../src/connectors/fixtures/index.js';
import { catalogueReport, reportTable } from '../../src/connectors/report.js';

const catalogue = loadCatalogue();

describe('catalogue fidelity report (npm run catalogue:report)', () => {
  it('counts connectors, test levels, official fixture sources and capabilities per category', () => {
    const shopify = catalogue.get('shopify')!;
    const stripe = catalogue.get('stripe')!;
    const defs = [
      { ...shopify, test_level: 'documented' as const },
      { ...catalogue.get('woocommerce')!, test_level: 'unconfirmed' as const },
      { ...stripe, test_level: 'partly-documented' as const },
    ];
    const fixture = (connector: string, kind: ConnectorFixture['source']['kind']): ConnectorFixture => ({
      connector,
      capability: 'orders',
      source: { kind, ref: 'x' },
      input: {},
      reply: {},
      rows: [],
    });
    const fixtures = [
      fixture('shopify', 'openapi'),
      fixture('shopify', 'docs'),
      fixture('woocommerce', 'unverified'),
      fixture('stripe', 'none'),
      fixture('not_in_list', 'sdk'),
    ];
    const rows = catalogueReport(defs, fixtures);
    expect(rows.map((r) => r.category)).toEqual(['ecommerce', 'payments_billing', 'total']);
    expect(rows[0]).toMatchObject({
      connectors: 2,
      levels: { documented: 1, 'partly-documented': 0, unconfirmed: 1 },
      fixtures: 3,
      officialFixtures: 2,
      unverifiedFixtures: 1,
      capabilities: capabilitiesOf(shopify).length + capabilitiesOf(catalogue.get('woocommerce')!).length,
    });
    expect(rows[2]).toMatchObject({ connectors: 3, fixtures: 4, officialFixtures: 2, levels: { documented: 1, 'partly-documented': 1, unconfirmed: 1 } });
  });

  it('covers the whole catalogue: category rows add up to the total, and the table has one line per row', () => {
    const rows = catalogueReport(catalogue.all(), FIXTURES);
    const total = rows.at(-1)!;
    const parts = rows.slice(0, -1);
    expect(total.connectors).toBe(catalogue.all().length);
    expect(parts.reduce((n, r) => n + r.connectors, 0)).toBe(total.connectors);
    expect(parts.reduce((n, r) => n + r.fixtures, 0)).toBe(FIXTURES.length);
    expect(total.levels.documented + total.levels['partly-documented'] + total.levels.unconfirmed).toBe(total.connectors);
    const table = reportTable(rows).split('\n');
    expect(table).toHaveLength(rows.length + 2);
    expect(table.at(-1)).toMatch(/^\| \*\*Total\*\* \| \d+ \|/);
  });
});
