import type { Kysely } from 'kysely';

// Optimistic concurrency for profiles (docs/decisions/011). Every write to a profile adds one to
// `version`; a form sends back the version it showed and the conditional UPDATE refuses a stale
// one, so an old "Editar Perfil" cannot undo a newer sale or renewal. Frozen: imports only Kysely.

export async function up(db: Kysely<unknown>, _dialect: 'sqlite' | 'postgres') {
  await db.schema
    .alterTable('profiles')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
