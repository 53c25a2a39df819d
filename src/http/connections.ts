import { Router } from 'express';
import { z } from 'zod';
import { CONNECTION_STATUSES } from '../db/entities/connection.js';
import type { RoleOutcome, TestOutcome } from '../connectors/connections/service.js';
import { buildConnectors, type Connectors } from '../wiring/connectors.js';
import { CONNECTION_MESSAGES, DATA_CHOICE_MESSAGES } from '../messages.js';
import type { Services } from '../services.js';
import { platformAuth, sameTenant } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { settingsRefusal } from './error-shapes.js';
import { route, type ApiDocs } from './route.js';

const tenantIdParams = z.object({ tenantId: z.coerce.number().int().positive() });
const connectionParams = tenantIdParams.extend({ connectionId: z.coerce.number().int().positive().max(2_147_483_647) });
const value = z.union([z.string().max(4096), z.number()]).transform(String);
const connectBody = z.object({
  connector: z.string().min(1).max(64).describe('Catalogue key, e.g. shopify'),
  config: z.record(z.string(), value).default({}).describe('Config fields by name (catalogue entry "config")'),
  secrets: z.record(z.string(), value).default({}).describe('Secrets by name (catalogue entry "secrets"); encrypted, never shown again'),
});

const testResult = z.object({ ok: z.boolean(), error: z.string().nullable() });
export const connectionViewSchema = z.object({
  id: z.number().int(),
  connector: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  status: z.enum(CONNECTION_STATUSES),
  capabilities: z.array(z.string()),
  verification: z.string().nullable(),
  can_verify: z.boolean(),
  can_track: z.boolean(),
  config: z.record(z.string(), z.string()),
  secrets: z.array(z.object({ name: z.string(), label: z.string(), set: z.boolean() })),
  test_results: z.record(z.string(), testResult).nullable(),
  last_tested_at: z.string().nullable(),
  problems: z
    .array(z.object({ advice: z.string().nullable(), detail: z.string(), capabilities: z.array(z.string()) }))
    .describe("the last test's failures grouped by error: what to check (advice) and the vendor's words (detail)"),
  last_error: z.string().nullable(),
  last_error_advice: z
    .string()
    .nullable()
    .describe('what to check about last_error, in plain words (e.g. "We couldn\'t find acme.myshopify.com: check the shop name")'),
  last_error_at: z.string().nullable(),
  verifies: z.boolean(),
  tracking: z.boolean(),
  supplies_data: z.boolean(),
  can_supply_data: z.boolean(),
  access_key_set: z.boolean(),
  access_key_issued_at: z.string().nullable(),
  pending: z
    .object({
      config: z.record(z.string(), z.string()),
      secrets: z.array(z.object({ name: z.string(), label: z.string(), set: z.boolean() })),
      test_results: z.record(z.string(), testResult),
      error: z.string().nullable(),
      advice: z.string().nullable(),
      tested_at: z.string(),
    })
    .nullable()
    .describe('new keys that failed their test while the live ones keep answering (PUT .../connectors/{id}); null when none wait'),
  created_at: z.string(),
  updated_at: z.string(),
});
const testSummary = z.object({ passed: z.number().int(), total: z.number().int() });
const tested = z.object({ success: z.boolean(), message: z.string(), connection: connectionViewSchema, test: testSummary });
const chosen = z.object({ success: z.literal(true), message: z.string(), connection: connectionViewSchema, access_key: z.string().nullable() });
const refused = settingsRefusal;
const invalid = settingsRefusal;

const notFound = (): HttpError => new HttpError(404, { detail: CONNECTION_MESSAGES.connectionNotFound });

function testedBody(outcome: TestOutcome): Record<string, unknown> {
  if (outcome.kind === 'not_found') throw notFound();
  if (outcome.kind === 'disconnected') throw new HttpError(409, { success: false, message: CONNECTION_MESSAGES.disconnected });
  return {
    success: outcome.connection.status === 'working',
    message: outcome.test.message,
    connection: outcome.connection,
    test: { passed: outcome.test.passed, total: outcome.test.total },
  };
}

function roleBody(outcome: RoleOutcome, message: string): Record<string, unknown> {
  if (outcome.kind === 'not_found') throw notFound();
  if (outcome.kind === 'disconnected') throw new HttpError(409, { success: false, message: CONNECTION_MESSAGES.disconnected });
  if (outcome.kind === 'refused') throw new HttpError(400, { success: false, message: outcome.message });
  if (outcome.kind === 'untested') throw new HttpError(409, { success: false, message: outcome.message });
  return { success: true, message, connection: outcome.connection, access_key: outcome.key };
}

/**
 * Dashboard API for a tenant's connector connections (tenant key): connect and test, list, read (secrets
 * only as set / not set), test again, choose the verifier (a new scc_ key, shown once) or the tracking
 * connection, disconnect. Every vendor call runs in the vendor worker pool.
 */
