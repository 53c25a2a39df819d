import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The delivery-status callback URL carries `sig`, an HMAC-SHA256 of the message's client id keyed with
 * the service's encryption key (any listed key verifies, so keys can rotate), so only the provider we
 * gave the URL to can report on that message.
 */
export class CallbackSigner {
  constructor(private readonly keys: readonly { id: string; key: Buffer }[]) {
    if (keys.length === 0) throw new Error('CallbackSigner needs a key');
  }

  private mac(key: Buffer, clientMsgId: string): Buffer {
    return createHmac('sha256', key).update(`sms-callback:${clientMsgId}`, 'utf8').digest();
  }

  sign(clientMsgId: string): string {
    return this.mac(this.keys[0]!.key, clientMsgId).toString('base64url');
  }

  verify(clientMsgId: string, sig: string): boolean {
    const given = Buffer.from(sig, 'base64url');
    return this.keys.some(({ key }) => {
      const expected = this.mac(key, clientMsgId);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  }

  /** `<base>/api/notify/sms/status/<clientMsgId>?sig=<sig>`. */
  callbackUrl(publicBaseUrl: string, clientMsgId: string): string {
    return `${publicBaseUrl}/api/notify/sms/status/${encodeURIComponent(clientMsgId)}?sig=${this.sign(clientMsgId)}`;
  }
}
