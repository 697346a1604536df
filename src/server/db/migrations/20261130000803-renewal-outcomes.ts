import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Did the reminder work? (issue 24 item 6, docs/decisions/038). Frozen: imports only Kysely.
//
// - renewal_outcomes: one row per profile per due date (a "term"): the date the holder was due,
//   what the renewal would cost (the custom price, else the service's), and how it ended: the
//   renovación that renewed it (movement, when, by whom, for how much) and the last enviado
//   reminder sent while it was open (log entry, when, by whom), with reminder_worked = 1 when the
//   renewal came within 7 days of that reminder. The profile's newest row is its current term.
// - renewal_outcome_totals: the same rows added up per due date, service and staff member (the
//   one who sent the reminder, else the one who renewed, else 0), kept by the service in the
//   transaction that writes a term, so a year's report reads a few thousand sums whatever the
//   shop's size. renewal_outcome_month_totals holds the same per month, so whole months of a
//   long period read one row per month, service and staff member.
//   A profile deleted since keeps its terms (profile_id set to null): it was due, and the report's
//   numbers keep matching their lists.
//
// Backfill: the audit trail replays each profile's sales (assignment), renewals and releases in
// order; the renovación movement of the same profile, day and amount is linked to each renewal;
// each profile held today gets its current term; each enviado reminder linked to a profile marks
// the term that was open when it was sent. What the trail does not hold cannot be rebuilt: sales
// and renewals from before the trail, renewals recorded by hand in Movimientos (no expiry moved),
// expiry edits (the term keeps the date the holder had) and profiles deleted since.
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const idType = (pg ? 'serial' : 'integer') as ColumnDataType;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const timestamp = (pg ? 'timestamptz' : 'text') as ColumnDataType;
  const date = (pg ? 'date' : 'text') as ColumnDataType;
  const money = (pg ? 'bigint' : 'integer') as ColumnDataType;
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
  const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

  await db.schema
    .createTable('renewal_outcomes')
    .addColumn('id', idType, id)
    .addColumn('profile_id', 'integer', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('service_id', 'integer', notNull)
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('due_date', date, notNull)
    .addColumn('price', money, notNull)
    .addColumn('opened_at', timestamp, notNull)
    .addColumn('renewed_movement_id', 'integer', (c) => c.references('movements.id').onDelete('set null'))
    .addColumn('renewed_at', timestamp)
    .addColumn('renewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('amount', money, zero)
    .addColumn('reminded_log_id', 'integer', (c) => c.references('notification_log.id').onDelete('set null'))
    .addColumn('reminded_at', timestamp)
    .addColumn('reminded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reminder_worked', 'integer', zero)
    .execute();
  // The report's lists: a period's terms in due date order.
  await db.schema
    .createIndex('renewal_outcomes_due_idx')
    .on('renewal_outcomes')
    .columns(['due_date', 'id'])
    .execute();
  // A profile's current term (its newest row): what a renewal, a sale or a reminder updates.
  await db.schema
    .createIndex('renewal_outcomes_profile_idx')
    .on('renewal_outcomes')
    .columns(['profile_id', 'id'])
    .execute();

  await db.schema
    .createTable('renewal_outcome_totals')
    .addColumn('due_date', date, notNull)
    .addColumn('service_id', 'integer', notNull)
    .addColumn('staff_id', 'integer', notNull)
    .addColumn('due', 'integer', zero)
    .addColumn('renewed', 'integer', zero)
    .addColumn('renewed_amount', money, zero)
    .addColumn('open_amount', money, zero)
    .addColumn('reminded', 'integer', zero)
    .addColumn('reminded_renewed', 'integer', zero)
    .addColumn('unreminded_renewed', 'integer', zero)
    .addPrimaryKeyConstraint('renewal_outcome_totals_pk', ['due_date', 'service_id', 'staff_id'])
    .execute();
  // The same per month ('YYYY-MM'): a year's report reads whole months here, whatever the shop's size.
  await db.schema
    .createTable('renewal_outcome_month_totals')
    .addColumn('month', 'text', notNull)
    .addColumn('service_id', 'integer', notNull)
    .addColumn('staff_id', 'integer', notNull)
    .addColumn('due', 'integer', zero)
    .addColumn('renewed', 'integer', zero)
    .addColumn('renewed_amount', money, zero)
    .addColumn('open_amount', money, zero)
    .addColumn('reminded', 'integer', zero)
    .addColumn('reminded_renewed', 'integer', zero)
    .addColumn('unreminded_renewed', 'integer', zero)
    .addPrimaryKeyConstraint('renewal_outcome_month_totals_pk', ['month', 'service_id', 'staff_id'])
    .execute();

  await backfill(db);
  const month = pg ? `to_char(due_date, 'YYYY-MM')` : 'substr(due_date, 1, 7)';
  await sql
    .raw(
      `insert into renewal_outcome_month_totals (month, service_id, staff_id, due, renewed, renewed_amount,
        open_amount, reminded, reminded_renewed, unreminded_renewed)
      select ${month}, service_id, staff_id, sum(due), sum(renewed), sum(renewed_amount), sum(open_amount),
        sum(reminded), sum(reminded_renewed), sum(unreminded_renewed)
      from renewal_outcome_totals group by ${month}, service_id, staff_id`,
    )
    .execute(db);
}

interface Term {
  profile_id: number;
  service_id: number;
  client_id: number | null;
  due_date: string;
  price: number;
  opened_at: string;
  renewed_movement_id: number | null;
  renewed_at: string | null;
  renewed_by: number | null;
  amount: number;
  reminded_log_id: number | null;
  reminded_at: string | null;
  reminded_by: number | null;
  reminder_worked: number;
}

interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

async function backfill(db: Kysely<unknown>) {
  const { rows: profiles } = await sql<{
    id: number;
    status: string;
    client_id: number | null;
    expiry_date: unknown;
    custom_price: number | null;
    updated_at: unknown;
    service_id: number;
    price: number;
  }>`select p.id, p.status, p.client_id, p.expiry_date, p.custom_price, p.updated_at,
      a.service_id, s.price
    from profiles p join accounts a on a.id = p.account_id join services s on s.id = a.service_id`.execute(
    db,
  );
  if (profiles.length === 0) return;
  const byId = new Map(profiles.map((p) => [p.id, p]));
  const terms = new Map<number, Term[]>();
  const termsOf = (profileId: number) => terms.get(profileId) ?? terms.set(profileId, []).get(profileId)!;

  const { rows: renewals } = await sql<{ id: number; profile_id: number; date: unknown; amount: number }>`
    select id, profile_id, date, amount from movements
    where type = 'renovacion' and profile_id is not null order by id`.execute(db);
  const unused = new Map<string, number[]>();
  for (const m of renewals) {
    const key = `${m.profile_id}|${day(m.date)}|${Number(m.amount)}`;
    (unused.get(key) ?? unused.set(key, []).get(key)!).push(m.id);
  }

  const { rows: events } = await sql<{
    entity_id: number;
    action: string;
    created_at: unknown;
    day: unknown;
    user_id: number | null;
    client_id: number | null;
    changes: string;
  }>`select entity_id, action, created_at, day, user_id, client_id, changes from audit_log
    where entity = 'profile' and entity_id is not null and action in ('assignment', 'renewal', 'release')
    order by entity_id, id`.execute(db);
  for (const e of events) {
    const profile = byId.get(e.entity_id);
    if (!profile) continue;
    const list = termsOf(e.entity_id);
    const open =
      list.length > 0 && list[list.length - 1]!.renewed_at === null ? list[list.length - 1]! : null;
    let changes: Change[] = [];
    try {
      changes = JSON.parse(e.changes) as Change[];
    } catch {
      continue;
    }
    const change = (field: string) => changes.find((c) => c.field === field);
    const expiry = change('expiry_date');
    const amount = Number(change('amount')?.after ?? 0);
    const at = iso(e.created_at);
    const price = profile.custom_price ?? Number(profile.price);
    if (e.action === 'release') {
      // Released before it was due: the holder was never due, so the term goes.
      if (open && open.due_date > day(e.day)) list.pop();
      continue;
    }
    if (e.action === 'assignment') {
      if (open && open.due_date > day(e.day)) list.pop();
      const due = expiry?.after;
      if (typeof due === 'string')
        list.push(newTerm(profile.id, profile.service_id, e.client_id, due, amount || price, at));
      continue;
    }
    // A renewal: the term due on the old expiry is renewed; the new expiry opens the next one.
    const before = expiry?.before;
    const after = expiry?.after;
    const key = `${profile.id}|${day(e.day)}|${amount}`;
    const movementId = unused.get(key)?.shift() ?? null;
    const renewed =
      open ??
      (typeof before === 'string'
        ? newTerm(profile.id, profile.service_id, e.client_id, before, amount || price, at)
        : null);
    if (renewed) {
      if (!open) list.push(renewed);
      if (typeof before === 'string') renewed.due_date = before;
      renewed.renewed_movement_id = movementId;
      renewed.renewed_at = at;
      renewed.renewed_by = e.user_id;
      renewed.amount = amount;
    }
    if (typeof after === 'string')
      list.push(newTerm(profile.id, profile.service_id, e.client_id, after, amount || price, at));
  }

  // Each profile held today has a current term with its expiry.
  for (const p of profiles) {
    if (p.status === 'libre' || p.expiry_date === null || p.client_id === null) continue;
    const list = termsOf(p.id);
    const last = list[list.length - 1];
    const expiry = day(p.expiry_date);
    if (last && last.renewed_at === null && last.due_date === expiry && last.client_id === p.client_id)
      continue;
    if (last && last.renewed_at === null && last.client_id === p.client_id) {
      last.due_date = expiry;
      continue;
    }
    list.push(
      newTerm(p.id, p.service_id, p.client_id, expiry, p.custom_price ?? Number(p.price), iso(p.updated_at)),
    );
  }

  // Each enviado reminder marks the term open when it was sent (the newest reminder wins).
  const { rows: reminders } = await sql<{
    id: number;
    profile_id: number;
    created_at: unknown;
    user_id: number | null;
  }>`
    select l.id, lp.profile_id, l.created_at, l.user_id from notification_log l
    join notification_log_profiles lp on lp.log_id = l.id
    where l.outcome = 'enviado' and l.type in ('expirado', 'renovaciones') order by l.id`.execute(db);
  for (const r of reminders) {
    const at = iso(r.created_at);
    const term = [...(terms.get(r.profile_id) ?? [])]
      .reverse()
      .find((t) => t.opened_at <= at && (t.renewed_at === null || t.renewed_at >= at));
    if (!term) continue;
    term.reminded_log_id = r.id;
    term.reminded_at = at;
    term.reminded_by = r.user_id;
  }

  // Clients and users deleted since are no longer named (the foreign keys would refuse them).
  const { rows: clients } = await sql<{ id: number }>`select id from clients`.execute(db);
  const { rows: users } = await sql<{ id: number }>`select id from users`.execute(db);
  const clientIds = new Set(clients.map((c) => c.id));
  const userIds = new Set(users.map((u) => u.id));
  const user = (userId: number | null) => (userId !== null && userIds.has(userId) ? userId : null);
  const all = [...terms.values()].flat();
  for (const t of all) {
    if (t.client_id !== null && !clientIds.has(t.client_id)) t.client_id = null;
    t.renewed_by = user(t.renewed_by);
    t.reminded_by = user(t.reminded_by);
    t.reminder_worked =
      t.reminded_at !== null &&
      t.renewed_at !== null &&
      Date.parse(t.renewed_at) - Date.parse(t.reminded_at) <= WEEK_MS
        ? 1
        : 0;
  }
  const table = db as unknown as Kysely<{ renewal_outcomes: Term }>;
  for (let i = 0; i < all.length; i += 500)
    await table
      .insertInto('renewal_outcomes')
      .values(all.slice(i, i + 500))
      .execute();

  const staff = 'coalesce(reminded_by, renewed_by, 0)';
  await sql
    .raw(
      `insert into renewal_outcome_totals (due_date, service_id, staff_id, due, renewed, renewed_amount,
        open_amount, reminded, reminded_renewed, unreminded_renewed)
      select due_date, service_id, ${staff}, count(*),
        sum(case when renewed_at is not null then 1 else 0 end),
        sum(case when renewed_at is not null then amount else 0 end),
        sum(case when renewed_at is null then price else 0 end),
        sum(case when reminded_at is not null then 1 else 0 end),
        sum(reminder_worked),
        sum(case when reminded_at is null and renewed_at is not null then 1 else 0 end)
      from renewal_outcomes group by due_date, service_id, ${staff}`,
    )
    .execute(db);
}

const newTerm = (
  profileId: number,
  serviceId: number,
  clientId: number | null,
  due: string,
  price: number,
  at: string,
): Term => ({
  profile_id: profileId,
  service_id: serviceId,
  client_id: clientId,
  due_date: due,
  price,
  opened_at: at,
  renewed_movement_id: null,
  renewed_at: null,
  renewed_by: null,
  amount: 0,
  reminded_log_id: null,
  reminded_at: null,
  reminded_by: null,
  reminder_worked: 0,
});
