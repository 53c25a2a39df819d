import type { Clock } from '../../config/clock.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { AccountConnectPending } from '../db/entities/account-connect-pending.js';
import { Tenant } from '../db/entities/tenant.js';
import type { Orm } from '../db/orm.js';
import { PENDING_SETTINGS_MESSAGES } from '../messages.js';
import { runChainTest, type ChainReport } from './chain-test.js';
import { chainCalls, type AccountConnectCalls } from './calls.js';
import { accountConnectKeyAad, type AccountConnectSettingsStore, type SealedTarget } from './settings.js';
import type { PendingView, SetupOutcome } from './setup-outcome.js';

/** Settings a tenant entered, checked and ready to try. */
export interface CandidateSettings {
  baseUrl: string;
  headerName: string;
  /** A new key; undefined keeps the live one. */
  apiKey: string | undefined;
}

function causeOf(report: ChainReport): string | null {
  return report.steps.find((s) => s.result === 'failed')?.detail ?? null;
}

/** The report's verdict, with the real cause after it when there is one. */
export function problemOf(report: ChainReport): string {
  const cause = causeOf(report);
  return cause ? `${report.message} (${cause})` : report.message;
}

/**
 * "Settings that fail do not break the live bot": while a tenant's live Account Connect settings
 * verify customers (verify-identity and verify-otp on), new settings are tried with the chain test
 * before they replace anything. When they fail at verify-identity or verify-otp they are kept here as
 * pending (shown failing, with the step's real cause) and the live ones go on answering; when
 * verification passes they go live at once, later failed steps switched off as the spec says.
 */
export class PendingAccountConnect {
  constructor(private readonly deps: { orm: Orm; box: SecretBox; clock: Clock; store: AccountConnectSettingsStore; calls: AccountConnectCalls }) {}

  async view(tenantId: number): Promise<PendingView | null> {
    const row = await this.deps.orm.em.fork().findOne(AccountConnectPending, { tenant: tenantId });
    if (!row) return null;
    const report = row.chainTest as unknown as ChainReport;
    return {
      base_url: row.baseUrl,
      header_name: row.headerName,
      chain_test: row.chainTest,
      tested_at: row.testedAt.toISOString(),
      message: report.message,
      cause: causeOf(report),
    };
  }

  async discard(tenantId: number): Promise<boolean> {
    return (await this.deps.orm.em.fork().nativeDelete(AccountConnectPending, { tenant: tenantId })) > 0;
  }

  /**
   * Tries new settings against live ones that verify. Null when the live settings do not verify (or
   * there are none): the caller saves the new ones live as before. Otherwise the outcome, applied
   * "live" (verification passed) or "pending" (it did not; the live settings are untouched).
   */
  async tryBeforeApplying(tenantId: number, candidate: CandidateSettings): Promise<SetupOutcome | null> {
    const live = await this.deps.store.config(tenantId);
    if (!live || !live.steps.verify_identity || !live.steps.verify_otp) {
      await this.discard(tenantId);
      return null;
    }
    const apiKeySealed = candidate.apiKey === undefined ? live.target.apiKeySealed : this.deps.box.seal(candidate.apiKey, accountConnectKeyAad(tenantId));
    return this.trial(tenantId, { baseUrl: candidate.baseUrl, headerName: candidate.headerName, apiKeySealed });
  }

  /** Runs the chain test again on the pending settings; null when none are waiting. */
  async retest(tenantId: number): Promise<SetupOutcome | null> {
    const row = await this.deps.orm.em.fork().findOne(AccountConnectPending, { tenant: tenantId });
    if (!row) return null;
    return this.trial(tenantId, { baseUrl: row.baseUrl, headerName: row.headerName, apiKeySealed: row.apiKeySealed });
  }

  private async trial(tenantId: number, target: SealedTarget): Promise<SetupOutcome> {
    const { report, steps } = await runChainTest(chainCalls(this.deps.calls, tenantId, target));
    const now = new Date(this.deps.clock.now());
    const em = this.deps.orm.em.fork();
    if (steps.verify_identity && steps.verify_otp) {
      await this.deps.store.applyTested(tenantId, target, { steps, report: { ...report }, at: now }, (tx) =>
        tx.nativeDelete(AccountConnectPending, { tenant: tenantId }),
      );
      const row = await this.deps.store.find(tenantId);
      return { kind: 'tested', settings: this.deps.store.view(row), report, applied: 'live', pending: null };
    }
    await em.transactional(async (tx) => {
      const row = await tx.findOne(AccountConnectPending, { tenant: tenantId });
      const values = { baseUrl: target.baseUrl, headerName: target.headerName, apiKeySealed: target.apiKeySealed, chainTest: { ...report }, testedAt: now };
      if (row) Object.assign(row, values);
      else tx.create(AccountConnectPending, { tenant: tx.getReference(Tenant, tenantId), ...values, createdAt: now });
    });
    const live = await this.deps.store.find(tenantId);
    return {
      kind: 'tested',
      settings: this.deps.store.view(live),
      report,
      applied: 'pending',
      pending: await this.view(tenantId),
      message: PENDING_SETTINGS_MESSAGES.keptLive(problemOf(report)),
    };
  }
}
