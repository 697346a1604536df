import { sql } from 'kysely';
import type { Db } from '../../app-context';
import { chunks } from '../../lib/chunks';

// The sealed columns seen from outside the accounts module: for the start-up check, sealing
// clear-text leftovers and rotating the key, all of which handle stored values as they are.

/** Every column that holds a sealed credential. */
export const SEALED_COLUMNS = [
  { table: 'accounts', column: 'password' },
  { table: 'profiles', column: 'pin' },
  // Webhooks' signing secrets (docs/decisions/049): sealed, rotated and checked as the others.
  { table: 'webhooks', column: 'secret' },
] as const;

export type SealedColumn = (typeof SEALED_COLUMNS)[number];

export interface StoredValue {
  id: number;
  value: string;
}

const CHECK_ID = 1;

export const readCanary = (db: Db) =>
  db
    .selectFrom('data_key_check')
    .select('canary')
    .where('id', '=', CHECK_ID)
    .executeTakeFirst()
    .then((row) => row?.canary ?? null);

/** Stores the canary unless another instance starting at the same time already did. */
export const insertCanary = (db: Db, canary: string, now: string) =>
  db
    .insertInto('data_key_check')
    .values({ id: CHECK_ID, canary, updated_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

export const updateCanary = (db: Db, canary: string, now: string) =>
  db.updateTable('data_key_check').set({ canary, updated_at: now }).where('id', '=', CHECK_ID).execute();

/**
 * Up to `limit` stored values of a column after id `afterId`, in id order (a keyset page, so a
 * big shop is walked in slices). With `notStartingWith`, only the values that do not start with
 * it (the current key's prefix): the few a start-up must still seal.
 */
export async function storedValues(
  db: Db,
  { table, column }: SealedColumn,
  afterId: number,
  limit: number,
  notStartingWith?: string,
): Promise<StoredValue[]> {
  const { rows } = await sql<StoredValue>`
    select id, ${sql.ref(column)} as value from ${sql.table(table)}
    where id > ${afterId} and ${sql.ref(column)} is not null
    ${notStartingWith === undefined ? sql`` : sql`and substr(${sql.ref(column)}, 1, ${notStartingWith.length}) <> ${notStartingWith}`}
    order by id limit ${limit}`.execute(db);
  return rows.map((r) => ({ id: Number(r.id), value: r.value }));
}

/**
 * Walks every stored value of every sealed column (or those not starting with `notStartingWith`)
 * and writes back what `rewrite` answers for it; null leaves the value as it is. Answers how many
 * values were written.
 */
export async function rewriteStoredValues(
  db: Db,
  rewrite: (value: StoredValue, column: SealedColumn) => string | null,
  notStartingWith?: string,
): Promise<number> {
  let written = 0;
  for (const column of SEALED_COLUMNS) {
    let afterId = 0;
    for (;;) {
      const page = await storedValues(db, column, afterId, 5_000, notStartingWith);
      if (page.length === 0) break;
      afterId = page.at(-1)!.id;
      const changed = page.flatMap((v) => {
        const value = rewrite(v, column);
        return value === null ? [] : [{ id: v.id, value }];
      });
      await writeValues(db, column, changed);
      written += changed.length;
    }
  }
  return written;
}

/** Up to `limit` stored values that start like a sealed one (the caller checks the whole shape). */
export async function sealedLookingValues(db: Db, { table, column }: SealedColumn, limit: number) {
  const { rows } = await sql<{ value: string }>`
    select ${sql.ref(column)} as value from ${sql.table(table)}
    where ${sql.ref(column)} like 'v1:%' limit ${limit}`.execute(db);
  return rows.map((r) => r.value);
}

/**
 * Writes new stored values by id, a thousand per statement. A VALUES list names its columns
 * column1, column2 on both databases; the cast tells PostgreSQL the id is a number.
 */
export async function writeValues(db: Db, { table, column }: SealedColumn, values: StoredValue[]) {
  for (const slice of chunks(values, 1_000)) {
    const list = sql.join(slice.map((v) => sql`(cast(${v.id} as integer), ${v.value})`));
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = v.column2
      from (values ${list}) as v where ${sql.table(table)}.id = v.column1`.execute(db);
  }
}
