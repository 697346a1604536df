import type { Totals } from '#shared/schemas/totals';
import type { AppContext, Db } from '../../app-context';

async function countRows(db: Db, table: 'services' | 'clients' | 'accounts' | 'movements') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The four totals of the Panel de Control (GET /api/totals, GET /api/dashboard). */
export async function countTotals(ctx: AppContext): Promise<Totals> {
  const [services, clients, accounts, movements] = await Promise.all([
    countRows(ctx.db, 'services'),
    countRows(ctx.db, 'clients'),
    countRows(ctx.db, 'accounts'),
    countRows(ctx.db, 'movements'),
  ]);
  return { services, clients, accounts, movements };
}
