import { OTP_SEND_JOB, otpCodeAad, otpJobId, type OtpSendPayload } from '../../queues/otp.js';
import type { QueueRegistry } from '../../queues/registry.js';
import type { SecretBox } from '../crypto/secret-box.js';

export interface CodeToDeliver {
  tenantId: number;
  /** One delivery per challenge id, whatever retries happen. */
  challengeId: string;
  channel: 'sms' | 'email';
  to: string;
  code: string;
  business: string;
}

/**
 * The web side of code delivery: puts an `otp.send` job on the otp queue (never sends itself). The code
 * is sealed to its challenge, and the job id is derived from the challenge id, so enqueueing the same
 * challenge again (a retried verify call) adds nothing.
 */
export class CodeDelivery {
  constructor(
    private readonly queues: QueueRegistry,
    private readonly box: SecretBox,
    /** First retry back-off. Default the catalogue's (2000 ms, doubling); tests shorten it. */
    private readonly opts: { backoffMs?: number } = {},
  ) {}

  async enqueue(input: CodeToDeliver): Promise<void> {
    const payload: OtpSendPayload = {
      tenantId: input.tenantId,
      challengeId: input.challengeId,
      channel: input.channel,
      to: input.to,
      codeSealed: this.box.seal(input.code, otpCodeAad(input.challengeId)),
      business: input.business,
    };
    const backoff = this.opts.backoffMs !== undefined ? { backoff: { type: 'exponential', delay: this.opts.backoffMs } } : {};
    await this.queues.enqueue(OTP_SEND_JOB, payload, { jobId: otpJobId(input.challengeId), ...backoff });
  }
}
