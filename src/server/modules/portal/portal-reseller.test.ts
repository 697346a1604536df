import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { portalMessages } from '#shared/messages/portal';
import { portalResellerMessages } from '#shared/messages/portal-reseller';
import { RESELLER_PAGE_SIZE } from '#shared/schemas/portal-reseller';
import { auditRows } from '#tests/setup/audit-rows';
import { insertPayment, insertSale, settleRows } from '#tests/factories/cartera.factory';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';

// A revendedor's portal (issue 27 item 3, docs/decisions/056): their profiles grouped by expiry
// and paged, their estado de cuenta, and the end client's name on each profile. SQLite and
// PostgreSQL (TEST_DATABASE_URL).

const t = useTestApp({ resetEachTest: true });
const NOT_FOUND = { error: portalResellerMessages.profileNotFound };

let staff: TestClient;
let seq = 0;
const visitor = () => new TestClient(t.app, `203.0.113.${(seq += 1) % 250}`);
const today = () => businessToday(t.clock.now(), t.config.TZ_APP);

beforeEach(async () => {
  ({ client: staff } = await signedInClient(t, { full_name: 'Laura Gómez' }));
});

/** Beto (revendedor) holds an expired, a near and an active Netflix profile; Ana holds one too. */
async function shop() {
  const db = t.database.db;
  const beto = await insertClient(db, { name: 'Beto Díaz', type: 'revendedor' });
  const ana = await insertClient(db, { name: 'Ana Ruiz' });
  const netflix = await insertService(db, { name: 'Netflix', price: 18000 });
  const d = today();
  const account = await insertAccount(db, netflix.id, { username: 'beto@netflix.co' }, [
    { status: 'ocupado', client_id: beto.id, expiry_date: addDays(d, 20) },
    { status: 'ocupado', client_id: beto.id, expiry_date: addDays(d, -1) },
    { status: 'ocupado', client_id: beto.id, expiry_date: addDays(d, 2) },
    { status: 'ocupado', client_id: ana.id, expiry_date: addDays(d, 9) },
    {},
  ]);
  const [active, expired, near, anas, free] = await db
    .selectFrom('profiles')
    .select(['id', 'name'])
    .where('account_id', '=', account.id)
    .orderBy('position')
    .execute();
  return {
    beto,
    ana,
    netflix,
    account,
    active: active!,
    expired: expired!,
    near: near!,
    anas: anas!,
    free: free!,
  };
}

async function linkOf(clientId: number) {
  const response = await staff.post(`/api/clients/${clientId}/portal-link`);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { url: string }).url.split('/p/')[1]!;
}

const label = (token: string, profileId: number | string, body: unknown, by = visitor()) =>
  by.put(`/api/portal/${token}/profiles/${profileId}/label`, body, { noCsrf: true });

