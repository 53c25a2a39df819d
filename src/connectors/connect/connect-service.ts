import type { SecretBox } from '../../crypto/secret-box.js';
import type { Connection } from '../../db/entities/connection.js';
import type { Logger } from '../../logger.js';
import { MESSAGES, type DataKind } from '../../messages.js';
import type { AbuseLimits } from '../../verification/abuse-limits.js';
import type { ConversationGate } from '../../verification/conversation-gate.js';
import type { IdentityInput, ReadKind } from '../../verification/provider.js';
import { verificationStateAad, type VerificationRecord, type VerificationRecords } from '../../verification/records.js';
import type { StoredToken } from '../../verification/token-store.js';
import { VerificationService, type ApiOutcome } from '../../verification/verification-service.js';
import { VerifierDirectory } from '../../verification/verifiers.js';
import type { AuthenticatedConnection } from '../connections/store.js';
import { orderStatus } from './order-status.js';
import { ConnectorProvider } from './provider.js';
import type { SessionCustomer } from './reads.js';
import { providerFor, SingleConnectionSource, type ConnectorVerifierDeps } from './verifiers.js';

export interface ConnectServiceDeps extends ConnectorVerifierDeps {
  records: VerificationRecords;
  gate: ConversationGate;
  limits: AbuseLimits;
  box: SecretBox;
}

/**
 * The bot's connector endpoints (/api/connect/{connection_id}/..., spec part B) for one authenticated
 * connection. Verification runs through the platform's VerificationService with this connection as
 * the only provider (the service's own otp_token and session_token, 5 wrong codes, 10 and 30 minutes);
 * a token made at another connection is unknown here (and is left alone, not destroyed).
 */
export class ConnectService {
  constructor(private readonly deps: ConnectServiceDeps) {}

  async authenticate(connectionId: number, key: string): Promise<AuthenticatedConnection | null> {
    return this.deps.store.authenticateWithTenant(connectionId, key);
  }

  private verification(provider: ConnectorProvider): VerificationService {
    const { records, gate, limits, box, logger } = this.deps;
    return new VerificationService({ directory: new VerifierDirectory([new SingleConnectionSource(provider)]), records, gate, limits, box, logger });
  }

  private belongsHere(record: StoredToken<VerificationRecord> | null, connection: Connection): record is StoredToken<VerificationRecord> {
    return record !== null && record.data.tenantId === connection.tenantId && record.data.provider.kind === 'connector' && record.data.provider.connectionId === connection.id;
  }

  async verifyIdentity({ connection, tenant }: AuthenticatedConnection, input: IdentityInput): Promise<ApiOutcome> {
    const provider = await providerFor(this.deps, connection, tenant);
    if (!provider) return { kind: 'reply', body: { success: false, system_error: true, message: MESSAGES.cannotCheckAccounts } };
    return this.verification(provider).verifyIdentity(connection.tenantId, input, null);
  }

  async verifyOtp({ connection, tenant }: AuthenticatedConnection, otpToken: string, code: string): Promise<ApiOutcome> {
    const challenge = await this.deps.records.challenges.find(otpToken);
    if (!this.belongsHere(challenge, connection)) return { kind: 'reply', body: { success: false, message: MESSAGES.codeExpired } };
    const provider = await providerFor(this.deps, connection, tenant);
    if (!provider) return { kind: 'reply', body: { success: false, system_error: true, message: MESSAGES.cannotCheckAccounts } };
    return this.verification(provider).verifyOtp(connection.tenantId, { otpToken, code, conversationId: null });
  }

  async read({ connection, tenant }: AuthenticatedConnection, kind: ReadKind, sessionToken: string): Promise<ApiOutcome> {
    const session = await this.deps.records.sessions.find(sessionToken);
    if (!this.belongsHere(session, connection)) return { kind: 'session_expired' };
    const provider = await providerFor(this.deps, connection, tenant);
    const word: DataKind | 'your account' = kind === 'account' ? 'your account' : kind;
    if (!provider) return { kind: 'reply', body: { success: false, system_error: true, message: MESSAGES.cannotRead(word) } };
    return this.verification(provider).readFound(connection.tenantId, kind, session);
  }

  async orderStatus({ connection }: AuthenticatedConnection, input: { tracking_number: string; order_number: string; postcode: string; session_token: string }): Promise<Record<string, unknown>> {
    const def = this.deps.catalogue.get(connection.connector);
    if (!def) return { success: false, system_error: true, message: MESSAGES.cannotCheckTracking };
    return orderStatus(connection, def, this.deps.reader, { ...input, session: await this.sessionCustomer(connection, input.session_token) });
  }

  /** The customer of a live session of this connection; a session from another connection is ignored. */
  private async sessionCustomer(connection: Connection, token: string): Promise<SessionCustomer | 'test' | null> {
    if (!token) return null;
    const session = await this.deps.records.sessions.find(token);
    if (!this.belongsHere(session, connection)) return null;
    try {
      const state: unknown = JSON.parse(this.deps.box.open(session.data.state, verificationStateAad('session', connection.tenantId)));
      return state && typeof state === 'object' ? ConnectorProvider.customerOf(state as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
}
