import { sql, type Kysely } from 'kysely';

// The cartera in one index order (issue 24 item 7, docs/decisions/036). Frozen: imports only
// Kysely.
//
// "Overdue first, then the largest debts" depended on today, so no index held it: the page counted
// the overdue debtors and sorted them, and at ten times the shop it cost 15 times as much.
// clients.overdue keeps "owes, and the oldest due date is before the business day": every balance
// write sets it, and the cartera's read first turns the flags of the clients whose due date has
// passed since (clients_overdue_watch_idx finds them without a scan). Every row starts at 0 here;
// the first read sets the flags that are due (the business day is the app's to know, not SQL's).
export async function up(db: Kysely<unknown>, _dialect: 'sqlite' | 'postgres') {
  await db.schema
    .alterTable('clients')
    .addColumn('overdue', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The cartera's page, in its order: overdue first, the largest debt, then by name.
  await sql`create index clients_receivable_order_idx on clients (overdue desc, owed desc, name_key, id)
    where owed > 0`.execute(db);
  // The flags a new business day makes wrong: a debtor not flagged whose oldest due date passed.
  await sql`create index clients_overdue_watch_idx on clients (overdue, oldest_due_date)
    where owed > 0`.execute(db);
}
