import { Router } from 'express';
import { z } from 'zod';
import { TICKET_MESSAGES } from '../messages.js';
import type { Services } from '../services.js';
import { TicketEvents } from '../tickets/ticket-events.js';
import { authedTenantId, platformAuth } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { route, type ApiDocs } from './route.js';

const idParams = z.object({ ticketId: z.coerce.number().int().positive().max(2_147_483_647) });
const eventView = z.object({ event: z.string(), created_at: z.string(), data: z.record(z.string(), z.unknown()) });

/** Read-only history the dashboard's Activity page adds to the conversations and tickets lists. */
export function activityRouter(services: Services, docs: ApiDocs): Router {
  const router = Router();
  const events = new TicketEvents(services.orm);
  route(
    router,
    docs,
    {
      method: 'get',
      path: '/api/tickets/:ticketId/events',
      operationId: 'listTicketEvents',
      tag: 'tickets',
      security: 'platform',
      before: [platformAuth(services.tenants)],
      params: idParams,
      summary: "A ticket's events, oldest first (ticket.created, then each ticket.updated with its changes)",
      responses: {
        200: { description: 'the events', schema: z.object({ success: z.literal(true), data: z.array(eventView) }) },
        401: { description: 'Invalid API key' },
        404: { description: TICKET_MESSAGES.notFound },
      },
    },
    async ({ params }, _req, res) => {
      const list = await events.list(authedTenantId(res), params.ticketId);
      if (!list) throw new HttpError(404, { detail: TICKET_MESSAGES.notFound });
      return { success: true, data: list };
    },
  );
  return router;
}
