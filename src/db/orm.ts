import { MikroORM, type EntityClass, type EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/env.js';
import type { Logger } from '../logger.js';
import { ENTITIES } from './entities/index.js';

/** Migration settings; the list of migrations is added by migrateUp, the one place that runs them. */
const MIGRATION_OPTIONS = { transactional: true, allOrNothing: true, snapshot: false, silent: true } as const;

export type Orm = MikroORM;

/**
 * Opens the ORM for one process. The pool is sized from config (DATABASE_POOL_MAX); DATABASE_TIMEOUT_MS
 * bounds opening a connection, waiting for one from the pool, and each statement (server and client
 * side), so a stopped or stuck PostgreSQL fails a request instead of hanging it. `unbounded` lifts the
 * statement deadline (migrations).
 *
 * The migrator (@mikro-orm/migrations, umzug and its command-line dependencies) and the migration classes
 * are not loaded here: only migrateUp loads them, so the web, worker and clock processes do not carry
 * them (about 3 MiB of heap and 7 MiB of RSS each, measured on the compiled build).
 */
export async function openOrm(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_MAX'> & Partial<Pick<Config, 'DATABASE_TIMEOUT_MS'>>,
  logger?: Logger,
  opts: { unbounded?: boolean } = {},
): Promise<Orm> {
  const deadline = config.DATABASE_TIMEOUT_MS ?? 5_000;
  const statements = opts.unbounded ? {} : { statement_timeout: deadline, query_timeout: deadline + 1_000 };
  return MikroORM.init({
    clientUrl: config.DATABASE_URL,
    entities: ENTITIES,
    migrations: { ...MIGRATION_OPTIONS },
    pool: { min: 0, max: config.DATABASE_POOL_MAX },
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: false,
    debug: false,
    logger: (message: string) => logger?.debug({ orm: message }, 'orm'),
    driverOptions: { connection: { connectionTimeoutMillis: deadline, ...statements }, acquireConnectionTimeout: deadline },
  });
}

/** Applies pending migrations; returns their names. */
export async function migrateUp(orm: Orm): Promise<string[]> {
  const [{ Migrator }, { MIGRATIONS }] = await Promise.all([import('@mikro-orm/migrations'), import('./migrations/index.js')]);
  orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList: MIGRATIONS });
  Migrator.register(orm);
  const applied = await orm.getMigrator().up();
  return applied.map((m) => m.name);
}

/**
 * An entity from one raw result row (column names), for read-only use on a hot path: hydrated as
 * em.map does, but not merged into the fork's identity map, which costs about 0.1 ms a row (a third
 * of an /api/connect key check, measured). Do not persist or flush what this returns.
 */
export function hydrateRow<T extends object>(em: EntityManager, entity: EntityClass<T>, row: Record<string, unknown>): T {
  const data = em.getDriver().mapResult<T>(row as never, em.getMetadata().get<T>(entity.name));
  return em.getEntityFactory().create(entity, data ?? {}, { merge: false, newEntity: false, convertCustomTypes: true });
}
