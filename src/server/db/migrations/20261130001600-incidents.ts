import { type ColumnDataType, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Incidentes (issue 26 item 1, docs/decisions/050). Frozen: imports only Kysely.
//
// - incidents: one outage compensated. Its reason and days, its scope as the staff member chose it
//   (scope_kind 'accounts' | 'service' | 'provider_date', with the service or the supplier date
//   named), how many accounts, profiles and clients it reached, who and when; undone_* once undone.
// - incident_profiles: every profile the incident moved, with its holder and both dates. The undo
//   reads it (a profile is taken back only while it still has new_expiry and the same client), and
//   so does whatever later works "from an incident" (send runs: incident_id → client_id). No
//   foreign key to profiles: the record outlives a deleted profile.
// - incident_clients: the queue of compensación messages, one per client of the incident, until
//   someone sends or skips it (outcome, who, when), as notification_log records a reminder.
// - audit_log.incident_id: each audit line an incident (or its undo) wrote points back to it.
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const idType = (pg ? 'serial' : 'integer') as ColumnDataType;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const timestamp = (pg ? 'timestamptz' : 'text') as ColumnDataType;
  const date = (pg ? 'date' : 'text') as ColumnDataType;
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('incidents')
    .addColumn('id', idType, id)
    .addColumn('reason', 'text', notNull)
    .addColumn('days', 'integer', notNull)
    .addColumn('scope_kind', 'text', notNull)
    .addColumn('service_id', 'integer')
    .addColumn('service_name', 'text')
    .addColumn('provider_renewal_date', date)
    .addColumn('accounts_count', 'integer', notNull)
    .addColumn('profiles_count', 'integer', notNull)
    .addColumn('clients_count', 'integer', notNull)
    .addColumn('created_by', 'integer')
    .addColumn('created_by_name', 'text')
    .addColumn('created_at', timestamp, notNull)
    .addColumn('undone_at', timestamp)
    .addColumn('undone_by', 'integer')
    .addColumn('undone_by_name', 'text')
    .addColumn('undo_skipped', 'integer')
    .execute();

  await db.schema
    .createTable('incident_profiles')
    .addColumn('incident_id', 'integer', (c) => c.notNull().references('incidents.id').onDelete('cascade'))
    .addColumn('profile_id', 'integer', notNull)
    .addColumn('account_id', 'integer', notNull)
    .addColumn('client_id', 'integer', notNull)
    .addColumn('previous_expiry', date, notNull)
    .addColumn('new_expiry', date, notNull)
    .addColumn('undone', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('incident_profiles_pk', ['incident_id', 'profile_id'])
    .execute();

  await db.schema
    .createTable('incident_clients')
    .addColumn('incident_id', 'integer', (c) => c.notNull().references('incidents.id').onDelete('cascade'))
    .addColumn('client_id', 'integer', notNull)
    .addColumn('outcome', 'text')
    .addColumn('notified_by', 'integer')
    .addColumn('notified_by_name', 'text')
    .addColumn('notified_at', timestamp)
    .addPrimaryKeyConstraint('incident_clients_pk', ['incident_id', 'client_id'])
    .execute();
  // Avisos reads the pending ones, newest incident first.
  await db.schema
    .createIndex('incident_clients_pending_idx')
    .on('incident_clients')
    .columns(['outcome', 'incident_id', 'client_id'])
    .execute();

  await db.schema.alterTable('audit_log').addColumn('incident_id', 'integer').execute();
  await db.schema.createIndex('audit_log_incident_idx').on('audit_log').column('incident_id').execute();
}
