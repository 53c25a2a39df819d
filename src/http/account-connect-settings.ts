import { Router } from 'express';
import { z } from 'zod';
import type { SetupOutcome } from '../account-connect/setup-outcome.js';
import { TRACK_ORDER_PATH } from '../../config/contract.js';
import { DATA_CHOICE_MESSAGES, PENDING_SETTINGS_MESSAGES } from '../messages.js';
import type { Services } from '../services.js';
import type { Verification } from '../wiring/verification.js';
import { platformAuth, sameTenant } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { settingsRefusal } from './error-shapes.js';
import { route, type ApiDocs } from './route.js';

const tenantIdParams = z.object({ tenantId: z.coerce.number().int().positive() });
const putBody = z.object({
  base_url: z.string().max(2048).describe('Where your five endpoints live, e.g. https://api.example.com/account-connect'),
  api_key: z.string().max(4096).optional().describe('The key your endpoints expect; leave out to keep the stored one'),
  header_name: z.string().max(64).optional().describe('Header the key goes in; default X-API-Key'),
});

const stepSwitches = z.object({
  verify_identity: z.boolean(),
  verify_otp: z.boolean(),
  account_summary: z.boolean(),
  orders: z.boolean(),
  invoices: z.boolean(),
});
const settingsView = z.object({
  configured: z.boolean(),
  base_url: z.string().nullable(),
  header_name: z.string().nullable(),
  api_key_set: z.boolean(),
  steps: stepSwitches,
  last_test: z.record(z.string(), z.unknown()).nullable(),
  tested_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  verifies: z.boolean().describe('Whether Account Connect verifies customers (only one source verifies: Account Connect or one connection)'),
  track_order_path: z.string().nullable().describe('Path of your optional Track Order endpoint under the base address'),
});
const trackOrderBody = z.object({
  track_order_path: z
    .string()
    .regex(TRACK_ORDER_PATH, 'must start with / and hold only letters, digits and / _ . -')
    .nullable()
    .describe('e.g. /track-order: receives order_number (and session_token) and returns order_number, status, courier, tracking, eta; null removes it'),
});
const stepReport = z.object({
  step: z.string(),
  name: z.string(),
  result: z.enum(['passed', 'failed', 'skipped']),
  status: z.number().nullable(),
  message: z.string().nullable(),
  cause: z.string().nullable(),
  detail: z.string().nullable(),
});
const chainReport = z.object({ passed: z.boolean(), message: z.string(), problem: z.string().nullable(), steps: z.array(stepReport) });
const pendingView = z
  .object({
    base_url: z.string(),
    header_name: z.string(),
    chain_test: z.record(z.string(), z.unknown()),
    tested_at: z.string(),
    message: z.string(),
    cause: z.string().nullable().describe('the real cause at the first failed step, e.g. "could not reach the address (ENOTFOUND)"'),
  })
  .nullable()
  .describe('new settings that failed verification and wait beside the live ones (which still answer the bot); null when none');
const tested = z.object({
  success: z.boolean(),
  message: z.string(),
  settings: settingsView,
  chain_test: chainReport,
  applied: z.enum(['live', 'pending']).describe('pending: the new settings failed at verify-identity or verify-otp, so the last working settings stay live'),
  pending: pendingView,
});

function answer(outcome: SetupOutcome): Record<string, unknown> {
  if (outcome.kind === 'invalid') throw new HttpError(400, { success: false, message: outcome.message });
  if (outcome.kind === 'not_configured') throw new HttpError(404, { detail: 'Account Connect is not set up' });
  const applied = outcome.applied ?? 'live';
  return {
    success: applied === 'live' && outcome.report.passed,
    message: outcome.message ?? outcome.report.message,
    settings: outcome.settings,
    chain_test: outcome.report,
    applied,
    pending: outcome.pending ?? null,
  };
}

/**
 * Dashboard API for a tenant's Account Connect (tenant key): save and test, test again, read (the key
 * is never shown), remove. Saving runs the chain test through the Account Connect pool; steps that fail it
 * stay switched off.
 */
