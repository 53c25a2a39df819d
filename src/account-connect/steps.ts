/** The five Account Connect steps, in chain-test order, with the path each is POSTed to under the base address. */
export const ACCOUNT_CONNECT_STEPS = ['verify_identity', 'verify_otp', 'account_summary', 'orders', 'invoices'] as const;
export type AccountConnectStep = (typeof ACCOUNT_CONNECT_STEPS)[number];
export type StepSwitches = Record<AccountConnectStep, boolean>;

export const STEP_PATHS: Readonly<Record<AccountConnectStep, string>> = Object.freeze({
  verify_identity: '/verify-identity',
  verify_otp: '/verify-otp',
  account_summary: '/account-summary',
  orders: '/orders',
  invoices: '/invoices',
});

/** Names as the dashboard shows them. */
export const STEP_NAMES: Readonly<Record<AccountConnectStep, string>> = Object.freeze({
  verify_identity: 'Verify Identity',
  verify_otp: 'Verify OTP',
  account_summary: 'Account Summary',
  orders: 'Orders',
  invoices: 'Invoices',
});

/**
 * What the partner pool can call: the five steps, and the optional Track Order endpoint of spec part C
 * (its path is a tenant setting, sent with each call; it is not part of the chain test).
 */
export const PARTNER_CALL_STEPS = [...ACCOUNT_CONNECT_STEPS, 'track_order'] as const;
export type PartnerCallStep = (typeof PARTNER_CALL_STEPS)[number];

/** A Track Order path: starts with "/", then letters, digits and `/ _ . -` only, at most 200 characters. */
export const TRACK_ORDER_PATH = /^\/[A-Za-z0-9/_.-]{0,199}$/;

export function allSteps(on: boolean): StepSwitches {
  return { verify_identity: on, verify_otp: on, account_summary: on, orders: on, invoices: on };
}
