import type { ConversationGate } from './conversation-gate.js';
import type { VerificationRecord, VerificationRecords } from './records.js';
import type { StoredToken } from './token-store.js';
import type { VerifierRef } from './verifier.js';

export type FoundRecord = StoredToken<VerificationRecord>;
/** A session found by its token or its conversation; `hadBinding`: the conversation was bound to one that has ended. */
export type SessionLookup = { found: FoundRecord } | { found: null; hadBinding: boolean };

const sameRef = (a: VerifierRef, b: VerifierRef): boolean =>
  a.kind === b.kind && (a.kind !== 'connector' || (b.kind === 'connector' && a.connectionId === b.connectionId));

/**
 * How one call finds the service's own challenge or session: by its token, else by the conversation it
 * is bound to. A record is usable only by its own tenant, in its own conversation (when both have one),
 * and, for a call of one fixed verifier (`only`), when that verifier made it; anything else is unknown.
 */
export class RecordLookups {
  constructor(
    private readonly records: VerificationRecords,
    private readonly gate: ConversationGate,
  ) {}

  private usable(found: FoundRecord | null, tenantId: number, conversationId: number | null, only: VerifierRef | null): found is FoundRecord {
    if (!found || found.data.tenantId !== tenantId) return false; // another tenant's token is unknown here
    if (found.data.conversationId !== null && conversationId !== null && found.data.conversationId !== conversationId) return false;
    return only === null || sameRef(found.data.verifier, only);
  }

  async challenge(tenantId: number, otpToken: string | undefined, conversationId: number | null, only: VerifierRef | null): Promise<FoundRecord | null> {
    const { challenges } = this.records;
    let found: FoundRecord | null = null;
    if (otpToken) found = await challenges.find(otpToken);
    else if (conversationId !== null) {
      const hash = await this.gate.challengeHash(tenantId, conversationId);
      found = hash ? await challenges.findByHash(hash) : null;
    }
    return this.usable(found, tenantId, conversationId, only) ? found : null;
  }

  async session(tenantId: number, sessionToken: string | undefined, conversationId: number | null, only: VerifierRef | null): Promise<SessionLookup> {
    const { sessions } = this.records;
    if (sessionToken) {
      const found = await sessions.find(sessionToken);
      return this.usable(found, tenantId, conversationId, only) ? { found } : { found: null, hadBinding: false };
    }
    if (conversationId === null) return { found: null, hadBinding: false };
    const hash = await this.gate.sessionHash(tenantId, conversationId);
    if (!hash) return { found: null, hadBinding: false };
    const found = await sessions.findByHash(hash);
    if (found && found.data.conversationId === conversationId && this.usable(found, tenantId, conversationId, only)) return { found };
    return { found: null, hadBinding: true };
  }
}
