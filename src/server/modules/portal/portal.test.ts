import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { portalMessages } from '#shared/messages/portal';
import { auditRows } from '#tests/setup/audit-rows';
import { insertPayment } from '#tests/factories/cartera.factory';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { insertPaymentMethod } from '#tests/factories/payment-method.factory';
import { insertPlan } from '#tests/factories/plan.factory';
import { signedInClient, TestClient, type TestApp, useTestApp } from '#tests/setup/test-app';
import { sha256 } from '../../lib/tokens';

// The client portal (issue 27 items 1, 2 and the security list; docs/decisions/051), on SQLite and
// on PostgreSQL (TEST_DATABASE_URL).

const t = useTestApp({ resetEachTest: true });
const INVALID = { error: portalMessages.invalidLink };

let staff: TestClient;
let seq = 0;
/** A fresh address per test, so the per-address limits of one test never reach another. */
const nextIp = () => `198.51.100.${(seq += 1) % 250}`;

beforeEach(async () => {
  ({ client: staff } = await signedInClient(t, { full_name: 'Laura Gómez' }));
});

const today = () => businessToday(t.clock.now(), t.config.TZ_APP);

/** Ana holds two Netflix profiles (one expired) and a Disney+ one; Beto holds another Netflix one. */
async function shop(db: TestApp['database']['db'] = t.database.db) {
  const ana = await insertClient(db, { name: 'Ana Ruiz', phone: '+573001112233' });
  const beto = await insertClient(db, { name: 'Beto Díaz', type: 'revendedor' });
  const netflix = await insertService(db, { name: 'Netflix', price: 18000 });
  const disney = await insertService(db, { name: 'Disney+', price: 12000 });
  const d = today();
  const netflixAccount = await insertAccount(
    db,
    netflix.id,
    { username: 'ana@netflix.co', password: 'N3tfl1x' },
    [
      { status: 'ocupado', client_id: ana.id, expiry_date: addDays(d, 20), pin: '1234' },
      { status: 'ocupado', client_id: ana.id, expiry_date: addDays(d, -2) },
      { status: 'ocupado', client_id: beto.id, expiry_date: addDays(d, 10), pin: '9999' },
      {},
    ],
  );
  const disneyAccount = await insertAccount(
    db,
    disney.id,
    { username: 'ana@disney.co', password: 'D1sn3y' },
    [{ status: 'ocupado', client_id: ana.id, expiry_date: addDays(d, 3), custom_price: 10000 }],
  );
  await insertPlan(db, netflix.id, { name: '1 mes', price: 18000, reseller_price: 15000, position: 0 });
  await insertPlan(db, netflix.id, { name: '3 meses', price: 50000, reseller_price: 42000, position: 1 });
  await insertPlan(db, netflix.id, { name: 'Viejo', price: 1000, active: 0, position: 2 });
  await insertPaymentMethod(db, { name: 'Nequi', number: '300 123 4567', holder: 'Tienda SAS', position: 0 });
  await insertPaymentMethod(db, { name: 'Oculto', active: 0, position: 1 });
  const profiles = await db
    .selectFrom('profiles')
    .select(['id', 'account_id', 'position', 'client_id'])
    .orderBy('account_id')
    .orderBy('position')
    .execute();
  const [anaActive, anaExpired, betoProfile, free] = profiles.filter(
    (p) => p.account_id === netflixAccount.id,
  );
  const [anaDisney] = profiles.filter((p) => p.account_id === disneyAccount.id);
  return {
    ana,
    beto,
    anaActive: anaActive!,
    anaExpired: anaExpired!,
    betoProfile: betoProfile!,
    free: free!,
    anaDisney: anaDisney!,
  };
}

/** Makes a link for the client as the staff member; answers the token and the whole answer. */
async function makeLink(clientId: number, by: TestClient = staff) {
  const response = await by.post(`/api/clients/${clientId}/portal-link`);
  expect(response.statusCode, response.body).toBe(201);
  const { url, expiresAt } = response.json() as { url: string; expiresAt: string };
  return { url, expiresAt, token: url.split('/p/')[1]!, response };
}

/** A visitor with no cookie at all, from its own address. */
const visitor = (ip = nextIp()) => new TestClient(t.app, ip);

const setShowsAccess = async (on: boolean) => {
  const { client: admin } = await signedInClient(t, { role: 'admin' });
  const response = await admin.put('/api/settings', { graceDays: 3, portalShowsAccess: on });
  expect(response.statusCode).toBe(200);
};

