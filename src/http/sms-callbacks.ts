import { Router } from 'express';
import { z } from 'zod';
import { SMS_STATUSES } from '../db/entities/sms-message.js';
import { CallbackSigner } from '../notify/callback-signature.js';
import { SmsLog, type SmsReportListener } from '../notify/sms-log.js';
import type { Services } from '../services.js';
import { HttpError } from './middleware/errors.js';
import { errorDetail } from './error-shapes.js';
import { route, type ApiDocs } from './route.js';

const params = z.object({ clientMsgId: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/) });
const query = z.object({ sig: z.string().max(100).default('') });
const body = z
  .object({
    message_id: z
      .union([z.string().max(200), z.number()])
      .transform(String)
      .optional(),
    client_msg_id: z.string().max(100).optional(),
    status: z.string().min(1).max(40).describe('delivered, failed, undelivered, rejected, expired, cancelled, sent, ...'),
    error: z.string().max(500).optional(),
    error_message: z.string().max(500).optional(),
  })
  .loose();

/**
 * The SMS provider's delivery-status callback (the `callback_url` the http driver sends with each text).
 * The URL's `sig` proves it is the URL we gave; the status is stored on the SMS log row, and a row's
 * first settling (delivered, failed, dead, cancelled) runs `onSettled` in the same transaction — the
 * place to raise sms.delivery_report. Repeats are harmless.
 */
export function smsCallbacksRouter(services: Services, docs: ApiDocs, onSettled?: SmsReportListener): Router {
  const router = Router();
  const signer = new CallbackSigner(services.config.ENCRYPTION_KEY);
  const log = new SmsLog(services.orm, services.clock, onSettled);
  route(
    router,
    docs,
    {
      method: 'post',
      path: '/api/notify/sms/status/:clientMsgId',
      operationId: 'reportSmsStatus',
      summary: 'SMS provider delivery-status callback (signed URL)',
      tag: 'notify',
      security: 'none',
      params,
      query,
      body,
      responses: {
        200: { description: 'stored', schema: z.object({ success: z.literal(true), status: z.enum(SMS_STATUSES) }) },
        401: { description: 'the URL signature does not match', schema: errorDetail },
        404: { description: 'unknown message', schema: errorDetail },
        422: { description: 'invalid body' },
      },
    },
    async ({ params: p, query: q, body: b }) => {
      if (!signer.verify(p.clientMsgId, q.sig)) throw new HttpError(401, { detail: 'Invalid signature' });
      const outcome = await log.recordStatus({
        clientMsgId: p.clientMsgId,
        providerMessageId: b.message_id,
        status: b.status,
        error: b.error ?? b.error_message,
      });
      if (outcome.kind === 'unknown') throw new HttpError(404, { detail: 'Unknown message' });
      return { success: true, status: outcome.status };
    },
  );
  return router;
}
