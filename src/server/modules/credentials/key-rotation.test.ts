import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { signedInClient, useTestApp, type TestClient } from '#tests/setup/test-app';
import { TEST_DATA_KEY } from '#tests/setup/test-database';
import { CredentialCipher, generateDataKey, sealedKeyId } from '../../lib/credential-cipher';
import { sealCredential } from '../../lib/credentials';
import {
  DataKeyError,
  pendingKeyFile,
  readDataKeyFile,
  replaceDataKeyFile,
  retiredKeyFile,
} from '../../lib/data-key-file';
import { SEALED_COLUMNS, updateCanary, writeValues } from './credential.repository';
import { unlockCredentials } from './credential-unlock.service';
import { rotateDataKey } from './key-rotation.service';

// `npm run rotate-key` (decision 017): every value and the canary sealed again in one
// transaction; the app reads with the new key; a failure leaves the old state whole.

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
let dir: string;
let keyFile: string;
const testKey = new CredentialCipher(TEST_DATA_KEY);

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-rotate-'));
  keyFile = path.join(dir, 'app.db.key');
  // The database (and its canary) is under the test key, kept in a key file for these tests.
  replaceDataKeyFile(keyFile, TEST_DATA_KEY);
  await unlockCredentials(t.database, { dataKey: TEST_DATA_KEY, keyFile });
  ({ client: c } = await signedInClient(t));
  const service = await insertService(t.database.db, { name: 'Disney+' });
  const ana = await insertClient(t.database.db, { name: 'Ana' });
  for (let i = 0; i < 3; i++) {
    await insertAccount(
      t.database.db,
      service.id,
      { username: `cuenta${i}@correo.com`, password: `Clave-${i}` },
      [{ status: 'ocupado', client_id: ana.id, expiry_date: '2031-01-01', pin: `90${i}1` }, {}],
    );
  }
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const stored = async () => ({
  passwords: (await t.database.db.selectFrom('accounts').select('password').orderBy('id').execute()).map(
    (r) => r.password,
  ),
  pins: (
    await t.database.db
      .selectFrom('profiles')
      .select('pin')
      .where('pin', 'is not', null)
      .orderBy('id')
      .execute()
  ).map((r) => r.pin!),
  canary: (await t.database.db.selectFrom('data_key_check').select('canary').executeTakeFirstOrThrow())
    .canary,
});

/** The stored values by id, as a backup holds them. */
const storedRows = async () => ({
  accounts: await t.database.db.selectFrom('accounts').select(['id', 'password as value']).execute(),
  profiles: (
    await t.database.db
      .selectFrom('profiles')
      .select(['id', 'pin as value'])
      .where('pin', 'is not', null)
      .execute()
  ).map((r) => ({ id: r.id, value: r.value! })),
  canary: (await stored()).canary,
});

/** Puts those values back, as restoring the backup (or copying its file by hand) does. */
async function restoreRows(rows: Awaited<ReturnType<typeof storedRows>>) {
  await writeValues(t.database.db, SEALED_COLUMNS[0], rows.accounts);
  await writeValues(t.database.db, SEALED_COLUMNS[1], rows.profiles);
  await updateCanary(t.database.db, rows.canary, new Date().toISOString());
}

/** What staff see: every account's password and PINs, through the API. */
const shown = async () =>
  (await c.get('/api/accounts?limit=50'))
    .json()
    .accounts.map((a: { password: string; profiles: { pin: string }[] }) => [
      a.password,
      a.profiles.map((p) => p.pin),
    ]);

