import { Router } from 'express';
import { z } from 'zod';
import type { Services } from '../services.js';
import { route, type ApiDocs } from './route.js';

const readySchema = z.object({ ready: z.boolean(), redis: z.enum(['ok', 'down']), postgres: z.enum(['ok', 'down']) });

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** GET /healthz (process up) and GET /readyz (Redis and Postgres answer; 503 otherwise). */
export function healthRouter(services: Services, docs: ApiDocs): Router {
  const router = Router();
  route(
    router,
    docs,
    {
      method: 'get',
      path: '/healthz',
      operationId: 'getLiveness',
      summary: 'The process is up',
      tag: 'operations',
      security: 'none',
      responses: { 200: { description: 'up', schema: z.object({ ok: z.literal(true) }) } },
    },
    () => ({ ok: true }),
  );
  route(
    router,
    docs,
    {
      method: 'get',
      path: '/readyz',
      operationId: 'getReadiness',
      summary: 'Redis and PostgreSQL answer',
      tag: 'operations',
      security: 'none',
      responses: { 200: { description: 'ready', schema: readySchema }, 503: { description: 'a dependency is down', schema: readySchema } },
    },
    async (_input, _req, res) => {
      const [redis, postgres] = await Promise.all([
        within(2_000, services.redis.ping()).then(
          () => 'ok' as const,
          () => 'down' as const,
        ),
        within(2_000, services.orm.em.getConnection().execute('select 1')).then(
          () => 'ok' as const,
          () => 'down' as const,
        ),
      ]);
      const ready = redis === 'ok' && postgres === 'ok';
      res.status(ready ? 200 : 503);
      return { ready, redis, postgres };
    },
  );
  return router;
}
