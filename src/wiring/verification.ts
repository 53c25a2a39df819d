import { PartnerGateway } from '../account-connect/gateway.js';
import { AccountConnectVerifiers } from '../verification/verifiers/account-connect.js';
import { AccountConnectSettingsStore } from '../account-connect/settings.js';
import { AccountConnectSetup } from '../account-connect/setup.js';
import { PendingAccountConnect } from '../account-connect/pending.js';
import { ConnectService } from '../verification/verifiers/connector/connect-service.js';
import { ConnectionDataSources } from '../verification/verifiers/connector/data-source.js';
import { ConnectionTrackingDirectory } from '../verification/verifiers/connector/tracking-source.js';
import { buildConnectors, type Connectors } from './connectors.js';
import { recordCustomerIdentified } from '../conversations/conversation-lifecycle.js';
import type { Services } from '../services.js';
import { AbuseLimits } from '../verification/abuse-limits.js';
import { AccountReads } from '../verification/reads.js';
import { ConversationGate } from '../verification/conversation-gate.js';
import { verificationRecords } from '../verification/records.js';
import { SessionMemo } from '../verification/session-memo.js';
import { TrackOrders } from '../verification/track-orders.js';
import { VerificationService } from '../verification/verification-service.js';
import { VerifierDirectory } from '../verification/verifiers.js';

export interface Verification {
  /** The one verification path of the process: /api/chatbot-api/*, the bot's tools and /api/connect/* all use it. */
  service: VerificationService;
  /** The bot's /api/connect/{connection_id}/* endpoints over `service` (src/http/connect.ts). */
  connect: ConnectService;
  accountConnect: { store: AccountConnectSettingsStore; gateway: PartnerGateway; setup: AccountConnectSetup; pending: PendingAccountConnect };
}

/**
 * Builds verification for one process from its Services and its connector parts (cheap objects over
 * the shared Redis and ORM), once: the tenant's verifier is Account Connect or its verifying
 * connection (only one verifies); its data connections supply data; its tracking connection tracks.
 */
export function buildVerification(services: Services, connectors: Connectors = buildConnectors(services)): Verification {
  const { config, redis, orm, box, clock, logger } = services;
  const store = new AccountConnectSettingsStore(orm, box, clock);
  const gateway = new PartnerGateway({ rpc: services.rpc, queues: services.queues, config });
  const directory = new VerifierDirectory([new AccountConnectVerifiers(store, gateway, logger), connectors.verifiers]);
  const memo = new SessionMemo(redis, config.REDIS_PREFIX, box, clock);
  const connectorParts = { store: connectors.store, catalogue: connectors.catalogue, reader: connectors.gateway };
  // A data connection's whole read (its customer search included) gets the outbound limit (spec: 15 s).
  const reads = new AccountReads({
    dataSources: new ConnectionDataSources({ ...connectorParts, memo }),
    memo,
    logger,
    sourceDeadlineMs: config.VENDOR_TIMEOUT_MS,
    onAnswered: (id) => services.activity.noteConnection(id),
    onDropped: (n) => services.metrics.rowsDropped('merge', 'safety_filter', n),
  });
  const service = new VerificationService({
    directory,
    records: verificationRecords(redis, config.REDIS_PREFIX, clock),
    gate: new ConversationGate(redis, config.REDIS_PREFIX),
    limits: new AbuseLimits(redis, config.REDIS_PREFIX, config.VERIFY_TENANT_RATE_PER_MINUTE),
    box,
    logger,
    reads,
    tracking: new TrackOrders({ tracking: new ConnectionTrackingDirectory(connectorParts), reads, logger }),
    onVerified: async (t, c, customerName) => {
      await recordCustomerIdentified(services, t, c, { method: 'verified', customerName });
    },
    onOutcome: (outcome) => services.metrics.verificationOutcome(outcome),
    onConnection: (id) => services.activity.noteConnection(id),
  });
  const pending = new PendingAccountConnect({ orm, box, clock, store, gateway });
  return {
    service,
    connect: new ConnectService(connectors.providerDeps, service),
    accountConnect: { store, gateway, pending, setup: new AccountConnectSetup(store, gateway, config, pending) },
  };
}
