import type { AccountConnectOutcome } from '../../queues/account-connect.js';
import { CHAIN_TEST_MESSAGES } from '../messages.js';
import type { ChainCall } from './calls.js';
import { STEP_NAMES } from './steps.js';
import { type AccountConnectStep, type StepSwitches } from '../../config/contract.js';
import { TEST_CUSTOMER } from '../customers/test-customer.js';

/**
 * The dashboard's chain test: the test customer through verify-identity -> verify-otp ->
 * account-summary -> orders -> invoices, each call through the Account Connect pool exactly as live calls go.
 * Every step's result uses the spec's failure texts; a step that did not pass stays switched off.
 */
export interface ChainStepReport {
  step: AccountConnectStep;
  name: string;
  result: 'passed' | 'failed' | 'skipped';
  /** HTTP status the tenant's platform answered with, when it answered. */
  status: number | null;
  /** The spec's step result text for a failed or skipped step; null when it passed. */
  message: string | null;
  /** What that failure usually means (the spec's "Cause" column). */
  cause: string | null;
  /** What exactly went wrong (status and the first characters of the reply, timeout, ...). */
  detail: string | null;
}

export interface ChainReport {
  passed: boolean;
  message: string;
  /** "all steps fail with 401" when the tenant's platform refused the key on the first call; otherwise null. */
  problem: string | null;
  steps: ChainStepReport[];
}

const M = CHAIN_TEST_MESSAGES;

function statusOf(r: AccountConnectOutcome): number | null {
  if (r.kind === 'unauthorized') return 401;
  return r.status;
}

function detailOf(r: AccountConnectOutcome): string | null {
  switch (r.kind) {
    case 'ok':
      return null;
    case 'unauthorized':
      return 'HTTP 401';
    case 'negative':
      return `success false${r.message ? `: ${r.message}` : ''}`;
    case 'failed':
      return r.detail;
  }
}

const passed = (step: AccountConnectStep, r: AccountConnectOutcome): ChainStepReport => ({
  step,
  name: STEP_NAMES[step],
  result: 'passed',
  status: statusOf(r),
  message: null,
  cause: null,
  detail: null,
});
const failed = (step: AccountConnectStep, r: AccountConnectOutcome, message: string, cause: string): ChainStepReport => ({
  step,
  name: STEP_NAMES[step],
  result: 'failed',
  status: statusOf(r),
  message,
  cause,
  detail: detailOf(r),
});
const skipped = (step: AccountConnectStep, message: string, cause: string): ChainStepReport => ({
  step,
  name: STEP_NAMES[step],
  result: 'skipped',
  status: null,
  message,
  cause,
  detail: null,
});

/** What follows "Account Summary fails: ": the status (401 in the spec's case), or what went wrong. */
function summaryFailure(r: Exclude<AccountConnectOutcome, { kind: 'ok' }>): number | string {
  if (r.kind === 'unauthorized') return 401;
  if (r.kind === 'negative') return 'success false';
  return r.reason === 'http_status' && r.status !== null ? r.status : r.detail;
}

function tokenOf(r: AccountConnectOutcome, field: 'otp_token' | 'session_token'): string | null {
  if (r.kind !== 'ok') return null;
  const v = r.data[field];
  return typeof v === 'string' && v.length > 0 ? v : null;
}

export async function runChainTest(call: ChainCall): Promise<{ report: ChainReport; steps: StepSwitches }> {
  const reports: ChainStepReport[] = [];
  let problem: string | null = null;

  const identity = await call('verify_identity', {
    full_name: TEST_CUSTOMER.full_name,
    postcode: TEST_CUSTOMER.postcode,
    email: TEST_CUSTOMER.email,
    mobile_number: TEST_CUSTOMER.mobile_number,
  });
  const otpToken = tokenOf(identity, 'otp_token');
  if (otpToken) reports.push(passed('verify_identity', identity));
  else if (identity.kind === 'unauthorized') {
    // The key is checked before any work: a 401 here means every step would fail the same way.
    problem = M.allStepsFail401;
    reports.push(failed('verify_identity', identity, M.identityFails, M.causes.all401));
  } else reports.push(failed('verify_identity', identity, M.identityFails, M.causes.identity));

  let sessionToken: string | null = null;
  if (!otpToken) reports.push(skipped('verify_otp', M.otpSkipped, M.causes.otpSkipped));
  else {
    const otp = await call('verify_otp', { otp_token: otpToken, otp_code: TEST_CUSTOMER.code });
    sessionToken = tokenOf(otp, 'session_token');
    reports.push(sessionToken ? passed('verify_otp', otp) : failed('verify_otp', otp, M.otpFails, M.causes.otp));
  }

  const accountSteps = ['account_summary', 'orders', 'invoices'] as const;
  if (!sessionToken) {
    for (const step of accountSteps) reports.push(skipped(step, M.skipped(STEP_NAMES[step]), M.causes.noSession));
  } else {
    for (const step of accountSteps) {
      const r = await call(step, { session_token: sessionToken });
      if (r.kind === 'ok') reports.push(passed(step, r));
      else if (step === 'account_summary')
        reports.push(failed(step, r, M.summaryFails(summaryFailure(r)), r.kind === 'unauthorized' ? M.causes.summary401 : M.causes.list));
      else reports.push(failed(step, r, step === 'orders' ? M.ordersFail : M.invoicesFail, M.causes.list));
    }
  }

  const steps = Object.fromEntries(reports.map((r) => [r.step, r.result === 'passed'])) as StepSwitches;
  const allPassed = reports.every((r) => r.result === 'passed');
  const firstProblem = reports.find((r) => r.result !== 'passed');
  return {
    report: { passed: allPassed, message: allPassed ? M.allPassed : (problem ?? firstProblem?.message ?? ''), problem, steps: reports },
    steps,
  };
}
