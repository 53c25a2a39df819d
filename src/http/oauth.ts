import { Router } from 'express';
import { z } from 'zod';
import type { TestOutcome } from '../connectors/connections/service.js';
import { ConnectionConfig } from '../connectors/oauth/config-update.js';
import { integrationsUrl } from '../connectors/oauth/dashboard.js';
import { OAuthExchangeGateway } from '../connectors/oauth/exchange-gateway.js';
import { OAuthSignIn, SIGN_IN_RESULTS, type CallbackOutcome } from '../connectors/oauth/oauth-sign-in.js';
import { OAuthStates } from '../connectors/oauth/oauth-states.js';
import { buildConnectors, type Connectors } from '../wiring/connectors.js';
import { CONNECTION_MESSAGES, DASHBOARD_MESSAGES, OAUTH_MESSAGES } from '../messages.js';
import type { Services } from '../services.js';
import { connectionViewSchema } from './connections.js';
import { platformAuth, sameTenant } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { errorDetail, settingsRefusal } from './error-shapes.js';
import { route, type ApiDocs } from './route.js';

export const OAUTH_CALLBACK_PATH = '/api/connectors/oauth/callback';

const tenantIdParams = z.object({ tenantId: z.coerce.number().int().positive() });
const startParams = tenantIdParams.extend({ connector: z.string().min(1).max(64).describe('Catalogue key of an oauth2 connector, e.g. xero') });
const startQuery = z
  .object({
    connection_id: z.coerce
      .number()
      .int()
      .positive()
      .max(2_147_483_647)
      .optional()
      .describe('Sign this existing connection in again (rotation) instead of creating one'),
  })
  .catchall(z.string().max(4096).describe('Config fields of the connector by name (catalogue entry "config")'));
const callbackQuery = z.looseObject({
  state: z.string().max(1024).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(200).optional(),
});
const connectionParams = tenantIdParams.extend({ connectionId: z.coerce.number().int().positive().max(2_147_483_647) });
const value = z.union([z.string().max(4096), z.number()]).transform(String);
const configBody = z.object({
  config: z.record(z.string(), value).describe('Config fields by name, merged over the stored ones; a blank value removes an optional one'),
});

const refused = settingsRefusal;
const invalid = settingsRefusal;
const started = z.object({ success: z.literal(true), authorize_url: z.string(), connection_id: z.number().int(), expires_at: z.string() });
const tested = z.object({
  success: z.boolean(),
  message: z.string(),
  connection: connectionViewSchema,
  test: z.object({ passed: z.number().int(), total: z.number().int() }),
});

/** Where the callback sends the user: the dashboard's Integrations tab with connector=<result>. */
export function dashboardRedirect(base: string, outcome: Extract<CallbackOutcome, { kind: 'done' }>): string {
  const url = new URL(base);
  url.searchParams.set('connector', outcome.result);
  url.searchParams.set('connector_key', outcome.connector);
  if (outcome.connectionId !== null) url.searchParams.set('connection_id', String(outcome.connectionId));
  return url.toString();
}

function testedBody(outcome: TestOutcome): Record<string, unknown> {
  if (outcome.kind === 'not_found') throw new HttpError(404, { detail: CONNECTION_MESSAGES.connectionNotFound });
  if (outcome.kind === 'disconnected') throw new HttpError(409, { success: false, message: CONNECTION_MESSAGES.disconnected });
  return {
    success: outcome.connection.status === 'working',
    message: outcome.test.message,
    connection: outcome.connection,
    test: { passed: outcome.test.passed, total: outcome.test.total },
  };
}

/**
 * OAuth sign-in (spec: Authentication 6): start (tenant key) -> vendor consent screen -> callback
 * (public, the vendor redirects the browser here) -> dashboard Integrations tab with
 * `connector=ok|failing|cancelled|failed|expired`; and PUT .../config for settings a vendor reveals
 * after sign-in. The code exchange and the connection test run in the vendor pool.
 */
