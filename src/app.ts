import { performance } from 'node:perf_hooks';
import express, { type Express } from 'express';
import swaggerUi from 'swagger-ui-express';
import { accountConnectDemoRouter } from './http/account-connect-demo.js';
import { accountConnectSettingsRouter } from './http/account-connect-settings.js';
import { adminRouter } from './http/admin.js';
import { bullBoardRouter } from './http/bull-board.js';
import { botToolsRouter } from './http/bot-tools.js';
import { chatbotApiRouter } from './http/chatbot-api.js';
import { mcpRouter } from './http/mcp.js';
import { connectRouter } from './http/connect.js';
import { connectionsRouter } from './http/connections.js';
import { smsCallbacksRouter } from './http/sms-callbacks.js';
import { healthRouter } from './http/health.js';
import { metricsRouter } from './http/metrics.js';
import { errorHandler, notFoundHandler } from './http/middleware/errors.js';
import { JSON_TYPES, jsonBodyOnly } from './http/middleware/json-body.js';
import { requestLog } from './http/middleware/request-log.js';
import { rpcWork } from './http/middleware/rpc-work.js';
import { ApiDocs } from './http/route.js';
import { tenantsRouter } from './http/tenants.js';
import { identityRouter } from './http/identity.js';
import { fraudSignalsRouter } from './http/fraud-signals.js';
import { webhooksRouter } from './http/webhooks.js';
import { conversationsRouter } from './http/conversations.js';
import { sandboxRouter } from './http/sandbox.js';
import { ticketsRouter } from './http/tickets.js';
import { catalogueRouter } from './http/catalogue.js';
import { oauthRouter } from './http/oauth.js';
import { dashboardAuthRouter } from './http/dashboard-auth.js';
import { activityRouter } from './http/activity.js';
import { activityLogRouter } from './http/activity-log.js';
import { botLiveRouter } from './http/bot-live.js';
import { previewRouter } from './http/preview.js';
import { connectionReconnectRouter } from './http/connection-reconnect.js';
import { loggablePath, receiptPagesRouter } from './http/receipt-pages.js';
import { dashboardPages } from './http/dashboard-static.js';
import { dashboardCookies } from './http/middleware/auth.js';
import { buildDashboardAuth } from './wiring/dashboard-auth.js';
import type { Services } from './services.js';
import { callStarts } from './tenants/config-epochs.js';
import { smsReportEvents } from './events/emitters.js';
import { buildConnectors } from './wiring/connectors.js';
import { buildVerification } from './wiring/verification.js';
import { buildBotRunner } from './wiring/bot.js';

export const SERVICE_VERSION = '0.1.0';

export interface AppOptions {
  /** The built dashboard (index.html and assets/). Default dist/dashboard of the repository. */
  dashboardDir?: string;
  /** The registry the routers document their routes in (describeApi passes its own). Default a new one. */
  docs?: ApiDocs;
}

/** The OpenAPI document's title and version. */
export const API_INFO = { title: 'Customer verification and read-only account data', version: SERVICE_VERSION } as const;

/** Builds the Express app of the web process (also used by tests). */
export function buildApp(services: Services, opts: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.set('query parser', 'simple');
  app.use(requestLog(services.logger, { loggablePath, quiet: new Set(['/healthz', '/readyz', '/metrics']) }));
  app.use(rpcWork(services.rpc));
  app.use(jsonBodyOnly);
  app.use(express.json({ limit: '256kb', strict: false, type: JSON_TYPES }));
  // The request's start, once its body has come: an epoch read sent after it serves the rest of the request (tenants/config-epochs.ts).
  app.use((_req, _res, next) => callStarts.run(performance.now(), next));

  const docs = opts.docs ?? new ApiDocs();
  // The dashboard's session cookie: the alternative to X-API-Key that platformAuth accepts.
  const dashboardAuth = buildDashboardAuth(services);
  app.use(dashboardCookies({ signIns: dashboardAuth.signIns, ownOrigin: dashboardAuth.ownOrigin }));
  app.use(healthRouter(services, docs));
  app.use(metricsRouter(services));
  app.use(adminRouter(services, docs));
  app.use(tenantsRouter(services, docs));
  app.use(identityRouter(services, docs));
  app.use(fraudSignalsRouter(services, docs));
  const connectors = buildConnectors(services);
  const verification = buildVerification(services, connectors);
  app.use(accountConnectDemoRouter(services, docs));
  app.use(accountConnectSettingsRouter(services, docs, verification));
  app.use(chatbotApiRouter(services, docs, verification));
  app.use(activityRouter(services, docs));
  app.use(botLiveRouter(services, docs));
  app.use(activityLogRouter(services, docs));
  const bot = buildBotRunner(services, verification);
  app.use(botToolsRouter(services, docs, bot));
  app.use(previewRouter(services, docs, bot));
  app.use(mcpRouter(services, docs, bot, SERVICE_VERSION));
  app.use(ticketsRouter(services, docs, verification));
  app.use(conversationsRouter(services, docs, verification));
  app.use(sandboxRouter(services, docs));
  app.use(webhooksRouter(services, docs));
  app.use(connectionsRouter(services, docs, connectors));
  app.use(connectionReconnectRouter(services, docs, connectors));
  app.use(connectRouter(services, docs, connectors, verification));
  app.use(catalogueRouter(services, docs, connectors.catalogue));
  app.use(oauthRouter(services, docs, connectors));
  app.use(receiptPagesRouter(services, docs, verification));
  app.use(smsCallbacksRouter(services, docs, smsReportEvents(services.clock)));
  app.use(bullBoardRouter(services));
  const pages = dashboardPages(opts.dashboardDir);
  app.use(dashboardAuthRouter(services, docs, dashboardAuth, pages));
  app.use(pages.router);

  let openapi: unknown;
  app.get('/api/openapi.json', (_req, res) => {
    openapi ??= docs.document({ ...API_INFO, serverUrl: services.config.PUBLIC_BASE_URL });
    res.json(openapi);
  });
  app.use('/docs', swaggerUi.serve, swaggerUi.setup(undefined, { swaggerOptions: { url: '/api/openapi.json' }, customSiteTitle: 'API reference' }));

  app.use(notFoundHandler);
  app.use(errorHandler(services.logger));
  return app;
}
