import { describe, expect, it } from 'vitest';
import { describeConnectFailure, fixFor } from '../../src/services-check.js';
import { listenFailure } from '../../src/startup.js';

describe('start hints name the host and port actually configured', () => {
  it('gives the redis-server command for the configured loopback port, and what to check for another host', () => {
    expect(fixFor('redis', 'redis://127.0.0.1:6380')).toBe(
      "start it with: redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6380 --save '' --appendonly no",
    );
    expect(fixFor('redis', 'redis://localhost')).toContain('--port 6379 ');
    expect(fixFor('redis', 'rediss://cache.internal.example:6390')).toBe(
      'check that Redis runs at cache.internal.example:6390 and lets this machine in, or set REDIS_URL',
    );
    expect(describeConnectFailure('redis', 'redis://:secret@127.0.0.1:7000', new Error('connect ECONNREFUSED'))).toBe(
      "Redis does not answer at redis://:***@127.0.0.1:7000 (connect ECONNREFUSED); start it with: redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 7000 --save '' --appendonly no",
    );
  });

  it('names where PostgreSQL must listen', () => {
    expect(fixFor('postgres', 'postgres://postgres@127.0.0.1:5433/cvs')).toMatch(
      /^start PostgreSQL listening on 127\.0\.0\.1:5433 \(Debian: pg_ctlcluster .*\), or set DATABASE_URL$/,
    );
    expect(fixFor('postgres', 'postgres://u@db.example:5432/cvs')).toBe(
      'check that PostgreSQL runs at db.example:5432 and lets this machine in, or set DATABASE_URL',
    );
    expect(fixFor('postgres', 'postgres://postgres@[::1]/cvs')).toContain('listening on [::1]:5432');
  });

  it('says which host and port is taken', () => {
    expect(listenFailure(3000, { code: 'EADDRINUSE' })).toBe(
      'port 3000 on 0.0.0.0 is already in use (is another web process or npm start running?); stop it or set PORT',
    );
    expect(listenFailure(80, { code: 'EACCES' }, '127.0.0.1')).toBe(
      'port 80 on 127.0.0.1 needs privileges this process does not have; set PORT to 1024 or above',
    );
  });
});