describe('rotating the key of the key file', () => {
  it('seals every value and the canary again, swaps the files, and the app reads with the new key', async () => {
    const before = await shown();
    const rotation = await rotateDataKey(t.database, { keyFile });
    expect(rotation.resealed).toBe(6);
    const next = new CredentialCipher(readDataKeyFile(keyFile)!);
    expect(next.keyId).toBe(rotation.next.keyId);
    expect(next.keyId).not.toBe(testKey.keyId);
    // The previous key is kept for the backups made with it; no pending file is left.
    expect(readDataKeyFile(retiredKeyFile(keyFile, testKey.keyId))).toEqual(
      Buffer.from(TEST_DATA_KEY, 'base64'),
    );
    expect(fs.existsSync(pendingKeyFile(keyFile))).toBe(false);
    const after = await stored();
    for (const value of [...after.passwords, ...after.pins, after.canary]) {
      expect(sealedKeyId(value)).toBe(next.keyId);
      expect(() => testKey.open(value)).toThrow();
    }
    // A restart: the key file alone unlocks the database, and staff see the same values.
    const restarted = await unlockCredentials(t.database, { keyFile });
    expect(restarted).toMatchObject({ origin: 'file', sealedNow: 0 });
    expect(await shown()).toEqual(before);
    expect(before[0]).toEqual(['Clave-0', ['9001', null]]);
    // The old key no longer opens this database.
    await expect(unlockCredentials(t.database, { dataKey: TEST_DATA_KEY, keyFile })).rejects.toThrow(
      /^DATA_KEY no es la clave/,
    );
  });

  it('changes nothing when a value cannot be opened midway, and the old key still works', async () => {
    const ids = await t.database.db.selectFrom('accounts').select('id').orderBy('id').execute();
    // The last PIN is damaged: the rotation fails after every password (and the other PINs)
    // were already sealed again inside its transaction.
    const { id: lastPin } = await t.database.db
      .selectFrom('profiles')
      .select('id')
      .where('pin', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const damaged = sealCredential('x').replace(
      /:([\w-])([\w-]*)$/,
      (_, first: string, rest: string) => `:${first === 'A' ? 'B' : 'A'}${rest}`,
    );
    await t.database.db.updateTable('profiles').set({ pin: damaged }).where('id', '=', lastPin).execute();
    const before = await stored();
    await expect(rotateDataKey(t.database, { keyFile })).rejects.toThrow(
      new RegExp(`^profiles.pin \\(id ${lastPin}\\) no se puede descifrar`),
    );
    expect(await stored()).toEqual(before);
    expect(readDataKeyFile(keyFile)).toEqual(Buffer.from(TEST_DATA_KEY, 'base64'));
    expect(fs.readdirSync(dir)).toEqual(['app.db.key']);
    const restarted = await unlockCredentials(t.database, { keyFile });
    expect(restarted.cipher.keyId).toBe(testKey.keyId);
    const first = (await c.get(`/api/accounts/${ids[0]!.id}`)).json().account;
    expect([first.password, first.profiles[0].pin]).toEqual(['Clave-0', '9001']);
  });

  it('is finished by the next start when it stopped between the commit and the key file swap', async () => {
    const before = await shown();
    const rotation = await rotateDataKey(t.database, { keyFile });
    // Back to the moment after the commit: the old key in place, the new one still pending.
    fs.renameSync(keyFile, pendingKeyFile(keyFile));
    fs.renameSync(retiredKeyFile(keyFile, testKey.keyId), keyFile);
    const restarted = await unlockCredentials(t.database, { keyFile });
    expect(restarted).toMatchObject({ origin: 'rotation' });
    expect(restarted.cipher.keyId).toBe(rotation.next.keyId);
    expect(new CredentialCipher(readDataKeyFile(keyFile)!).keyId).toBe(rotation.next.keyId);
    expect(fs.existsSync(retiredKeyFile(keyFile, testKey.keyId))).toBe(true);
    expect(await shown()).toEqual(before);
  });

  it('is finished by the next start when it stopped with the old key retired and the new one pending', async () => {
    const before = await shown();
    const rotation = await rotateDataKey(t.database, { keyFile });
    // Back to the moment between the two renames: no key file, the new key still pending.
    fs.renameSync(keyFile, pendingKeyFile(keyFile));
    const restarted = await unlockCredentials(t.database, { keyFile });
    expect(restarted).toMatchObject({ origin: 'rotation', sealedNow: 0 });
    expect(restarted.cipher.keyId).toBe(rotation.next.keyId);
    expect(new CredentialCipher(readDataKeyFile(keyFile)!).keyId).toBe(rotation.next.keyId);
    expect(fs.readdirSync(dir).sort()).toEqual(['app.db.key', `app.db.key.${testKey.keyId}.old`]);
    expect(await shown()).toEqual(before);
  });

  it('re-seals, at the next start, a backup from before the rotation, with the retired key file', async () => {
    const before = await shown();
    const backup = await storedRows();
    const rotation = await rotateDataKey(t.database, { keyFile });
    await restoreRows(backup);
    const restarted = await unlockCredentials(t.database, { keyFile });
    expect(restarted).toMatchObject({ origin: 'retired', retiredKeyId: testKey.keyId, sealedNow: 6 });
    const after = await stored();
    for (const value of [...after.passwords, ...after.pins, after.canary])
      expect(sealedKeyId(value)).toBe(rotation.next.keyId);
    expect(await shown()).toEqual(before);
    expect(await unlockCredentials(t.database, { keyFile })).toMatchObject({ origin: 'file', sealedNow: 0 });
    // Without the retired key file, the start stops as before.
    await restoreRows(backup);
    fs.rmSync(retiredKeyFile(keyFile, testKey.keyId));
    await expect(unlockCredentials(t.database, { keyFile })).rejects.toThrow(
      new RegExp(`^El archivo de clave ${keyFile} no es la clave .*los datos usan ${testKey.keyId}`),
    );
  });

  it('re-seals, at the next start, a value an instance still on the old key wrote after the rotation', async () => {
    await rotateDataKey(t.database, { keyFile });
    const stale = testKey.seal('Escrita-Con-La-Vieja');
    await t.database.db
      .updateTable('accounts')
      .set({ password: stale })
      .where('username', '=', 'cuenta0@correo.com')
      .execute();
    const restarted = await unlockCredentials(t.database, { keyFile });
    expect(restarted.sealedNow).toBe(1);
    expect((await shown())[0][0]).toBe('Escrita-Con-La-Vieja');
    // Without the retired key file, the start stops and names the key.
    await t.database.db
      .updateTable('accounts')
      .set({ password: stale })
      .where('username', '=', 'cuenta0@correo.com')
      .execute();
    fs.rmSync(retiredKeyFile(keyFile, testKey.keyId));
    await expect(unlockCredentials(t.database, { keyFile })).rejects.toThrow(
      new RegExp(`cifrado con la clave ${testKey.keyId}, que no es la actual`),
    );
  });
});

describe('rotating DATA_KEY', () => {
  it('needs NEW_DATA_KEY, and then touches no file', async () => {
    await expect(rotateDataKey(t.database, { dataKey: TEST_DATA_KEY, keyFile })).rejects.toThrow(
      /^La clave actual viene de DATA_KEY: define NEW_DATA_KEY/,
    );
    const newKey = generateDataKey();
    const before = await shown();
    const rotation = await rotateDataKey(t.database, { dataKey: TEST_DATA_KEY, keyFile, newKey });
    expect(rotation.keyFile).toBeUndefined();
    expect(fs.readdirSync(dir)).toEqual(['app.db.key']);
    await unlockCredentials(t.database, { dataKey: newKey, keyFile });
    expect(await shown()).toEqual(before);
  });

  it('refuses the same key, and a malformed one, before changing anything', async () => {
    const before = await stored();
    await expect(
      rotateDataKey(t.database, { dataKey: TEST_DATA_KEY, keyFile, newKey: TEST_DATA_KEY }),
    ).rejects.toThrow('La clave nueva es la misma que la actual');
    await expect(
      rotateDataKey(t.database, { dataKey: TEST_DATA_KEY, keyFile, newKey: 'corta' }),
    ).rejects.toThrow(DataKeyError);
    expect(await stored()).toEqual(before);
  });
});
