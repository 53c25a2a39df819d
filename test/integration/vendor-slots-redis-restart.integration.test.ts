import type { RedisClient as Redis } from '../../queues/connection.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, createRedis } from '../../queues/connection.js';
import { announcedVendors, VendorQueues } from '../../queues/vendor-slots.js';
import { startOwnRedis, type OwnStore } from '../fakes/own-stores.js';

/** A Redis of this file's own that restarts empty under a caller: the per-vendor bound must come back. */
let redis: OwnStore;
let connection: Redis;
let callers: VendorQueues;
const prefix = '{vsr}';

beforeAll(async () => {
  redis = await startOwnRedis();
  connection = createRedis(redis.url, { name: 'callers', forBullmq: true, commandTimeoutMs: 2_000 });
  connection.on('error', () => undefined);
  callers = new VendorQueues(connection, prefix, 8);
});
afterAll(async () => {
  await callers?.close();
  if (connection) await closeRedis(connection);
  await redis?.destroy();
});

async function ready(c: Redis): Promise<void> {
  while (c.status !== 'ready') await new Promise((r) => setTimeout(r, 50));
}

describe('per-vendor bound across a Redis restart', () => {
  it('is set again on the first call after Redis comes back empty, without restarting the caller', async () => {
    const before = await callers.queue('acme', 3);
    expect(await before.getGlobalConcurrency()).toBe(3);
    await redis.stop();
    await redis.start(); // no persistence: the bound and the registry are gone
    await ready(connection);
    const probe = createRedis(redis.url, { name: 'probe' });
    expect(await probe.exists(`${prefix}:vendor.acme:meta`)).toBe(0);
    await closeRedis(probe);

    const after = await callers.queue('acme', 3);
    expect(after).toBe(before); // same queue object: nothing restarted
    expect(await after.getGlobalConcurrency()).toBe(3);
    expect(await announcedVendors(connection, prefix)).toEqual(['acme']);
  }, 30_000);
});
