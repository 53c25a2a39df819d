import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { jobQueues } from '../../queues/jobs.js';
import type { QueueRegistry } from '../../queues/registry.js';
import { constantTimeEqual } from '../crypto/hashing.js';
import type { Logger } from '../logger.js';
import { QUEUE_STATES, type Metrics, type QueueCountsSource } from './metrics.js';

/**
 * Who may read `/metrics`: off (404, as if the route did not exist) while METRICS_TOKEN is unset;
 * otherwise only `Authorization: Bearer <METRICS_TOKEN>` (401 for anything else).
 */
export function metricsAccess(token: string | undefined, authorization: string | undefined): 200 | 401 | 404 {
  if (!token) return 404;
  const given = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
  return given !== undefined && constantTimeEqual(given, token) ? 200 : 401;
}

/** Answers one `/metrics` request (the web route and the worker listener share it). */
export async function serveMetrics(metrics: Metrics, token: string | undefined, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const access = metricsAccess(token, req.headers.authorization);
  if (access !== 200) {
    res.writeHead(access, { 'content-type': 'application/json', ...(access === 401 ? { 'www-authenticate': 'Bearer' } : {}) });
    res.end(JSON.stringify({ detail: access === 401 ? 'Invalid metrics token' : 'Not found' }));
    return;
  }
  const { contentType, body } = await metrics.expose();
  res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
  res.end(body);
}

/** queue_jobs' source: BullMQ's counts of every catalogue queue, read when Prometheus scrapes. */
export function catalogueQueueCounts(queues: QueueRegistry): QueueCountsSource {
  return async () => Promise.all(jobQueues().map(async ({ queue }) => ({ queue, counts: await queues.get(queue).getJobCounts(...QUEUE_STATES) })));
}

/**
 * The worker process's own `/metrics` listener on WORKER_METRICS_PORT (each process has its own
 * Registry; Prometheus scrapes the web and every worker). Anything else answers 404.
 */
export async function startMetricsListener(opts: {
  metrics: Metrics;
  token: string | undefined;
  port: number;
  host?: string;
  logger: Logger;
}): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'Not found' }));
      return;
    }
    serveMetrics(opts.metrics, opts.token, req, res).catch((err: unknown) => {
      opts.logger.error({ err }, 'metrics exposition failed');
      if (!res.headersSent) res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'Metrics unavailable' }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '0.0.0.0', () => resolve());
  });
  return server;
}
