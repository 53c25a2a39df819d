import { MikroORM, type EntityClass, type EntityManager } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Config } from '../../config/env.js';
import type { Logger } from '../logger.js';
import { ENTITIES } from './entities/index.js';
import { MIGRATIONS } from './migrations/index.js';

export type Orm = MikroORM;

/** Opens the ORM for one process. The pool is sized from config (DATABASE_POOL_MAX). */
export async function openOrm(config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_MAX'>, logger?: Logger): Promise<Orm> {
  return MikroORM.init({
    clientUrl: config.DATABASE_URL,
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    pool: { min: 0, max: config.DATABASE_POOL_MAX },
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: false,
    debug: false,
    logger: (message: string) => logger?.debug({ orm: message }, 'orm'),
    driverOptions: { connection: { connectionTimeoutMillis: 5_000 } },
  });
}

/** Applies pending migrations; returns their names. */
export async function migrateUp(orm: Orm): Promise<string[]> {
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
