import type { ChainReport } from './chain-test.js';
import type { SettingsView } from './settings.js';

/** New settings waiting beside the live ones, as the dashboard shows them (the key never). */
export interface PendingView {
  base_url: string;
  header_name: string;
  chain_test: Record<string, unknown>;
  tested_at: string;
  /** The chain test's verdict, e.g. "Verify Identity fails: no otp_token returned". */
  message: string;
  /** What exactly went wrong at the first failed step, e.g. "could not reach the address (ENOTFOUND)". */
  cause: string | null;
}

/** What Connect and test (and a re-test) ends with. */
export type SetupOutcome =
  | { kind: 'invalid'; message: string }
  | { kind: 'not_configured' }
  | {
      kind: 'tested';
      settings: SettingsView;
      report: ChainReport;
      /** Whether the tested settings are the live ones, or wait beside them (pending.ts). Default live. */
      applied?: 'live' | 'pending';
      pending?: PendingView | null;
      /** The answer's message when it is not the chain test's own. */
      message?: string;
    };