describe('POST /api/clients/{id}/portal-link', () => {
  it('answers the link once: 128 random bits in base64url, only their SHA-256 stored, 60 days, who made it', async () => {
    const { ana } = await shop();
    const { url, expiresAt, token, response } = await makeLink(ana.id);
    expect(url).toMatch(/^http:\/\/[^/]+\/p\/[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Date.parse(expiresAt) - t.clock.now().getTime()).toBe(60 * 24 * 60 * 60 * 1000);
    const rows = await t.database.db.selectFrom('portal_links').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.created_by_name).toBe('Laura Gómez');
    const [event] = await auditRows(t.database, { entity: 'portal_link' });
    expect([event!.action, event!.entity_label, event!.user_name, event!.client_id]).toEqual([
      'create',
      'Ana Ruiz',
      'Laura Gómez',
      ana.id,
    ]);
    const status = (await staff.get(`/api/clients/${ana.id}/portal-link`)).json();
    expect(status).toEqual({
      link: {
        active: true,
        createdAt: t.clock.now().toISOString(),
        createdBy: 'Laura Gómez',
        expiresAt,
        revokedAt: null,
        lastOpenedAt: null,
      },
    });
  });

  it('lasts the days set in Ajustes', async () => {
    const { ana } = await shop();
    const { client: admin } = await signedInClient(t, { role: 'admin' });
    expect((await admin.put('/api/settings', { graceDays: 3, portalLinkDays: 7 })).statusCode).toBe(200);
    const bad = await admin.put('/api/settings', { graceDays: 3, portalLinkDays: 366 });
    expect([bad.statusCode, bad.json()]).toEqual([400, { error: portalMessages.invalidLinkDays }]);
    const { expiresAt } = await makeLink(ana.id);
    expect(Date.parse(expiresAt) - t.clock.now().getTime()).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('a new link revokes the old one; DELETE revokes the live one, from the next request', async () => {
    const { ana } = await shop();
    const first = await makeLink(ana.id);
    const page = visitor();
    expect((await page.get(`/api/portal/${first.token}`)).statusCode).toBe(200);
    const second = await makeLink(ana.id);
    expect(second.token).not.toBe(first.token);
    expect((await page.get(`/api/portal/${first.token}`)).json()).toEqual(INVALID);
    expect((await page.get(`/api/portal/${second.token}`)).statusCode).toBe(200);

    expect((await staff.delete(`/api/clients/${ana.id}/portal-link`)).json()).toEqual({ ok: true });
    const after = await page.get(`/api/portal/${second.token}`);
    expect([after.statusCode, after.json()]).toEqual([404, INVALID]);
    const again = await staff.delete(`/api/clients/${ana.id}/portal-link`);
    expect([again.statusCode, again.json()]).toEqual([404, { error: portalMessages.noLink }]);
    const live = await t.database.db
      .selectFrom('portal_links')
      .where('revoked_at', 'is', null)
      .selectAll()
      .execute();
    expect(live).toHaveLength(0);
    const actions = (await auditRows(t.database, { entity: 'portal_link', client_id: ana.id })).map(
      (e) => e.action,
    );
    expect(actions.filter((a) => a !== 'view')).toEqual(['revoke', 'create', 'revoke', 'create']);
  });

  it('404 for an unknown client; 401 without a session; CSRF still guards the staff side', async () => {
    expect((await staff.post('/api/clients/999/portal-link')).statusCode).toBe(404);
    const { ana } = await shop();
    expect(
      (await visitor().post(`/api/clients/${ana.id}/portal-link`, undefined, { noCsrf: true })).statusCode,
    ).toBe(403);
    expect(
      (await staff.post(`/api/clients/${ana.id}/portal-link`, undefined, { noCsrf: true })).statusCode,
    ).toBe(403);
    expect((await visitor().get(`/api/clients/${ana.id}/portal-link`)).statusCode).toBe(401);
    // The page shows the client's balance and payments: making a link is for those allowed
    // Movimientos (403 before the client is even looked up); the link's state is for everyone.
    const { client: noMoney } = await signedInClient(t, { can_access_movimientos: 0 });
    expect((await noMoney.post(`/api/clients/${ana.id}/portal-link`)).statusCode).toBe(403);
    expect((await noMoney.post('/api/clients/999/portal-link')).statusCode).toBe(403);
    expect((await noMoney.get(`/api/clients/${ana.id}/portal-link`)).statusCode).toBe(200);
    expect(await t.database.db.selectFrom('portal_links').selectAll().execute()).toHaveLength(0);
  });
});

describe('GET /api/portal/{token}', () => {
  it("answers the client's page: profiles with their state, renewal prices, plans, medios de pago, balance", async () => {
    const { ana, anaActive, anaExpired, anaDisney } = await shop();
    await insertPayment(t.database.db, ana, { amount: 5000, date: addDays(today(), -3), reference: 'R1' });
    const { token } = await makeLink(ana.id);
    const response = await visitor().get(`/api/portal/${token}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.client).toEqual({ name: 'Ana Ruiz', type: 'cliente' });
    expect(page.shop).toEqual({ theme: 'dark', showsAccess: false });
    expect(page.today).toBe(today());
    expect(page.profiles).toEqual([
      {
        id: anaExpired.id,
        service: 'Netflix',
        profileName: 'Perfil 2',
        state: 'expired',
        expiryDate: addDays(today(), -2),
        daysLeft: -2,
        renewalPrice: 18000,
        canReveal: false,
      },
      {
        id: anaDisney.id,
        service: 'Disney+',
        profileName: 'Perfil 1',
        state: 'near',
        expiryDate: addDays(today(), 3),
        daysLeft: 3,
        renewalPrice: 10000,
        canReveal: false,
      },
      {
        id: anaActive.id,
        service: 'Netflix',
        profileName: 'Perfil 1',
        state: 'active',
        expiryDate: addDays(today(), 20),
        daysLeft: 20,
        renewalPrice: 18000,
        canReveal: false,
      },
    ]);
    expect(page.plans).toEqual([
      {
        service: 'Netflix',
        plans: [
          { name: '1 mes', price: 18000 },
          { name: '3 meses', price: 50000 },
        ],
      },
    ]);
    expect(page.paymentMethods).toEqual([
      { kind: 'nequi', name: 'Nequi', number: '300 123 4567', holder: 'Tienda SAS', note: null },
    ]);
    expect(page.payments).toEqual([{ date: addDays(today(), -3), amount: 5000, method: 'Nequi' }]);
    // No secret of any kind in the page itself.
    for (const secret of ['N3tfl1x', 'D1sn3y', '1234', 'ana@netflix.co', 'password', 'pin'])
      expect(response.body).not.toContain(secret);
  });

  it("a token gives only its own client's data: a revendedor's prices, never another client's profiles", async () => {
    const { ana, beto, betoProfile } = await shop();
    const anaToken = (await makeLink(ana.id)).token;
    const betoToken = (await makeLink(beto.id)).token;
    const betoPage = (await visitor().get(`/api/portal/${betoToken}`)).json();
    expect(betoPage.client.name).toBe('Beto Díaz');
    // A revendedor's profiles are in their groups (docs/decisions/056).
    const betoProfiles = betoPage.reseller.groups.flatMap((g: { profiles: unknown[] }) => g.profiles);
    expect(betoProfiles.map((p: { id: number }) => p.id)).toEqual([betoProfile.id]);
    // A revendedor's price: 80 % of the service's, and the plans' revendedor prices.
    expect(betoProfiles[0].renewalPrice).toBe(14400);
    expect(betoPage.plans[0].plans).toEqual([
      { name: '1 mes', price: 15000 },
      { name: '3 meses', price: 42000 },
    ]);
    const anaPage = (await visitor().get(`/api/portal/${anaToken}`)).body;
    expect(anaPage).not.toContain('Beto');
    // Nothing in a path or a query picks another client.
    const sneaky = await visitor().get(`/api/portal/${anaToken}?clientId=${beto.id}`);
    expect(sneaky.json().client.name).toBe('Ana Ruiz');
  });

  it('records every view with the address, and when the link was last opened', async () => {
    const { ana } = await shop();
    const { token } = await makeLink(ana.id);
    await visitor('203.0.113.7').get(`/api/portal/${token}`);
    t.clock.advance(60_000);
    await visitor('203.0.113.8').get(`/api/portal/${token}`);
    const views = await auditRows(t.database, { entity: 'portal_link', action: 'view' });
    expect(views.map((v) => [v.note, v.user_name, v.user_id, v.client_id, v.entity_label])).toEqual([
      [portalMessages.viewNote('203.0.113.8'), portalMessages.actor, null, ana.id, 'Ana Ruiz'],
      [portalMessages.viewNote('203.0.113.7'), portalMessages.actor, null, ana.id, 'Ana Ruiz'],
    ]);
    const status = (await staff.get(`/api/clients/${ana.id}/portal-link`)).json();
    expect(status.link.lastOpenedAt).toBe(t.clock.now().toISOString());
    // The client's Historial shows them too.
    const history = (await staff.get(`/api/clients/${ana.id}/history`)).json();
    expect(history.events.filter((e: { action: string }) => e.action === 'view')).toHaveLength(2);
  });
});

describe('unusable tokens', () => {
  it('unknown, malformed, revoked, expired and deleted-client tokens get the same 404 and body, and write nothing', async () => {
    const { ana, beto } = await shop();
    const revoked = (await makeLink(beto.id)).token;
    await staff.delete(`/api/clients/${beto.id}/portal-link`);
    const { client: admin } = await signedInClient(t, { role: 'admin' });
    await admin.put('/api/settings', { graceDays: 3, portalLinkDays: 1 });
    const expired = (await makeLink(ana.id)).token;
    const lone = await insertClient(t.database.db, { name: 'Carla' });
    const deleted = (await makeLink(lone.id)).token;
    expect((await staff.delete(`/api/clients/${lone.id}`)).statusCode).toBe(200);
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    const auditBefore = (await auditRows(t.database)).length;
    const answers = [];
    const long = 'A'.repeat(90);
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'x', '%E2%9C%93', long, revoked, expired, deleted]) {
      const get = await visitor().get(`/api/portal/${token}`);
      const reveal = await visitor().post(`/api/portal/${token}/reveal`, { profileId: 1 }, { noCsrf: true });
      // A bad body does not tell a bad token apart either: the token is looked up first.
      const badBody = await visitor().post(
        `/api/portal/${token}/reveal`,
        { profileId: 'x' },
        { noCsrf: true },
      );
      for (const r of [get, reveal, badBody])
        answers.push({
          status: r.statusCode,
          body: r.body,
          type: r.headers['content-type'],
          cache: r.headers['cache-control'],
        });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 404,
      body: JSON.stringify(INVALID),
      type: 'application/json; charset=utf-8',
      cache: 'no-store',
    });
    expect(await auditRows(t.database)).toHaveLength(auditBefore);
  });

  it('are answered in constant time: one lookup that checks every condition at once', async () => {
    const { ana, beto } = await shop();
    const revoked = (await makeLink(beto.id)).token;
    await staff.delete(`/api/clients/${beto.id}/portal-link`);
    await makeLink(ana.id);
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const time = async (token: string) => {
      const started = process.hrtime.bigint();
      // A new address each time: the failure limit is not what is measured.
      await visitor().get(`/api/portal/${token}`);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const unknown: number[] = [];
    const gone: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      unknown.push(await time(`${'A'.repeat(21)}${i % 10}`));
      gone.push(await time(revoked));
    }
    // Same work, same time: the medians differ by well under a millisecond on a quiet machine.
    expect(Math.abs(median(unknown) - median(gone))).toBeLessThan(Math.max(2, median(unknown)));
  });
});

describe('POST /api/portal/{token}/reveal', () => {
  it('is refused while the shop does not show access details', async () => {
    const { ana, anaActive } = await shop();
    const { token } = await makeLink(ana.id);
    const response = await visitor().post(
      `/api/portal/${token}/reveal`,
      { profileId: anaActive.id },
      { noCsrf: true },
    );
    expect([response.statusCode, response.json()]).toEqual([
      404,
      { error: portalMessages.accessUnavailable },
    ]);
    expect(await auditRows(t.database, { action: 'reveal' })).toHaveLength(0);
  });

  it("shows an occupied, unexpired profile's access of the link's client only, each reveal audited with the address", async () => {
    const { ana, anaActive, anaExpired, betoProfile, free } = await shop();
    await setShowsAccess(true);
    const { token } = await makeLink(ana.id);
    const page = (await visitor().get(`/api/portal/${token}`)).json();
    expect(page.shop.showsAccess).toBe(true);
    expect(page.profiles.map((p: { id: number; canReveal: boolean }) => [p.id, p.canReveal])).toEqual(
      expect.arrayContaining([
        [anaActive.id, true],
        [anaExpired.id, false],
      ]),
    );
    const client = visitor('203.0.113.50');
    const response = await client.post(
      `/api/portal/${token}/reveal`,
      { profileId: anaActive.id },
      { noCsrf: true },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      access: { profileId: anaActive.id, username: 'ana@netflix.co', password: 'N3tfl1x', pin: '1234' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    for (const profileId of [anaExpired.id, betoProfile.id, free.id, 999_999]) {
      const refused = await client.post(`/api/portal/${token}/reveal`, { profileId }, { noCsrf: true });
      expect([refused.statusCode, refused.json()], String(profileId)).toEqual([
        404,
        { error: portalMessages.accessUnavailable },
      ]);
    }
    const reveals = await auditRows(t.database, { action: 'reveal' });
    expect(reveals).toHaveLength(1);
    expect([reveals[0]!.note, reveals[0]!.user_name, reveals[0]!.client_id, reveals[0]!.account_id]).toEqual([
      portalMessages.revealNote('Netflix', 'Perfil 1', '203.0.113.50'),
      portalMessages.actor,
      ana.id,
      anaActive.account_id,
    ]);
  });
});

describe('portal security', () => {
  it('a staff session cookie adds nothing to a portal request', async () => {
    const { ana, anaActive } = await shop();
    const { client: admin } = await signedInClient(t, { role: 'admin' }, nextIp());
    // An admin's cookie with an unknown token: the same 404 as anyone.
    expect((await admin.get('/api/portal/AAAAAAAAAAAAAAAAAAAAAA')).json()).toEqual(INVALID);
    const { token } = await makeLink(ana.id);
    // With a good token: the same page with or without the cookie.
    const withCookie = await admin.get(`/api/portal/${token}`);
    const without = await visitor().get(`/api/portal/${token}`);
    expect(withCookie.json()).toEqual(without.json());
    // And no reveal while the shop does not show access details, even for an admin's cookie.
    const reveal = await admin.post(`/api/portal/${token}/reveal`, { profileId: anaActive.id });
    expect(reveal.statusCode).toBe(404);
    // The view is the portal's, not the admin's.
    const [view] = await auditRows(t.database, { action: 'view' });
    expect([view!.user_id, view!.user_name]).toEqual([null, portalMessages.actor]);
  });

  it('a portal token reaches no staff endpoint, as a bearer, a cookie or a CSRF token', async () => {
    const { ana } = await shop();
    const { token } = await makeLink(ana.id);
    const outsider = visitor();
    for (const url of ['/api/clients', `/api/clients/${ana.id}`, '/api/auth/me', '/api/accounts'])
      for (const headers of [
        { authorization: `Bearer ${token}` } as Record<string, string>,
        { cookie: `cc_session=${token}` },
      ]) {
        const response = await outsider.get(url, { headers });
        expect(response.statusCode, `${url} ${Object.keys(headers)[0]}`).toBe(401);
      }
    const write = await outsider.post(
      `/api/clients/${ana.id}/portal-link`,
      {},
      { noCsrf: true, headers: { 'x-csrf-token': token, cookie: `cc_csrf=${token}` } },
    );
    expect(write.statusCode).toBe(401);
  });

  it('sends no-store, no-referrer and noindex on the API, and a strict CSP on the pages', async () => {
    const { ana } = await shop();
    const { token } = await makeLink(ana.id);
    const client = visitor();
    for (const url of [
      `/api/portal/${token}`,
      '/api/portal/AAAAAAAAAAAAAAAAAAAAAA',
      `/p/${token}`,
      '/p/nada',
    ]) {
      const response = await client.get(url);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['x-robots-tag'], url).toContain('noindex');
      if (url.startsWith('/p/')) {
        const csp = String(response.headers['content-security-policy']);
        expect(csp).toContain("default-src 'none'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toContain('unsafe');
      }
    }
  });

  it('limits an address to 60 portal requests a minute, shared by /p/* and /api/portal/*', async () => {
    const { ana } = await shop();
    const { token } = await makeLink(ana.id);
    const client = visitor('192.0.2.60');
    for (let i = 0; i < 30; i += 1) {
      expect((await client.get(`/api/portal/${token}`)).statusCode).toBe(200);
      expect((await client.get(`/p/${token}`)).statusCode).not.toBe(429);
    }
    const refused = await client.get(`/api/portal/${token}`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await client.get(`/p/${token}`)).statusCode).toBe(429);
    // Another address is not held back; the next minute this one is let through again.
    expect((await visitor('192.0.2.61').get(`/api/portal/${token}`)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await client.get(`/api/portal/${token}`)).statusCode).toBe(200);
  });

  it('stops an address after 10 failed tokens a minute, even with a good token', async () => {
    const { ana } = await shop();
    const { token } = await makeLink(ana.id);
    const guesser = visitor('192.0.2.10');
    for (let i = 0; i < 10; i += 1)
      expect((await guesser.get(`/api/portal/guess${i}AAAAAAAAAAAAAAAA`)).statusCode).toBe(404);
    const refused = await guesser.get(`/api/portal/${token}`);
    expect([refused.statusCode, refused.json().error]).toEqual([
      429,
      expect.stringContaining('Demasiadas solicitudes'),
    ]);
    expect((await visitor('192.0.2.11').get(`/api/portal/${token}`)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await guesser.get(`/api/portal/${token}`)).statusCode).toBe(200);
  });
});
