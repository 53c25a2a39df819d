import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { safeNext } from '../../src/dashboard-auth/sign-in.js';
import { cookieValue } from '../../src/http/middleware/cookies.js';

const req = (cookie: string | undefined): Request => ({ headers: cookie === undefined ? {} : { cookie } }) as Request;

describe('safeNext (where a sign-in link returns the owner)', () => {
  it('keeps a dashboard page, with its query', () => {
    expect(safeNext('/dashboard/webhooks')).toBe('/dashboard/webhooks');
    expect(safeNext('/dashboard/integrations?connector=ok')).toBe('/dashboard/integrations?connector=ok');
    expect(safeNext('/dashboard')).toBe('/dashboard');
  });

  it('sends anything else to the dashboard home: other sites, protocol-relative and backslash tricks, other paths, the sign-in page itself', () => {
    for (const next of [
      'https://evil.example/dashboard',
      '//evil.example',
      '/dashboard//evil.example',
      '/dashboard\\evil',
      '/api/tenants/1',
      '/dashboardx',
      '/dashboard/sign-in?token=x',
      'javascript:alert(1)',
      '',
      undefined,
      null,
    ]) {
      expect(safeNext(next), String(next)).toBe('/dashboard');
    }
  });
});

describe('cookieValue', () => {
  it('finds one cookie among several, trimmed and percent-decoded', () => {
    expect(cookieValue(req('a=1; dash_session=abc%2Ddef;csrf_token=xyz'), 'dash_session')).toBe('abc-def');
    expect(cookieValue(req('csrf_token="quoted"'), 'csrf_token')).toBe('quoted');
  });

  it("answers '' when the header or the cookie is missing, and never throws on bad encoding", () => {
    expect(cookieValue(req(undefined), 'dash_session')).toBe('');
    expect(cookieValue(req('other=1'), 'dash_session')).toBe('');
    expect(cookieValue(req('xdash_session=1'), 'dash_session')).toBe('');
    expect(cookieValue(req('dash_session=%E0%A4%A'), 'dash_session')).toBe('%E0%A4%A');
  });
});
