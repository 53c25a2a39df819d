import type { Connection } from '../db/entities/connection.js';
import { MESSAGES } from '../messages.js';
import type { IdentityInput, ReadKind } from './verifier.js';
import type { VerificationService, Via } from './verification-service.js';
import type { ApiOutcome } from './answers.js';
import type { AuthenticatedConnection } from '../connectors/connections/connection-store.js';
import type { Tracking } from './tracking.js';
import { ConnectorVerifier } from './verifiers/connector/connector-verifier.js';
import type { SessionCustomer } from './verifiers/connector/connector-plans.js';
import { verifierFor, type ConnectorVerifierDeps } from './verifiers/connector/connector-verifiers.js';

/**
 * The bot's connector endpoints (/api/connect/{connection_id}/..., spec part B) for one authenticated
 * connection. Everything runs through the process's one VerificationService with this connection as a
 * fixed verifier (`via`): its definition is looked up once per call (here), the session's owner is
 * checked once (in the service), and a token made at another connection is unknown here (and left alone).
 */
export class ConnectService {
  constructor(
    private readonly deps: ConnectorVerifierDeps,
    private readonly verification: VerificationService,
    private readonly tracking: Tracking,
  ) {}

  async authenticate(connectionId: number, key: string): Promise<AuthenticatedConnection | null> {
    return this.deps.store.authenticateWithTenant(connectionId, key);
  }

  private via({ connection, tenant }: AuthenticatedConnection): { via: Via; verifier: ConnectorVerifier } | null {
    const verifier = verifierFor(this.deps, connection, tenant);
    return verifier ? { via: { kind: 'fixed', verifier }, verifier } : null;
  }

  async verifyIdentity(auth: AuthenticatedConnection, input: IdentityInput): Promise<ApiOutcome> {
    const fixed = this.via(auth);
    if (!fixed) return { kind: 'reply', body: { success: false, system_error: true, message: MESSAGES.cannotCheckAccounts } };
    return this.verification.verifyIdentity(auth.connection.tenantId, input, null, fixed.via);
  }

  async verifyOtp(auth: AuthenticatedConnection, otpToken: string, code: string): Promise<ApiOutcome> {
    const fixed = this.via(auth);
    if (!fixed) return { kind: 'reply', body: { success: false, system_error: true, message: MESSAGES.cannotCheckAccounts } };
    return this.verification.verifyOtp(auth.connection.tenantId, { otpToken, code, conversationId: null }, fixed.via);
  }

  async read(auth: AuthenticatedConnection, kind: ReadKind, sessionToken: string): Promise<ApiOutcome> {
    const fixed = this.via(auth);
    if (!fixed)
      return { kind: 'reply', body: { success: false, system_error: true, message: MESSAGES.cannotRead(kind === 'account' ? 'your account' : kind) } };
    return this.verification.read(auth.connection.tenantId, kind, { sessionToken, conversationId: null }, fixed.via);
  }

  /** Part B order-status on this connection alone; a session from another connection is ignored. */
  async orderStatus(
    auth: AuthenticatedConnection,
    input: { tracking_number: string; order_number: string; postcode: string; session_token: string },
  ): Promise<Record<string, unknown>> {
    const fixed = this.via(auth);
    if (!fixed) return { success: false, system_error: true, message: MESSAGES.cannotCheckTracking };
    const session = await this.sessionCustomer(auth.connection, fixed.via, input.session_token);
    return this.tracking.connection(auth.connection, fixed.verifier.definition, { ...input, session });
  }

  /** The customer of a live session of this connection, opened once; null for none or another connection's. */
  private async sessionCustomer(connection: Connection, via: Via, token: string): Promise<SessionCustomer | 'test' | null> {
    if (!token) return null;
    const state = await this.verification.sessionState(connection.tenantId, token, via);
    return state ? ConnectorVerifier.customerOf(state) : null;
  }
}
