import { loadConfigOrExit } from '../config/env.js';
import { createLogger } from './logger.js';
import { describeConnectFailure } from './services-check.js';
import { migrateUp, openOrm } from './db/orm.js';

/** `release` process: applies pending migrations and exits. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'release' });
  let orm;
  try {
    orm = await openOrm(config, logger, { unbounded: true });
    const applied = await migrateUp(orm);
    logger.info({ applied }, applied.length ? 'migrations applied' : 'database is up to date');
  } catch (err) {
    process.stderr.write(`${describeConnectFailure('postgres', config.DATABASE_URL, err)}\n`);
    process.exitCode = 1;
  } finally {
    await orm?.close();
  }
}

await main();
