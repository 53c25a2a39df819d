import got, { RequestError } from 'got';
import { z } from 'zod';
import type { SendOutcome } from './outcome.js';
import type { SmsDriver, SmsMessageToSend } from './sms.js';

/**
 * The `http` SMS driver: a provider-style JSON API.
 *
 *   POST <SMS_HTTP_URL>
 *   Authorization: Bearer <SMS_HTTP_TOKEN>
 *   Idempotency-Key: <client_msg_id>
 *   {"to": "+447700900123", "body": "...", "client_msg_id": "...", "callback_url": "https://.../api/notify/sms/status/..."}
 *
 * Reply 2xx `{"message_id": "...", "status": "accepted"}`. 408, 429 and 5xx (and timeouts, connection
 * errors) may pass on a later attempt; any other status is a refusal that will not. The provider later
 * POSTs delivery status to callback_url (src/http/sms-callbacks.ts).
 */
export interface HttpSmsOptions {
  url: string;
  token: string;
  /** Whole-request timeout. Default 15000 ms. */
  timeoutMs?: number;
}

const replySchema = z
  .object({
    message_id: z
      .union([z.string().min(1), z.number()])
      .transform(String)
      .optional(),
  })
  .loose();

export class HttpSmsDriver implements SmsDriver {
  readonly name = 'http';

  constructor(private readonly opts: HttpSmsOptions) {}

  async send(message: SmsMessageToSend): Promise<SendOutcome> {
    try {
      const res = await got.post(this.opts.url, {
        headers: { authorization: `Bearer ${this.opts.token}`, 'idempotency-key': message.clientMsgId, accept: 'application/json' },
        json: { to: message.to, body: message.body, client_msg_id: message.clientMsgId, callback_url: message.callbackUrl },
        timeout: { request: this.opts.timeoutMs ?? 15_000 },
        retry: { limit: 0 },
        throwHttpErrors: false,
        followRedirect: false,
        responseType: 'text',
      });
      const status = res.statusCode;
      if (status >= 200 && status < 300) {
        let parsed: unknown = {};
        try {
          parsed = JSON.parse(res.body || '{}');
        } catch {
          parsed = {};
        }
        const reply = replySchema.safeParse(parsed);
        return { ok: true, providerMessageId: reply.success ? (reply.data.message_id ?? null) : null };
      }
      const retry = status === 408 || status === 429 || status >= 500;
      // A 4xx is an answer that the provider did not take the text; a 5xx leaves the outcome unknown.
      return { ok: false, retry, error: `SMS provider HTTP ${status}`, ...(status < 500 ? { refusedByServer: true } : {}) };
    } catch (err) {
      const code = err instanceof RequestError ? err.code : 'error';
      return { ok: false, retry: true, error: `SMS provider unreachable: ${code}` };
    }
  }

  close(): void {}
}
