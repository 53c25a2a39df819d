import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { LIMITS } from '../../config/limits.js';
import { checkAccountConnectBase, demoBaseUrl, isUsableHeaderName } from '../../src/account-connect/address.js';
import { toolDefinitions } from '../../src/bot/formats.js';
import { ABUSE_LIMITS } from '../../src/verification/abuse-limits.js';

const strict = { PUBLIC_BASE_URL: 'https://verify.example.com', ALLOW_PRIVATE_TARGETS: false };

describe('Account Connect production defaults', () => {
  it('waits 15 seconds for a partner call unless ACCOUNT_CONNECT_TIMEOUT_MS says otherwise', () => {
    expect(loadConfig({}).ACCOUNT_CONNECT_TIMEOUT_MS).toBe(LIMITS.outboundCallTimeoutMs);
    expect(LIMITS.outboundCallTimeoutMs).toBe(15_000);
    expect(loadConfig({ ACCOUNT_CONNECT_TIMEOUT_MS: '250' }).ACCOUNT_CONNECT_TIMEOUT_MS).toBe(250);
  });

  it('limits a tenant to 300 verification calls a minute, a conversation to 10 in 10 minutes and 5 codes a day', () => {
    expect(loadConfig({}).VERIFY_TENANT_RATE_PER_MINUTE).toBe(300);
    expect(ABUSE_LIMITS).toMatchObject({ perConversation: { points: 10, durationSeconds: 600 }, codesPerConversation: { points: 5, durationSeconds: 86_400 } });
  });
});

describe('checkAccountConnectBase', () => {
  it("accepts public https and the service's own demo, with trailing slashes removed", () => {
    expect(checkAccountConnectBase('https://api.shop.example.com/ac/', strict)).toEqual({ ok: true, baseUrl: 'https://api.shop.example.com/ac' });
    expect(demoBaseUrl(strict)).toBe('https://verify.example.com/api/account-connect-demo/v1');
    expect(checkAccountConnectBase('https://verify.example.com/api/account-connect-demo/v1/', strict)).toMatchObject({ ok: true });
    // A loopback PUBLIC_BASE_URL (npm start) is still allowed for its own demo.
    const local = { PUBLIC_BASE_URL: 'http://127.0.0.1:3000', ALLOW_PRIVATE_TARGETS: false };
    expect(checkAccountConnectBase('http://127.0.0.1:3000/api/account-connect-demo/v1', local)).toMatchObject({ ok: true });
    expect(checkAccountConnectBase('http://127.0.0.1:3000/other', local)).toEqual({ ok: false, reason: 'it must use https://' });
  });

  it('refuses private, loopback, link-local, internal and malformed addresses', () => {
    expect(checkAccountConnectBase('https://192.168.1.10', strict)).toEqual({ ok: false, reason: 'it points at a private or internal address' });
    expect(checkAccountConnectBase('https://[fe80::1]/', strict)).toEqual({ ok: false, reason: 'it points at a private or internal address' });
    expect(checkAccountConnectBase('https://crm.corp/ac', strict)).toEqual({ ok: false, reason: 'it is an internal host name' });
    expect(checkAccountConnectBase('https://', strict)).toEqual({ ok: false, reason: 'it is not a valid URL' });
    expect(checkAccountConnectBase('https://api.example.com/#frag', strict)).toEqual({ ok: false, reason: 'it must not contain ? or #' });
  });

  it('allows loopback over http only when ALLOW_PRIVATE_TARGETS is set', () => {
    expect(checkAccountConnectBase('http://127.0.0.1:4100/ac', { ...strict, ALLOW_PRIVATE_TARGETS: true })).toMatchObject({ ok: true });
  });

  it('accepts header names that are HTTP tokens and not ones the request needs', () => {
    expect(isUsableHeaderName('X-API-Key')).toBe(true);
    expect(isUsableHeaderName('Authorization')).toBe(true);
    for (const bad of ['Host', 'content-length', 'X Key', '', 'X-Key:']) expect(isUsableHeaderName(bad), bad).toBe(false);
  });
});

describe('bot tool definitions', () => {
  it('describe verify tools with their arguments and account tools with none', () => {
    const tools = Object.fromEntries(toolDefinitions().map((t) => [t.name, t.input_schema]));
    expect(tools.verify_otp).toMatchObject({ type: 'object', properties: { otp_code: { type: 'string' } }, required: ['otp_code'] });
    expect(tools.orders).toMatchObject({ type: 'object' });
    expect(Object.keys((tools.orders as { properties?: object }).properties ?? {})).toEqual([]);
  });
});
