import { describe, expect, it } from 'vitest';
import { credentialsMessages } from '#shared/messages/accounts';
import { AppError } from './app-error';
import { CredentialCipher } from './credential-cipher';
import { openCredentialsInJson, useCredentialCipher } from './credentials';

const cipher = new CredentialCipher(Buffer.alloc(32, 7));
useCredentialCipher(cipher);

describe('openCredentialsInJson', () => {
  it('opens every password and PIN value and leaves everything else as written', () => {
    const password = 'a "quoted" \\ back\nslash ñ 🎬';
    const json = JSON.stringify({
      id: 1,
      password: cipher.seal(password),
      observation: 'says "password":"x" and "pin": "y"',
      profiles: [
        { pin: cipher.seal('0"1'), name: 'pin' },
        { pin: null, name: 'Perfil 2' },
      ],
    });
    expect(JSON.parse(openCredentialsInJson(json))).toEqual({
      id: 1,
      password,
      observation: 'says "password":"x" and "pin": "y"',
      profiles: [
        { pin: '0"1', name: 'pin' },
        { pin: null, name: 'Perfil 2' },
      ],
    });
  });

  it("reads PostgreSQL's spacing and values written with escapes", () => {
    const sealed = cipher.seal('1234');
    const escaped = sealed.replace('v', '\\u0076');
    expect(openCredentialsInJson(`{"password" : "${sealed}", "pin" : "${escaped}"}`)).toBe(
      '{"password":"1234", "pin":"1234"}',
    );
  });

  it('never lets a value through unopened: one that is not sealed fails the request', () => {
    expect(() => openCredentialsInJson('{"password":"clave en claro"}')).toThrow('formato');
    const other = new CredentialCipher(Buffer.alloc(32, 8)).seal('x');
    expect(() => openCredentialsInJson(`{"pin":"${other}"}`)).toThrow(
      new AppError(503, credentialsMessages.keyChanged),
    );
  });
});
