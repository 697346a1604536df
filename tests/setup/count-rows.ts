import type { Db } from '../../src/server/app-context';
import type { Database } from '../../src/server/db/schema';

/** How many rows `table` holds, optionally only those whose `column` equals `value`. */
export async function countRows<T extends keyof Database & string>(
  db: Db,
  table: T,
  where?: { column: keyof Database[T] & string; value: string | number },
): Promise<number> {
  let query = db.selectFrom(table as keyof Database).select((eb) => eb.fn.countAll<number>().as('n'));
  if (where) query = query.where(where.column as never, '=', where.value as never);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
