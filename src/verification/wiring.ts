import { PartnerGateway } from '../account-connect/gateway.js';
import { AccountConnectVerifiers } from '../account-connect/provider.js';
import { AccountConnectSettingsStore } from '../account-connect/settings.js';
import { AccountConnectSetup } from '../account-connect/setup.js';
import type { Services } from '../services.js';
import { AbuseLimits } from './abuse-limits.js';
import { ConversationGate } from './conversation-gate.js';
import { verificationRecords } from './records.js';
import { VerificationService } from './verification-service.js';
import { VerifierDirectory } from './verifiers.js';

export interface Verification {
  service: VerificationService;
  accountConnect: { store: AccountConnectSettingsStore; gateway: PartnerGateway; setup: AccountConnectSetup };
}

/**
 * Builds verification for one process from its Services (cheap objects over the shared Redis and
 * ORM). The sources of verifiers are listed here: Account Connect now; the connector runtime adds its
 * source to the VerifierDirectory list.
 */
export function buildVerification(services: Services): Verification {
  const { config, redis, orm, box, clock, logger } = services;
  const store = new AccountConnectSettingsStore(orm, box, clock);
  const gateway = new PartnerGateway({ rpc: services.rpc, queues: services.queues, config });
  const directory = new VerifierDirectory([new AccountConnectVerifiers(store, gateway, logger)]);
  const service = new VerificationService({
    directory,
    records: verificationRecords(redis, config.REDIS_PREFIX, clock),
    gate: new ConversationGate(redis, config.REDIS_PREFIX),
    limits: new AbuseLimits(redis, config.REDIS_PREFIX, config.VERIFY_TENANT_RATE_PER_MINUTE),
    box,
    logger,
  });
  return { service, accountConnect: { store, gateway, setup: new AccountConnectSetup(store, gateway, config) } };
}
