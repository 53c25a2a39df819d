import { ConnectionException, DriverException } from '@mikro-orm/core';

/**
 * The database driver's errors as other layers need to recognise them (the outage middleware, the log
 * serializer), so that only src/db and the stores import MikroORM.
 */

/** MikroORM could not reach or keep its connection to PostgreSQL. */
export function isConnectionException(err: unknown): boolean {
  return err instanceof ConnectionException;
}

/** A driver error (it may carry a SQLSTATE, a table and a constraint). */
export function isDriverException(err: unknown): boolean {
  return err instanceof DriverException;
}
