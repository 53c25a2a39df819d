import { Router } from 'express';
import { z } from 'zod';
import { ACTIVITY_CHANNELS, ACTIVITY_OUTCOMES } from '../activity/outcomes.js';
import { listActivity } from '../activity/queries.js';
import type { Services } from '../services.js';
import { platformAuth, sameTenant } from './middleware/auth.js';
import { route, type ApiDocs } from './route.js';

const params = z.object({ tenantId: z.coerce.number().int().positive().max(2_147_483_647) });
const query = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, 'a next_cursor value from the previous page')
    .optional(),
  outcome: z.enum(ACTIVITY_OUTCOMES).optional(),
  connection_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
const record = z.object({
  id: z.string(),
  at: z.string(),
  channel: z.enum(ACTIVITY_CHANNELS),
  action: z.string(),
  conversation_id: z.number().nullable(),
  connection_ids: z.array(z.number()),
  outcome: z.enum(ACTIVITY_OUTCOMES),
  rows: z.number(),
  duration_ms: z.number(),
});

/**
 * `GET /api/tenants/{tenant_id}/activity`: the tenant's own activity log (every bot call on the
 * platform API, the conversation tools, /api/connect and MCP), newest first, a page at a time.
 */
export function activityLogRouter(services: Services, docs: ApiDocs): Router {
  const router = Router();
  route(
    router,
    docs,
    {
      method: 'get',
      path: '/api/tenants/:tenantId/activity',
      operationId: 'listActivity',
      tag: 'tenants',
      security: 'platform',
      before: [platformAuth(services.tenants), sameTenant],
      params,
      query,
      summary:
        "The tenant's activity log: one record per bot call (time, channel, tool or endpoint, conversation, connections, outcome, rows, duration; never customer data), newest first, kept 30 days",
      responses: {
        200: {
          description: 'a page of records and the cursor of the next (older) page',
          schema: z.object({ activity: z.array(record), next_cursor: z.string().nullable() }),
        },
        401: { description: 'Invalid API key' },
        404: { description: 'Not found (another tenant)' },
        422: { description: 'invalid filter or cursor' },
      },
    },
    async ({ params: p, query: q }) =>
      listActivity(services.orm, p.tenantId, { limit: q.limit, cursor: q.cursor, outcome: q.outcome, connectionId: q.connection_id }),
  );
  return router;
}
