import { describe, expect, it } from 'vitest';
import {
  CredentialCipher,
  CredentialError,
  generateDataKey,
  isSealed,
  parseDataKey,
} from './credential-cipher';

const key = Buffer.alloc(32, 1);
const cipher = new CredentialCipher(key);

/** The same value with one character of its `part` (2 iv, 3 tag, 4 ciphertext) changed. */
function tamper(sealed: string, part: number) {
  const parts = sealed.split(':');
  const text = parts[part]!;
  parts[part] = (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
  return parts.join(':');
}

const failureOf = (open: () => unknown) => {
  try {
    open();
  } catch (error) {
    return error instanceof CredentialError ? error.reason : error;
  }
  return 'opened';
};

describe('CredentialCipher', () => {
  it('seals into v1:<keyId>:<iv>:<tag>:<ciphertext> and opens back, accents and emoji included', () => {
    for (const plain of ['Clave123*', 'contraseña ñandú 🔑', '', '0042']) {
      const sealed = cipher.seal(plain);
      expect(sealed).toMatch(/^v1:[\w-]{8}:[\w-]{16}:[\w-]{22}:[\w-]*$/);
      expect(isSealed(sealed)).toBe(true);
      expect(sealed).not.toContain(plain || '\0');
      expect(new CredentialCipher(key).open(sealed)).toBe(plain);
    }
  });

  it('uses a new random IV for every value: the same password never looks the same twice', () => {
    const a = cipher.seal('Clave123*');
    const b = cipher.seal('Clave123*');
    expect(a).not.toBe(b);
    expect(a.split(':')[2]).not.toBe(b.split(':')[2]);
  });

  it('refuses a tampered IV, tag or ciphertext', () => {
    const sealed = cipher.seal('Clave123*');
    for (const part of [2, 3, 4]) {
      // A fresh cipher: nothing cached.
      expect(failureOf(() => new CredentialCipher(key).open(tamper(sealed, part)))).toBe('tampered');
    }
  });

  it('refuses a value relabelled with another key id (the id is authenticated)', () => {
    const other = new CredentialCipher(Buffer.alloc(32, 2));
    const relabelled = other.seal('Clave123*').replace(`:${other.keyId}:`, `:${cipher.keyId}:`);
    expect(failureOf(() => cipher.open(relabelled))).toBe('tampered');
  });

  it('refuses a value sealed with another key, naming both keys', () => {
    const other = new CredentialCipher(Buffer.alloc(32, 2));
    expect(other.keyId).not.toBe(cipher.keyId);
    expect(failureOf(() => cipher.open(other.seal('Clave123*')))).toBe('other-key');
    expect(() => cipher.open(other.seal('x'))).toThrow(new RegExp(`${other.keyId}.*${cipher.keyId}`));
  });

  it('refuses clear text and unknown versions', () => {
    expect(isSealed('Clave123*')).toBe(false);
    expect(failureOf(() => cipher.open('Clave123*'))).toBe('format');
    expect(failureOf(() => cipher.open(cipher.seal('x').replace(/^v1/, 'v2')))).toBe('format');
  });

  it('names a key by an id that depends on the key only', () => {
    expect(new CredentialCipher(Buffer.alloc(32, 1)).keyId).toBe(cipher.keyId);
  });
});

describe('parseDataKey', () => {
  it('reads 32 bytes as base64, base64url or 64 hex characters', () => {
    const bytes = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7 + 250));
    for (const text of [
      bytes.toString('base64'),
      bytes.toString('base64url'),
      bytes.toString('hex'),
      ` ${bytes.toString('base64')}\n`,
    ]) {
      expect(parseDataKey(text)).toEqual(bytes);
    }
    expect(parseDataKey(generateDataKey())).toHaveLength(32);
  });

  it.each([
    '',
    'corta',
    Buffer.alloc(16).toString('base64'),
    Buffer.alloc(33).toString('base64'),
    'z'.repeat(64),
  ])('refuses %j', (text) => {
    expect(parseDataKey(text)).toBeNull();
  });
});
