import { accountConnectEndpoint, type AccountConnectCalls } from '../account-connect/calls.js';
import { AccountConnectVerifiers } from '../verification/verifiers/account-connect.js';
import { AccountConnectSettingsStore } from '../account-connect/settings.js';
import { AccountConnectSetup } from '../account-connect/setup.js';
import { PendingAccountConnect } from '../account-connect/pending.js';
import { ConnectService } from '../verification/connect-service.js';
import { ConnectionDataSources } from '../verification/verifiers/connector/data-source.js';
import { buildConnectors, type Connectors } from './connectors.js';
import { recordCustomerIdentified } from '../conversations/conversation-lifecycle.js';
import type { Services } from '../services.js';
import { AbuseLimits } from '../verification/abuse-limits.js';
import { AccountReads } from '../verification/account-reads.js';
import { ConversationGate } from '../verification/conversation-gate.js';
import { verificationRecords } from '../verification/records.js';
import { TOKEN_MAX_CHARS } from '../verification/token-store.js';
import { SessionMemo } from '../verification/session-memo.js';
import { Tracking } from '../verification/tracking.js';
import type { PlanCalls } from '../verification/verifier.js';
import { buildDestinationCaps, buildFraudSignals } from './caps.js';
import { buildReceipts } from './receipts.js';
import { rpcCall } from './rpc.js';
import { demoBaseUrl } from '../account-connect/address.js';
import { VerificationService } from '../verification/verification-service.js';
import { VerifierDirectory } from '../verification/verifiers.js';
import type { OwnTickets } from '../verification/data-sources.js';
import { CustomerTickets } from '../tickets/customer-tickets.js';
import { SOURCE_MESSAGES } from '../messages.js';
import { IdentitySecrets } from '../identity/identity-secrets.js';
import { IdentityTokens } from '../identity/identity-token.js';
import { IdentityJwksStore, JwksKeys, jwksFetchEndpoint, tenantIdentityKeys } from '../identity/identity-jwks.js';

export interface Verification {
  /** The one verification path of the process: /api/chatbot-api/*, the bot's tools and /api/connect/* all use it. */
  service: VerificationService;
  /** The bot's /api/connect/{connection_id}/* endpoints over `service` (src/http/connect.ts). */
  connect: ConnectService;
  accountConnect: { store: AccountConnectSettingsStore; calls: AccountConnectCalls; setup: AccountConnectSetup; pending: PendingAccountConnect };
  /**
   * Starts reading (within a web request: token-store.ts withReadsAhead) the record a call with these
   * tokens looks at first: its otp_token's challenge, else its session_token's session. A token that
   * is not a plausible one (a string of at most TOKEN_MAX_CHARS, as the routes accept) is left alone.
   */
  readAhead(tokens: { otpToken?: unknown; sessionToken?: unknown }): void;
}

const plausibleToken = (t: unknown): t is string => typeof t === 'string' && t.length > 0 && t.length <= TOKEN_MAX_CHARS;

/**
 * Builds verification for one process from its Services and its connector parts (cheap objects over
 * the shared Redis and ORM), once: the tenant's verifier is Account Connect or its verifying
 * connection (only one verifies); its data connections supply data; its tracking connection tracks.
 */
export function buildVerification(services: Services, connectors: Connectors = buildConnectors(services)): Verification {
  const { config, redis, orm, box, clock, logger } = services;
  const store = new AccountConnectSettingsStore(orm, box, clock, services.configEpochs);
  const calls: AccountConnectCalls = rpcCall(services, accountConnectEndpoint(services.queues, config));
  const signals = buildFraudSignals(services);
  const caps = buildDestinationCaps(services, signals);
  const codes = { caps, demoBaseUrl: demoBaseUrl(config) };
  const directory = new VerifierDirectory([new AccountConnectVerifiers(store, calls, codes), connectors.verifiers]);
  const memo = new SessionMemo(redis, config.REDIS_PREFIX, box, clock);
  const planCalls: PlanCalls = { vendor: connectors.reader.read, accountConnect: calls };
  // A data connection's whole read (its customer search included) gets the outbound limit (spec: 15 s).
  const reads = new AccountReads({
    calls: planCalls,
    dataSources: new ConnectionDataSources({ store: connectors.store, catalogue: connectors.catalogue }),
    ownTickets: ownTickets(new CustomerTickets(orm)),
    clock,
    memo,
    logger,
    sourceDeadlineMs: config.VENDOR_TIMEOUT_MS,
    onAnswered: (id) => services.activity.noteConnection(id),
    onDropped: (n) => services.metrics.rowsDropped('merge', 'safety_filter', n),
  });
  const receipts = buildReceipts(services);
  const tracking = new Tracking({ calls: planCalls, store: connectors.store, catalogue: connectors.catalogue });
  const records = verificationRecords(redis, config.REDIS_PREFIX, clock);
  const service = new VerificationService({
    directory,
    records,
    gate: new ConversationGate(redis, config.REDIS_PREFIX),
    limits: new AbuseLimits(redis, config.REDIS_PREFIX, config.VERIFY_TENANT_RATE_PER_MINUTE),
    caps,
    signals,
    box,
    logger,
    reads,
    tracking,
    identityTokens: new IdentityTokens(
      tenantIdentityKeys(
        new IdentitySecrets(orm, box, clock),
        new JwksKeys({
          store: new IdentityJwksStore(orm, services.configEpochs),
          fetchJwks: rpcCall(services, jwksFetchEndpoint(services.queues)),
          redis,
          prefix: config.REDIS_PREFIX,
          clock,
          logger,
        }),
      ),
      redis,
      config.REDIS_PREFIX,
      clock,
    ),
    onVerified: async (t, c, customerName, proof) => {
      await recordCustomerIdentified(services, t, c, { method: 'verified', customerName, proof });
    },
    onOutcome: (outcome) => services.metrics.verificationOutcome(outcome),
    onConnection: (id) => services.activity.noteConnection(id),
    onVerifierChanged: () => services.activity.noteReason('verifier_changed'),
    // The customer's receipt counts each kind read and its rows (issue 28); the contact is asked once.
    onRead: (open, kind, rows) =>
      open.conversationId === null
        ? Promise.resolve()
        : receipts.noteRead({
            tenantId: open.tenantId,
            conversationId: open.conversationId,
            proof: open.proof,
            kind,
            rows,
            sessionExpiresAt: open.expiresAt,
            customer: () => reads.customer(open),
          }),
  });
  const pending = new PendingAccountConnect({ orm, box, clock, store, calls });
  return {
    service,
    connect: new ConnectService(connectors.verifierParts, service, tracking),
    accountConnect: { store, calls, pending, setup: new AccountConnectSetup(store, calls, config, pending) },
    readAhead({ otpToken, sessionToken }) {
      if (plausibleToken(otpToken)) records.challenges.readAhead(otpToken);
      else if (plausibleToken(sessionToken)) records.sessions.readAhead(sessionToken);
    },
  };
}

/** The ticket desk as the tickets kind's own source: each row names the support desk as its source. */
function ownTickets(desk: CustomerTickets): OwnTickets {
  return {
    async forCustomer(tenantId, who) {
      const found = await desk.forCustomer(tenantId, who);
      return {
        ok: true,
        rows: found.rows.map((row) => ({ ...row, source: SOURCE_MESSAGES.supportDesk })),
        ...(found.leftOut > 0 ? { leftOut: found.leftOut } : {}),
      };
    },
  };
}