export function accountConnectSettingsRouter(services: Services, docs: ApiDocs, verification: Verification): Router {
  const router = Router();
  const { store, setup, pending } = verification.accountConnect;
  const base = { tag: 'account-connect' as const, security: 'platform' as const, before: [platformAuth(services.tenants), sameTenant], params: tenantIdParams };
  const path = '/api/tenants/:tenantId/account-connect';

  route(
    router,
    docs,
    {
      ...base,
      method: 'get',
      path,
      operationId: 'getAccountConnect',
      summary: 'The Account Connect settings (the key only as set / not set) and the last chain test',
      responses: { 200: { description: 'settings', schema: settingsView.extend({ pending: pendingView }) }, 401: { description: 'Invalid API key' } },
    },
    async ({ params }) => ({ ...store.view(await store.find(params.tenantId)), pending: await pending.view(params.tenantId) }),
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'put',
      path,
      operationId: 'saveAccountConnect',
      body: putBody,
      summary: 'Save the base address, key and header, then run the chain test with the test customer',
      responses: {
        200: { description: 'saved; success tells whether every step passed (failed steps stay switched off)', schema: tested },
        400: { description: "That address can't be used: ... / Enter the API key your system expects / header name", schema: settingsRefusal },
        401: { description: 'Invalid API key' },
        422: { description: 'invalid body' },
      },
    },
    async ({ params, body }) => {
      const outcome = await setup.saveAndTest(params.tenantId, body);
      // Settings saved live replace any that were waiting.
      return answer(outcome.kind === 'tested' && outcome.applied === undefined ? { ...outcome, pending: await pending.view(params.tenantId) } : outcome);
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: `${path}/test`,
      operationId: 'testAccountConnect',
      summary: 'Run the chain test again on the saved settings',
      responses: { 200: { description: 'the chain test', schema: tested }, 401: { description: 'Invalid API key' }, 404: { description: 'not set up' } },
    },
    async ({ params }) => {
      const outcome = await setup.test(params.tenantId);
      return answer(outcome.kind === 'tested' ? { ...outcome, pending: await pending.view(params.tenantId) } : outcome);
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: `${path}/pending/test`,
      operationId: 'testPendingAccountConnect',
      summary: 'Run the chain test again on the new settings that wait beside the live ones; they go live once verification passes',
      responses: {
        200: { description: 'the chain test', schema: tested },
        401: { description: 'Invalid API key' },
        404: { description: PENDING_SETTINGS_MESSAGES.nonePending },
      },
    },
    async ({ params }) => {
      const outcome = await pending.retest(params.tenantId);
      if (!outcome) throw new HttpError(404, { detail: PENDING_SETTINGS_MESSAGES.nonePending });
      return answer(outcome);
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'delete',
      path: `${path}/pending`,
      operationId: 'discardPendingAccountConnect',
      summary: 'Discard the new settings that wait beside the live ones (the live settings are unchanged)',
      responses: {
        200: { description: 'discarded', schema: z.object({ success: z.literal(true), message: z.string() }) },
        401: { description: 'Invalid API key' },
        404: { description: PENDING_SETTINGS_MESSAGES.nonePending },
      },
    },
    async ({ params }) => {
      if (!(await pending.discard(params.tenantId))) throw new HttpError(404, { detail: PENDING_SETTINGS_MESSAGES.nonePending });
      return { success: true, message: PENDING_SETTINGS_MESSAGES.discarded };
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: `${path}/use-to-verify`,
      operationId: 'useAccountConnectToVerify',
      summary:
        'Use Account Connect to verify customers: the connection that verified before stops (its access key is retired unless it answers tracking), in one transaction',
      responses: {
        200: { description: 'Account Connect verifies', schema: z.object({ success: z.literal(true), message: z.string(), settings: settingsView }) },
        401: { description: 'Invalid API key' },
        404: { description: 'Account Connect is not set up' },
      },
    },
    async ({ params }) => {
      if (!(await store.chooseAsVerifier(params.tenantId))) throw new HttpError(404, { detail: DATA_CHOICE_MESSAGES.accountConnectMissing });
      return { success: true, message: DATA_CHOICE_MESSAGES.accountConnectVerifies, settings: store.view(await store.find(params.tenantId)) };
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'put',
      path: `${path}/track-order`,
      operationId: 'setAccountConnectTrackOrder',
      body: trackOrderBody,
      summary: 'Name (or remove) your Track Order endpoint; it is called only for verified customers, for orders on their account',
      responses: {
        200: { description: 'saved', schema: z.object({ success: z.literal(true), settings: settingsView }) },
        401: { description: 'Invalid API key' },
        404: { description: 'Account Connect is not set up' },
        422: { description: 'invalid body' },
      },
    },
    async ({ params, body }) => {
      if (!(await store.setTrackOrderPath(params.tenantId, body.track_order_path)))
        throw new HttpError(404, { detail: DATA_CHOICE_MESSAGES.accountConnectMissing });
      return { success: true, settings: store.view(await store.find(params.tenantId)) };
    },
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'delete',
      path,
      operationId: 'removeAccountConnect',
      summary: 'Remove the settings and the stored key',
      responses: { 200: { description: 'removed', schema: z.object({ success: z.boolean() }) }, 401: { description: 'Invalid API key' } },
    },
    async ({ params }) => {
      await pending.discard(params.tenantId);
      return { success: await store.remove(params.tenantId) };
    },
  );

  return router;
}