describe('GET /api/portal/{token} for a revendedor', () => {
  it('groups their profiles by expiry (Vencidos, Por vencer, Vigentes) and gives their estado de cuenta', async () => {
    const { beto, active, expired, near } = await shop();
    await insertSale(t.database.db, beto, { amount: 30000, date: addDays(today(), -5), dueDate: today() });
    await insertPayment(t.database.db, beto, { amount: 10000, date: addDays(today(), -2) });
    await settleRows(t.database.db, beto.id);
    const page = (await visitor().get(`/api/portal/${await linkOf(beto.id)}`)).json();
    expect(page.client).toEqual({ name: 'Beto Díaz', type: 'revendedor' });
    expect(page.profiles).toEqual([]);
    expect(page.reseller.total).toBe(3);
    expect(
      page.reseller.groups.map((g: { group: string; total: number; profiles: { id: number }[] }) => [
        g.group,
        g.total,
        g.profiles.map((p) => p.id),
      ]),
    ).toEqual([
      ['expired', 1, [expired.id]],
      ['near', 1, [near.id]],
      ['active', 1, [active.id]],
    ]);
    expect(page.reseller.groups[1].profiles[0]).toEqual({
      id: near.id,
      service: 'Netflix',
      profileName: near.name,
      state: 'near',
      expiryDate: addDays(today(), 2),
      daysLeft: 2,
      renewalPrice: 14400,
      canReveal: false,
      endClientLabel: null,
    });
    expect(page.balance).toEqual({ owed: 20000, credit: 0 });
    // Newest first, each line with the balance after it.
    expect(
      page.reseller.statement.map((l: { kind: string; amount: number; balance: number }) => [
        l.kind,
        l.amount,
        l.balance,
      ]),
    ).toEqual([
      ['abono', -10000, 20000],
      ['venta', 30000, 30000],
    ]);
  });

  it('a plain client gets no reseller part', async () => {
    const { ana } = await shop();
    const page = (await visitor().get(`/api/portal/${await linkOf(ana.id)}`)).json();
    expect(page.reseller).toBeNull();
    expect(page.profiles).toHaveLength(1);
  });

  it('stays bounded for hundreds of profiles: a page per group, the rest by "Ver más"', async () => {
    const db = t.database.db;
    const beto = await insertClient(db, { name: 'Beto Díaz', type: 'revendedor' });
    const service = await insertService(db, { name: 'Netflix', price: 18000 });
    const d = today();
    // 110 in each group, every one with a name of the longest length allowed.
    const offsets = [(i: number) => -1 - (i % 20), (i: number) => 1 + (i % 5), (i: number) => 10 + (i % 40)];
    const many = Array.from({ length: 330 }, (_, i) => ({
      status: 'ocupado' as const,
      client_id: beto.id,
      expiry_date: addDays(d, offsets[i % 3]!(i)),
      end_client_label: `Cliente final número ${i} `.padEnd(60, 'x'),
    }));
    for (let i = 0; i < many.length; i += 55) await insertAccount(db, service.id, {}, many.slice(i, i + 55));
    const token = await linkOf(beto.id);
    const response = await visitor().get(`/api/portal/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(150_000);
    const page = response.json();
    expect(page.reseller.total).toBe(330);
    expect(
      page.reseller.groups.map((g: { total: number; profiles: unknown[] }) => [g.total, g.profiles.length]),
    ).toEqual([
      [110, RESELLER_PAGE_SIZE],
      [110, RESELLER_PAGE_SIZE],
      [110, RESELLER_PAGE_SIZE],
    ]);
    for (const [index, group] of ['expired', 'near', 'active'].entries()) {
      const seen = new Set<number>(page.reseller.groups[index].profiles.map((p: { id: number }) => p.id));
      const more = await visitor().get(
        `/api/portal/${token}/profiles?group=${group}&offset=${RESELLER_PAGE_SIZE}`,
      );
      expect(more.statusCode, more.body).toBe(200);
      expect([more.json().group, more.json().total, more.json().profiles.length]).toEqual([group, 110, 10]);
      for (const p of more.json().profiles as { id: number; state: string }[]) {
        expect(p.state).toBe(group);
        seen.add(p.id);
      }
      expect(seen.size).toBe(110);
    }
    const bad = await visitor().get(`/api/portal/${token}/profiles?group=otro`);
    expect([bad.statusCode, bad.json()]).toEqual([400, { error: portalResellerMessages.invalidGroup }]);
    // An unusable token is the one 404, whatever the query.
    const unknown = await visitor().get(`/api/portal/AAAAAAAAAAAAAAAAAAAAAA/profiles?group=otro`);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: portalMessages.invalidLink }]);
  });
});

describe('PUT /api/portal/{token}/profiles/{profileId}/label', () => {
  it('sets the end client (trimmed), audited with the address; empty clears it; staff see it in Cuentas', async () => {
    const { beto, account, near } = await shop();
    const token = await linkOf(beto.id);
    const set = await label(
      token,
      near.id,
      { label: '  Carolina Pérez  ' },
      new TestClient(t.app, '203.0.113.77'),
    );
    expect([set.statusCode, set.json()]).toEqual([
      200,
      { profileId: near.id, endClientLabel: 'Carolina Pérez' },
    ]);
    expect(set.headers['cache-control']).toBe('no-store');
    const page = (await visitor().get(`/api/portal/${token}`)).json();
    expect(page.reseller.groups[1].profiles[0].endClientLabel).toBe('Carolina Pérez');
    // Staff read it on the profile, in the accounts list and the account.
    const list = (await staff.get('/api/accounts?limit=50')).json();
    const listed = list.accounts
      .find((a: { id: number }) => a.id === account.id)
      .profiles.find((p: { id: number }) => p.id === near.id);
    expect(listed.endClientLabel).toBe('Carolina Pérez');
    const [event] = await auditRows(t.database, { entity: 'profile', entity_id: near.id });
    expect([event!.action, event!.user_id, event!.user_name, event!.client_id, event!.account_id]).toEqual([
      'update',
      null,
      portalMessages.actor,
      beto.id,
      account.id,
    ]);
    expect(event!.note).toContain('203.0.113.77');
    expect(event!.changes).toEqual([{ field: 'end_client_label', before: null, after: 'Carolina Pérez' }]);

    const cleared = await label(token, near.id, { label: '   ' });
    expect(cleared.json()).toEqual({ profileId: near.id, endClientLabel: null });
    const row = await t.database.db
      .selectFrom('profiles')
      .select('end_client_label')
      .where('id', '=', near.id)
      .executeTakeFirstOrThrow();
    expect(row.end_client_label).toBeNull();

    const tooLong = await label(token, near.id, { label: 'x'.repeat(61) });
    expect([tooLong.statusCode, tooLong.json()]).toEqual([
      400,
      { error: portalResellerMessages.labelTooLong },
    ]);
  });

  it("another client's profile, a free one or none gets the same 404, and nothing is written", async () => {
    const { beto, anas, free } = await shop();
    const token = await linkOf(beto.id);
    for (const id of [anas.id, free.id, 999_999]) {
      const response = await label(token, id, { label: 'Intruso' });
      expect([response.statusCode, response.json()]).toEqual([404, NOT_FOUND]);
    }
    const labels = await t.database.db.selectFrom('profiles').select('end_client_label').execute();
    expect(labels.every((r) => r.end_client_label === null)).toBe(true);
    // An unusable token: the portal's one 404, before the body is read.
    const unknown = await label('AAAAAAAAAAAAAAAAAAAAAA', anas.id, { label: 5 });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: portalMessages.invalidLink }]);
    // A staff session adds nothing: the route is the portal's, the token its only key.
    const withCookie = await staff.put(`/api/portal/${token}/profiles/${anas.id}/label`, { label: 'x' });
    expect(withCookie.statusCode).toBe(404);
  });

  it('is cleared when the profile is released or sold to someone else, kept on a renewal', async () => {
    const { beto, ana, active, near } = await shop();
    const token = await linkOf(beto.id);
    for (const p of [active, near])
      expect((await label(token, p.id, { label: `Final ${p.id}` })).statusCode).toBe(200);

    // A renewal keeps the holder and the name.
    const renewed = await staff.post(`/api/profiles/${active.id}/renew`, { days: 30 });
    expect(renewed.statusCode, renewed.body).toBeLessThan(300);
    const stored = async (id: number) =>
      (
        await t.database.db
          .selectFrom('profiles')
          .select('end_client_label')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).end_client_label;
    expect(await stored(active.id)).toBe(`Final ${active.id}`);

    // Released (back to libre): cleared.
    const released = await staff.put(`/api/profiles/${active.id}`, { name: active.name, status: 'libre' });
    expect(released.statusCode, released.body).toBe(200);
    expect(await stored(active.id)).toBeNull();

    // An edit that keeps the client keeps it.
    const kept = await staff.put(`/api/profiles/${near.id}`, {
      name: near.name,
      status: 'ocupado',
      clientId: beto.id,
      expiryDate: addDays(today(), 4),
      observations: 'Editado',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await stored(near.id)).toBe(`Final ${near.id}`);
    // Freed and sold to Ana: hers carries no name of Beto's end client.
    const freed = await staff.put(`/api/profiles/${near.id}`, { name: near.name, status: 'libre' });
    expect(freed.statusCode, freed.body).toBe(200);
    const sold = await staff.put(`/api/profiles/${near.id}`, {
      name: near.name,
      status: 'ocupado',
      clientId: ana.id,
      expiryDate: addDays(today(), 30),
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(await stored(near.id)).toBeNull();
  });
});
