import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Thrown when a stored secret cannot be opened: unknown key id, bad format, or tampering. */
export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

export interface EncryptionKey {
  readonly id: string;
  readonly key: Buffer;
}

/**
 * AES-256-GCM for secrets at rest. Output: "v1.<keyId>.<iv b64url>.<tag b64url>.<ciphertext b64url>".
 * The first key seals; any listed key opens, so keys can rotate.
 */
export class SecretBox {
  private readonly byId: Map<string, Buffer>;
  private readonly current: EncryptionKey;

  constructor(keys: readonly EncryptionKey[]) {
    if (keys.length === 0) throw new SecretBoxError('at least one key is needed');
    for (const k of keys) if (k.key.length !== 32) throw new SecretBoxError(`key ${k.id} is not 32 bytes`);
    this.current = keys[0]!;
    this.byId = new Map(keys.map((k) => [k.id, k.key]));
  }

  /** Id of the key new values are sealed with. */
  get currentKeyId(): string {
    return this.current.id;
  }

  seal(plaintext: string, associatedData = ''): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return ['v1', this.current.id, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join('.');
  }

  open(sealed: string, associatedData = ''): string {
    const parts = sealed.split('.');
    if (parts.length !== 5 || parts[0] !== 'v1') throw new SecretBoxError('not a sealed value');
    const [, keyId, ivText, tagText, bodyText] = parts as [string, string, string, string, string];
    const key = this.byId.get(keyId);
    if (!key) throw new SecretBoxError(`unknown key id ${keyId}`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText, 'base64url'));
      decipher.setAAD(Buffer.from(associatedData, 'utf8'));
      decipher.setAuthTag(Buffer.from(tagText, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(bodyText, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError('sealed value failed authentication');
    }
  }

  /** Whether the value was sealed with an older key and should be re-sealed. */
  needsRotation(sealed: string): boolean {
    return sealed.split('.')[1] !== this.current.id;
  }
}
