import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, insertAccount, insertService } from '#tests/factories/catalog.factory';
import { dumpSqlite, startWriting } from '#tests/setup/concurrent-writes';
import { signedInClient, useTestApp } from '#tests/setup/test-app';
import { checkBackupFile, restoreDatabase } from './restore-database.service';
import { snapshotSqlite } from './sqlite-snapshot.service';

// Backups of the embedded database while it serves writes, and their restore (issue 15). On
// PostgreSQL the app makes no backups (pg_dump does): backup.test.ts checks that answer there.
const t = useTestApp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-roundtrip-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let serviceId: number;
beforeAll(async () => {
  if (t.database.dialect !== 'sqlite') return;
  const service = await insertService(t.database.db, { name: 'Netflix' });
  serviceId = service.id;
  await insertAccount(t.database.db, serviceId, { username: 'familia@example.com' }, [{}, {}, {}]);
  // Enough pages that a copy one page a step takes many turns of the event loop.
  const filler = Array.from({ length: 3000 }, (_, i) =>
    buildClient({ name: `Relleno ${i} ${'x'.repeat(60)}` }),
  );
  for (let i = 0; i < filler.length; i += 500)
    await t.database.db
      .insertInto('clients')
      .values(filler.slice(i, i + 500))
      .execute();
});

const open = (file: string) => new SQLite(file, { readonly: true, fileMustExist: true });

/** The writes of `label` a copy holds (1..k, all of them, if consistent) and the price. */
function writesHeld(file: string, label: string) {
  const db = open(file);
  try {
    const names = db.prepare('select name from clients where name like ?').all(`${label} %`) as {
      name: string;
    }[];
    const numbers = names.map((r) => Number(r.name.split(' ')[1])).sort((a, b) => a - b);
    const { price } = db.prepare('select price from services where id = ?').get(serviceId) as {
      price: number;
    };
    return { numbers, price };
  } finally {
    db.close();
  }
}

describe.skipIf(process.env.TEST_DB === 'postgres')('backup while writing, then restore', () => {
  it('copies the database as it was when the copy ended, and a restore gives back exactly those rows', async () => {
    const source = t.database.sqlite!;
    const writer = startWriting(t.database.db, serviceId);
    const backup = path.join(dir, 'copia.db');
    // One page a step: the copy spans hundreds of turns of the event loop, with writes between.
    await snapshotSqlite(source, backup, 1);
    // Read in the same turn the copy finished in: no write has run since.
    const atBackup = dumpSqlite(source);
    const writtenAtBackup = writer.written();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const writtenInAll = await writer.stop();
    expect(writtenAtBackup).toBeGreaterThan(5); // writes ran during the copy…
    expect(writtenInAll).toBeGreaterThan(writtenAtBackup); // …and after it, which it must not hold

    const copy = open(backup);
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(dumpSqlite(copy)).toEqual(atBackup);
    copy.close();

    const target = path.join(dir, 'restaurada', 'app.db');
    fs.mkdirSync(path.dirname(target));
    expect(restoreDatabase({ file: backup, target, now: new Date(), timeZone: 'America/Bogota' })).toEqual({
      aside: null,
    });
    const restored = open(target);
    expect(dumpSqlite(restored)).toEqual(atBackup);
    restored.close();
    expect(fs.readdirSync(path.dirname(target))).toEqual(['app.db']);
  });

  it('the admin button makes a whole, consistent backup while requests write', async () => {
    const { client } = await signedInClient(t, { role: 'admin' });
    const writer = startWriting(t.database.db, serviceId, 'Botón');
    const before = writer.written();
    const response = await client.post('/api/admin/backups');
    await writer.stop();
    expect(response.statusCode).toBe(201);
    const { backup } = response.json();
    const file = t.app.backups.fileOf(backup.name);
    checkBackupFile(file); // integrity ok, a Cuentas Claras database at this code's migration level
    const { numbers, price } = writesHeld(file, 'Botón');
    // Every write up to some k and none after: one moment's state, never half a write.
    expect(numbers.length).toBeGreaterThanOrEqual(before);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(price).toBe(numbers.length);
  });

  it('starts again when a step meets a write transaction held open across an await', async () => {
    const source = t.database.sqlite!;
    const backup = path.join(dir, 'bloqueada.db');
    const copying = snapshotSqlite(source, backup, 1);
    await t.database.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('clients')
        .values(buildClient({ name: 'Mientras tanto' }))
        .execute();
      await new Promise((resolve) => setTimeout(resolve, 30)); // the copy's steps meet it here
    });
    await copying;
    const copy = open(backup);
    expect(dumpSqlite(copy)).toEqual(dumpSqlite(source));
    copy.close();
  });

  it('copies through a 2 MB page cache and gives the connection its own cache size back', async () => {
    // The app's connection keeps better-sqlite3's 16 MB cache; a backup filling it with pages no
    // request needs left the server 20–30 MB larger (docs/performance.md, seventh pass).
    const source = t.database.sqlite!;
    const before = source.pragma('cache_size', { simple: true });
    const copying = snapshotSqlite(source, path.join(dir, 'cache.db'), 1);
    await new Promise((resolve) => setImmediate(resolve));
    const during = source.pragma('cache_size', { simple: true });
    await copying;
    expect(during).toBe(-2000);
    expect(source.pragma('cache_size', { simple: true })).toBe(before);
  });
});
