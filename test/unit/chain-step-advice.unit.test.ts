import { describe, expect, it } from 'vitest';
import { chainStepAdvice } from '../../src/dashboard/chain-advice.js';

const base = 'https://api.harbour-bikes.example/account-connect';
const failed = (status: number | null, detail: string | null) => ({ result: 'failed' as const, status, detail });

describe("what to check when an Account Connect chain test step fails (the dashboard's words)", () => {
  it('names the host for network failures and timeouts', () => {
    expect(chainStepAdvice(failed(null, 'could not reach the address (ENOTFOUND)'), base, 'X-API-Key')).toBe(
      "We couldn't find api.harbour-bikes.example: check the base address",
    );
    expect(chainStepAdvice(failed(null, 'could not reach the address (ECONNREFUSED)'), base, null)).toMatch(
      /^api\.harbour-bikes\.example refused the connection/,
    );
    expect(chainStepAdvice(failed(null, 'no reply within 15000 ms'), base, null)).toMatch(/did not answer in time/);
  });

  it('names the key and its header on 401/403, the base address on 404, the logs on 5xx; nothing for passed steps', () => {
    expect(chainStepAdvice(failed(401, 'HTTP 401'), base, 'X-Partner-Key')).toBe(
      'Your system refused the key: check the API key, and that it expects it in the X-Partner-Key header',
    );
    expect(chainStepAdvice(failed(404, null), base, null)).toMatch(/^api\.harbour-bikes\.example has no such endpoint: check the base address/);
    expect(chainStepAdvice(failed(502, null), base, null)).toBe('Your system failed with HTTP 502: look in its logs for this request');
    expect(chainStepAdvice({ result: 'passed', status: 200, detail: null }, base, null)).toBeNull();
    expect(chainStepAdvice(failed(200, null), base, null)).toBeNull();
  });
});
