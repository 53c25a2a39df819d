import { devOutboxFor, type DevOutbox } from '../notify/dev-outbox.js';
import type { Services } from '../services.js';
import { SignIns } from '../dashboard-auth/sign-ins.js';
import { SignInLimits } from '../dashboard-auth/sign-in-limits.js';
import { SignInLinks } from '../dashboard-auth/sign-in-links.js';
import { DashboardSignIn } from '../dashboard-auth/sign-in.js';

export interface DashboardAuthParts {
  signIn: DashboardSignIn;
  signIns: SignIns;
  /** Development and tests only. */
  outbox: DevOutbox | undefined;
  /** PUBLIC_BASE_URL's origin: cookie requests from any other origin are refused. */
  ownOrigin: string;
}

/** Builds the dashboard's sign-in pieces over a process's Services (no state of its own). */
export function buildDashboardAuth(services: Services): DashboardAuthParts {
  const { redis, config, clock } = services;
  const signIns = new SignIns(redis, config.REDIS_PREFIX, clock);
  const signIn = new DashboardSignIn({
    orm: services.orm,
    box: services.box,
    queues: services.queues,
    signIns,
    links: new SignInLinks(redis, config.REDIS_PREFIX, clock),
    limits: new SignInLimits(redis, config.REDIS_PREFIX),
    logger: services.logger,
    publicBaseUrl: config.PUBLIC_BASE_URL,
  });
  return { signIn, signIns, outbox: devOutboxFor(config, redis, clock), ownOrigin: new URL(config.PUBLIC_BASE_URL).origin };
}
