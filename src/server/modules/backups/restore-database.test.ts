import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupsMessages } from '#shared/messages/backups';
import { insertClient } from '#tests/factories/catalog.factory';
import { useTestApp } from '#tests/setup/test-app';
import { createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { restoreDatabase, RestoreRefused } from './restore-database.service';
import { snapshotSqlite } from './sqlite-snapshot.service';

// npm run restore works on SQLite files only (PostgreSQL has pg_restore): nothing to run there.
const t = useTestApp();
const m = backupsMessages.restore;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-restore-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const now = new Date('2026-11-27T20:30:15Z'); // 15:30:15 in Bogotá
const restore = (file: string, target: string) =>
  restoreDatabase({ file, target, now, timeZone: 'America/Bogota' });

let backup: string;
beforeAll(async () => {
  if (t.database.dialect !== 'sqlite') return;
  await insertClient(t.database.db, { name: 'Ana de la copia' });
  backup = path.join(dir, 'cuentas-claras-2026-11-27T0300.db');
  await snapshotSqlite(t.database.sqlite!, backup, 'all');
});

/** A copy of the good backup, changed by `change` (an open connection to it). */
function alteredBackup(name: string, change: (db: SQLite.Database) => void) {
  const file = path.join(dir, name);
  fs.copyFileSync(backup, file);
  const db = new SQLite(file);
  change(db);
  db.close();
  return file;
}

/** A closed database at `target` as the app leaves it, holding one client. */
async function currentDatabase(target: string, clientName: string) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const database = createDatabase(`file:${target}`);
  await migrateToLatest(database);
  await insertClient(database.db, { name: clientName });
  await database.close();
}

const clientNames = (file: string) => {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('select name from clients order by id').all() as { name: string }[]).map(
      (r) => r.name,
    );
  } finally {
    db.close();
  }
};

function refusal(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof RestoreRefused) return error.message;
    throw error;
  }
  throw new Error('the restore was not refused');
}

describe.skipIf(process.env.TEST_DB === 'postgres')('npm run restore', () => {
  it('keeps the current database aside and puts the backup in its place', async () => {
    const target = path.join(dir, 'ok', 'app.db');
    await currentDatabase(target, 'Beto de antes');
    expect(restore(backup, target)).toEqual({ aside: `${target}.antes-de-restaurar-2026-11-27T153015` });
    expect(clientNames(target)).toEqual(['Ana de la copia']);
    expect(clientNames(`${target}.antes-de-restaurar-2026-11-27T153015`)).toEqual(['Beto de antes']);
    // One file each, and the backup itself untouched.
    expect(fs.readdirSync(path.dirname(target)).sort()).toEqual([
      'app.db',
      'app.db.antes-de-restaurar-2026-11-27T153015',
    ]);
    expect(clientNames(backup)).toEqual(['Ana de la copia']);
    // The app opens it as usual (it sets WAL mode again at start).
    const reopened = createDatabase(`file:${target}`);
    await migrateToLatest(reopened);
    expect(await reopened.db.selectFrom('clients').select('name').execute()).toEqual([
      { name: 'Ana de la copia' },
    ]);
    await reopened.close();
  });

  it('carries a WAL file left by a crash aside with its database', async () => {
    const target = path.join(dir, 'wal', 'app.db');
    await currentDatabase(target, 'Carla');
    // A process that dies with its connection open leaves its last commits in app.db-wal.
    const crashed = new SQLite(target);
    crashed.pragma('journal_mode = WAL');
    crashed.pragma('wal_autocheckpoint = 0');
    crashed.prepare("update clients set name = 'Carla sin checkpoint'").run();
    expect(fs.existsSync(`${target}-wal`)).toBe(true);
    fs.copyFileSync(target, path.join(dir, 'wal', 'copia-de-app.db'));
    fs.copyFileSync(`${target}-wal`, path.join(dir, 'wal', 'copia-de-app.db-wal'));
    crashed.close();
    const crashedCopy = path.join(dir, 'wal', 'copia-de-app.db');
    const { aside } = restore(backup, crashedCopy);
    expect(clientNames(aside!)).toEqual(['Carla sin checkpoint']);
    expect(clientNames(crashedCopy)).toEqual(['Ana de la copia']);
  });

  it('refuses while the app has the database open, and changes nothing', async () => {
    const target = t.database.sqlite!.name;
    const before = fs.readdirSync(path.dirname(target)).sort();
    expect(refusal(() => restore(backup, target))).toBe(m.inUse(target));
    expect(fs.readdirSync(path.dirname(target)).sort()).toEqual(before);
    // The app goes on working on its database.
    expect(await insertClient(t.database.db, { name: 'Sigue funcionando' })).toMatchObject({
      id: expect.any(Number),
    });
  });

  it('refuses a damaged backup', async () => {
    const damaged = path.join(dir, 'danada.db');
    const bytes = fs.readFileSync(backup);
    // Pages past the first (the schema) overwritten with garbage.
    bytes.fill(0x5a, 4096 * 2, 4096 * 6);
    fs.writeFileSync(damaged, bytes);
    const target = path.join(dir, 'danada', 'app.db');
    await currentDatabase(target, 'Intacta');
    expect(refusal(() => restore(damaged, target))).toMatch(new RegExp(`^${damaged} está dañado`));
    // Nothing left behind (checked before reading it, which opens it in WAL mode again).
    expect(fs.readdirSync(path.dirname(target))).toEqual(['app.db']);
    expect(clientNames(target)).toEqual(['Intacta']);
  });

  it('refuses what is not a Cuentas Claras database, or one from a newer version', async () => {
    const target = path.join(dir, 'otras', 'app.db');
    await currentDatabase(target, 'Intacta');

    const text = path.join(dir, 'notas.db');
    fs.writeFileSync(text, 'esto no es una base de datos '.repeat(200));
    expect(refusal(() => restore(text, target))).toBe(m.notSqlite(text));

    const other = path.join(dir, 'otra-app.db');
    const db = new SQLite(other);
    db.exec('create table productos (id integer primary key, nombre text)');
    db.close();
    expect(refusal(() => restore(other, target))).toBe(m.notCuentasClaras(other));

    const newer = alteredBackup('mas-nueva.db', (copy) =>
      copy
        .prepare('insert into kysely_migration (name, timestamp) values (?, ?)')
        .run('20991231000000-futuro', 'x'),
    );
    expect(refusal(() => restore(newer, target))).toBe(m.tooNew(newer, '20991231000000-futuro'));

    const missing = path.join(dir, 'no-existe.db');
    expect(refusal(() => restore(missing, target))).toBe(m.fileMissing(missing));

    // Nothing left behind (checked before reading it, which opens it in WAL mode again).
    expect(fs.readdirSync(path.dirname(target))).toEqual(['app.db']);
    expect(clientNames(target)).toEqual(['Intacta']);
  });

  it('restores into a place with no database yet', () => {
    const target = path.join(dir, 'nueva', 'app.db');
    fs.mkdirSync(path.dirname(target));
    expect(restore(backup, target)).toEqual({ aside: null });
    expect(clientNames(target)).toEqual(['Ana de la copia']);
  });
});
