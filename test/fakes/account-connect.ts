import type { Worker } from 'bullmq';
import { ACCOUNT_CONNECT_QUEUE } from '../../queues/account-connect.js';
import type { Services } from '../../src/services.js';
import { accountConnectProcessor } from '../../workers/account-connect.js';
import { createPoolWorker } from '../../workers/pool-workers.js';
import { http } from './infra.js';

/** The partner worker pool, in the test process, over `services` (a "worker process" of its own). */
export async function startAccountConnectPool(services: Services, opts: { timeoutMs?: number } = {}): Promise<{ worker: Worker; close(): Promise<void> }> {
  const worker = createPoolWorker({
    queue: ACCOUNT_CONNECT_QUEUE,
    processor: accountConnectProcessor(services, opts),
    connection: services.connectRedis('test-partner-pool'),
    prefix: services.config.REDIS_PREFIX,
    concurrency: 20,
    lockDurationMs: services.config.JOB_LOCK_MS,
    stalledIntervalMs: services.config.STALLED_CHECK_MS,
    logger: services.logger,
  });
  await worker.waitUntilReady();
  return { worker, close: () => worker.close() };
}

/** A tenant made through the admin API. */
export async function createTenant(baseUrl: string, adminToken: string, name: string): Promise<{ tenantId: number; apiKey: string }> {
  const res = await http(baseUrl, 'POST', '/api/admin/tenants', {
    headers: { 'X-Admin-Token': adminToken },
    body: { name, owner_email: `${name.toLowerCase().replace(/\W+/g, '.')}@tenant.example` },
  });
  if (res.status !== 201) throw new Error(`tenant create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { tenantId: res.body.tenant_id as number, apiKey: res.body.api_key as string };
}

/** PUT /api/tenants/:id/account-connect (runs the chain test). */
export async function connectAccount(
  baseUrl: string,
  tenant: { tenantId: number; apiKey: string },
  body: { base_url: string; api_key?: string; header_name?: string },
): Promise<{ status: number; body: any }> {
  return http(baseUrl, 'PUT', `/api/tenants/${tenant.tenantId}/account-connect`, { headers: { 'X-API-Key': tenant.apiKey }, body });
}

/** A platform API call with the tenant key. */
export function platform(baseUrl: string, apiKey: string) {
  return (path: string, body?: unknown, method = 'POST'): Promise<{ status: number; body: any; headers: Headers }> =>
    http(baseUrl, method, path, { headers: { 'X-API-Key': apiKey }, ...(body === undefined ? {} : { body }) });
}
