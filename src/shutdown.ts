import type { Logger } from './logger.js';

/** Time a process has, from SIGTERM, to stop cleanly before it exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Runs `stop` once on SIGTERM or SIGINT and exits 0 when it resolves; exits 1 if it has not within
 * the grace period or it throws.
 */
export function onShutdownSignal(logger: Logger, stop: () => Promise<void>, graceMs = SHUTDOWN_GRACE_MS): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error({ graceMs }, 'shutdown took too long; exiting');
      process.exit(1);
    }, graceMs).unref();
    stop().then(
      () => {
        logger.info('stopped cleanly');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', handler);
  process.once('SIGINT', handler);
}
