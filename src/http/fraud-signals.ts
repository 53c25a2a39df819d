import { Router } from 'express';
import { z } from 'zod';
import type { Services } from '../services.js';
import { DESTINATION_CAPS } from '../verification/destination-caps.js';
import { FRAUD_SIGNAL_DAYS, TOP_DESTINATIONS } from '../verification/fraud-signals.js';
import { buildFraudSignals } from '../wiring/caps.js';
import { authedTenant, platformAuth, sameTenant } from './middleware/auth.js';
import { route, type ApiDocs } from './route.js';

const params = z.object({ tenantId: z.coerce.number().int().positive() });
const query = z.object({
  days: z.coerce.number().int().min(1).max(FRAUD_SIGNAL_DAYS).optional().describe(`Days back, today first (default ${FRAUD_SIGNAL_DAYS})`),
});
const destination = z.object({
  destination: z.string().describe('Masked as the spec masks it: j***@example.com, or mobile ending 123'),
  codes_sent: z.number().int(),
  codes_capped: z.number().int(),
});
const day = z.object({
  day: z.string().describe('UTC day, YYYY-MM-DD'),
  codes_sent: z.number().int(),
  codes_capped: z.number().int().describe('codes refused because a destination had its cap, or was blocked'),
  wrong_code_runs: z.number().int().describe('otp_tokens out of guesses (5 wrong codes), and destinations that reached 10 wrong codes in 10 minutes'),
  identity_mismatches: z.number().int().describe('verify-identity calls that matched no customer (a burst is someone trying names)'),
  identity_token_refusals: z
    .number()
    .int()
    .describe('signed identity tokens refused: bad signature, unknown or retired key, expired, replayed, wrong audience or algorithm'),
  capped_destinations: z.number().int(),
  top_destinations: z.array(destination).describe(`The ${TOP_DESTINATIONS} destinations codes were asked for most (sent or capped)`),
});
const view = z.object({
  success: z.literal(true),
  caps: z.object({ per_10_minutes: z.number().int(), per_24_hours: z.number().int(), wrong_codes_per_10_minutes: z.number().int() }),
  days: z.array(day),
});

/** The dashboard's fraud panel: codes sent and capped, wrong-code runs and identity mismatches per day. */
export function fraudSignalsRouter(services: Services, docs: ApiDocs): Router {
  const router = Router();
  const signals = buildFraudSignals(services);
  route(
    router,
    docs,
    {
      method: 'get',
      path: '/api/tenants/:tenantId/fraud-signals',
      operationId: 'getFraudSignals',
      summary: 'Fraud signals per day: codes sent and capped per destination, wrong-code runs, identity mismatches, the top destinations (masked)',
      tag: 'tenants',
      security: 'platform',
      before: [platformAuth(services.tenants), sameTenant],
      params,
      query,
      responses: {
        200: { description: 'the last days, today first', schema: view },
        401: { description: 'Invalid API key' },
        422: { description: 'invalid query' },
      },
    },
    async ({ query: q }, _req, res) => {
      const t = authedTenant(res);
      return {
        success: true as const,
        caps: {
          per_10_minutes: t.codeCap10Minutes ?? DESTINATION_CAPS.per10Minutes,
          per_24_hours: t.codeCap24Hours ?? DESTINATION_CAPS.per24Hours,
          wrong_codes_per_10_minutes: DESTINATION_CAPS.wrongCodesPer10Minutes,
        },
        days: await signals.recent(t.id, q.days ?? FRAUD_SIGNAL_DAYS),
      };
    },
  );
  return router;
}
