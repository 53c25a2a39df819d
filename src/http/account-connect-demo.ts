import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { DEMO_PATH } from '../account-connect/address.js';
import { DemoAccountConnect } from '../account-connect-demo/demo-service.js';
import { constantTimeEqual } from '../crypto/hashing.js';
import { MESSAGES } from '../messages.js';
import type { Services } from '../services.js';
import { HttpError, missingOrWrongKey } from './middleware/errors.js';
import { route, type ApiDocs } from './route.js';

const text = (max: number) => z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(max));
const optionalText = (max: number) => z.string().max(max).optional().default('');

const identityBody = z.object({
  full_name: z.string().max(200),
  postcode: optionalText(20),
  email: optionalText(320),
  mobile_number: optionalText(40),
});
const otpBody = z.object({ otp_token: z.string().max(200), otp_code: text(40) });
const sessionBody = z.object({ session_token: z.string().max(200) });

const flatReply = z.object({ success: z.boolean(), message: z.string().optional() }).loose();
const detail401 = { description: 'Missing or wrong X-API-Key, or (account calls) session unknown or older than 30 minutes' };

/**
 * The demo key in X-API-Key (or, for the REST-bridge reads, as `Authorization: Bearer <key>`), compared
 * in constant time before any work; 401 detail-wrapped otherwise.
 */
function demoKey(key: string, bearer = false): RequestHandler {
  return (req, _res, next) => {
    const given = bearer ? /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] : req.headers['x-api-key'];
    const value = (Array.isArray(given) ? given[0] : given) ?? '';
    if (!constantTimeEqual(value, key)) throw missingOrWrongKey();
    next();
  };
}

const sessionExpired = (): HttpError => new HttpError(401, { detail: { success: false, message: MESSAGES.sessionExpired } });

/**
 * The public Account Connect demo at /api/account-connect-demo/v1 (spec part E): the five POST
 * endpoints of part A over fictional customers, and two vendor-style reads. Served by the web
 * process itself; its state is in Redis. Code always 123456; nothing is ever sent.
 */
