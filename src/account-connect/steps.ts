import type { AccountConnectStep, StepSwitches } from '../../config/contract.js';

export const STEP_PATHS: Readonly<Record<AccountConnectStep, string>> = Object.freeze({
  verify_identity: '/verify-identity',
  verify_otp: '/verify-otp',
  account_summary: '/account-summary',
  orders: '/orders',
  invoices: '/invoices',
});

/** The optional sixth endpoint (issue 28): a session for the customer a signed identity names. */
export const SESSION_FOR_IDENTITY_PATH = '/session-for-identity';

/** Names as the dashboard shows them. */
export const STEP_NAMES: Readonly<Record<AccountConnectStep, string>> = Object.freeze({
  verify_identity: 'Verify Identity',
  verify_otp: 'Verify OTP',
  account_summary: 'Account Summary',
  orders: 'Orders',
  invoices: 'Invoices',
});

export function allSteps(on: boolean): StepSwitches {
  return { verify_identity: on, verify_otp: on, account_summary: on, orders: on, invoices: on };
}
