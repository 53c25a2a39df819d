import { Router } from 'express';
import { catalogueQueueCounts, serveMetrics } from '../metrics/exposition.js';
import type { Services } from '../services.js';

/**
 * `GET /metrics`: the web process's Prometheus metrics (queue counts read from BullMQ at scrape time,
 * rpc timeouts, verification outcomes), behind METRICS_TOKEN as a bearer token; 404 while it is unset.
 * Kept out of the OpenAPI document: it is an operator route, not part of the API.
 */
export function metricsRouter(services: Services): Router {
  services.metrics.setQueueCounts(catalogueQueueCounts(services.queues));
  const router = Router();
  router.get('/metrics', (req, res, next) => {
    serveMetrics(services.metrics, services.config.METRICS_TOKEN, req, res).catch(next);
  });
  return router;
}
