import type { VerifierRef, Verifier, VerifierSource } from './verifier.js';

/**
 * Every source of verifiers, asked in order. Account Connect is the first source; the
 * connector runtime adds its own (a connection chosen with "Use to verify customers"), and since only
 * one connection verifies at a time, whichever source answers `forTenant` first is the tenant's verifier.
 */
export class VerifierDirectory {
  constructor(private readonly sources: readonly VerifierSource[]) {}

  /** The tenant's verifier, or null when none is set up (or its verify steps are off). */
  async forTenant(tenantId: number): Promise<Verifier | null> {
    for (const source of this.sources) {
      const verifier = await source.forTenant(tenantId);
      if (verifier) return verifier;
    }
    return null;
  }

  /** The verifier a challenge or session was made with, or null when it is gone. */
  async byRef(tenantId: number, ref: VerifierRef): Promise<Verifier | null> {
    for (const source of this.sources) {
      const verifier = await source.byRef(tenantId, ref);
      if (verifier) return verifier;
    }
    return null;
  }
}
