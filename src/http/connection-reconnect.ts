import { Router } from 'express';
import { z } from 'zod';
import { ConnectionReconnect, type ReconnectOutcome } from '../connectors/connections/reconnect.js';
import type { Connectors } from '../wiring/connectors.js';
import { CONNECTION_MESSAGES, PENDING_SETTINGS_MESSAGES } from '../messages.js';
import type { Services } from '../services.js';
import { connectionViewSchema } from './connections.js';
import { platformAuth, sameTenant } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { settingsRefusal } from './error-shapes.js';
import { route, type ApiDocs } from './route.js';

const connectionParams = z.object({ tenantId: z.coerce.number().int().positive(), connectionId: z.coerce.number().int().positive().max(2_147_483_647) });
const value = z.union([z.string().max(4096), z.number()]).transform(String);
const reconnectBody = z.object({
  config: z.record(z.string(), value).default({}).describe('Config fields by name (catalogue entry "config")'),
  secrets: z.record(z.string(), value).default({}).describe('The new secrets by name; encrypted, never shown again'),
});
const reconnected = z.object({
  success: z.boolean(),
  applied: z.enum(['live', 'pending']).describe('pending: the new keys failed their test, so the live ones stay (connection.pending shows the new ones)'),
  message: z.string(),
  connection: connectionViewSchema,
  test: z.object({ passed: z.number().int(), total: z.number().int() }),
});
const refused = settingsRefusal;

function answer(outcome: ReconnectOutcome): Record<string, unknown> {
  switch (outcome.kind) {
    case 'not_found':
      throw new HttpError(404, { detail: CONNECTION_MESSAGES.connectionNotFound });
    case 'disconnected':
      throw new HttpError(409, { success: false, message: CONNECTION_MESSAGES.disconnected });
    case 'unknown_connector':
      throw new HttpError(404, { detail: CONNECTION_MESSAGES.unknownConnector });
    case 'none_pending':
      throw new HttpError(404, { detail: PENDING_SETTINGS_MESSAGES.nonePending });
    case 'invalid':
      throw new HttpError(400, { success: false, message: outcome.errors[0]!.message, errors: outcome.errors });
    case 'tested':
      return {
        success: outcome.applied === 'live' && outcome.connection.status === 'working',
        applied: outcome.applied,
        message: outcome.test.message,
        connection: outcome.connection,
        test: { passed: outcome.test.passed, total: outcome.test.total },
      };
  }
}

/**
 * Reconnecting a connection with new keys without breaking the live bot (issue 15, item 8): the new
 * keys are tested first and replace the live ones only when they work; failing ones wait beside them.
 */
export function connectionReconnectRouter(services: Services, docs: ApiDocs, connectors: Connectors): Router {
  const router = Router();
  const reconnect = new ConnectionReconnect({
    orm: services.orm,
    box: services.box,
    clock: services.clock,
    store: connectors.store,
    catalogue: connectors.catalogue,
    reader: connectors.reader,
    policy: { allowPrivate: services.config.ALLOW_PRIVATE_TARGETS },
    logger: services.logger,
  });
  const base = { tag: 'connections' as const, security: 'platform' as const, before: [platformAuth(services.tenants), sameTenant], params: connectionParams };
  const one = '/api/tenants/:tenantId/connectors/:connectionId';
  const common = {
    401: { description: 'Invalid API key' },
    404: { description: 'Connection not found, or no new keys wait' },
    409: { description: 'disconnected', schema: refused },
  };

  route(
    router,
    docs,
    {
      ...base,
      method: 'put',
      path: one,
      operationId: 'reconnectConnection',
      body: reconnectBody,
      summary:
        'Reconnect with new keys: they are tested first; a working connection keeps its live keys until the new ones pass (failing ones wait as connection.pending)',
      responses: {
        200: { description: 'tested', schema: reconnected },
        400: { description: "Enter the <label> / That <label> doesn't look right — e.g. <example>", schema: refused },
        ...common,
        422: { description: 'invalid body' },
      },
    },
    async ({ params, body }) => answer(await reconnect.reconnect(params.tenantId, params.connectionId, body)),
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: `${one}/pending/test`,
      operationId: 'testPendingConnection',
      summary: 'Test the waiting new keys again; they replace the live ones once a capability passes',
      responses: { 200: { description: 'tested', schema: reconnected }, ...common },
    },
    async ({ params }) => answer(await reconnect.retestPending(params.tenantId, params.connectionId)),
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'delete',
      path: `${one}/pending`,
      operationId: 'discardPendingConnection',
      summary: 'Discard the waiting new keys; the live ones are unchanged',
      responses: { 200: { description: 'discarded', schema: reconnected }, ...common },
    },
    async ({ params }) => answer(await reconnect.discardPending(params.tenantId, params.connectionId)),
  );

  return router;
}
