import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '#shared/messages/auth';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { reportsMessages } from '#shared/messages/reports';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { expectTotalsMatchTerms as expectTotals } from '#tests/setup/renewal-sums';
import { RENEWAL_FIGURES } from './renewal-outcome.repository';
import { periodSegments, periodTotals } from './renewal-report.repository';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

const t = useTestApp({ resetEachTest: true });
const DAY = 86_400_000;
let admin: TestClient;
let laura: TestClient;
let lauraId: number;
let pedro: TestClient;
let pedroId: number;

let signIns: (() => Promise<void>)[] = [];

/** A staff member signed in; signed in again after the clock moves (sessions end when idle). */
async function staff(overrides: Parameters<typeof signedInClient>[1]) {
  const { client, user } = await signedInClient(t, overrides);
  signIns.push(async () => {
    await client.login(user.username, user.password);
  });
  return { client, user };
}

beforeEach(async () => {
  // The factories stamp rows with the wall clock; the app's clock starts with the test.
  t.clock.current = new Date();
  signIns = [];
  ({ client: admin } = await staff({ role: 'admin', full_name: 'Admin' }));
  let user;
  ({ client: laura, user } = await staff({ full_name: 'Laura Gómez' }));
  lauraId = user.id;
  ({ client: pedro, user } = await staff({ full_name: 'Pedro Ruiz' }));
  pedroId = user.id;
});

/** Days go by. */
async function later(days: number) {
  t.clock.advance(days * DAY);
  for (const signIn of signIns) await signIn();
}

const db = () => t.database.db;
const today = () => businessToday(t.clock.now(), t.config.TZ_APP);

/** A profile of `service` held by a new client, expiring in `days` (its term opens by a sale). */
async function soldProfile(
  service: { id: number },
  days: number,
  options: { customPrice?: number; by?: TestClient } = {},
) {
  const client = await insertClient(db(), { name: `Cliente ${Math.random()}`, phone: '+573001234567' });
  const account = await insertAccount(db(), service.id, {}, [{ status: 'libre' }]);
  const profile = await db()
    .selectFrom('profiles')
    .select('id')
    .where('account_id', '=', account.id)
    .executeTakeFirstOrThrow();
  const sold = await (options.by ?? admin).put(`/api/profiles/${profile.id}`, {
    name: 'Perfil 1',
    status: 'ocupado',
    clientId: client.id,
    pin: '1234',
    expiryDate: addDays(today(), days),
    customPrice: options.customPrice ?? null,
  });
  expect(sold.statusCode).toBe(200);
  return { profileId: profile.id, clientId: client.id };
}

const remind = async (by: TestClient, p: { profileId: number; clientId: number }) => {
  const response = await by.post('/api/notification-log', {
    clientId: p.clientId,
    profileIds: [p.profileId],
    type: 'renovaciones',
    outcome: 'enviado',
    resend: true,
  });
  expect(response.statusCode).toBe(201);
};

const renew = async (by: TestClient, profileId: number, body: Record<string, unknown> = { days: 30 }) => {
  const response = await by.post(`/api/profiles/${profileId}/renew`, body);
  expect(response.statusCode).toBe(200);
  return response.json();
};

