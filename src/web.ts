import { loadConfigOrExit } from '../config/env.js';
import { buildApp } from './app.js';
import { onShutdownSignal } from './shutdown.js';
import { openServices } from './services.js';
import { checkPostgres, checkRedis } from './services-check.js';
import { LISTEN_HOST, listenFailure, listenOrFail, runMain } from './startup.js';

/** `web` process: the Express front. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  for (const problem of await Promise.all([checkRedis(config.REDIS_URL, { clusterNodes: config.REDIS_CLUSTER_NODES }), checkPostgres(config.DATABASE_URL)])) {
    if (problem) {
      process.stderr.write(`${problem}\n`);
      process.exit(1);
    }
  }
  const services = await openServices(config, { name: 'web', rpc: true });
  const app = buildApp(services);
  let server;
  try {
    server = await listenOrFail(app, config.PORT, LISTEN_HOST);
  } catch (err) {
    process.stderr.write(`web: ${(err as Error).message}\n`);
    process.exit(1);
  }
  server.on('error', (err) => {
    process.stderr.write(`web: ${listenFailure(config.PORT, err)}\n`);
    process.exit(1);
  });
  services.logger.info({ port: config.PORT }, 'web listening');
  server.keepAliveTimeout = 65_000;
  onShutdownSignal(services.logger, async () => {
    // Stop taking requests, let in-flight ones finish, then close Redis and Postgres.
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await services.close();
  });
}

await runMain('web', main);
