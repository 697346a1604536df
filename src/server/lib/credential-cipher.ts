import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

// Account passwords and profile PINs at rest (issue 15, docs/decisions/017): AES-256-GCM with a
// random 12-byte IV per value, stored as `v1:<keyId>:<iv>:<tag>:<ciphertext>`, each part base64url.
// The version says how to read the rest; the key id says which key sealed it, so a rotation (or
// a database opened with another key) is told apart from a tampered value.

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
// 16 = base64url of 12 bytes, 22 = of 16 bytes; a plaintext password of exactly this shape does not occur.
const SEALED = /^v1:([A-Za-z0-9_-]{8}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]*)$/;

/**
 * Decrypted values kept per cipher. The accounts list opens ~300 values a request (50 passwords,
 * up to 250 PINs) and GCM costs ~4 µs a value here: 1.2 ms of CPU a request, most of the budget at
 * 1,000 req/s on 2 cores; a hit costs well under 0.1 µs. A sealed string never changes meaning
 * (a new value gets a new random IV, so a new string), so entries need no invalidation; the count
 * bound (~10 MB at ~200 bytes an entry) keeps memory flat, dropping the oldest entry first.
 */
export const OPENED_CACHE_SIZE = 50_000;

export type CredentialFailure = 'format' | 'other-key' | 'tampered';

/** A stored value that cannot be opened with this key: never shown as garbage. */
export class CredentialError extends Error {
  constructor(
    readonly reason: CredentialFailure,
    message: string,
  ) {
    super(message);
    this.name = 'CredentialError';
  }
}

/** Whether a stored value is in the sealed format (anything else is a clear-text leftover). */
export const isSealed = (stored: string) => SEALED.test(stored);

/** The id of the key that sealed a value, or null when it is not sealed. */
export const sealedKeyId = (stored: string) => SEALED.exec(stored)?.[1] ?? null;

/**
 * A data key as written in DATA_KEY or the key file: 32 bytes as base64 (standard or url-safe,
 * 43–44 characters) or as 64 hexadecimal characters. Null when the text is neither.
 */
export function parseDataKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const key = Buffer.from(value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=$/, ''), 'base64url');
  return key.length === KEY_BYTES ? key : null;
}

/** A new random key, as base64 (the form the key file holds and DATA_KEY accepts). */
export const generateDataKey = () => randomBytes(KEY_BYTES).toString('base64');

export class CredentialCipher {
  /** Names the key without revealing it: 48 bits of an HMAC under the key itself. */
  readonly keyId: string;
  private readonly key: Buffer;
  private readonly opened = new Map<string, string>();

  constructor(key: Buffer | string) {
    const bytes = typeof key === 'string' ? parseDataKey(key) : key;
    if (!bytes || bytes.length !== KEY_BYTES) throw new Error('La clave de datos debe tener 32 bytes');
    this.key = Buffer.from(bytes);
    this.keyId = createHmac('sha256', this.key)
      .update('cuentas-claras key id')
      .digest('base64url')
      .slice(0, 8);
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    // The version and key id are authenticated too: a value cannot be relabelled.
    cipher.setAAD(Buffer.from(`${VERSION}:${this.keyId}`));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [
      VERSION,
      this.keyId,
      iv.toString('base64url'),
      tag.toString('base64url'),
      body.toString('base64url'),
    ].join(':');
  }

  open(stored: string): string {
    const cached = this.opened.get(stored);
    if (cached !== undefined) return cached;
    const parts = SEALED.exec(stored);
    if (!parts)
      throw new CredentialError('format', 'El valor guardado no está cifrado en un formato conocido');
    const [, keyId, iv, tag, body] = parts as unknown as [string, string, string, string, string];
    if (keyId !== this.keyId)
      throw new CredentialError(
        'other-key',
        `El valor fue cifrado con otra clave (${keyId}, la actual es ${this.keyId})`,
      );
    let plain: string;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(`${VERSION}:${keyId}`));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      throw new CredentialError('tampered', 'El valor cifrado fue alterado o la clave no corresponde');
    }
    if (this.opened.size >= OPENED_CACHE_SIZE) this.opened.delete(this.opened.keys().next().value!);
    // A copy as the key: `stored` is often a slice of a whole page of JSON (openCredentialsInJson),
    // and V8 keeps the string a slice points into alive as long as the slice: an entry would hold
    // its 78 KB page, not its ~70 bytes.
    this.opened.set(Buffer.from(stored, 'latin1').toString('latin1'), plain);
    return plain;
  }
}
