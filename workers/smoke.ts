import type { Job, Processor } from 'bullmq';
import { smokeRunPayload } from '../queues/smoke.js';
import { loadCatalogue, type ConnectorCatalogue } from '../src/connectors/catalogue/index.js';
import type { ConnectorFixture } from '../src/connectors/fixtures/fixture.js';
import { FIXTURES } from '../src/connectors/fixtures/index.js';
import { runSmoke, type SmokeProblem } from '../src/connectors/smoke/run.js';
import { SmokeStore } from '../src/connectors/smoke/smoke-store.js';
import type { Services } from '../src/services.js';

export interface SmokePoolOptions {
  /** Default: the built-in catalogue. */
  catalogue?: ConnectorCatalogue;
  /** Default: every connector fixture (src/connectors/fixtures). */
  fixtures?: readonly ConnectorFixture[];
}

export type SmokeJobOutcome = { kind: 'skipped'; period: string } | { kind: 'ran'; period: string; passed: number; total: number };

/**
 * The smoke pool: `smoke.run` {period} runs every catalogue connector's capabilities against their
 * documented example replies (no network, no customer data) and stores the result. A period that
 * already has a run is skipped, so results refresh at most hourly. Each broken connector is logged at
 * error level with what broke, so it is seen.
 */
export function smokeProcessor(services: Services, opts: SmokePoolOptions = {}): Processor {
  const { logger, clock } = services;
  const store = new SmokeStore(services.orm);
  let catalogue: ConnectorCatalogue | undefined;
  return async (job: Job): Promise<SmokeJobOutcome> => {
    const { period } = smokeRunPayload.parse(job.data);
    if (await store.hasPeriod(period)) return { kind: 'skipped', period };
    catalogue ??= opts.catalogue ?? loadCatalogue();
    const { result, problems } = runSmoke(catalogue.all(), opts.fixtures ?? FIXTURES, new Date(clock.now()));
    const byConnector = new Map<string, SmokeProblem[]>();
    for (const p of problems) byConnector.set(p.connector, [...(byConnector.get(p.connector) ?? []), p]);
    for (const [connector, list] of byConnector) {
      logger.error(
        { smoke: 'broken_connector', connector, problems: list.map((p) => `${p.capability}: ${p.problem}`) },
        `SMOKE RUN: connector ${connector} is broken`,
      );
    }
    const saved = await store.save(period, result);
    const summary = { period, passed: result.passed, total: result.total, broken: byConnector.size, saved };
    if (byConnector.size > 0) logger.error(summary, 'smoke run finished with broken connectors');
    else logger.info(summary, 'smoke run finished: every connector passed');
    return saved ? { kind: 'ran', period, passed: result.passed, total: result.total } : { kind: 'skipped', period };
  };
}