export function accountConnectDemoRouter(services: Services, docs: ApiDocs): Router {
  const router = Router();
  const demo = new DemoAccountConnect(services.redis, services.config.REDIS_PREFIX, services.clock);
  const before = [demoKey(services.config.DEMO_API_KEY)];
  const base = { tag: 'account-connect-demo' as const, security: 'demo' as const, before };

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: `${DEMO_PATH}/verify-identity`,
      operationId: 'demoVerifyIdentity',
      summary: 'Match a fictional customer; no code is ever sent (it is always 123456)',
      body: identityBody,
      responses: {
        200: { description: 'otp_token and the masked destination, or the one mismatch message', schema: flatReply },
        401: detail401,
        422: { description: 'invalid body' },
      },
    },
    ({ body }) => demo.verifyIdentity(body),
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: `${DEMO_PATH}/verify-otp`,
      operationId: 'demoVerifyOtp',
      summary: 'Check the code (123456) and return a 30-minute session_token',
      body: otpBody,
      responses: {
        200: { description: 'session_token, or a wrong / expired / too-many-codes message', schema: flatReply },
        401: detail401,
        422: { description: 'invalid body' },
      },
    },
    ({ body }) => demo.verifyOtp(body.otp_token, body.otp_code),
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: `${DEMO_PATH}/session-for-identity`,
      operationId: 'demoSessionForIdentity',
      summary:
        "The optional sixth endpoint: a 30-minute session_token for the fictional customer a business's own server signed in (found by email, else phone_number; name and sub must agree when given)",
      body: z.object({
        sub: z.string().max(200).optional(),
        email: z.string().max(320).optional(),
        phone_number: z.string().max(40).optional(),
        name: z.string().max(200).optional(),
      }),
      responses: {
        200: { description: 'session_token, or the one mismatch message', schema: flatReply },
        401: detail401,
        422: { description: 'invalid body' },
      },
    },
    ({ body }) => demo.sessionForIdentity(body),
  );

  const reads = [
    ['account-summary', 'demoAccountSummary', "The verified customer's account object", (t: string) => demo.accountSummary(t)],
    ['orders', 'demoOrders', "The verified customer's 10 most recent orders, most recent first", (t: string) => demo.orders(t)],
    ['invoices', 'demoInvoices', "The verified customer's 12 most recent invoices, most recent first", (t: string) => demo.invoices(t)],
  ] as const;
  for (const [path, operationId, summary, read] of reads) {
    route(
      router,
      docs,
      {
        ...base,
        method: 'post',
        path: `${DEMO_PATH}/${path}`,
        operationId,
        summary,
        body: sessionBody,
        responses: { 200: { description: 'success true with the data', schema: flatReply }, 401: detail401, 422: { description: 'invalid body' } },
      },
      async ({ body }) => {
        const reply = await read(body.session_token);
        if (!reply) throw sessionExpired();
        return reply;
      },
    );
  }

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: `${DEMO_PATH}/track-order`,
      operationId: 'demoTrackOrder',
      summary: "Track Order template (spec part C): one of the session's own orders with status, courier, tracking and eta",
      body: sessionBody.extend({ order_number: z.string().min(1).max(100) }),
      responses: {
        200: { description: 'the order, or success false for an order not on this account', schema: flatReply },
        401: detail401,
        422: { description: 'invalid body' },
      },
    },
    async ({ body }) => {
      const reply = await demo.trackOrder(body.session_token, body.order_number);
      if (!reply) throw sessionExpired();
      return reply;
    },
  );

  // The same customers as a tenant's own REST API (spec part C, the REST connector): a data connection to try.
  const rest = { tag: 'account-connect-demo' as const, security: 'demoBearer' as const, before: [demoKey(services.config.DEMO_API_KEY, true)] };
  route(
    router,
    docs,
    {
      ...rest,
      method: 'get',
      path: `${DEMO_PATH}/rest/customers`,
      operationId: 'demoRestCustomers',
      summary: 'REST-bridge style: customers by email or phone as {data: [id, name, email, phone, postcode]} (Bearer demo key)',
      query: z.object({ email: z.string().max(320).optional(), phone: z.string().max(40).optional() }),
      responses: { 200: { description: 'customers', schema: z.object({ data: z.array(z.record(z.string(), z.unknown())) }) } },
    },
    ({ query }) => demo.restCustomers(query),
  );

  route(
    router,
    docs,
    {
      ...rest,
      method: 'get',
      path: `${DEMO_PATH}/rest/orders`,
      operationId: 'demoRestOrders',
      summary: 'REST-bridge style: every order of a customer id as {data: [...]} (Bearer demo key)',
      query: z.object({ customer_id: z.string().max(100).optional() }),
      responses: { 200: { description: 'orders', schema: z.object({ data: z.array(z.record(z.string(), z.unknown())) }) } },
    },
    ({ query }) => ({ data: query.customer_id ? (demo.vendorOrders(query.customer_id)['orders'] as unknown[]) : [] }),
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'get',
      path: `${DEMO_PATH}/vendor/orders`,
      operationId: 'demoVendorOrders',
      summary: 'Vendor-style: every order of a customer id (empty for an unknown id)',
      query: z.object({ customer_id: z.string().min(1).max(100) }),
      responses: { 200: { description: 'orders', schema: z.object({ orders: z.array(z.record(z.string(), z.unknown())) }) } },
    },
    ({ query }) => demo.vendorOrders(query.customer_id),
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'get',
      path: `${DEMO_PATH}/vendor/customers`,
      operationId: 'demoVendorCustomers',
      summary: 'Vendor-style: customers by email, or by phone on its last ten digits (empty when unknown)',
      query: z
        .object({ email: z.string().max(320).optional(), phone: z.string().max(40).optional() })
        .refine((q) => Boolean(q.email || q.phone), { message: 'give email or phone', path: ['email'] }),
      responses: { 200: { description: 'customers', schema: z.object({ customers: z.array(z.record(z.string(), z.unknown())) }) } },
    },
    ({ query }) => demo.vendorCustomers(query),
  );

  return router;
}
