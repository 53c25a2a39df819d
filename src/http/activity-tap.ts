import type { RequestHandler } from 'express';
import type { ActivityLog } from '../activity/log.js';
import { outcomeOf, rowsOf, type ActivityChannel } from '../activity/outcomes.js';
import type { AuthenticatedConnection } from '../connectors/connections/connection-store.js';
import { authedTenantIdOrUndefined } from './middleware/auth.js';

/**
 * Records one activity entry per call of the routes it is mounted before (the platform API and
 * /api/connect): the route's path (never the URL's values), the conversation id and connection id
 * when given, the outcome and row count read from the answer, the duration. The answer's body is
 * looked at for flags and list lengths only; nothing of it is stored. Calls whose key was refused
 * have no tenant and are not recorded.
 */
export function activityTap(log: ActivityLog, opts: { channel: ActivityChannel; connectionFromPath?: RegExp }): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    let answered: unknown;
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      answered = body;
      return json(body);
    };
    void log.scope(async (scope) => {
      await new Promise<void>((resolve) => {
        res.once('finish', resolve);
        res.once('close', resolve);
        next();
      });
      const tenantId = authedTenantIdOrUndefined(res) ?? (res.locals.connection as AuthenticatedConnection | undefined)?.tenant.id;
      if (tenantId === undefined) return;
      const body: unknown = req.body;
      const conversation = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['conversation_id'] : undefined;
      const fromPath = opts.connectionFromPath?.exec(req.path)?.[1];
      const connections = new Set(scope.connections);
      if (fromPath !== undefined) connections.add(Number(fromPath));
      const routePath = (req.route as { path?: string } | undefined)?.path ?? req.path.replace(/\/\d+(?=\/|$)/g, '/{id}');
      log.record({
        tenantId,
        channel: opts.channel,
        action: `${req.method} ${routePath}`,
        conversationId: typeof conversation === 'number' && Number.isInteger(conversation) ? conversation : null,
        connectionIds: [...connections],
        outcome: scope.reason ?? outcomeOf(res.statusCode, answered),
        rows: res.statusCode < 300 ? rowsOf(answered) : 0,
        durationMs: performance.now() - started,
      });
    });
  };
}