export function oauthRouter(services: Services, docs: ApiDocs, connectors: Connectors = buildConnectors(services)): Router {
  const router = Router();
  const { config, orm, clock, logger } = services;
  const policy = { allowPrivate: config.ALLOW_PRIVATE_TARGETS };
  const settings = new ConnectionConfig({ orm, clock, catalogue: connectors.catalogue, policy, tester: connectors.connections });
  const signIn = new OAuthSignIn({
    catalogue: connectors.catalogue,
    store: connectors.store,
    states: new OAuthStates(orm, clock),
    config: settings,
    box: services.box,
    clock,
    apps: config.OAUTH_APPS,
    policy,
    logger,
    redirectUri: `${config.PUBLIC_BASE_URL}${OAUTH_CALLBACK_PATH}`,
    exchanger: new OAuthExchangeGateway({ rpc: services.rpc, queues: services.queues, config }),
    tester: connectors.connections,
  });
  const dashboard = integrationsUrl(config);
  const before = [platformAuth(services.tenants), sameTenant];

  route(
    router,
    docs,
    {
      method: 'get',
      path: '/api/tenants/:tenantId/connectors/oauth/:connector/start',
      operationId: 'startOauthSignIn',
      tag: 'connections',
      security: 'platform',
      before,
      params: startParams,
      query: startQuery,
      summary:
        'Start OAuth sign-in: creates a pending connection and redirects to the vendor consent screen (read scopes only); Accept: application/json answers the URL instead',
      responses: {
        200: { description: 'with Accept: application/json: the consent-screen URL (the state expires in 10 minutes)', schema: started },
        302: { description: 'redirect to the vendor consent screen' },
        400: { description: 'a config field the sign-in needs is blank or malformed, or the connector does not sign in', schema: invalid },
        401: { description: 'Invalid API key' },
        404: { description: 'Unknown connector / connection not found' },
        409: { description: '<Name> app is not registered yet', schema: refused },
        422: { description: 'invalid query' },
      },
    },
    async ({ params, query }, req, res) => {
      const { connection_id: connectionId, ...fields } = query;
      const outcome = await signIn.start({
        tenantId: params.tenantId,
        connector: params.connector,
        config: fields,
        ...(connectionId !== undefined ? { connectionId } : {}),
      });
      switch (outcome.kind) {
        case 'unknown_connector':
          throw new HttpError(404, { detail: CONNECTION_MESSAGES.unknownConnector });
        case 'connection_not_found':
          throw new HttpError(404, { detail: CONNECTION_MESSAGES.connectionNotFound });
        case 'not_oauth':
          throw new HttpError(400, { success: false, message: OAUTH_MESSAGES.notOauth(outcome.name) });
        case 'not_registered':
          throw new HttpError(409, { success: false, message: DASHBOARD_MESSAGES.appNotRegistered(outcome.name) });
        case 'invalid':
          throw new HttpError(400, { success: false, message: outcome.errors[0]!.message, errors: outcome.errors });
        case 'started':
          res.set('Cache-Control', 'no-store');
          if (req.accepts(['text/html', 'application/json']) === 'application/json') {
            return { success: true, authorize_url: outcome.authorizeUrl, connection_id: outcome.connectionId, expires_at: outcome.expiresAt.toISOString() };
          }
          res.redirect(302, outcome.authorizeUrl);
          return undefined;
      }
    },
  );

  route(
    router,
    docs,
    {
      method: 'get',
      path: OAUTH_CALLBACK_PATH,
      operationId: 'finishOauthSignIn',
      tag: 'connections',
      security: 'none',
      query: callbackQuery,
      summary: `The vendor's redirect after sign-in: exchanges the code, runs the connection test, and returns the user to the dashboard with connector=${SIGN_IN_RESULTS.join('|')}`,
      responses: {
        302: { description: 'redirect to <DASHBOARD_URL>/integrations?connector=<result>&connector_key=<key>[&connection_id=<id>]' },
        400: {
          description: 'the state matches no pending sign-in (unknown, already used, or its connection was disconnected)',
          schema: errorDetail,
        },
      },
    },
    async ({ query }, _req, res) => {
      const outcome = await signIn.callback({ state: query.state, code: query.code, error: query.error });
      res.set('Cache-Control', 'no-store');
      if (outcome.kind === 'rejected') throw new HttpError(400, { detail: OAUTH_MESSAGES.unknownState }, { 'Cache-Control': 'no-store' });
      res.redirect(302, dashboardRedirect(dashboard, outcome));
      return undefined;
    },
  );

  route(
    router,
    docs,
    {
      method: 'put',
      path: '/api/tenants/:tenantId/connectors/:connectionId/config',
      operationId: 'setConnectionConfig',
      tag: 'connections',
      security: 'platform',
      before,
      params: connectionParams,
      body: configBody,
      summary: 'Set config fields after connecting (e.g. the Xero organisation id an OAuth sign-in reveals), then run the connection test again',
      responses: {
        200: { description: 'saved and tested; success tells whether it is working', schema: tested },
        400: { description: "Enter the <label> / That <label> doesn't look right — e.g. <example>", schema: invalid },
        401: { description: 'Invalid API key' },
        404: { description: 'Connection not found' },
        409: { description: 'disconnected', schema: refused },
        422: { description: 'invalid body' },
      },
    },
    async ({ params, body }) => {
      const outcome = await settings.update(params.tenantId, params.connectionId, body.config);
      if (outcome.kind === 'unknown_connector') throw new HttpError(404, { detail: CONNECTION_MESSAGES.unknownConnector });
      if (outcome.kind === 'invalid') throw new HttpError(400, { success: false, message: outcome.errors[0]!.message, errors: outcome.errors });
      return testedBody(outcome);
    },
  );

  return router;
}
