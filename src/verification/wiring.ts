import { PartnerGateway } from '../account-connect/gateway.js';
import { AccountConnectVerifiers } from '../account-connect/provider.js';
import { AccountConnectSettingsStore } from '../account-connect/settings.js';
import { AccountConnectSetup } from '../account-connect/setup.js';
import { PendingAccountConnect } from '../account-connect/pending.js';
import { recordCustomerIdentified } from '../conversations/conversation-lifecycle.js';
import type { Services } from '../services.js';
import { AbuseLimits } from './abuse-limits.js';
import { ConversationGate } from './conversation-gate.js';
import { verificationRecords } from './records.js';
import { VerificationService } from './verification-service.js';
import type { VerifierSource } from './provider.js';
import { VerifierDirectory } from './verifiers.js';

export interface Verification {
  service: VerificationService;
  accountConnect: { store: AccountConnectSettingsStore; gateway: PartnerGateway; setup: AccountConnectSetup; pending: PendingAccountConnect };
}

/**
 * Builds verification for one process from its Services (cheap objects over the shared Redis and
 * ORM). Account Connect is asked first; `moreSources` (the connector runtime's verifying connection)
 * after it.
 */
export function buildVerification(services: Services, moreSources: readonly VerifierSource[] = []): Verification {
  const { config, redis, orm, box, clock, logger } = services;
  const store = new AccountConnectSettingsStore(orm, box, clock);
  const gateway = new PartnerGateway({ rpc: services.rpc, queues: services.queues, config });
  const directory = new VerifierDirectory([new AccountConnectVerifiers(store, gateway, logger), ...moreSources]);
  const service = new VerificationService({
    directory,
    records: verificationRecords(redis, config.REDIS_PREFIX, clock),
    gate: new ConversationGate(redis, config.REDIS_PREFIX),
    limits: new AbuseLimits(redis, config.REDIS_PREFIX, config.VERIFY_TENANT_RATE_PER_MINUTE),
    box,
    logger,
    onVerified: async (t, c, customerName) => {
      await recordCustomerIdentified(services, t, c, { method: 'verified', customerName });
    },
  });
  const pending = new PendingAccountConnect({ orm, box, clock, store, gateway });
  return { service, accountConnect: { store, gateway, pending, setup: new AccountConnectSetup(store, gateway, config, pending) } };
}