const report = async (from: string, to: string, extra = '') => {
  const response = await admin.get(`/api/reports/renewals?from=${from}&to=${to}${extra}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

const items = async (from: string, to: string, bucket: string, extra = '') => {
  const response = await admin.get(
    `/api/reports/renewals/items?from=${from}&to=${to}&bucket=${bucket}&limit=100${extra}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json();
};

const expectTotalsMatchTerms = () => expectTotals(db());

describe('GET /api/reports/renewals', () => {
  it('counts a reminder followed by a renewal within 7 days as reminded and renewed', async () => {
    const netflix = await insertService(db(), { name: 'Netflix', price: 15000 });
    const p = await soldProfile(netflix, 3);
    const due = addDays(today(), 3);
    await remind(laura, p);
    await later(2);
    await renew(pedro, p.profileId);

    const body = await report(addDays(due, -5), addDays(due, 5));
    expect(body.totals).toEqual({
      due: 1,
      renewed: 1,
      renewedAmount: 15000,
      lost: 0,
      lostAmount: 0,
      pending: 0,
      pendingAmount: 0,
      reminded: 1,
      remindedRenewed: 1,
      unremindedRenewed: 0,
      rateWithReminder: 1,
      rateWithoutReminder: null,
    });
    // The staff member is who sent the reminder, not who renewed.
    expect(body.byStaff).toEqual([
      expect.objectContaining({ userId: lauraId, userName: 'Laura Gómez', due: 1 }),
    ]);
    expect(body.byService).toEqual([
      expect.objectContaining({ serviceId: netflix.id, serviceName: 'Netflix', renewedAmount: 15000 }),
    ]);
    const list = await items(addDays(due, -5), addDays(due, 5), 'reminded_renewed');
    expect(list.items).toEqual([
      expect.objectContaining({
        profileId: p.profileId,
        dueDate: due,
        renewedAmount: 15000,
        reminderWorked: true,
        remindedByName: 'Laura Gómez',
        renewedByName: 'Pedro Ruiz',
      }),
    ]);
    expect(list.pagination.totalCount).toBe(1);
    await expectTotalsMatchTerms();
  });

  it('does not count a renewal 8 days after the reminder as the reminder working', async () => {
    const netflix = await insertService(db(), { name: 'Netflix', price: 15000 });
    const p = await soldProfile(netflix, 1);
    const due = addDays(today(), 1);
    await remind(laura, p);
    await later(8);
    await renew(pedro, p.profileId);

    const body = await report(due, due);
    expect(body.totals).toMatchObject({
      due: 1,
      renewed: 1,
      reminded: 1,
      remindedRenewed: 0,
      unremindedRenewed: 0,
      rateWithReminder: 0,
    });
    expect((await items(due, due, 'reminded_renewed')).items).toEqual([]);
    expect((await items(due, due, 'reminded')).items).toEqual([
      expect.objectContaining({ profileId: p.profileId, reminderWorked: false }),
    ]);
    await expectTotalsMatchTerms();
  });

  it('counts a profile renewed early in the period of the date it was due, and its new date later', async () => {
    const netflix = await insertService(db(), { name: 'Netflix', price: 15000 });
    const p = await soldProfile(netflix, 20);
    await renew(pedro, p.profileId, { days: 30, price: 14000 });
    const profile = await db()
      .selectFrom('profiles')
      .select('expiry_date')
      .where('id', '=', p.profileId)
      .executeTakeFirstOrThrow();
    expect(profile.expiry_date).toBe(addDays(today(), 50));

    const original = await report(addDays(today(), 15), addDays(today(), 25));
    expect(original.totals).toMatchObject({ due: 1, renewed: 1, renewedAmount: 14000, unremindedRenewed: 1 });
    expect(original.totals.rateWithoutReminder).toBe(1);
    expect(original.byStaff).toEqual([expect.objectContaining({ userId: pedroId })]);

    const later = await report(addDays(today(), 45), addDays(today(), 55));
    expect(later.totals).toMatchObject({ due: 1, renewed: 0, pending: 1, pendingAmount: 15000, lost: 0 });
    // Nothing is due in between.
    expect((await report(addDays(today(), 26), addDays(today(), 44))).totals.due).toBe(0);
  });

  it('adds up amounts to the peso: renewals at their price, lost ones at the custom price else the service price', async () => {
    const netflix = await insertService(db(), { name: 'Netflix', price: 15000 });
    const disney = await insertService(db(), { name: 'Disney+', price: 20000 });
    const a = await soldProfile(netflix, 2, { customPrice: 12345 });
    const b = await soldProfile(disney, 2);
    const c = await soldProfile(netflix, 2);
    await renew(pedro, c.profileId, { days: 30, price: 9999 });
    await later(5);
    const due = addDays(businessToday(new Date(t.clock.now().getTime() - 5 * DAY), t.config.TZ_APP), 2);

    const body = await report(due, due);
    expect(body.totals).toMatchObject({
      due: 3,
      renewed: 1,
      renewedAmount: 9999,
      lost: 2,
      lostAmount: 12345 + 20000,
      pending: 0,
    });
    const lost = await items(due, due, 'lost');
    expect(
      lost.items.map((i: { profileId: number; price: number }) => [i.profileId, i.price]).sort(),
    ).toEqual(
      [
        [a.profileId, 12345],
        [b.profileId, 20000],
      ].sort(),
    );
    expect(body.byService).toEqual([
      expect.objectContaining({ serviceName: 'Netflix', due: 2, lostAmount: 12345, renewedAmount: 9999 }),
      expect.objectContaining({ serviceName: 'Disney+', due: 1, lostAmount: 20000 }),
    ]);
    // Nobody reminded or renewed the lost ones: they count for nobody.
    expect(body.byStaff).toEqual([
      expect.objectContaining({ userId: pedroId, due: 1 }),
      expect.objectContaining({ userId: null, due: 2, lost: 2 }),
    ]);
    await expectTotalsMatchTerms();
  });

  it('reads whole past months from the monthly totals with the same figures as day by day', async () => {
    const netflix = await insertService(db(), { name: 'Netflix', price: 15000 });
    const disney = await insertService(db(), { name: 'Disney+', price: 20000 });
    await soldProfile(netflix, 2, { customPrice: 12345 });
    await soldProfile(disney, 2);
    const c = await soldProfile(netflix, 2);
    await renew(pedro, c.profileId, { days: 30, price: 9999 });
    const start = today();
    await later(75);
    // Both due dates (start + 2 and start + 32) are now in whole past months of a year's period.
    const year = await report(addDays(start, -120), addDays(start, 200));
    expect(year.totals).toMatchObject({
      due: 4,
      renewed: 1,
      renewedAmount: 9999,
      lost: 3,
      lostAmount: 12345 + 20000 + 15000,
      pending: 0,
    });
    const dayByDay = await report(addDays(start, 2), addDays(start, 32));
    expect(dayByDay.totals).toEqual(year.totals);
    expect((await items(addDays(start, -120), addDays(start, 200), 'lost')).pagination.totalCount).toBe(3);
    await expectTotalsMatchTerms();
  });

  it('filters by service and by staff member, the lists as the figures', async () => {
    const netflix = await insertService(db(), { name: 'Netflix', price: 15000 });
    const disney = await insertService(db(), { name: 'Disney+', price: 20000 });
    const a = await soldProfile(netflix, 3);
    const b = await soldProfile(disney, 3);
    await remind(laura, a);
    await remind(pedro, b);
    await renew(laura, a.profileId);
    const due = addDays(today(), 3);

    const onlyDisney = await report(due, due, `&serviceId=${disney.id}`);
    expect(onlyDisney.totals).toMatchObject({
      due: 1,
      renewed: 0,
      reminded: 1,
      pending: 1,
      pendingAmount: 20000,
    });
    expect(onlyDisney.byService.map((s: { serviceId: number }) => s.serviceId)).toEqual([disney.id]);

    const onlyLaura = await report(due, due, `&userId=${lauraId}`);
    expect(onlyLaura.totals).toMatchObject({ due: 1, renewed: 1, renewedAmount: 15000, remindedRenewed: 1 });
    const lauraList = await items(due, due, 'due', `&userId=${lauraId}`);
    expect(lauraList.items.map((i: { profileId: number }) => i.profileId)).toEqual([a.profileId]);
    const disneyList = await items(due, due, 'due', `&serviceId=${disney.id}`);
    expect(disneyList.items.map((i: { profileId: number }) => i.profileId)).toEqual([b.profileId]);
  });

  it('drops the term of a holder who leaves before the due date, and keeps one who left after it', async () => {
    const netflix = await insertService(db(), { name: 'Netflix', price: 15000 });
    const early = await soldProfile(netflix, 10);
    const late = await soldProfile(netflix, 1);
    const release = (profileId: number) =>
      admin.put(`/api/profiles/${profileId}`, { name: 'Perfil 1', status: 'libre', clientId: null });
    expect((await release(early.profileId)).statusCode).toBe(200);
    await later(3);
    expect((await release(late.profileId)).statusCode).toBe(200);
    const start = businessToday(new Date(t.clock.now().getTime() - 3 * DAY), t.config.TZ_APP);

    const body = await report(start, addDays(start, 30));
    expect(body.totals).toMatchObject({ due: 1, lost: 1, lostAmount: 15000 });
    expect((await items(start, addDays(start, 30), 'lost')).items).toEqual([
      expect.objectContaining({ profileId: late.profileId, dueDate: addDays(start, 1) }),
    ]);
    await expectTotalsMatchTerms();
  });

  it('keeps the totals right when reminders and renewals of the same profiles race', async () => {
    const netflix = await insertService(db(), { name: 'Netflix', price: 15000 });
    const profiles = [];
    for (let i = 0; i < 12; i++) profiles.push(await soldProfile(netflix, 2));
    const answers = await Promise.all(
      profiles.flatMap((p) => [
        laura.post('/api/notification-log', {
          clientId: p.clientId,
          profileIds: [p.profileId],
          type: 'renovaciones',
          outcome: 'enviado',
          resend: true,
        }),
        pedro.post(`/api/profiles/${p.profileId}/renew`, { days: 30 }),
      ]),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual(
      [...Array(12).fill(200), ...Array(12).fill(201)].sort(),
    );
    await expectTotalsMatchTerms();
    const due = addDays(today(), 2);
    expect((await report(due, due)).totals).toMatchObject({ due: 12, renewed: 12, renewedAmount: 180000 });
    // Each profile has exactly one open term: the one its renewal opened.
    const open = await db()
      .selectFrom('renewal_outcomes')
      .select('profile_id')
      .where('renewed_at', 'is', null)
      .execute();
    expect(open.map((o) => o.profile_id).sort()).toEqual(profiles.map((p) => p.profileId).sort());
  });

  it('defaults to this month and answers nothing due as zeros', async () => {
    const response = await admin.get('/api/reports/renewals');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.from).toBe(`${today().slice(0, 7)}-01`);
    expect(body.to.slice(0, 7)).toBe(today().slice(0, 7));
    expect(body.totals).toMatchObject({ due: 0, rateWithReminder: null, rateWithoutReminder: null });
    expect(body.byService).toEqual([]);
  });
});

describe('periodSegments', () => {
  const days = (from: string, to: string, sign: 1 | -1 = 1, pastAs?: 1) => ({
    days: { from, to },
    sign,
    ...(pastAs ? { pastAs } : {}),
  });
  it('reads whole months by month, and a part of one by its days or by the month less the rest', () => {
    expect(periodSegments('2026-01-15', '2026-04-10', '2026-06-05')).toEqual([
      // 17 days in, 14 out: the month less its first 14 days.
      { month: '2026-01', sign: 1 },
      days('2026-01-01', '2026-01-14', -1),
      { month: '2026-02', sign: 1 },
      { month: '2026-03', sign: 1 },
      // 10 days in, 20 out: the 10 days.
      days('2026-04-01', '2026-04-10'),
    ]);
    expect(periodSegments('2025-12-01', '2026-01-31', '2026-06-01')).toEqual([
      { month: '2025-12', sign: 1 },
      { month: '2026-01', sign: 1 },
    ]);
  });

  it('reads the current month as lost, moving the days from today on back to pending', () => {
    // The 27th of a 30-day month: the month as lost, then the 27th–30th from lost to pending.
    expect(periodSegments('2026-11-01', '2026-11-30', '2026-11-27')).toEqual([
      { month: '2026-11', sign: 1, pastAs: 1 },
      days('2026-11-27', '2026-11-30', -1, 1),
      days('2026-11-27', '2026-11-30'),
    ]);
    // Early in the month the days are fewer.
    expect(periodSegments('2026-11-01', '2026-11-30', '2026-11-03')).toEqual([
      days('2026-11-01', '2026-11-30'),
    ]);
    expect(periodSegments('2026-11-01', '2026-11-05', '2026-11-27')).toEqual([
      days('2026-11-01', '2026-11-05'),
    ]);
  });
});

describe('periodTotals', () => {
  // Kept totals written straight (a month row that adds up its days), read every way periodSegments
  // may choose: each answer must equal the days summed one by one.
  const figures = RENEWAL_FIGURES;
  it('gives the same sums by month less the rest as day by day, the current month split at today', async () => {
    const rows = [
      ['2026-10-30', 1, 7, 3],
      ['2026-11-02', 1, 7, 2],
      ['2026-11-04', 2, 0, 5],
      ['2026-11-19', 1, 7, 4],
      ['2026-11-20', 2, 7, 6],
      ['2026-11-25', 1, 0, 1],
      ['2026-11-30', 2, 7, 7],
      ['2026-12-01', 1, 7, 9],
    ] as const;
    const months = new Map<string, Record<string, number>>();
    for (const [date, service, staff, n] of rows) {
      const values = {
        due: n,
        renewed: n - 1,
        renewed_amount: n * 1000,
        open_amount: 500,
        reminded: 1,
        reminded_renewed: 1,
        unreminded_renewed: 0,
      };
      await db()
        .insertInto('renewal_outcome_totals')
        .values({ due_date: date, service_id: service, staff_id: staff, ...values })
        .execute();
      const key = `${date.slice(0, 7)}|${service}|${staff}`;
      const sum = months.get(key) ?? Object.fromEntries(Object.keys(values).map((k) => [k, 0]));
      for (const [k, v] of Object.entries(values)) sum[k]! += v;
      months.set(key, sum);
    }
    for (const [key, sum] of months) {
      const [month, service, staff] = key.split('|') as [string, string, string];
      await db()
        .insertInto('renewal_outcome_month_totals')
        .values({ month, service_id: Number(service), staff_id: Number(staff), ...sum } as never)
        .execute();
    }
    const grouped = (list: { service_id: unknown; staff_id: unknown; past: unknown }[]) => {
      const out = new Map<string, number[]>();
      for (const r of list as unknown as Record<string, unknown>[]) {
        const key = `${Number(r.service_id)}|${Number(r.staff_id)}|${Number(r.past)}`;
        const sums = out.get(key) ?? figures.map(() => 0);
        figures.forEach((f, i) => (sums[i]! += Number(r[f])));
        out.set(key, sums);
      }
      return Object.fromEntries([...out].filter(([, v]) => v.some((n) => n !== 0)).sort());
    };
    for (const [from, to, today] of [
      ['2026-11-01', '2026-11-30', '2026-11-20'],
      ['2026-11-03', '2026-11-28', '2026-11-20'],
      ['2026-11-19', '2026-11-30', '2026-11-20'],
      ['2026-10-15', '2026-12-31', '2026-11-27'],
      ['2026-11-01', '2026-11-30', '2026-11-04'],
      ['2026-11-02', '2026-11-29', '2026-12-15'],
    ] as const) {
      const expected = rows
        .filter(([date]) => date >= from && date <= to)
        .map(([date, service, staff, n]) => ({
          service_id: service,
          staff_id: staff,
          past: date < today ? 1 : 0,
          due: n,
          renewed: n - 1,
          renewed_amount: n * 1000,
          open_amount: 500,
          reminded: 1,
          reminded_renewed: 1,
          unreminded_renewed: 0,
        }));
      const read = await periodTotals(db(), { from, to, today });
      expect(grouped(read), `${from}..${to} on ${today}`).toEqual(grouped(expected));
    }
  });
});

describe('access and bad input', () => {
  it('follows Movimientos: 403 without it (before validating), 200 with it', async () => {
    const { client: plain } = await signedInClient(t, { can_access_movimientos: 0 });
    for (const url of ['/api/reports/renewals?from=nada', '/api/reports/renewals/items?bucket=nada']) {
      const response = await plain.get(url);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(authMessages.forbidden);
    }
    const { client: allowed } = await signedInClient(t, {
      can_access_movimientos: 1,
      can_access_dashboard: 0,
    });
    expect((await allowed.get('/api/reports/renewals')).statusCode).toBe(200);
    expect((await allowed.get('/api/reports/renewals/items?bucket=lost')).statusCode).toBe(200);
  });

  it.each([
    ['from=2026-13-01', reportsMessages.invalidDate],
    ['to=27/11/2026', reportsMessages.invalidDate],
    ['from=2026-05-02&to=2026-05-01', reportsMessages.invalidRange],
    ['from=2026-01-01&to=2027-01-02', reportsMessages.rangeTooLong],
    ['serviceId=abc', reportsMessages.invalidService],
    ['userId=-1', reportsMessages.invalidUser],
  ])('GET /api/reports/renewals?%s answers 400 in Spanish', async (query, message) => {
    const response = await admin.get(`/api/reports/renewals?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('answers 400 for an unknown list', async () => {
    const response = await admin.get('/api/reports/renewals/items?bucket=todos');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: reportsMessages.invalidBucket });
  });

  it('accepts a whole leap year', async () => {
    expect((await admin.get('/api/reports/renewals?from=2028-01-01&to=2028-12-31')).statusCode).toBe(200);
  });
});

describe('Avisos: how the last reminder ended', () => {
  const cardOf = async (clientId: number) => {
    const response = await admin.get('/api/reminders?window=5&limit=25');
    expect(response.statusCode).toBe(200);
    return response.json().reminders.find((r: { client: { id: number } }) => r.client.id === clientId);
  };

  it('says pendiente within 7 days, then sin respuesta without a renewal', async () => {
    const netflix = await insertService(db(), { name: 'Netflix', price: 15000 });
    const p = await soldProfile(netflix, 3);
    expect((await cardOf(p.clientId)).lastReminder).toBeNull();
    await remind(laura, p);
    expect((await cardOf(p.clientId)).lastReminder).toMatchObject({ outcome: 'pendiente', renewedAt: null });
    await later(8);
    expect((await cardOf(p.clientId)).lastReminder).toMatchObject({
      outcome: 'sin_respuesta',
      renewedAt: null,
    });
  });

  it('says when the client renewed after it, once the profile is due again', async () => {
    const netflix = await insertService(db(), { name: 'Netflix', price: 15000 });
    const p = await soldProfile(netflix, 3);
    await remind(laura, p);
    await later(2);
    const renewedOn = t.clock.now().toISOString();
    await renew(pedro, p.profileId);
    expect(await cardOf(p.clientId)).toBeUndefined();
    await later(29);
    expect((await cardOf(p.clientId)).lastReminder).toMatchObject({
      outcome: 'renovo',
      renewedAt: renewedOn,
    });
  });
});
