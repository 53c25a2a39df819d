import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Router, type RequestHandler } from 'express';
import { jobQueues } from '../../queues/jobs.js';
import { announcedVendors, PER_CONNECTION_QUEUE, vendorQueueName } from '../../queues/vendor-slots.js';
import type { Services } from '../services.js';
import { adminAuth } from './middleware/auth.js';

export const BULL_BOARD_PATH = '/admin/queues';

/**
 * Bull Board at /admin/queues, behind the admin token (X-Admin-Token, or HTTP basic with the token as
 * password). Shows every catalogue queue, the shared per-connection vendor queue, and each vendor queue announced so far (refreshed at most
 * every 10 s).
 */
export function bullBoardRouter(services: Services): Router {
  const serverAdapter = new ExpressAdapter().setBasePath(BULL_BOARD_PATH);
  const board = createBullBoard({ queues: [], serverAdapter, options: { uiConfig: { boardTitle: 'Verification service queues' } } });
  let refreshedAt = 0;
  const refresh: RequestHandler = async (_req, _res, next) => {
    if (services.clock.now() - refreshedAt > 10_000) {
      refreshedAt = services.clock.now();
      const vendors = await announcedVendors(services.redis, services.config.REDIS_PREFIX).catch(() => [] as string[]);
      const names = [...jobQueues().map((q) => q.queue), PER_CONNECTION_QUEUE, ...vendors.sort().map(vendorQueueName)];
      board.replaceQueues(names.map((name) => new BullMQAdapter(services.queues.get(name), { readOnlyMode: false })));
    }
    next();
  };
  const router = Router();
  router.use(BULL_BOARD_PATH, adminAuth(services.config.ADMIN_TOKEN, { allowBasic: true }), refresh, serverAdapter.getRouter() as Router);
  return router;
}