export function connectionsRouter(services: Services, docs: ApiDocs, connectors: Connectors = buildConnectors(services)): Router {
  const router = Router();
  const { connections } = connectors;
  const base = { tag: 'connections' as const, security: 'platform' as const, before: [platformAuth(services.tenants), sameTenant] };
  const list = '/api/tenants/:tenantId/connectors';
  const one = `${list}/:connectionId`;
  const common = { 401: { description: 'Invalid API key' }, 404: { description: 'Connection not found' } };

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: list,
      operationId: 'connectConnector',
      params: tenantIdParams,
      body: connectBody,
      summary: 'Connect a catalogue connector: check the settings, store them (secrets encrypted) and run the connection test',
      responses: {
        201: { description: 'saved and tested; success tells whether it is working (at least one capability passed)', schema: tested },
        400: { description: "Enter the <label> / That <label> doesn't look right — e.g. <example> / <Name> connects by signing in — ...", schema: invalid },
        401: { description: 'Invalid API key' },
        404: { description: 'Unknown connector' },
        422: { description: 'invalid body' },
      },
    },
    async ({ params, body }, _req, res) => {
      const outcome = await connections.connect(params.tenantId, body);
      if (outcome.kind === 'unknown_connector') throw new HttpError(404, { detail: CONNECTION_MESSAGES.unknownConnector });
      if (outcome.kind === 'invalid') throw new HttpError(400, { success: false, message: outcome.errors[0]!.message, errors: outcome.errors });
      res.status(201);
      return testedBody(outcome);
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'get',
      path: list,
      operationId: 'listConnections',
      params: tenantIdParams,
      summary: "The tenant's connections (never their secrets)",
      responses: {
        200: { description: 'connections, oldest first', schema: z.object({ connections: z.array(connectionViewSchema) }) },
        401: { description: 'Invalid API key' },
      },
    },
    async ({ params }) => ({ connections: await connections.list(params.tenantId) }),
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'get',
      path: one,
      operationId: 'getConnection',
      params: connectionParams,
      summary: 'One connection (never its secrets)',
      responses: { 200: { description: 'the connection', schema: z.object({ connection: connectionViewSchema }) }, ...common },
    },
    async ({ params }) => {
      const connection = await connections.get(params.tenantId, params.connectionId);
      if (!connection) throw notFound();
      return { connection };
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: `${one}/test`,
      operationId: 'testConnection',
      params: connectionParams,
      summary: 'Run the connection test again (made-up customer)',
      responses: { 200: { description: 'the test', schema: tested }, ...common, 409: { description: 'disconnected', schema: refused } },
    },
    async ({ params }) => testedBody(await connections.test(params.tenantId, params.connectionId)),
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: `${one}/use-to-verify`,
      operationId: 'useConnectionToVerify',
      params: connectionParams,
      summary: 'Use this connection to verify customers: returns a new scc_ access key once; the previous key stops working at once',
      responses: {
        200: { description: 'chosen; access_key is shown only here', schema: chosen },
        400: { description: "This connector holds no customer records with a name and email to check, so it can't verify customers", schema: refused },
        ...common,
        409: { description: `disconnected, or ${CONNECTION_MESSAGES.testFirst} (no key is issued)`, schema: refused },
      },
    },
    async ({ params }) => roleBody(await connections.useToVerify(params.tenantId, params.connectionId), CONNECTION_MESSAGES.verifierChosen),
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: `${one}/use-for-tracking`,
      operationId: 'useConnectionForTracking',
      params: connectionParams,
      summary: 'Use this connection to answer parcel tracking; access_key is a new scc_ key when it had none, else null',
      responses: {
        200: { description: 'chosen', schema: chosen },
        400: { description: 'This connector has no tracking look-up', schema: refused },
        ...common,
        409: { description: `disconnected, or ${CONNECTION_MESSAGES.testFirst} (no key is issued)`, schema: refused },
      },
    },
    async ({ params }) => roleBody(await connections.useForTracking(params.tenantId, params.connectionId), CONNECTION_MESSAGES.trackingChosen),
  );

  const dataChoice = { success: z.literal(true), message: z.string(), connection: connectionViewSchema };
  /** Use-for-data on (POST) or off (DELETE): 409 unless the connection is working. */
  const chooseForData = async (tenantId: number, connectionId: number, on: boolean) => {
    const outcome = await connections.useForData(tenantId, connectionId, on);
    if (outcome.kind === 'not_working') throw new HttpError(409, { success: false, message: outcome.message });
    if (outcome.kind === 'verifies') throw new HttpError(409, { success: false, message: outcome.message });
    const body = roleBody(outcome, on ? DATA_CHOICE_MESSAGES.suppliesData : DATA_CHOICE_MESSAGES.noLongerSuppliesData);
    return { success: true, message: body.message, connection: body.connection };
  };

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: `${one}/use-for-data`,
      operationId: 'useConnectionForData',
      params: connectionParams,
      summary:
        'Use this working connection to supply data: the bot reads it (beside the verifier) for verified customers it can find by their verified email or mobile',
      responses: {
        200: { description: 'chosen; the connection shows supplies_data true', schema: z.object(dataChoice) },
        400: { description: "This connector can't say whose records it holds ...", schema: refused },
        ...common,
        409: {
          description: `disconnected, ${DATA_CHOICE_MESSAGES.notWorking}, or it verifies customers (${DATA_CHOICE_MESSAGES.verifierIsRead})`,
          schema: refused,
        },
      },
    },
    async ({ params }) => chooseForData(params.tenantId, params.connectionId, true),
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'delete',
      path: `${one}/use-for-data`,
      operationId: 'stopConnectionForData',
      params: connectionParams,
      summary: 'Stop using this connection to supply data',
      responses: {
        200: { description: 'no longer supplies data', schema: z.object(dataChoice) },
        ...common,
        409: { description: 'disconnected', schema: refused },
      },
    },
    async ({ params }) => chooseForData(params.tenantId, params.connectionId, false),
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'delete',
      path: one,
      operationId: 'disconnectConnection',
      params: connectionParams,
      summary: 'Disconnect: stored credentials and the access key are deleted outright',
      responses: {
        200: { description: 'disconnected', schema: z.object({ success: z.literal(true), message: z.string(), connection: connectionViewSchema }) },
        ...common,
      },
    },
    async ({ params }) => {
      const connection = await connections.disconnect(params.tenantId, params.connectionId);
      if (!connection) throw notFound();
      return { success: true, message: CONNECTION_MESSAGES.disconnectedDone, connection };
    },
  );

  return router;
}
