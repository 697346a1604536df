import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAccount, buildProfile, insertAccount, insertService } from '#tests/factories/catalog.factory';
import { createTestDatabase, TEST_DATA_KEY, type TestDatabase } from '#tests/setup/test-database';
import { CredentialCipher, generateDataKey, isSealed, sealedKeyId } from '../../lib/credential-cipher';
import { openCredential } from '../../lib/credentials';
import {
  DataKeyError,
  readDataKeyFile,
  replaceDataKeyFile,
  sharedDatabaseKeyWarning,
} from '../../lib/data-key-file';
import { unlockCredentials } from './credential-unlock.service';

// Start-up (decision 017): the key is proved against the database before anything is served,
// and the clear-text credentials of a database from before encryption are sealed, once.

let database: TestDatabase;
let dir: string;
let keyFile: string;
beforeEach(async () => {
  database = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-key-'));
  keyFile = path.join(dir, 'app.db.key');
});
afterEach(async () => {
  await database.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const db = () => database.db;
const testKeyId = new CredentialCipher(TEST_DATA_KEY).keyId;

/** The state of a database made before this change: no canary, passwords and PINs in clear. */
async function olderDatabase() {
  await db().deleteFrom('data_key_check').execute();
  const service = await insertService(db());
  const { id } = await db()
    .insertInto('accounts')
    .values(buildAccount(service.id, { username: 'vieja@correo.com', password: 'Clave-Vieja-913' }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('profiles')
    .values([buildProfile(id, 0, { pin: '582046' }), buildProfile(id, 1)])
    .execute();
  return id;
}

const storedPasswords = async () =>
  (await db().selectFrom('accounts').select('password').orderBy('id').execute()).map((r) => r.password);
const storedPins = async () =>
  (await db().selectFrom('profiles').select('pin').where('pin', 'is not', null).orderBy('id').execute()).map(
    (r) => r.pin!,
  );

describe('a wrong or missing key stops the start', () => {
  it('refuses another DATA_KEY, naming the variable', async () => {
    await insertAccount(db(), (await insertService(db())).id);
    const wrong = unlockCredentials(database, { dataKey: generateDataKey(), keyFile });
    await expect(wrong).rejects.toThrow(DataKeyError);
    await expect(unlockCredentials(database, { dataKey: generateDataKey(), keyFile })).rejects.toThrow(
      new RegExp(`^DATA_KEY no es la clave .*los datos usan ${testKeyId}`),
    );
  });

  it('refuses a key file with another key, naming the file', async () => {
    replaceDataKeyFile(keyFile, generateDataKey());
    await expect(unlockCredentials(database, { keyFile })).rejects.toThrow(
      `El archivo de clave ${keyFile} no es la clave`,
    );
  });

  it('refuses a missing key file when the database already holds sealed values', async () => {
    await expect(unlockCredentials(database, { keyFile })).rejects.toThrow(
      new RegExp(`^Falta la clave de datos: .*no existe ${keyFile} y DATA_KEY no está definida`),
    );
    expect(fs.existsSync(keyFile)).toBe(false);
  });

  it('refuses a key file that holds no key', async () => {
    fs.writeFileSync(keyFile, 'no es una clave\n');
    await expect(unlockCredentials(database, { keyFile })).rejects.toThrow(
      `El archivo de clave ${keyFile} no contiene una clave válida`,
    );
  });

  it('still proves the key by the sealed values when the canary row is gone', async () => {
    await insertAccount(db(), (await insertService(db())).id);
    await db().deleteFrom('data_key_check').execute();
    await expect(unlockCredentials(database, { dataKey: generateDataKey(), keyFile })).rejects.toThrow(
      /^DATA_KEY no es la clave/,
    );
    await expect(unlockCredentials(database, { keyFile })).rejects.toThrow(/^Falta la clave de datos/);
  });
});

describe('a lost canary', () => {
  it('lets the right key start, and stores the canary again', async () => {
    await insertAccount(db(), (await insertService(db())).id, { password: 'Sigue-Aqui' });
    await db().deleteFrom('data_key_check').execute();
    replaceDataKeyFile(keyFile, TEST_DATA_KEY);
    const fromFile = await unlockCredentials(database, { keyFile });
    expect(fromFile).toMatchObject({ origin: 'file', sealedNow: 0 });
    expect(
      sealedKeyId(
        (await db().selectFrom('data_key_check').select('canary').executeTakeFirstOrThrow()).canary,
      ),
    ).toBe(testKeyId);
    await db().deleteFrom('data_key_check').execute();
    const fromVariable = await unlockCredentials(database, { dataKey: TEST_DATA_KEY, keyFile });
    expect(fromVariable).toMatchObject({ origin: 'DATA_KEY', sealedNow: 0 });
    expect(openCredential((await storedPasswords())[0]!)).toBe('Sigue-Aqui');
  });
});

describe('the key file', () => {
  it('is generated on the first start (mode 0600) and reused on the next', async () => {
    await db().deleteFrom('data_key_check').execute();
    const first = await unlockCredentials(database, { keyFile });
    expect(first.origin).toBe('generated');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(new CredentialCipher(readDataKeyFile(keyFile)!).keyId).toBe(first.cipher.keyId);
    // Only the key file itself is left behind (no temporary file).
    expect(fs.readdirSync(dir)).toEqual(['app.db.key']);
    const second = await unlockCredentials(database, { keyFile });
    expect(second).toMatchObject({ origin: 'file', sealedNow: 0 });
    expect(second.cipher.keyId).toBe(first.cipher.keyId);
  });

  it('is named in a warning on PostgreSQL, where every instance must share one key', () => {
    const postgres = 'postgres://postgres@127.0.0.1:5432/tienda';
    expect(sharedDatabaseKeyWarning(postgres, undefined)).toMatch(
      /^La clave de datos viene de .*data\.key y la base es PostgreSQL: .*define la misma DATA_KEY en todas/,
    );
    expect(sharedDatabaseKeyWarning(postgres, TEST_DATA_KEY)).toBeNull();
    expect(sharedDatabaseKeyWarning('file:/tmp/app.db', undefined)).toBeNull();
  });

  it('gives way to DATA_KEY when both are there', async () => {
    replaceDataKeyFile(keyFile, generateDataKey());
    const unlocked = await unlockCredentials(database, { dataKey: TEST_DATA_KEY, keyFile });
    expect(unlocked).toMatchObject({ origin: 'DATA_KEY' });
  });
});

describe('a database from before encryption', () => {
  it('has its clear passwords and PINs sealed at start, once, and reads them back', async () => {
    const id = await olderDatabase();
    const unlocked = await unlockCredentials(database, { dataKey: TEST_DATA_KEY, keyFile });
    expect(unlocked.sealedNow).toBe(2);
    const [password] = await storedPasswords();
    const [pin] = await storedPins();
    expect(isSealed(password!) && isSealed(pin!)).toBe(true);
    expect(sealedKeyId(password!)).toBe(testKeyId);
    expect(openCredential(password!)).toBe('Clave-Vieja-913');
    expect(openCredential(pin!)).toBe('582046');
    // Idempotent: the next start seals nothing and changes nothing.
    const again = await unlockCredentials(database, { dataKey: TEST_DATA_KEY, keyFile });
    expect(again.sealedNow).toBe(0);
    expect(await storedPasswords()).toEqual([password]);
    expect(await storedPins()).toEqual([pin]);
    expect(id).toBeGreaterThan(0);
  });

  it('is sealed once when two instances start on it at the same moment', async () => {
    await olderDatabase();
    const both = await Promise.all([
      unlockCredentials(database, { dataKey: TEST_DATA_KEY, keyFile }),
      unlockCredentials(database, { dataKey: TEST_DATA_KEY, keyFile }),
    ]);
    expect(both.map((u) => u.sealedNow).sort()).toEqual([0, 2]);
    expect(openCredential((await storedPasswords())[0]!)).toBe('Clave-Vieja-913');
    expect(openCredential((await storedPins())[0]!)).toBe('582046');
  });

  it('leaves no clear copy in the SQLite file', async () => {
    if (database.dialect !== 'sqlite') return;
    await olderDatabase();
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db());
    const file = (
      await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db())
    ).rows[0]!.file;
    expect(fs.readFileSync(file).includes('Clave-Vieja-913')).toBe(true);
    await unlockCredentials(database, { dataKey: TEST_DATA_KEY, keyFile });
    const bytes = fs.readFileSync(file);
    expect(bytes.includes('vieja@correo.com')).toBe(true);
    expect(bytes.includes('Clave-Vieja-913')).toBe(false);
    expect(bytes.includes('582046')).toBe(false);
    expect(fs.statSync(`${file}-wal`).size).toBe(0);
  });

  it('seals a clear value that starts like a sealed one on the first run', async () => {
    await olderDatabase();
    await db().updateTable('accounts').set({ password: 'v1:no-es-cifrado' }).execute();
    await unlockCredentials(database, { dataKey: TEST_DATA_KEY, keyFile });
    expect(openCredential((await storedPasswords())[0]!)).toBe('v1:no-es-cifrado');
  });

  it('seals a clear value written later (by an older version of the app) on the next start', async () => {
    const service = await insertService(db());
    await db()
      .insertInto('accounts')
      .values(buildAccount(service.id, { password: 'Escrita-En-Claro' }))
      .execute();
    const unlocked = await unlockCredentials(database, { dataKey: TEST_DATA_KEY, keyFile });
    expect(unlocked.sealedNow).toBe(1);
    expect(openCredential((await storedPasswords())[0]!)).toBe('Escrita-En-Claro');
  });
});
