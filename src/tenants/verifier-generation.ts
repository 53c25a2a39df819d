import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The tenant's verifier generation: a number counted up, in the transaction that chose another
 * verifier (a connection's "Use to verify customers", or Account Connect's), so that every session and
 * pending code made through the previous verifier ends when next used, in every process
 * (src/verification/verification-service.ts compares the generation a record was made in). The caller
 * renews the tenant's configuration epoch once the transaction has committed (config-epochs.ts).
 */
export async function bumpVerifierGeneration(em: EntityManager, tenantId: number): Promise<void> {
  await em.execute('update tenants set verifier_generation = verifier_generation + 1 where id = ?', [tenantId]);
}
