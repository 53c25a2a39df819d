import { signInLinkAad, type SignInEmailPayload } from '../../queues/dashboard-mail.js';
import type { SecretBox } from '../crypto/secret-box.js';
import type { Logger } from '../logger.js';
import { DASHBOARD_SIGN_IN_MESSAGES } from '../messages.js';
import type { EmailTransport } from '../notify/email.js';
import type { SendOutcome } from '../notify/outcome.js';
import { maskEmail } from '../customers/contact-details.js';

/**
 * Worker side (otp pool): sends one dashboard sign-in email through the same email transport as the
 * codes. The link is opened from its sealed form only here and never logged.
 */
export class SignInMailer {
  constructor(private readonly deps: { email: EmailTransport; box: SecretBox; logger: Logger }) {}

  async send(job: SignInEmailPayload): Promise<SendOutcome> {
    const link = this.deps.box.open(job.linkSealed, signInLinkAad(job.mailId));
    const outcome = await this.deps.email.send({
      to: job.to,
      subject: DASHBOARD_SIGN_IN_MESSAGES.emailSubject(job.business),
      text: DASHBOARD_SIGN_IN_MESSAGES.emailText(job.business, link),
    });
    const log = { tenantId: job.tenantId, mailId: job.mailId, to: maskEmail(job.to) };
    if (outcome.ok) this.deps.logger.info(log, 'dashboard sign-in email sent');
    else this.deps.logger.warn({ ...log, error: outcome.error }, 'dashboard sign-in email not sent');
    return outcome;
  }
}
