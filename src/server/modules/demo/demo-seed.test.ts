import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountSearchKey } from '#shared/domain/account-search';
import { businessToday } from '#shared/domain/business-time';
import { accountPriority, addDays } from '#shared/domain/expiry';
import { auditRows } from '#tests/setup/audit-rows';
import { ledgerProblems } from '#tests/setup/cartera-ledger';
import { expectTotalsMatchMovements } from '#tests/setup/movement-sums';
import { countRows } from '#tests/setup/count-rows';
import { expectTotalsMatchTerms } from '#tests/setup/renewal-sums';
import { signedInClient, useTestApp } from '#tests/setup/test-app';
import type { AppContext } from '../../app-context';
import { openCredentials } from '../../lib/credentials';
import { movementStats, salesByCombo } from '../movements/movement-stats.service';
import { demoPlan } from './demo-plan.data';
import { DemoSeedRefused, seedDemo } from './demo-seed.service';

// The demo data at a small scale (200 accounts, 1 000 profiles): counts, the columns the app
// derives, determinism, and the refusal of a database that already holds data.
const t = useTestApp();
const SCALE = 0.02;
const NO_EXPIRY = '9999-12-31';
const EXPIRED_BY_HAND = '0001-01-01';
const NOW = new Date('2026-11-24T15:00:00Z');
const ctx = (): AppContext => ({ ...t.app.ctx, now: () => NOW });
const today = () => businessToday(NOW, t.config.TZ_APP);
// One signed-in staff member for the tests that read through the API (the user count is checked).
let signedIn: ReturnType<typeof signedInClient> | undefined;
const staffClient = () => (signedIn ??= signedInClient(t));

/** Everything the seed wrote, password hashes aside (argon2 salts them at random). */
async function dump() {
  const db = t.database.db;
  const rows = await Promise.all([
    db.selectFrom('services').selectAll().orderBy('id').execute(),
    db.selectFrom('clients').selectAll().orderBy('id').execute(),
    // Passwords and PINs compared clear: each seal has a random IV.
    db.selectFrom('accounts').selectAll().orderBy('id').execute().then(openCredentials),
    db.selectFrom('profiles').selectAll().orderBy('id').execute().then(openCredentials),
    db.selectFrom('movements').selectAll().orderBy('id').execute(),
    // The trail but its lines about the staff, written only when a run creates them; ids follow.
    db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '!=', 'user')
      .orderBy('id')
      .execute()
      .then((rows) => rows.map(({ id: _id, ...row }) => row)),
  ]);
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

beforeAll(async () => {
  t.clock.current = NOW;
  await seedDemo(ctx(), { scale: SCALE, seed: 'prueba', force: false });
});

