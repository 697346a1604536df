import fs from 'node:fs';
import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import {
  CredentialCipher,
  CredentialError,
  generateDataKey,
  parseDataKey,
} from '../../lib/credential-cipher';
import { useCredentialCipher } from '../../lib/credentials';
import {
  DataKeyError,
  moveKeyFile,
  pendingKeyFile,
  replaceDataKeyFile,
  retiredKeyFile,
} from '../../lib/data-key-file';
import { nowIso } from '../../lib/time';
import { readCanary, rewriteStoredValues, updateCanary } from './credential.repository';
import { CANARY_TEXT, unlockCredentials, type KeySource } from './credential-unlock.service';

export interface RotationOptions extends KeySource {
  /** NEW_DATA_KEY; required when the current key is DATA_KEY, generated otherwise. */
  newKey?: string | undefined;
}

export interface Rotation {
  previous: CredentialCipher;
  next: CredentialCipher;
  /** Values sealed again (passwords and PINs). */
  resealed: number;
  /** The key file now holding the new key, and where the previous one was kept (key file only). */
  keyFile?: string;
  retiredFile?: string;
}

/**
 * `npm run rotate-key`: every password and PIN, and the canary, sealed again with a new key in
 * one transaction. With the key file, the new key is written beside it before the transaction
 * (pending) and put in place after the commit; a start that finds the database under the pending
 * key finishes that step. If the transaction fails nothing changed and the old key still works.
 */
export async function rotateDataKey(database: AppDatabase, options: RotationOptions): Promise<Rotation> {
  const usesFile = options.dataKey === undefined;
  const nextText = options.newKey ?? (usesFile ? generateDataKey() : undefined);
  if (nextText === undefined)
    throw new DataKeyError(
      'La clave actual viene de DATA_KEY: define NEW_DATA_KEY con la clave nueva (por ejemplo, openssl rand -base64 32).',
    );
  const nextKey = parseDataKey(nextText);
  if (!nextKey)
    throw new DataKeyError('NEW_DATA_KEY debe ser 32 bytes en base64 o 64 caracteres hexadecimales');
  // Proves the current key and seals any leftover first, so every value below opens with it.
  const { cipher: previous } = await unlockCredentials(database, options);
  const next = new CredentialCipher(nextKey);
  if (next.keyId === previous.keyId) throw new DataKeyError('La clave nueva es la misma que la actual');

  const pending = pendingKeyFile(options.keyFile);
  if (usesFile) replaceDataKeyFile(pending, nextKey.toString('base64'));
  let resealed: number;
  try {
    resealed = await database.db.transaction().execute(async (tx) => {
      // No instance may write a value with the old key while this runs (PostgreSQL; SQLite
      // refuses this transaction's writes if another connection wrote since it began).
      if (database.dialect === 'postgres')
        await sql`lock table accounts, profiles, webhooks, data_key_check in exclusive mode`.execute(tx);
      const count = await rewriteStoredValues(tx, ({ id, value }, { table, column }) => {
        try {
          return next.seal(previous.open(value));
        } catch (error) {
          if (!(error instanceof CredentialError)) throw error;
          throw new DataKeyError(`${table}.${column} (id ${id}) no se puede descifrar: ${error.message}`);
        }
      });
      if ((await readCanary(tx)) === null)
        throw new DataKeyError('La base de datos no tiene el valor de control');
      await updateCanary(tx, next.seal(CANARY_TEXT), nowIso(new Date()));
      return count;
    });
  } catch (error) {
    if (usesFile) fs.rmSync(pending, { force: true });
    throw error;
  }
  useCredentialCipher(next);
  if (!usesFile) return { previous, next, resealed };
  const retiredFile = retiredKeyFile(options.keyFile, previous.keyId);
  moveKeyFile(options.keyFile, retiredFile);
  moveKeyFile(pending, options.keyFile);
  return { previous, next, resealed, keyFile: options.keyFile, retiredFile };
}
