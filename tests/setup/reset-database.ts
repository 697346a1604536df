import { sql } from 'kysely';
import type { AppDatabase } from '../../src/server/db/database';

// Kysely's own bookkeeping survives a reset: the schema stays migrated.
const isAppTable = (name: string) => !name.startsWith('kysely_') && !name.startsWith('sqlite_');

/**
 * Empties every table of the app, children before parents, so a test starts from nothing. The
 * order is read from the database's own foreign keys, so a table added by a later migration is
 * reset too without anyone listing it here.
 */
export async function resetDatabase({ db, dialect }: Pick<AppDatabase, 'db' | 'dialect'>): Promise<void> {
  if (dialect === 'postgres') return resetPostgres(db);
  let tables = (await db.introspection.getTables()).map((t) => t.name).filter(isAppTable);
  if (tables.length === 0) return;
  // A virtual table (the FTS5 search index) and its shadow tables are kept in step by triggers on
  // the table they index; deleting their rows directly would corrupt them.
  const { rows: virtual } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%'`.execute(db);
  const isIndexTable = (t: string) => virtual.some((v) => t === v.name || t.startsWith(`${v.name}_`));
  tables = tables.filter((t) => !isIndexTable(t));
  const parents = new Map<string, string[]>();
  for (const table of tables) {
    const { rows } = await sql<{
      table: string;
    }>`select "table" from pragma_foreign_key_list(${table})`.execute(db);
    parents.set(
      table,
      rows.map((r) => r.table),
    );
  }
  for (const table of childrenFirst(tables, parents)) {
    await db.deleteFrom(table as never).execute();
  }
  // AUTOINCREMENT keeps its counters here; clearing them makes ids start at 1 again, as on PostgreSQL.
  await sql`delete from sqlite_sequence`.execute(db);
}

/**
 * PostgreSQL: DELETE, children first, in one round trip (one transaction). TRUNCATE did the same
 * in one statement but took 200-400 ms a test here (it makes new files for every table); DELETE
 * of a test's few rows takes a few. A trigger writes the movement totals when movements are
 * deleted, perhaps after their table was emptied: a second pass empties what the first refilled.
 * The id sequences start again at 1, as `truncate ... restart identity` did.
 */
async function resetPostgres(db: AppDatabase['db']) {
  // Only this schema's tables: other test files' schemas live in the same database.
  const { rows: own } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
  const tables = own.map((r) => r.name).filter(isAppTable);
  const { rows } = await sql<{ child: string; parent: string }>`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(db);
  const parents = new Map(tables.map((t) => [t, rows.filter((r) => r.child === t).map((r) => r.parent)]));
  const deletes = childrenFirst(tables, parents).map((t) => `delete from "${t}";`);
  await sql
    .raw(
      [
        'begin;',
        ...deletes,
        ...deletes,
        `select setval(c.oid, 1, false) from pg_class c
           where c.relkind = 'S' and c.relnamespace = current_schema()::regnamespace;`,
        'commit;',
      ].join('\n'),
    )
    .execute(db);
}

/** Topological order in which every table comes before the tables it references. */
export function childrenFirst(tables: string[], parents: Map<string, string[]>): string[] {
  const order: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (order.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const child of tables.filter((t) => t !== table && parents.get(t)?.includes(table))) visit(child);
    order.push(table);
  };
  tables.forEach(visit);
  return order;
}
