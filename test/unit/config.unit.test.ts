import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.js';

const KEY = `k1:${Buffer.alloc(32, 1).toString('base64')}`;

describe('loadConfig', () => {
  it('gives development defaults pointing at 127.0.0.1', () => {
    const c = loadConfig({});
    expect(c.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(c.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/cvs');
    expect(c.PORT).toBe(3000);
    expect(c.WORKER_POOLS).toContain('vendor');
    expect(c.PUBLIC_BASE_URL).toBe('http://127.0.0.1:3000');
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('names the variable in one line when a value is bad, never a stack trace', () => {
    const attempt = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        return err;
      }
      return undefined;
    };
    const err = attempt({ PORT: 'eighty' });
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(/^PORT is invalid: .*"eighty"/);
    expect((err as Error).message).not.toContain('\n');
    expect((attempt({ REDIS_URL: 'http://x' }) as Error).message).toMatch(/^REDIS_URL is invalid/);
    expect((attempt({ WORKER_POOLS: 'vendor,bogus' }) as Error).message).toMatch(/^WORKER_POOLS is invalid: unknown pool\(s\) bogus/);
    expect((attempt({ ENCRYPTION_KEY: 'short' }) as Error).message).toMatch(/^ENCRYPTION_KEY is invalid/);
    expect((attempt({ ENCRYPTION_KEY: 'short' }) as Error).message).not.toContain('short');
    expect((attempt({ SMS_DRIVER: 'http' }) as Error).message).toBe('SMS_HTTP_URL is required when SMS_DRIVER=http');
  });

  it('refuses to start in production without ENCRYPTION_KEY or ADMIN_TOKEN, or with private targets allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN: 'a-long-admin-token' })).toThrow(/^ENCRYPTION_KEY is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: KEY })).toThrow(/^ADMIN_TOKEN is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: KEY, ADMIN_TOKEN: 'a-long-admin-token', ALLOW_PRIVATE_TARGETS: 'true' })).toThrow(
      /ALLOW_PRIVATE_TARGETS/,
    );
    const c = loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: `${KEY},k0:${Buffer.alloc(32, 2).toString('base64')}`, ADMIN_TOKEN: 'a-long-admin-token' });
    expect(c.ENCRYPTION_KEY.map((k) => k.id)).toEqual(['k1', 'k0']);
  });

  it('treats empty values as unset and parses lists and booleans', () => {
    const c = loadConfig({ PORT: '', WORKER_POOLS: 'vendor, webhooks', ALLOW_PRIVATE_TARGETS: '1' });
    expect(c.PORT).toBe(3000);
    expect(c.WORKER_POOLS).toEqual(['vendor', 'webhooks']);
    expect(c.ALLOW_PRIVATE_TARGETS).toBe(true);
  });

  it('reads REDIS_CLUSTER_NODES as host:port pairs and wants a hash-tag prefix with it', () => {
    expect(loadConfig({}).REDIS_CLUSTER_NODES).toBeUndefined();
    expect(loadConfig({ REDIS_CLUSTER_NODES: '127.0.0.1:7001, redis-b.internal:7002,[::1]:7003' }).REDIS_CLUSTER_NODES).toEqual([
      { host: '127.0.0.1', port: 7001 },
      { host: 'redis-b.internal', port: 7002 },
      { host: '::1', port: 7003 },
    ]);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: '127.0.0.1' })).toThrow(/^REDIS_CLUSTER_NODES is invalid: expected host:port pairs/);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: '127.0.0.1:7001', REDIS_PREFIX: 'svc' })).toThrow(/^REDIS_PREFIX must start with a hash tag/);
  });
});
