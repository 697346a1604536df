import type { Kysely } from 'kysely';

// A revendedor's own end client on each profile (issue 27 item 3, docs/decisions/056). Frozen:
// imports only Kysely.
//
// - profiles.end_client_label: the name a revendedor writes on a profile from their portal (at
//   most 60 characters, trimmed; null when none). Staff read it in Cuentas. It belongs to the
//   profile's holder: every write that gives the profile another client, or frees it, clears it
//   (profile.repository.ts).
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('profiles').addColumn('end_client_label', 'text').execute();
}
