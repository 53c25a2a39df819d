import { describe, expect, it } from 'vitest';
import type { AccountConnectOutcome } from '../../queues/account-connect.js';
import { runChainTest } from '../../src/account-connect/chain-test.js';
import type { AccountConnectStep } from '../../config/contract.js';
import { CHAIN_TEST_MESSAGES as M } from '../../src/messages.js';

const OK: Record<AccountConnectStep, AccountConnectOutcome> = {
  verify_identity: { kind: 'ok', status: 200, data: { otp_token: 'o', message: 'sent' } },
  verify_otp: { kind: 'ok', status: 200, data: { session_token: 's' } },
  account_summary: { kind: 'ok', status: 200, data: { account: {} } },
  orders: { kind: 'ok', status: 200, data: { orders: [] } },
  invoices: { kind: 'ok', status: 200, data: { invoices: [] } },
};

/** A scripted partner: each step answers as given (default: passes), and every call is recorded. */
function scripted(over: Partial<Record<AccountConnectStep, AccountConnectOutcome>> = {}) {
  const calls: [AccountConnectStep, Record<string, unknown>][] = [];
  const call = async (step: AccountConnectStep, body: Record<string, unknown>) => {
    calls.push([step, body]);
    return over[step] ?? OK[step];
  };
  return { call, calls };
}

describe('runChainTest', () => {
  it('sends the test customer and code 123456, passes and switches on every step', async () => {
    const p = scripted();
    const { report, steps } = await runChainTest(p.call);
    expect(report).toMatchObject({ passed: true, message: M.allPassed, problem: null });
    expect(steps).toEqual({ verify_identity: true, verify_otp: true, account_summary: true, orders: true, invoices: true });
    expect(p.calls.map(([s]) => s)).toEqual(['verify_identity', 'verify_otp', 'account_summary', 'orders', 'invoices']);
    expect(p.calls[0]![1]).toEqual({ full_name: 'Test Customer', postcode: 'TE5 7ST', email: 'test.customer@example.com', mobile_number: '07700 900123' });
    expect(p.calls[1]![1]).toEqual({ otp_token: 'o', otp_code: '123456' });
    expect(p.calls[2]![1]).toEqual({ session_token: 's' });
  });

  it('reports "all steps fail with 401" on a 401 from verify-identity and calls nothing else', async () => {
    const p = scripted({ verify_identity: { kind: 'unauthorized' } });
    const { report, steps } = await runChainTest(p.call);
    expect(report.problem).toBe(M.allStepsFail401);
    expect(report.message).toBe(M.allStepsFail401);
    expect(report.steps.map((s) => s.message)).toEqual([
      M.identityFails,
      M.otpSkipped,
      M.skipped('Account Summary'),
      M.skipped('Orders'),
      M.skipped('Invoices'),
    ]);
    expect(Object.values(steps).some(Boolean)).toBe(false);
    expect(p.calls).toHaveLength(1);
  });

  it("names Verify OTP and Account Summary failures with the spec's texts", async () => {
    let r = await runChainTest(scripted({ verify_otp: { kind: 'negative', status: 200, message: 'That code is not correct.' } }).call);
    expect(r.report.steps[1]).toMatchObject({ result: 'failed', message: M.otpFails, cause: M.causes.otp, detail: 'success false: That code is not correct.' });
    r = await runChainTest(scripted({ account_summary: { kind: 'unauthorized' } }).call);
    expect(r.report.steps[2]).toMatchObject({ result: 'failed', status: 401, message: 'Account Summary fails: 401', cause: M.causes.summary401 });
    expect(r.steps).toEqual({ verify_identity: true, verify_otp: true, account_summary: false, orders: true, invoices: true });
    expect(r.report.message).toBe('Account Summary fails: 401');
  });

  it('fails orders or invoices that are not HTTP 200 JSON with success, one step at a time', async () => {
    const r = await runChainTest(
      scripted({
        orders: { kind: 'negative', status: 200, message: '' },
        invoices: { kind: 'failed', reason: 'http_status', status: 500, detail: 'HTTP 500: oops' },
      }).call,
    );
    expect(r.report.steps.slice(3).map((s) => [s.message, s.cause, s.status])).toEqual([
      [M.ordersFail, M.causes.list, 200],
      [M.invoicesFail, M.causes.list, 500],
    ]);
    expect(r.steps).toMatchObject({ orders: false, invoices: false, account_summary: true });
  });
});
