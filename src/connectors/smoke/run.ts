import { isDeepStrictEqual } from 'node:util';
import type { SmokeResults } from '../../db/entities/smoke-run.js';
import type { Capability } from '../../../config/contract.js';
import { capabilitiesOf, type ConnectorDefinition } from '../define.js';
import type { ConnectorFixture } from '../fixtures/fixture.js';
import { rowsFromReply } from '../runtime/replies.js';

/**
 * The smoke run (spec: "Smoke result"): every catalogue connector's capabilities are run against their
 * fixtures (the vendors' documented example replies) with no network and no customer data. A
 * capability passes when it has at least one fixture and, for each, the mapping reads the reply
 * without failure, every record maps to a valid spec row (the row schemas of rows.ts; none dropped as
 * invalid), and the rows are exactly those the fixture documents. A connector passes when all of its
 * capabilities pass. Pure: the same function runs in the smoke pool and in the test suite.
 */

/** The spec's smoke result. */
export interface SmokeResult {
  /** ISO 8601. */
  ran: string;
  passed: number;
  total: number;
  results: SmokeResults;
}

/** Why one capability of one connector failed (logged loudly; not part of the public result). */
export interface SmokeProblem {
  connector: string;
  capability: Capability;
  problem: string;
}

function checkFixture(def: ConnectorDefinition, capability: Capability, fixture: ConnectorFixture): string | undefined {
  let out: ReturnType<typeof rowsFromReply>;
  try {
    out = rowsFromReply(def, capability, fixture.reply, fixture.input);
  } catch (err) {
    return `the mapping threw: ${(err as Error).message}`;
  }
  if (!out.ok) return `the documented reply did not read: ${out.failure.message}`;
  // Every row the mapping kept already passed the spec's row schema (rows.ts); one that did not is counted here.
  if (out.invalid > 0) return `${out.invalid} record(s) did not map to a valid ${capability} row`;
  if (!isDeepStrictEqual(out.rows, fixture.rows)) return 'the rows differ from those the fixture documents';
  return undefined;
}

export function runSmoke(
  connectors: readonly ConnectorDefinition[],
  fixtures: readonly ConnectorFixture[],
  ranAt: Date,
): { result: SmokeResult; problems: SmokeProblem[] } {
  const byConnector = new Map<string, ConnectorFixture[]>();
  for (const f of fixtures) byConnector.set(f.connector, [...(byConnector.get(f.connector) ?? []), f]);
  const results: SmokeResults = {};
  const problems: SmokeProblem[] = [];
  let passed = 0;
  for (const def of connectors) {
    const capabilities: Record<string, boolean> = {};
    for (const capability of capabilitiesOf(def)) {
      const mine = (byConnector.get(def.key) ?? []).filter((f) => f.capability === capability);
      const found =
        mine.length === 0
          ? ['no documented example reply (fixture) for this capability']
          : mine.map((f) => checkFixture(def, capability, f)).filter((p): p is string => p !== undefined);
      capabilities[capability] = found.length === 0;
      for (const problem of found) problems.push({ connector: def.key, capability, problem });
    }
    const ok = Object.values(capabilities).every(Boolean);
    if (ok) passed++;
    results[def.key] = { ok, capabilities };
  }
  return { result: { ran: ranAt.toISOString(), passed, total: connectors.length, results }, problems };
}
