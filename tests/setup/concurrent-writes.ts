import type SQLite from 'better-sqlite3';
import type { Db } from '../../src/server/app-context';
import { buildClient } from '../factories/catalog.factory';

/**
 * Keeps writing while a test does something else (a backup): write N, in one transaction, adds
 * the client "<label> N" and sets the service's price to N, one write per turn of the event loop,
 * as requests would. So any consistent copy holds exactly the clients <label> 1..k of some k,
 * with the price k.
 */
export function startWriting(db: Db, serviceId: number, label = 'Escritura') {
  let written = 0;
  let stopped = false;
  let failure: unknown;
  const done = new Promise<void>((resolve) => {
    const step = () => {
      if (stopped) return resolve();
      const n = written + 1;
      db.transaction()
        .execute(async (tx) => {
          await tx
            .insertInto('clients')
            .values(buildClient({ name: `${label} ${n}` }))
            .execute();
          await tx.updateTable('services').set({ price: n }).where('id', '=', serviceId).execute();
        })
        .then(
          () => {
            written = n;
            setImmediate(step);
          },
          (error: unknown) => {
            failure = error;
            resolve();
          },
        );
    };
    setImmediate(step);
  });
  return {
    written: () => written,
    async stop() {
      stopped = true;
      await done;
      if (failure) throw failure;
      return written;
    },
  };
}

/** Every row of every table of an SQLite database, read at once (synchronously), for comparing. */
export function dumpSqlite(sqlite: SQLite.Database): Record<string, string[]> {
  const tables = sqlite
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      (sqlite.prepare(`select * from "${name}"`).all() as unknown[]).map((row) => JSON.stringify(row)).sort(),
    ]),
  );
}
