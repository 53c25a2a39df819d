import { createHmac } from 'node:crypto';
import { sha256Hex } from '../crypto/hashing.js';
import { maskEmail } from '../customers/contact-details.js';
import type { Logger } from '../logger.js';
import { RECEIPT_MESSAGES as M } from '../messages.js';
import type { CallbackSigner } from '../notify/callback-signature.js';
import { isTestContact } from '../notify/code-sender.js';
import type { EmailTransport } from '../notify/email.js';
import type { SendOutcome } from '../notify/outcome.js';
import { maskedNumber, toE164 } from '../notify/phone.js';
import type { SmsLog } from '../notify/sms-log.js';
import type { SmsDriver } from '../notify/sms.js';
import { kindsLine, type DueReceipt, type Receipts } from './receipts.js';

/** The public page of a receipt's "This wasn't me" link (src/http/receipt-pages.ts). */
export const DISPUTE_PATH = '/this-wasnt-me';

export type ReceiptSendOutcome =
  | { kind: 'sent'; channel: 'email' | 'sms' }
  /** Not due, already sent, or skipped before. */
  | { kind: 'not_due' }
  | { kind: 'skipped'; reason: string }
  | { kind: 'failed'; retry: boolean; error: string };

export interface ReceiptSenderDeps {
  receipts: Receipts;
  email: EmailTransport;
  sms: SmsDriver;
  smsLog: SmsLog;
  signer: CallbackSigner;
  /** The service's newest encryption key: a receipt's link token is derived from it (disputeToken). */
  linkKey: Buffer;
  publicBaseUrl: string;
  logger: Logger;
}

/** "2 December 2026, 14:05" (UTC). */
function timeWords(at: Date): string {
  const day = at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `${day}, ${at.toISOString().slice(11, 16)}`;
}

/**
 * A receipt's "This wasn't me" token: 256 bits, an HMAC-SHA256 of the receipt's id and creation time
 * keyed with the service's encryption key, so nobody without the key can make one, and a send taken
 * over after a worker died carries the same link as the copy that may already have arrived. Only its
 * SHA-256 is stored.
 */
export function disputeToken(key: Buffer, receipt: { id: number; readAt: Date }): string {
  return createHmac('sha256', key).update(`receipt-dispute:${receipt.id}:${receipt.readAt.getTime()}`, 'utf8').digest('base64url');
}

/**
 * Sends one customer's receipt (the otp pool): claimed in PostgreSQL first (sent_at; a claim whose
 * worker died before it settled is taken over and sent again as the same message, never lost),
 * by email to the verified record's address, else by text when the tenant has SMS enabled, else
 * nothing. It names the business, the time, how the customer was verified and the kinds read with
 * their row counts (never a row), and carries a single-use "This wasn't me" link (256 bits
 * only the service's key can make: disputeToken; only its SHA-256 is stored; 7 days). A transport fault gives the claim back for the retry.
 */
export class ReceiptSender {
  constructor(private readonly deps: ReceiptSenderDeps) {}

  async send(receiptId: number, finalAttempt: boolean): Promise<ReceiptSendOutcome> {
    const { receipts, logger } = this.deps;
    const receipt = await receipts.claim(receiptId, (r) => sha256Hex(disputeToken(this.deps.linkKey, r)));
    if (!receipt) return { kind: 'not_due' };
    const token = disputeToken(this.deps.linkKey, receipt);
    const log = { tenantId: receipt.tenantId, conversationId: receipt.conversationId, receiptId };
    const skip = async (reason: string): Promise<ReceiptSendOutcome> => {
      await receipts.settle(receiptId, { skipped: reason });
      logger.info({ ...log, reason }, 'receipt not sent');
      return { kind: 'skipped', reason };
    };
    if (!receipt.receiptsOn) return skip('receipts_off');
    if (receipt.preview) return skip('preview');
    const channel = receipt.email ? 'email' : receipt.mobile && receipt.smsEnabled ? 'sms' : null;
    if (!channel) return skip('no_destination');
    const to = channel === 'email' ? receipt.email! : receipt.mobile!;
    if (isTestContact(to)) return skip('test_customer');
    if (receipt.again) logger.warn({ ...log, channel, event: 'receipt_possible_redelivery' }, 'receipt sent again after a worker died mid-send');
    const link = `${this.deps.publicBaseUrl.replace(/\/+$/, '')}${DISPUTE_PATH}/${token}`;
    const result = channel === 'email' ? await this.sendEmail(receipt, to, link) : await this.sendSms(receipt, to, link, finalAttempt);
    if (result.ok) {
      await receipts.settle(receiptId, { channel });
      logger.info({ ...log, channel, to: channel === 'email' ? maskEmail(to) : maskedNumber(to) }, 'receipt sent');
      return { kind: 'sent', channel };
    }
    if (result.retry && !finalAttempt) await receipts.release(receiptId);
    else await receipts.settle(receiptId, { skipped: 'send_failed' });
    logger.warn({ ...log, channel, error: result.error, retry: result.retry && !finalAttempt }, 'receipt not sent');
    return { kind: 'failed', retry: result.retry, error: result.error };
  }

  private words(r: DueReceipt, link: string) {
    return {
      business: r.business,
      time: timeWords(r.readAt),
      proof: M.proofWords(r.proof, r.business),
      kinds: kindsLine(r.kinds, M.kindCount),
      link,
    };
  }

  private sendEmail(r: DueReceipt, to: string, link: string): Promise<SendOutcome> {
    return this.deps.email.send({ to: to.trim(), subject: M.emailSubject(r.business), text: M.emailText(this.words(r, link)), messageKey: `receipt.${r.id}` });
  }

  private async sendSms(r: DueReceipt, to: string, link: string, finalAttempt: boolean): Promise<SendOutcome> {
    const { smsLog, sms } = this.deps;
    const clientMsgId = `receipt-${r.id}`;
    const mobile = toE164(to);
    await smsLog.attempt({ tenantId: r.tenantId, clientMsgId, mobileNumber: mobile, driver: sms.name, purpose: 'receipt' });
    const result = await sms.send({
      to: mobile,
      body: M.smsText(this.words(r, link)),
      clientMsgId,
      callbackUrl: this.deps.signer.callbackUrl(this.deps.publicBaseUrl, clientMsgId),
    });
    if (result.ok) await smsLog.markSent(clientMsgId, result.providerMessageId);
    else await smsLog.markAttemptFailed(clientMsgId, result.error, finalAttempt || !result.retry);
    return result;
  }
}