describe('npm run db:seed -- --demo', () => {
  it('gives each service its plans: 1 mes, 27 días and 3 meses, with reseller prices (issue 25)', async () => {
    const plans = await t.database.db
      .selectFrom('service_plans')
      .innerJoin('services', 'services.id', 'service_plans.service_id')
      .select([
        'service_plans.name',
        'service_plans.duration_days',
        'service_plans.duration_months',
        'service_plans.price',
        'service_plans.reseller_price',
      ])
      .where('services.name', '=', 'Netflix')
      .orderBy('service_plans.position')
      .execute();
    expect(
      plans.map((p) => ({ ...p, price: Number(p.price), reseller_price: Number(p.reseller_price) })),
    ).toEqual([
      { name: '1 mes', duration_days: 30, duration_months: null, price: 18000, reseller_price: 14400 },
      { name: '27 días', duration_days: 27, duration_months: null, price: 16000, reseller_price: 12800 },
      { name: '3 meses', duration_days: null, duration_months: 3, price: 49000, reseller_price: 39200 },
      // Netflix has 5 profiles: 5 × 18 000 × 0.85, in whole thousands (decision 042).
      {
        name: 'Cuenta completa',
        duration_days: 30,
        duration_months: null,
        price: 77000,
        reseller_price: 61600,
      },
    ]);
    const services = await countRows(t.database.db, 'services');
    const whole = await countRows(t.database.db, 'service_plans', {
      column: 'kind',
      value: 'cuenta_completa',
    });
    expect(whole).toBeGreaterThan(0);
    expect(await countRows(t.database.db, 'service_plans')).toBe(services * 3 + whole);
  });

  it('sells some whole accounts to revendedores through the sale endpoint (issue 25)', async () => {
    const sales = await t.database.db
      .selectFrom('sales')
      .innerJoin('clients', 'clients.id', 'sales.client_id')
      .innerJoin('movements', 'movements.id', 'sales.movement_id')
      .select(['sales.account_id', 'sales.client_id', 'sales.price', 'clients.type', 'movements.amount'])
      .where('sales.kind', '=', 'cuenta_completa')
      .execute();
    expect(sales.length).toBeGreaterThan(0);
    for (const sale of sales) {
      expect(sale.type).toBe('revendedor');
      expect(Number(sale.amount)).toBe(Number(sale.price));
      const profiles = await t.database.db
        .selectFrom('profiles')
        .select(['status', 'client_id'])
        .where('account_id', '=', sale.account_id!)
        .execute();
      expect(profiles.every((p) => p.status === 'ocupado' && p.client_id === sale.client_id)).toBe(true);
    }
  });

  it("has two combos and sells some of each today through the sale endpoint, in the month's sales by combo (issue 25)", async () => {
    const db = t.database.db;
    const combos = await db.selectFrom('combos').select(['id', 'name', 'price']).orderBy('id').execute();
    expect(combos.map((c) => [c.name, Number(c.price)])).toEqual([
      // 10 % off the "1 mes" plans' sum, in whole thousands: 0.9 × (18 000 + 14 000), 0.9 × (12 000 + 12 000).
      ['Netflix + Disney+ del mes', 29000],
      ['Spotify + YouTube del mes', 22000],
    ]);
    const sales = await db
      .selectFrom('sales')
      .innerJoin('movements', 'movements.id', 'sales.movement_id')
      .select([
        'sales.id',
        'sales.combo_id',
        'sales.price',
        'movements.combo_id as movement_combo',
        'movements.date',
      ])
      .where('sales.kind', '=', 'combo')
      .execute();
    for (const combo of combos)
      expect(sales.filter((s) => s.combo_id === combo.id).length).toBeGreaterThanOrEqual(2);
    for (const sale of sales) {
      expect(sale.movement_combo).toBe(sale.combo_id);
      expect(sale.date).toBe(today());
      // A profile of each of the combo's two services, its shares adding up to the price.
      const held = await db
        .selectFrom('sale_profiles')
        .select('amount')
        .where('sale_id', '=', sale.id)
        .execute();
      expect(held).toHaveLength(2);
      expect(held.reduce((sum, p) => sum + Number(p.amount), 0)).toBe(Number(sale.price));
    }
    // What GET /api/movements/stats and the Panel de Control read for this month.
    const period = { year: Number(today().slice(0, 4)), month: Number(today().slice(5, 7)) };
    const stats = await movementStats(ctx(), period);
    expect(stats.salesByCombo.map((l) => l.name).sort()).toEqual(combos.map((c) => c.name).sort());
    expect(await salesByCombo(ctx(), period)).toEqual(stats.salesByCombo);
  });

  it('gives the shop its money: medios de pago, revendedores on credit, a year of abonos (issue 24)', async () => {
    const db = t.database.db;
    const methods = await db.selectFrom('payment_methods').select('name').orderBy('position').execute();
    expect(methods.map((m) => m.name)).toEqual([
      'Nequi',
      'Daviplata',
      'Bancolombia ahorros',
      'Bre-B',
      'Efectivo',
    ]);
    const resellers = await db
      .selectFrom('clients')
      .select(['payment_terms', 'owed'])
      .where('type', '=', 'revendedor')
      .execute();
    expect(resellers.every((r) => r.payment_terms === 'credito')).toBe(true);
    // About 60 % of the revendedores' sales fiadas, paid by abonos or still owed.
    const sales = await db
      .selectFrom('movements')
      .innerJoin('clients', 'clients.id', 'movements.client_id')
      .select(['movements.paid_at_sale', 'movements.amount', 'movements.payment_status'])
      .where('clients.type', '=', 'revendedor')
      .where('movements.type', 'in', ['venta', 'renovacion'])
      .execute();
    const fiadas = sales.filter((s) => Number(s.paid_at_sale) === 0 && Number(s.amount) > 0).length;
    expect(fiadas / sales.length).toBeGreaterThan(0.5);
    expect(fiadas / sales.length).toBeLessThan(0.7);
    expect(await countRows(db, 'payments')).toBeGreaterThan(0);
    // Some still owe, some of it long overdue, and every kept balance is what the rows say.
    const overdue = await db
      .selectFrom('clients')
      .select('id')
      .where('owed', '>', 0)
      .where('oldest_due_date', '<', today())
      .execute();
    expect(overdue.length).toBeGreaterThan(0);
    expect(await ledgerProblems(db)).toEqual([]);
    await expectTotalsMatchMovements(db);
  });

  it('writes the planned shop: services, clients, accounts, profiles, a year of movements, staff', async () => {
    const plan = demoPlan(SCALE);
    const db = t.database.db;
    expect(await countRows(db, 'services')).toBe(20);
    expect(await countRows(db, 'clients')).toBe(plan.clients);
    expect(await countRows(db, 'clients', { column: 'type', value: 'revendedor' })).toBe(plan.clients / 10);
    expect(await countRows(db, 'accounts')).toBe(plan.accounts);
    expect(await countRows(db, 'profiles')).toBe(plan.profiles);
    const occupied = await countRows(db, 'profiles', { column: 'status', value: 'ocupado' });
    expect(occupied / plan.profiles).toBeGreaterThan(0.6);
    expect(occupied / plan.profiles).toBeLessThan(0.8);
    expect(await countRows(db, 'movements')).toBeGreaterThan(occupied);
    const users = await db.selectFrom('users').select(['username', 'role']).orderBy('id').execute();
    expect(users.map((u) => u.username)).toEqual(['admin', 'laura.gomez', 'andres.munoz', 'sofia.pena']);
    const phones = await db.selectFrom('clients').select('phone').where('phone', 'is not', null).execute();
    expect(phones.every((p) => /^\+57\d{10}$/.test(p.phone!))).toBe(true);
  });

  it("keeps every account's summary and search key as the app computes them", async () => {
    const db = t.database.db;
    const accounts = await db.selectFrom('accounts').selectAll().execute();
    const profiles = await db.selectFrom('profiles').selectAll().execute();
    for (const account of accounts) {
      const own = profiles.filter((p) => p.account_id === account.id);
      const occupied = own.filter((p) => p.status === 'ocupado');
      // A profile marked expirado sorts its account first (decision 011).
      const earliest = own.some((p) => p.status === 'expirado')
        ? EXPIRED_BY_HAND
        : (occupied.map((p) => p.expiry_date!).sort()[0] ?? NO_EXPIRY);
      expect(account.next_expiry).toBe(earliest);
      expect(account.occupied_count).toBe(occupied.length);
      expect(account.free_count).toBe(own.filter((p) => p.status === 'libre').length);
      expect(account.search_key).toBe(accountSearchKey(account.username, account.observation));
    }
    if (t.database.dialect === 'sqlite') {
      // The external-content FTS5 index agrees with the accounts table, row for row.
      await sql`insert into accounts_fts(accounts_fts, rank) values ('integrity-check', 1)`.execute(db);
    }
  });

  it('answers the accounts list and its search as it answers data entered through the screens', async () => {
    const { client } = await staffClient();
    const page = (await client.get('/api/accounts?page=1&limit=50')).json();
    expect(page.pagination.totalCount).toBe(demoPlan(SCALE).accounts);
    for (const account of page.accounts) {
      expect(account.priority).toBe(accountPriority(account.profiles, today()));
    }
    const accounts = await t.database.db.selectFrom('accounts').select(['search_key']).execute();
    const term = 'luna';
    const found = (await client.get(`/api/accounts?search=${term}&limit=1`)).json();
    expect(found.pagination.totalCount).toBe(accounts.filter((a) => a.search_key.includes(term)).length);
  });

  it('charges each sale and renewal of a current holder at the custom price, else the service price', async () => {
    const rows = await t.database.db
      .selectFrom('movements')
      .innerJoin('profiles', 'profiles.id', 'movements.profile_id')
      .innerJoin('accounts', 'accounts.id', 'profiles.account_id')
      .innerJoin('services', 'services.id', 'accounts.service_id')
      .select(['movements.amount', 'movements.date', 'profiles.custom_price', 'services.price'])
      .where('profiles.status', '=', 'ocupado')
      .whereRef('movements.client_id', '=', 'profiles.client_id')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.amount).toBe(row.custom_price ?? row.price);
      expect(row.date <= today()).toBe(true);
    }
  });

  it('gives each account the history of its sales: an assignment per venta, a renewal per renovación, a release per past holder', async () => {
    const db = t.database.db;
    const movements = await db
      .selectFrom('movements')
      .selectAll()
      .where('type', 'in', ['venta', 'renovacion'])
      .execute();
    // The demo's accounts are not import lines: their history is the year of sales.
    const trail = (await auditRows(t.database)).reverse();
    expect(trail.filter((e) => e.entity === 'account' || e.action === 'import')).toEqual([]);
    const events = trail.filter((e) => e.entity === 'profile');
    const profiles = await db.selectFrom('profiles').selectAll().execute();
    const accountOf = new Map(profiles.map((p) => [p.id, p.account_id]));
    const iso = (value: string | Date) => new Date(value).toISOString();
    const changed = (e: (typeof events)[number], field: string) => e.changes.find((c) => c.field === field);
    const eventAt = new Map(events.map((e) => [`${e.entity_id} ${iso(e.created_at)} ${e.action}`, e]));
    // A cuenta completa sale (decision 042) is one movement and an assignment per profile.
    const wholeSales = movements.filter((m) => m.profile_id === null);
    const wholeProfiles = await countRows(db, 'sale_profiles');
    expect(wholeSales.length).toBeGreaterThan(0);
    for (const m of movements.filter((mv) => mv.profile_id !== null)) {
      const event = eventAt.get(
        `${m.profile_id} ${iso(m.created_at)} ${m.type === 'venta' ? 'assignment' : 'renewal'}`,
      );
      expect(event).toMatchObject({
        account_id: accountOf.get(m.profile_id!),
        client_id: m.client_id,
        user_id: m.created_by,
        user_name: m.created_by_name,
        day: businessToday(new Date(m.created_at), t.config.TZ_APP),
      });
      expect(changed(event!, 'amount')?.after).toBe(m.amount);
      if (m.type === 'venta') expect(changed(event!, 'client')?.after).toBe(m.client_name);
      else expect(changed(event!, 'days')?.after).toBe(30);
    }
    const releases = events.filter((e) => e.action === 'release');
    expect(releases.length).toBeGreaterThan(0);
    expect(events.length).toBe(movements.length - wholeSales.length + wholeProfiles + releases.length);
    // Ids follow time within each profile, and the story ends where the profile is now: an
    // occupied profile at its expiry, a freed one with its release.
    for (const profile of profiles) {
      const own = events.filter((e) => e.entity_id === profile.id);
      if (own.length === 0) continue;
      expect(own.map((e) => iso(e.created_at))).toEqual(own.map((e) => iso(e.created_at)).sort());
      const last = own.at(-1)!;
      if (profile.status === 'ocupado') expect(changed(last, 'expiry_date')?.after).toBe(profile.expiry_date);
      if (profile.status === 'libre') expect(last.action).toBe('release');
    }
  });

  it('gives the renewals report a term per sale: each renovación renews one, the totals add them up', async () => {
    const db = t.database.db;
    const renovaciones = await db
      .selectFrom('movements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'renovacion')
      .executeTakeFirstOrThrow();
    const renewed = await db
      .selectFrom('renewal_outcomes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('renewed_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(renewed.n)).toBe(Number(renovaciones.n));
    expect(Number(renewed.n)).toBeGreaterThan(0);
    await expectTotalsMatchTerms(db);
  });

  it('logs reminders of recent terms as Avisos would, before any renewal, the renewed reminded more often', async () => {
    const db = t.database.db;
    const reminded = await db
      .selectFrom('renewal_outcomes as r')
      .innerJoin('notification_log as l', 'l.id', 'r.reminded_log_id')
      .innerJoin('notification_log_profiles as lp', (j) =>
        j.onRef('lp.log_id', '=', 'l.id').onRef('lp.profile_id', '=', 'r.profile_id'),
      )
      .select(['r.client_id', 'l.client_id as log_client', 'l.outcome', 'r.reminded_at', 'l.created_at'])
      .select(['r.renewed_at', 'r.reminder_worked', 'r.reminded_by', 'l.user_id'])
      .execute();
    const all = await db
      .selectFrom('renewal_outcomes')
      .select((eb) => eb.fn.count<number>('reminded_log_id').as('n'))
      .executeTakeFirstOrThrow();
    expect(reminded.length).toBeGreaterThan(0);
    // Every term that says it was reminded points at its client's log entry for that profile.
    expect(reminded.length).toBe(Number(all.n));
    const ms = (v: string | Date | null) => (v === null ? null : new Date(v).getTime());
    for (const r of reminded) {
      expect(r.log_client).toBe(r.client_id);
      expect(r.outcome).toBe('enviado');
      expect(ms(r.reminded_at)).toBe(ms(r.created_at));
      expect(r.reminded_by).toBe(r.user_id);
      expect(ms(r.created_at)!).toBeLessThan(NOW.getTime());
      const renewed = ms(r.renewed_at);
      if (renewed !== null) expect(ms(r.reminded_at)!).toBeLessThanOrEqual(renewed);
      const worked = renewed !== null && renewed - ms(r.reminded_at)! <= 7 * 86_400_000 ? 1 : 0;
      expect(Number(r.reminder_worked)).toBe(worked);
    }
    const { client } = await staffClient();
    const today = businessToday(NOW, t.config.TZ_APP);
    const report = (
      await client.get(`/api/reports/renewals?from=${addDays(today, -60)}&to=${addDays(today, -1)}`)
    ).json();
    expect(report.totals.reminded).toBeGreaterThan(0);
    expect(report.totals.rateWithReminder).toBeGreaterThan(report.totals.rateWithoutReminder);
  });

  it('dates nothing after the moment it ran, even when it runs before opening hours', async () => {
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('created_at').as('latest'))
      .executeTakeFirstOrThrow();
    const movements = await t.database.db
      .selectFrom('movements')
      .select((eb) => eb.fn.max('created_at').as('latest'))
      .executeTakeFirstOrThrow();
    for (const { latest } of [audit, movements])
      expect(new Date(latest as string | Date).getTime()).toBeLessThanOrEqual(NOW.getTime());
  });

  it("fills the Panel de Control's latest assignments with the shop's most recent sales", async () => {
    const { client } = await staffClient();
    const { latestAssignments } = (await client.get('/api/dashboard')).json();
    expect(latestAssignments.length).toBeGreaterThan(0);
    const newest = await t.database.db
      .selectFrom('audit_log')
      .select('created_at')
      .where('action', '=', 'assignment')
      .orderBy('created_at', 'desc')
      .limit(latestAssignments.length)
      .execute();
    expect(latestAssignments.map((a: { createdAt: string }) => a.createdAt)).toEqual(
      newest.map((e) => new Date(e.created_at).toISOString()),
    );
  });

  it('refuses a database that holds data, in Spanish, and writes nothing', async () => {
    const before = await dump();
    await expect(seedDemo(ctx(), { scale: SCALE, seed: 'otra', force: false })).rejects.toThrow(
      DemoSeedRefused,
    );
    await expect(seedDemo(ctx(), { scale: SCALE, seed: 'otra', force: false })).rejects.toThrow(
      /ya tiene datos.*--force/,
    );
    expect(await dump()).toBe(before);
  });

  it('with --force starts again: the same seed gives the same data, another seed other data', async () => {
    const first = await dump();
    await seedDemo(ctx(), { scale: SCALE, seed: 'otra', force: true });
    expect(await dump()).not.toBe(first);
    await seedDemo(ctx(), { scale: SCALE, seed: 'prueba', force: true });
    expect(await dump()).toBe(first);
    expect(await countRows(t.database.db, 'users')).toBe(5);
    // The movement sums start again with the movements (PostgreSQL truncates: no trigger fires).
    await expectTotalsMatchMovements(t.database.db);
  }, 60_000); // three demo shops seeded in one test: well over the 20 s default on a busy PostgreSQL
});
