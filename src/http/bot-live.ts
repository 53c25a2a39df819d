import { Router } from 'express';
import { z } from 'zod';
import { ACTIVITY_CHANNELS, ACTIVITY_OUTCOMES } from '../activity/activity-sets.js';
import { botLiveSummary } from '../activity/summary.js';
import type { Services } from '../services.js';
import { platformAuth, sameTenant } from './middleware/auth.js';
import { route, type ApiDocs } from './route.js';

const params = z.object({ tenantId: z.coerce.number().int().positive().max(2_147_483_647) });
const summary = z.object({
  last_call_at: z.string().nullable().describe('the newest bot call; dashboard previews do not count'),
  last_channel: z.enum(ACTIVITY_CHANNELS).nullable(),
  last_24h: z.object({ calls: z.number().int(), by_outcome: z.record(z.enum(ACTIVITY_OUTCOMES), z.number().int()) }),
  preview: z.object({ last_at: z.string().nullable(), verified_at: z.string().nullable().describe('the newest verified preview conversation') }),
});

/** `GET /api/tenants/{tenant_id}/activity/summary`: whether the bot is live (the dashboard's home page), from the activity log. */
export function botLiveRouter(services: Services, docs: ApiDocs): Router {
  const router = Router();
  route(
    router,
    docs,
    {
      method: 'get',
      path: '/api/tenants/:tenantId/activity/summary',
      operationId: 'getBotActivitySummary',
      tag: 'tenants',
      security: 'platform',
      before: [platformAuth(services.tenants), sameTenant],
      params,
      summary: "Whether the tenant's bot is live: its newest bot call and the last 24 hours' calls by outcome (never customer data)",
      responses: {
        200: { description: 'the summary', schema: summary },
        401: { description: 'Invalid API key' },
        404: { description: 'Not found (another tenant)' },
      },
    },
    async ({ params: p }) => botLiveSummary(services.orm, services.clock, p.tenantId),
  );
  return router;
}
