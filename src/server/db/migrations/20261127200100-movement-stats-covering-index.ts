import type { Kysely } from 'kysely';

// The movement stats of a month at scale (issue 12, docs/performance.md). Frozen: imports only
// Kysely.
//
// GET /api/movements/stats sums a month three ways (totals, per service, per client). Through
// movements_date_id_idx each of the month's 13 000 movements (scale 1) cost a lookup of its row,
// three times: 50–100 ms a request. With every column those sums read in one index after the
// date, they never leave the index.
export async function up(db: Kysely<unknown>, _dialect: 'sqlite' | 'postgres') {
  await db.schema
    .createIndex('movements_stats_idx')
    .on('movements')
    .columns(['date', 'type', 'amount', 'service_id', 'service_name', 'client_id', 'client_name'])
    .execute();
}
