import { credentialsMessages } from '#shared/messages/accounts';
import { AppError } from './app-error';
import { CredentialError, type CredentialCipher } from './credential-cipher';

// The process's data key, installed once at start (modules/credentials, after the migrations)
// and used by the accounts repositories, which seal account passwords and profile PINs on every
// write and open them on every read: the rest of the app sees clear values only.

let active: CredentialCipher | undefined;

/** Makes `cipher` the one every repository seals and opens with (start-up, rotation, tests). */
export function useCredentialCipher(cipher: CredentialCipher) {
  active = cipher;
}

export function activeCredentialCipher(): CredentialCipher {
  if (!active) throw new Error('La clave de datos no está cargada: unlockCredentials() no se ejecutó');
  return active;
}

export const sealCredential = (plain: string) => activeCredentialCipher().seal(plain);

export function openCredential(stored: string): string {
  try {
    return activeCredentialCipher().open(stored);
  } catch (error) {
    // Another instance rotated the key while this one ran: a restart loads the new one.
    if (error instanceof CredentialError && error.reason === 'other-key')
      throw new AppError(503, credentialsMessages.keyChanged);
    throw error;
  }
}

interface CredentialFields {
  password?: string | null | undefined;
  pin?: string | null | undefined;
}

/** A copy of a row to write, with its `password` and `pin` (whichever it has) sealed. */
export function sealCredentials<T extends CredentialFields>(row: T): T {
  const sealed = { ...row };
  if (typeof row.password === 'string') sealed.password = sealCredential(row.password);
  if (typeof row.pin === 'string') sealed.pin = sealCredential(row.pin);
  return sealed;
}

/**
 * The rows read, with their `password` and `pin` opened in place: they come fresh from the
 * driver, and copying 300 rows a page of the accounts list would be work for nothing.
 */
export function openCredentials<T extends CredentialFields>(rows: T[]): T[] {
  for (const row of rows) {
    if (typeof row.password === 'string') row.password = openCredential(row.password);
    if (typeof row.pin === 'string') row.pin = openCredential(row.pin);
  }
  return rows;
}

/** One row (or none), opened as openCredentials opens many. */
export const openCredentialsOf = <T extends CredentialFields>(row: T | undefined): T | undefined =>
  row === undefined ? undefined : openCredentials([row])[0];

/**
 * Every `"password"` and `"pin"` string value of JSON text written by the database (the accounts
 * list, account-page-json.repository), opened. In valid JSON a quote inside a string is always
 * escaped, so `"password"` followed by a colon is a key, never part of a value; a value is the
 * whole JSON string literal after it (decoded when it has escapes, so none slips through
 * unopened). null stays null. PostgreSQL writes `"pin" : …`, hence the optional spaces.
 */
const SEALED_IN_JSON = /"(password|pin)"\s*:\s*("(?:[^"\\]|\\.)*")/g;

export const openCredentialsInJson = (json: string) =>
  json.replace(SEALED_IN_JSON, (_match, key: string, literal: string) => {
    const stored = literal.includes('\\') ? (JSON.parse(literal) as string) : literal.slice(1, -1);
    return `"${key}":${JSON.stringify(openCredential(stored))}`;
  });
