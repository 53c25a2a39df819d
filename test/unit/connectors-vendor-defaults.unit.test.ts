import { describe, expect, it } from 'vitest';
import { systemClock } from '../../config/clock.js';
import { VENDOR_ERRORS } from '../../src/messages.js';
import { failureForStatus, replySnippet } from '../../src/connectors/runtime/failures.js';
import { parseRetryAfter } from '../../src/connectors/runtime/retry-after.js';
import { VendorHttpClient } from '../../src/connectors/runtime/vendor-client.js';

describe('vendor client defaults (spec "Limits")', () => {
  it('waits 15 s per call, tries a rate-limited call 3 times, and waits at most 10 s between tries', () => {
    const client = new VendorHttpClient({ policy: { allowPrivate: false }, clock: systemClock });
    expect(client.timeoutMs).toBe(15_000);
    expect(client.rateLimitAttempts).toBe(3);
    expect(client.maxRetryWaitMs).toBe(10_000);
    client.close();
  });
});

describe('Retry-After', () => {
  const now = Date.UTC(2026, 2, 1, 12, 0, 0);

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter(['7', '9'], now)).toBe(7000);
  });

  it('reads an HTTP-date relative to the injected clock, never negative', () => {
    expect(parseRetryAfter(new Date(now + 4000).toUTCString(), now)).toBe(4000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter(new Date(now - 60_000).toUTCString(), now)).toBe(0);
  });

  it('ignores absent or unreadable values', () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('1.5', now)).toBeUndefined();
    expect(parseRetryAfter('-3', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('vendor failure wording (spec "Vendor errors recorded on a connection")', () => {
  it('classifies statuses with the exact sentences', () => {
    expect(failureForStatus(401, 'nope')).toEqual({ kind: 'refused', status: 401, message: 'the vendor refused the credentials (401)' });
    expect(failureForStatus(403, '')).toEqual({ kind: 'refused', status: 403, message: 'the vendor refused the credentials (403)' });
    expect(failureForStatus(404, '{"errors":"Not Found"}')).toEqual({ kind: 'not_found', status: 404, message: 'vendor error 404: {"errors":"Not Found"}' });
    expect(failureForStatus(429, '')).toEqual({ kind: 'rate_limited', status: 429, message: VENDOR_ERRORS.rateLimited });
    expect(failureForStatus(502, 'Bad Gateway').message).toBe('vendor error 502: Bad Gateway');
  });

  it('keeps the first 200 characters of the vendor reply, counting whole characters', () => {
    expect(replySnippet('x'.repeat(500))).toBe('x'.repeat(200));
    expect(Array.from(replySnippet('😀'.repeat(300)))).toHaveLength(200);
    expect(replySnippet('short')).toBe('short');
  });
});
