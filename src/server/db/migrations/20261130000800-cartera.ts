import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Cobros y cartera (issue 24, docs/decisions/036). Frozen: imports only Kysely.
//
// - payment_methods: the shop's medios de pago (Nequi, Daviplata, Bre-B, banco, efectivo, otro).
// - movements gain the sale's payment state: payment_status ('pagado', 'pendiente', or 'anulado'
//   for a sale a cancelación took back), due_date (a pending sale's) and paid_amount (what has been
//   applied to it; a sale paid on the spot has its whole amount) and paid_at_sale (the part paid
//   on the spot, money received on the sale's date: Cobrado counts it). A cancelación may name the sale
//   it takes back (cancels_movement_id). The history was cash: every existing sale is pagado.
// - clients gain their terms (contado or credito, a credit limit in pesos or none, credit days)
//   and their kept balance: owed (what their pending sales still owe), credit (saldo a favor: the
//   unapplied part of their live payments) and the oldest due date among what they owe.
// - payments: money received (origin 'abono'), or a credit note (origin 'nota_credito': the money
//   a cancelled sale had been paid on the spot, kept as saldo a favor). Never deleted: a void
//   stamps voided_at. `applied` is the kept sum of its live applications.
// - payment_applications: which payment paid how much of which sale.
// - receivable_due_totals: what pending sales owe, summed per due date, so the cartera's vencido
//   totals read a few hundred rows, not every pending sale.
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const idType = (pg ? 'serial' : 'integer') as ColumnDataType;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const timestamp = (pg ? 'timestamptz' : 'text') as ColumnDataType;
  const date = (pg ? 'date' : 'text') as ColumnDataType;
  const money = (pg ? 'bigint' : 'integer') as ColumnDataType;
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('payment_methods')
    .addColumn('id', idType, id)
    .addColumn('kind', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('holder', 'text')
    .addColumn('number', 'text')
    .addColumn('note', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', timestamp, notNull)
    .addColumn('updated_at', timestamp, notNull)
    .addCheckConstraint(
      'payment_methods_kind_check',
      sql`kind in ('nequi', 'daviplata', 'breb', 'banco', 'efectivo', 'otro')`,
    )
    .execute();
  await db.schema
    .createIndex('payment_methods_position_idx')
    .on('payment_methods')
    .columns(['position', 'id'])
    .execute();

  // SQLite cannot add a CHECK with ALTER TABLE; the services and schemas hold the values there.
  await db.schema
    .alterTable('movements')
    .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('pagado'))
    .execute();
  await db.schema.alterTable('movements').addColumn('due_date', date).execute();
  await db.schema
    .alterTable('movements')
    .addColumn('paid_amount', money, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('movements')
    .addColumn('paid_at_sale', money, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('movements')
    .addColumn('cancels_movement_id', 'integer', (c) => c.references('movements.id').onDelete('set null'))
    .execute();
  await sql`update movements set paid_amount = amount, paid_at_sale = amount
    where type in ('venta', 'renovacion')`.execute(db);
  // A client's pending sales, oldest first: where a payment is applied (FIFO) and the statement's
  // open items. Only pending sales are in it, a small part of all movements.
  await sql`create index movements_pending_client_idx on movements (client_id, date, id)
    where payment_status = 'pendiente'`.execute(db);
  await db.schema
    .createIndex('movements_cancels_idx')
    .on('movements')
    .column('cancels_movement_id')
    .execute();

  await db.schema
    .alterTable('clients')
    .addColumn('payment_terms', 'text', (c) => c.notNull().defaultTo('contado'))
    .execute();
  await db.schema.alterTable('clients').addColumn('credit_limit', money).execute();
  await db.schema
    .alterTable('clients')
    .addColumn('credit_days', 'integer', (c) => c.notNull().defaultTo(7))
    .execute();
  await db.schema
    .alterTable('clients')
    .addColumn('owed', money, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('clients')
    .addColumn('credit', money, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('clients').addColumn('oldest_due_date', date).execute();
  // The cartera: only clients who owe, largest debt first.
  await sql`create index clients_receivable_idx on clients (owed desc, id) where owed > 0`.execute(db);

  await db.schema
    .createTable('payments')
    .addColumn('id', idType, id)
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('client_name', 'text', notNull)
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo('abono'))
    .addColumn('amount', money, notNull)
    .addColumn('applied', money, (c) => c.notNull().defaultTo(0))
    .addColumn('method_id', 'integer', (c) => c.references('payment_methods.id').onDelete('set null'))
    .addColumn('method_name', 'text')
    .addColumn('method_kind', 'text')
    .addColumn('reference', 'text')
    .addColumn('date', date, notNull)
    .addColumn('note', 'text')
    .addColumn('source_movement_id', 'integer', (c) => c.references('movements.id').onDelete('set null'))
    .addColumn('voided_at', timestamp)
    .addColumn('void_reason', 'text')
    .addColumn('voided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('voided_by_name', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text')
    .addColumn('created_at', timestamp, notNull)
    .addColumn('updated_at', timestamp, notNull)
    .addCheckConstraint('payments_origin_check', sql`origin in ('abono', 'nota_credito')`)
    .addCheckConstraint('payments_amount_check', sql`amount > 0 and applied >= 0 and applied <= amount`)
    .execute();
  const paymentIndex = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('payments').columns(columns).execute();
  // A client's payments newest first (GET /api/payments?clientId, the statement).
  await paymentIndex('payments_client_idx', ['client_id', 'date', 'id']);
  // Every payment in date order (GET /api/payments, Caja del día, Cobrado of a period).
  await paymentIndex('payments_date_idx', ['date', 'id']);
  await paymentIndex('payments_method_idx', ['method_id', 'date', 'id']);
  // A client's saldo a favor: their live payments with money not yet applied, oldest first.
  await sql`create index payments_unapplied_idx on payments (client_id, id)
    where voided_at is null and applied < amount`.execute(db);

  await db.schema
    .createTable('payment_applications')
    .addColumn('id', idType, id)
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('movement_id', 'integer', (c) => c.notNull().references('movements.id').onDelete('cascade'))
    .addColumn('amount', money, notNull)
    .addColumn('created_at', timestamp, notNull)
    .addCheckConstraint('payment_applications_amount_check', sql`amount > 0`)
    .execute();
  await db.schema
    .createIndex('payment_applications_payment_idx')
    .on('payment_applications')
    .columns(['payment_id', 'id'])
    .execute();
  await db.schema
    .createIndex('payment_applications_movement_idx')
    .on('payment_applications')
    .columns(['movement_id', 'id'])
    .execute();

  await db.schema
    .createTable('receivable_due_totals')
    .addColumn('due_date', date, (c) => c.primaryKey())
    .addColumn('owed', money, notNull)
    .execute();
}
