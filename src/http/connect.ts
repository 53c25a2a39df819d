import { Router, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { AuthenticatedConnection } from '../connectors/connections/connection-store.js';
import { buildConnectors, type Connectors } from '../wiring/connectors.js';
import { MESSAGES, VERIFICATION_MESSAGES, type DataKind } from '../messages.js';
import type { Services } from '../services.js';
import type { ApiOutcome } from '../verification/answers.js';
import { buildVerification, type Verification } from '../wiring/verification.js';
import { HttpError, missingOrWrongKey } from './middleware/errors.js';
import { activityTap } from './activity-tap.js';
import { wrappedRefusal } from './error-shapes.js';
import { route, type ApiDocs } from './route.js';

const params = z.object({ connectionId: z.coerce.number().int().positive().max(2_147_483_647) });
const text = (max: number) => z.string().max(max).optional().default('');
const identityBody = z.object({
  full_name: z.string().trim().min(1).max(200),
  postcode: text(20),
  email: text(320),
  mobile_number: text(40),
});
const otpBody = z.object({
  otp_token: z.string().max(200),
  otp_code: z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(40)),
});
const sessionBody = z.object({ session_token: text(200) });
const orderStatusBody = z.object({ tracking_number: text(100), order_number: text(100), postcode: text(20), session_token: text(200) });

const reply = z.object({ success: z.boolean(), message: z.string().optional(), system_error: z.boolean().optional() }).loose();
const responses = {
  200: { description: 'success true with the data, or a normal negative answer (success false; system_error when a lookup failed)', schema: reply },
  401: { description: '{detail: {success: false, message: "Missing or wrong X-API-Key"}}; on account calls also "Session expired — please verify again."' },
  422: { description: 'invalid body' },
  429: { description: 'rate limited; honour Retry-After', schema: wrappedRefusal },
};

/** The per-connection key (scc_...) in X-API-Key; 401 with the detail-wrapped body otherwise. */
function connectAuth(verification: Verification): RequestHandler {
  return async (req, res, next) => {
    const raw = req.headers['x-api-key'];
    const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
    const id = Number(req.params.connectionId);
    const connection = key && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? await verification.connect.authenticate(id, key) : null;
    if (!connection) throw missingOrWrongKey();
    res.locals.connection = connection;
    next();
  };
}

function connectionOf(res: Response): AuthenticatedConnection {
  const c = res.locals.connection as AuthenticatedConnection | undefined;
  if (!c) throw new Error('connectionOf used on a route without connectAuth');
  return c;
}

function send(outcome: ApiOutcome): Record<string, unknown> {
  if (outcome.kind === 'reply') return outcome.body;
  if (outcome.kind === 'session_expired') throw new HttpError(401, { detail: { success: false, message: MESSAGES.sessionExpired } });
  const s = outcome.retryAfterSeconds;
  throw new HttpError(429, { detail: { success: false, message: VERIFICATION_MESSAGES.tooManyRequests(s) } }, { 'Retry-After': String(s) });
}

/**
 * The bot's connector endpoints (spec part B), authenticated with the connection's scc_ key:
 * verify-identity and verify-otp (matching rules and code delivery of the connector), the account
 * reads with a session of this connection, and order-status. Every vendor call runs in the vendor pool.
 */
export function connectRouter(
  services: Services,
  docs: ApiDocs,
  connectors: Connectors = buildConnectors(services),
  verification: Verification = buildVerification(services, connectors),
): Router {
  const router = Router();
  const { connect } = verification;
  const base = {
    tag: 'connect' as const,
    security: 'connect' as const,
    before: [activityTap(services.activity, { channel: 'connect', connectionFromPath: /^\/api\/connect\/(\d+)\// }), connectAuth(verification)],
    params,
    responses,
  };
  const path = (p: string): string => `/api/connect/:connectionId/${p}`;

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: path('verify-identity'),
      operationId: 'connectVerifyIdentity',
      body: identityBody,
      summary: 'Find and match the customer; send a one-time code to contact details on the account',
    },
    async ({ body }, _req, res) => send(await connect.verifyIdentity(connectionOf(res), body)),
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: path('verify-otp'),
      operationId: 'connectVerifyOtp',
      body: otpBody,
      summary: 'Check the code; returns a 30-minute session_token for this connection',
    },
    async ({ body }, _req, res) => send(await connect.verifyOtp(connectionOf(res), body.otp_token, body.otp_code.replace(/\s+/g, ''))),
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: path('account-summary'),
      operationId: 'connectReadAccountSummary',
      body: sessionBody,
      summary: "The verified customer's record, balance and mapped account fields",
    },
    async ({ body }, _req, res) => send(await connect.read(connectionOf(res), 'account', body.session_token)),
  );

  const reads = {
    orders: 'connectReadOrders',
    invoices: 'connectReadInvoices',
    bookings: 'connectReadBookings',
    subscriptions: 'connectReadSubscriptions',
    tickets: 'connectReadTickets',
  } as const satisfies Partial<Record<DataKind, string>>;
  for (const [kind, operationId] of Object.entries(reads) as [keyof typeof reads, string][]) {
    route(
      router,
      docs,
      {
        ...base,
        method: 'post',
        path: path(kind),
        operationId,
        body: sessionBody,
        summary: `The verified customer's ${kind} (rows naming another customer's email are dropped)`,
      },
      async ({ body }, _req, res) => send(await connect.read(connectionOf(res), kind, body.session_token)),
    );
  }

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: path('order-status'),
      operationId: 'connectOrderStatus',
      body: orderStatusBody,
      summary: 'Parcel tracking by tracking number (no verification) or by order number with a session of this connection',
    },
    async ({ body }, _req, res) => connect.orderStatus(connectionOf(res), body),
  );

  return router;
}
