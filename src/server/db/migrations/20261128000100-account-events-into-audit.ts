import type { Kysely } from 'kysely';

// The per-account history becomes part of the audit trail (docs/decisions/023). Frozen: imports
// only Kysely.
//
// Every account_events row is copied into audit_log, oldest first (so the trail's id order keeps
// the history's), then account_events goes. A row about a profile (profile_id or profile_name
// set) is a profile line, else (a password change) an account line; its old columns become the
// trail's changes: client (after for an assignment, before for a release), expiry_date previous
// → new, amount, days; the reason becomes the note. Its label is made of the names of the
// profile (as the event recorded it), account and service; its client scope is the profile's
// holder when that holder still has the name the event recorded. `day` is the business date of
// created_at in America/Bogota (the app's default TZ_APP; a migration has no configuration).

interface EventRow {
  id: number;
  account_id: number;
  type: string;
  profile_id: number | null;
  profile_name: string | null;
  client_name: string | null;
  previous_expiry: string | Date | null;
  new_expiry: string | Date | null;
  days: number | null;
  amount: number | null;
  reason: string | null;
  user_id: number | null;
  user_name: string | null;
  created_at: string | Date;
  username: string | null;
  service_name: string | null;
  current_profile_name: string | null;
  holder_id: number | null;
  holder_name: string | null;
}

interface Tables {
  account_events: Omit<
    EventRow,
    'username' | 'service_name' | 'current_profile_name' | 'holder_id' | 'holder_name'
  >;
  accounts: { id: number; username: string; service_id: number };
  services: { id: number; name: string };
  profiles: { id: number; name: string; client_id: number | null };
  clients: { id: number; name: string };
  audit_log: {
    created_at: string;
    day: string;
    user_id: number | null;
    user_name: string | null;
    entity: string;
    entity_id: number | null;
    entity_label: string | null;
    action: string;
    account_id: number | null;
    client_id: number | null;
    changes: string;
    note: string | null;
  };
}

const MASKED = '••••••';
const READ_BATCH = 2000;
const WRITE_BATCH = 500;

const bogotaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Bogota',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const pad = (n: number) => String(n).padStart(2, '0');

/** A date column as YYYY-MM-DD, whether the driver gave text or a Date. */
function dateText(value: string | Date | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

type Change = { field: string; before: string | number | null; after: string | number | null };

function changesOf(row: EventRow): Change[] {
  if (row.type === 'password_change') return [{ field: 'password', before: MASKED, after: MASKED }];
  const changes: Change[] = [];
  if (row.client_name !== null) {
    if (row.type === 'assignment') changes.push({ field: 'client', before: null, after: row.client_name });
    if (row.type === 'release') changes.push({ field: 'client', before: row.client_name, after: null });
  }
  const before = dateText(row.previous_expiry);
  const after = dateText(row.new_expiry);
  if (before !== after) changes.push({ field: 'expiry_date', before, after });
  if (row.amount !== null) changes.push({ field: 'amount', before: null, after: row.amount });
  if (row.days !== null) changes.push({ field: 'days', before: null, after: row.days });
  return changes;
}

function auditRowOf(row: EventRow): Tables['audit_log'] {
  const createdAt = row.created_at instanceof Date ? row.created_at : new Date(row.created_at);
  const aboutProfile = row.profile_id !== null || row.profile_name !== null;
  const account =
    row.username !== null && row.service_name !== null ? `${row.service_name} · ${row.username}` : null;
  const profileName = row.profile_name ?? row.current_profile_name;
  const label = aboutProfile
    ? account && profileName
      ? `${profileName} · ${account}`
      : profileName
    : account;
  const holder = row.client_name !== null && row.holder_name === row.client_name ? row.holder_id : null;
  return {
    created_at: createdAt.toISOString(),
    day: bogotaDay.format(createdAt),
    user_id: row.user_id,
    user_name: row.user_name,
    entity: aboutProfile ? 'profile' : 'account',
    entity_id: aboutProfile ? row.profile_id : row.account_id,
    entity_label: label,
    action: row.type,
    account_id: row.account_id,
    client_id: aboutProfile ? holder : null,
    changes: JSON.stringify(changesOf(row)),
    note: row.reason,
  };
}

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  // Kysely runs SQLite migrations outside a transaction (its adapter declares no transactional
  // DDL, though SQLite has it): a crash between the batches, or after the drop, would leave
  // half-copied rows or a database no start can migrate. One transaction makes it all or nothing.
  // (PostgreSQL's migrations already run in one.)
  if (dialect === 'sqlite') await db.transaction().execute((trx) => copyAndDrop(trx));
  else await copyAndDrop(db);
}

async function copyAndDrop(db: Kysely<unknown>) {
  const k = db as unknown as Kysely<Tables>;
  let after = 0;
  for (;;) {
    const rows = (await k
      .selectFrom('account_events as e')
      .leftJoin('accounts as a', 'a.id', 'e.account_id')
      .leftJoin('services as s', 's.id', 'a.service_id')
      .leftJoin('profiles as p', 'p.id', 'e.profile_id')
      .leftJoin('clients as c', 'c.id', 'p.client_id')
      .selectAll('e')
      .select([
        'a.username as username',
        's.name as service_name',
        'p.name as current_profile_name',
        'p.client_id as holder_id',
        'c.name as holder_name',
      ])
      .where('e.id', '>', after)
      .orderBy('e.id')
      .limit(READ_BATCH)
      .execute()) as EventRow[];
    if (rows.length === 0) break;
    const audit = rows.map(auditRowOf);
    for (let i = 0; i < audit.length; i += WRITE_BATCH)
      await k
        .insertInto('audit_log')
        .values(audit.slice(i, i + WRITE_BATCH))
        .execute();
    after = rows[rows.length - 1]!.id;
  }
  await db.schema.dropTable('account_events').execute();
  // The Panel de Control's latest assignments, read newest first (as account_events (type, id) served).
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'id']).execute();
}
