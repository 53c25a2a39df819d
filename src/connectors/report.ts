import { CONNECTOR_CATEGORIES, type ConnectorCategory } from './categories.js';
import { capabilitiesOf, type ConnectorDefinition } from './define.js';
import { TEST_LEVELS, type TestLevel } from './definition-schema.js';
import type { ConnectorFixture, FixtureSource } from './fixtures/fixture.js';

/**
 * The catalogue fidelity report (`npm run catalogue:report`): per category, how many connectors, how
 * their test_level splits, how many fixtures name an official source (the vendor's documentation page,
 * OpenAPI document or SDK) and how many capabilities the connectors offer. Pure: the script prints it.
 */

/** Fixture source kinds that are the vendor's own published material. */
export const OFFICIAL_SOURCES: readonly FixtureSource['kind'][] = ['docs', 'openapi', 'sdk'];

export interface ReportRow {
  category: ConnectorCategory | 'total';
  connectors: number;
  levels: Record<TestLevel, number>;
  fixtures: number;
  officialFixtures: number;
  /** Fixtures whose source is still the mechanical placeholder. */
  unverifiedFixtures: number;
  capabilities: number;
}

function emptyRow(category: ReportRow['category']): ReportRow {
  return {
    category,
    connectors: 0,
    levels: Object.fromEntries(TEST_LEVELS.map((l) => [l, 0])) as Record<TestLevel, number>,
    fixtures: 0,
    officialFixtures: 0,
    unverifiedFixtures: 0,
    capabilities: 0,
  };
}

/** One row per category that has connectors, in catalogue order, then the total. */
export function catalogueReport(connectors: readonly ConnectorDefinition[], fixtures: readonly ConnectorFixture[]): ReportRow[] {
  const byCategory = new Map<ConnectorCategory, ReportRow>();
  const total = emptyRow('total');
  const categoryOf = new Map<string, ConnectorCategory>();
  for (const def of connectors) {
    categoryOf.set(def.key, def.category);
    const row = byCategory.get(def.category) ?? emptyRow(def.category);
    byCategory.set(def.category, row);
    for (const r of [row, total]) {
      r.connectors++;
      r.levels[def.test_level]++;
      r.capabilities += capabilitiesOf(def).length;
    }
  }
  for (const f of fixtures) {
    const category = categoryOf.get(f.connector);
    if (category === undefined) continue;
    for (const r of [byCategory.get(category)!, total]) {
      r.fixtures++;
      if (OFFICIAL_SOURCES.includes(f.source.kind)) r.officialFixtures++;
      if (f.source.kind === 'unverified') r.unverifiedFixtures++;
    }
  }
  const rows = CONNECTOR_CATEGORIES.flatMap((c) => byCategory.get(c) ?? []);
  return [...rows, total];
}

/** The report as a Markdown table (docs/connectors.md "Catalogue fidelity" carries it). */
export function reportTable(rows: readonly ReportRow[]): string {
  const head = ['Category', 'Connectors', 'documented', 'partly-documented', 'unconfirmed', 'Fixtures', 'Official source', 'Unverified source', 'Capabilities'];
  const line = (cells: (string | number)[]): string => `| ${cells.join(' | ')} |`;
  const body = rows.map((r) => {
    const name = r.category === 'total' ? '**Total**' : r.category;
    return line([name, r.connectors, ...TEST_LEVELS.map((l) => r.levels[l]), r.fixtures, r.officialFixtures, r.unverifiedFixtures, r.capabilities]);
  });
  return [line(head), line(head.map((_, i) => (i === 0 ? '---' : '---:'))), ...body].join('\n');
}
