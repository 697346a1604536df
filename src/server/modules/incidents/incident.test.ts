import { beforeEach, describe, expect, it } from 'vitest';
import { apiTokenMessages } from '#shared/messages/api-tokens';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { INCIDENT_MAX_ACCOUNTS } from '#shared/domain/incidents';
import { incidentsMessages as m } from '#shared/messages/incidents';
import { buildAccount, insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { auditRows } from '#tests/setup/audit-rows';
import { countRows } from '#tests/setup/count-rows';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';
import { sealCredentials } from '../../lib/credentials';

// Incidentes (issue 26 item 1, docs/decisions/050).

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t, { full_name: 'Laura Gómez' }));
});

const db = () => t.database.db;
const today = () => businessToday(t.clock.now(), t.config.TZ_APP);
const expiryOf = async (profileId: number) =>
  (
    await db()
      .selectFrom('profiles')
      .select('expiry_date')
      .where('id', '=', profileId)
      .executeTakeFirstOrThrow()
  ).expiry_date;
const profileIdsOf = (accountId: number) =>
  db()
    .selectFrom('profiles')
    .select('id')
    .where('account_id', '=', accountId)
    .orderBy('position')
    .execute()
    .then((rows) => rows.map((r) => r.id));

/** Two services; Ana holds two profiles of two Disney+ accounts, Beto one; a Netflix account too. */
async function shop() {
  const disney = await insertService(db(), { name: 'Disney+' });
  const netflix = await insertService(db(), { name: 'Netflix' });
  const ana = await insertClient(db(), { name: 'Ana Ruiz', phone: '+573001112233' });
  const beto = await insertClient(db(), { name: 'Beto Díaz', phone: '+573004445566' });
  const first = await insertAccount(
    db(),
    disney.id,
    { username: 'd1@x.co', provider_renewal_date: '2026-12-05' },
    [
      { status: 'ocupado', client_id: ana.id, expiry_date: addDays(today(), 2) },
      { status: 'ocupado', client_id: beto.id, expiry_date: addDays(today(), -1) },
      {},
    ],
  );
  const second = await insertAccount(db(), disney.id, { username: 'd2@x.co' }, [
    { status: 'ocupado', client_id: ana.id, expiry_date: addDays(today(), 10) },
    { status: 'expirado', client_id: beto.id, expiry_date: addDays(today(), -20) },
  ]);
  const other = await insertAccount(
    db(),
    netflix.id,
    { username: 'n1@x.co', provider_renewal_date: '2026-12-05' },
    [{ status: 'ocupado', client_id: beto.id, expiry_date: addDays(today(), 4) }],
  );
  return { disney, netflix, ana, beto, first, second, other };
}

const body = (scope: object, extra: object = {}) => ({
  days: 3,
  reason: 'Caída de Disney+',
  ...scope,
  ...extra,
});

describe('POST /api/incidents/preview', () => {
  it('lists every occupied profile of the selection grouped by client, with both dates, writing nothing', async () => {
    const s = await shop();
    const response = await c.post('/api/incidents/preview', body({ accountIds: [s.first.id, s.second.id] }));
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.scope).toEqual({
      kind: 'accounts',
      serviceId: null,
      serviceName: null,
      providerRenewalDate: null,
    });
    expect(preview.totals).toEqual({ accounts: 2, profiles: 3, clients: 2 });
    const [ana, beto] = preview.clients;
    expect(ana.client).toEqual({ id: s.ana.id, name: 'Ana Ruiz', phone: '+573001112233' });
    expect(
      ana.profiles.map((p: { currentExpiry: string; newExpiry: string }) => [p.currentExpiry, p.newExpiry]),
    ).toEqual([
      [addDays(today(), 2), addDays(today(), 5)],
      [addDays(today(), 10), addDays(today(), 13)],
    ]);
    expect(ana.profiles[0]).toMatchObject({
      serviceName: 'Disney+',
      accountUsername: 'd1@x.co',
      profileName: 'Perfil 1',
    });
    // Beto's expirado profile is not occupied: only his ocupado one (already past its date) counts.
    expect(beto.profiles).toHaveLength(1);
    expect(beto.profiles[0].newExpiry).toBe(addDays(today(), 2));
    expect(await countRows(db(), 'incidents')).toBe(0);
    expect(await expiryOf(ana.profiles[0].profileId)).toBe(addDays(today(), 2));
  });

  it('takes a service, or a supplier payment date, as the scope', async () => {
    const s = await shop();
    const byService = (await c.post('/api/incidents/preview', body({ serviceId: s.netflix.id }))).json();
    expect(byService.scope).toMatchObject({
      kind: 'service',
      serviceId: s.netflix.id,
      serviceName: 'Netflix',
    });
    expect(byService.totals).toEqual({ accounts: 1, profiles: 1, clients: 1 });
    const byDate = (
      await c.post('/api/incidents/preview', body({ providerRenewalDate: '2026-12-05' }))
    ).json();
    expect(byDate.scope).toMatchObject({ kind: 'provider_date', providerRenewalDate: '2026-12-05' });
    expect(byDate.totals).toEqual({ accounts: 2, profiles: 3, clients: 2 });
    expect((await c.post('/api/incidents/preview', body({ serviceId: 999 }))).json()).toEqual({
      error: m.serviceNotFound,
    });
  });

  it('counts the accounts as the stored incident does: only those with a profile it moves', async () => {
    const s = await shop();
    const empty = await insertAccount(db(), s.disney.id, { username: 'd3@x.co' }, [{}]);
    const scope = body({ accountIds: [s.first.id, s.second.id, empty.id] });
    const preview = (await c.post('/api/incidents/preview', scope)).json();
    expect(preview.totals).toEqual({ accounts: 2, profiles: 3, clients: 2 });
    const { incident } = (await c.post('/api/incidents', scope)).json();
    expect(incident.accountsCount).toBe(preview.totals.accounts);
    const [listed] = (await c.get('/api/incidents')).json().incidents;
    expect(listed.accountsCount).toBe(2);
  });
});

describe('POST /api/incidents', () => {
  it('adds the days to the occupied profiles only, records no movement, audits each profile under the incident and queues one message per client', async () => {
    const s = await shop();
    const [a1, b1, free] = await profileIdsOf(s.first.id);
    const [a2, marked] = await profileIdsOf(s.second.id);
    const response = await c.post('/api/incidents', body({ accountIds: [s.first.id, s.second.id] }));
    expect(response.statusCode).toBe(201);
    const { incident, differences } = response.json();
    expect(differences).toBeNull();
    expect(incident).toMatchObject({
      reason: 'Caída de Disney+',
      days: 3,
      accountsCount: 2,
      profilesCount: 3,
      clientsCount: 2,
      createdByName: 'Laura Gómez',
      undoneAt: null,
      canUndo: true,
    });
    expect(await expiryOf(a1!)).toBe(addDays(today(), 5));
    expect(await expiryOf(b1!)).toBe(addDays(today(), 2));
    expect(await expiryOf(a2!)).toBe(addDays(today(), 13));
    expect(await expiryOf(free!)).toBeNull();
    expect(await expiryOf(marked!)).toBe(addDays(today(), -20));
    expect(await countRows(db(), 'movements')).toBe(0);

    const lines = await auditRows(t.database, { action: 'compensation' });
    expect(lines).toHaveLength(3);
    expect(
      lines.every(
        (l) => l.incident_id === incident.id && l.entity === 'profile' && l.note === 'Caída de Disney+',
      ),
    ).toBe(true);
    expect(lines.find((l) => l.entity_id === a1)!.changes).toEqual([
      { field: 'expiry_date', before: addDays(today(), 2), after: addDays(today(), 5) },
      { field: 'days', before: null, after: 3 },
    ]);
    const [own] = await auditRows(t.database, { entity: 'incident', action: 'create' });
    expect(own).toMatchObject({ entity_id: incident.id, incident_id: incident.id });

    // Avisos: one compensación message per client, with the reason, the days and the new dates.
    const notices = (await c.get('/api/incidents/notices')).json();
    expect(notices.pagination.totalCount).toBe(2);
    const ana = notices.notices.find((n: { client: { id: number } }) => n.client.id === s.ana.id);
    expect(ana.profiles.map((p: { newExpiry: string }) => p.newExpiry)).toEqual([
      addDays(today(), 5),
      addDays(today(), 13),
    ]);
    expect(ana.message).toContain('Caída de Disney+');
    expect(ana.message).toContain('3 días');
    expect(ana.message.match(/Nueva fecha de vencimiento/g)).toHaveLength(2);

    const sent = await c.post(`/api/incidents/${incident.id}/notices/${s.ana.id}`, { outcome: 'enviado' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().notice).toMatchObject({ outcome: 'enviado', notifiedByName: 'Laura Gómez' });
    const again = await c.post(`/api/incidents/${incident.id}/notices/${s.ana.id}`, { outcome: 'omitido' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: m.noticeHandled('Laura Gómez', 'Ana Ruiz', 'enviado') });
    expect(
      (await c.get('/api/incidents/notices'))
        .json()
        .notices.map((n: { client: { id: number } }) => n.client.id),
    ).toEqual([s.beto.id]);
  });

  it('lists in a message only the profiles its client still holds, and hides a card left with none', async () => {
    const s = await shop();
    const [a1] = await profileIdsOf(s.first.id);
    const [a2] = await profileIdsOf(s.second.id);
    const { incident } = (
      await c.post('/api/incidents', body({ accountIds: [s.first.id, s.second.id] }))
    ).json();
    const text = 'Hola {nombre_cliente}\n{servicio} · {perfil} · PIN {pin} · {correo} · {contraseña}';
    expect((await c.put('/api/templates/whatsapp/compensacion', { text })).statusCode).toBe(200);
    // Ana's first profile is freed and sold to Beto with a new PIN: her message must not show it.
    await db()
      .updateTable('profiles')
      .set(sealCredentials({ status: 'ocupado' as const, client_id: s.beto.id, pin: '9876' }))
      .where('id', '=', a1!)
      .execute();
    const anaOf = async () =>
      (await c.get('/api/incidents/notices'))
        .json()
        .notices.find((n: { client: { id: number } }) => n.client.id === s.ana.id);
    const ana = await anaOf();
    expect(ana.profiles.map((p: { profileId: number }) => p.profileId)).toEqual([a2]);
    expect(ana.message).not.toContain('9876');
    expect(ana.message).not.toContain('d1@x.co');
    expect(ana.message).toContain('d2@x.co');
    // Her other profile is freed too: nothing is left to tell her, so her card leaves Avisos.
    await db()
      .updateTable('profiles')
      .set({ status: 'libre', client_id: null, expiry_date: null })
      .where('id', '=', a2!)
      .execute();
    expect(await anaOf()).toBeUndefined();
    const notices = (await c.get('/api/incidents/notices')).json();
    expect(notices.pagination.totalCount).toBe(1);
    expect(notices.notices.map((n: { client: { id: number } }) => n.client.id)).toEqual([s.beto.id]);
    expect(notices.notices[0].message).not.toMatch(/\{(servicio|perfil)\}/);
    // The queue row itself is untouched: nobody sent or skipped it.
    const row = await db()
      .selectFrom('incident_clients')
      .select('outcome')
      .where('incident_id', '=', incident.id)
      .where('client_id', '=', s.ana.id)
      .executeTakeFirstOrThrow();
    expect(row.outcome).toBeNull();
  });

  it('applies to the records as they are now and says what differed from the preview', async () => {
    const s = await shop();
    const preview = (await c.post('/api/incidents/preview', body({ accountIds: [s.first.id] }))).json();
    const ids = preview.clients.flatMap((g: { profiles: { profileId: number }[] }) =>
      g.profiles.map((p) => p.profileId),
    );
    // Meanwhile Beto's profile is released and the free one is sold to Ana.
    const [, b1, free] = await profileIdsOf(s.first.id);
    await db()
      .updateTable('profiles')
      .set({ status: 'libre', client_id: null, expiry_date: null })
      .where('id', '=', b1!)
      .execute();
    await db()
      .updateTable('profiles')
      .set({ status: 'ocupado', client_id: s.ana.id, expiry_date: addDays(today(), 30) })
      .where('id', '=', free!)
      .execute();
    const response = await c.post(
      '/api/incidents',
      body({ accountIds: [s.first.id], previewProfileIds: ids }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().differences).toEqual({
      previewProfiles: 2,
      appliedProfiles: 2,
      added: [free],
      missing: [b1],
    });
    expect(await expiryOf(free!)).toBe(addDays(today(), 33));
  });

  it('refuses a selection with nothing held (409), writing nothing', async () => {
    const service = await insertService(db());
    const empty = await insertAccount(db(), service.id);
    const response = await c.post('/api/incidents', body({ accountIds: [empty.id] }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: m.nothingToCompensate });
    expect(await countRows(db(), 'incidents')).toBe(0);
  });

  it.each([
    [{ accountIds: [1], days: 0 }, m.days],
    [{ accountIds: [1], days: 61 }, m.days],
    [{ accountIds: [1], days: 'tres' }, m.days],
    [{ accountIds: [1], days: 2.5 }, m.days],
    [{ accountIds: [1], reason: '' }, m.reasonRequired],
    [{ accountIds: [1], reason: '   ' }, m.reasonRequired],
    [{ accountIds: [1], reason: 'x'.repeat(201) }, m.reasonTooLong],
    [{}, m.scopeRequired],
    [{ accountIds: [1], serviceId: 1 }, m.oneScope],
    [{ accountIds: [] }, m.invalidAccounts],
    [{ providerRenewalDate: '2026-02-30' }, m.invalidProviderDate],
  ])('refuses %j with 400 and its message, writing nothing', async (scope, message) => {
    for (const url of ['/api/incidents/preview', '/api/incidents']) {
      const response = await c.post(url, { days: 3, reason: 'Caída', ...scope });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
    }
    expect(await countRows(db(), 'incidents')).toBe(0);
  });

  it(`refuses more than ${INCIDENT_MAX_ACCOUNTS} accounts with 400 in Spanish`, async () => {
    const accountIds = Array.from({ length: INCIDENT_MAX_ACCOUNTS + 1 }, (_, i) => i + 1);
    for (const url of ['/api/incidents/preview', '/api/incidents']) {
      const response = await c.post(url, body({ accountIds }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: m.tooManyAccounts(INCIDENT_MAX_ACCOUNTS) });
    }
    expect(m.tooManyAccounts(INCIDENT_MAX_ACCOUNTS)).toContain('5.000');
  });

  it('is refused with 403 before the body is read to whoever may not write Cuentas, and 401 signed out', async () => {
    const { client: admin } = await signedInClient(t, { role: 'admin' });
    const { token } = (await admin.post('/api/tokens', { name: 'hoja', scope: 'lectura' })).json();
    const reader = new TestClient(t.app);
    const headers = { authorization: `Bearer ${token}` };
    for (const url of ['/api/incidents', '/api/incidents/preview', '/api/incidents/1/undo']) {
      const refused = await reader.post(url, { days: 0 }, { headers, noCsrf: true });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: apiTokenMessages.readOnly });
    }
    expect((await new TestClient(t.app).post('/api/incidents', { days: 0 })).statusCode).toBe(401);
  });
});

describe('Compensar días of one account', () => {
  it('is an incident of that account: undoable, with its clients queued in Avisos', async () => {
    const s = await shop();
    const response = await c.post(`/api/accounts/${s.first.id}/compensate`, { days: 2, reason: 'Caída' });
    expect(response.statusCode).toBe(200);
    const { compensated, incidentId, account } = response.json();
    expect(compensated).toBe(2);
    expect(account.id).toBe(s.first.id);
    const [listed] = (await c.get('/api/incidents')).json().incidents;
    expect(listed).toMatchObject({
      id: incidentId,
      scope: { kind: 'accounts' },
      accountsCount: 1,
      profilesCount: 2,
    });
    expect((await c.get('/api/incidents/notices')).json().pagination.totalCount).toBe(2);
    expect(
      (await c.post(`/api/accounts/${s.first.id}/compensate`, { days: 61, reason: 'x' })).json(),
    ).toEqual({
      error: m.days,
    });
  });
});

/** `accounts` accounts of one service, each with `perAccount` profiles held by one of 50 clients. */
async function bigShop(accounts: number, perAccount: number) {
  const service = await insertService(db(), { name: 'Disney+' });
  const clientIds: number[] = [];
  for (let i = 0; i < 50; i += 1) clientIds.push((await insertClient(db(), { name: `Cliente ${i}` })).id);
  const accountRows = Array.from({ length: accounts }, () => sealCredentials(buildAccount(service.id)));
  const accountIds: number[] = [];
  for (let i = 0; i < accountRows.length; i += 200)
    accountIds.push(
      ...(
        await db()
          .insertInto('accounts')
          .values(accountRows.slice(i, i + 200))
          .returning('id')
          .execute()
      ).map((r) => r.id),
    );
  const stamp = new Date().toISOString();
  const rows = accountIds.flatMap((accountId, a) =>
    Array.from({ length: perAccount }, (_, p) => ({
      account_id: accountId,
      position: p,
      name: `Perfil ${p + 1}`,
      status: 'ocupado' as const,
      client_id: clientIds[(a * perAccount + p) % clientIds.length]!,
      expiry_date: addDays(today(), (a + p) % 20),
      created_at: stamp,
      updated_at: stamp,
    })),
  );
  for (let i = 0; i < rows.length; i += 500)
    await db()
      .insertInto('profiles')
      .values(rows.slice(i, i + 500))
      .execute();
  return { service, accountIds };
}

describe('POST /api/incidents/{id}/undo', () => {
  it('over 2,000 profiles: takes the days back from all but the one changed in between, which it lists', async () => {
    const { accountIds } = await bigShop(410, 5);
    const applied = await c.post('/api/incidents', body({ accountIds, days: 7 }));
    expect(applied.statusCode).toBe(201);
    const { incident } = applied.json();
    expect(incident.profilesCount).toBe(2050);
    expect(await countRows(db(), 'incident_profiles')).toBe(2050);
    expect(await countRows(db(), 'audit_log', { column: 'action', value: 'compensation' })).toBe(2050);
    expect(await countRows(db(), 'movements')).toBe(0);

    // One profile is renewed meanwhile: its expiry is no longer the one the incident set.
    const [changed] = await profileIdsOf(accountIds[3]!);
    const renewedTo = addDays(today(), 90);
    await db().updateTable('profiles').set({ expiry_date: renewedTo }).where('id', '=', changed!).execute();
    const [untouched] = await profileIdsOf(accountIds[4]!);
    const untouchedBefore = await expiryOf(untouched!);

    const response = await c.post(`/api/incidents/${incident.id}/undo`);
    expect(response.statusCode).toBe(200);
    const undone = response.json();
    expect(undone.undone).toBe(2049);
    expect(undone.leftAlone).toEqual([
      expect.objectContaining({ profileId: changed, why: 'changed', serviceName: 'Disney+' }),
    ]);
    expect(undone.incident).toMatchObject({ undoneByName: 'Laura Gómez', undoSkipped: 1, canUndo: false });
    expect(await expiryOf(changed!)).toBe(renewedTo);
    expect(await expiryOf(untouched!)).toBe(addDays(untouchedBefore!, -7));
    expect(await countRows(db(), 'audit_log', { column: 'action', value: 'undo' })).toBe(2050);
    // An undone incident owes no message any more, and cannot be undone twice.
    expect((await c.get('/api/incidents/notices')).json().pagination.totalCount).toBe(0);
    const twice = await c.post(`/api/incidents/${incident.id}/undo`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: m.alreadyUndone });
  }, 240_000);

  it('is refused after 48 hours with 409 in Spanish, changing nothing', async () => {
    const s = await shop();
    const day = today();
    const { incident } = (await c.post('/api/incidents', body({ accountIds: [s.first.id] }))).json();
    const [a1] = await profileIdsOf(s.first.id);
    // Two days on, the session has lapsed too: sign in again.
    t.clock.advance(47 * 3_600_000);
    ({ client: c } = await signedInClient(t));
    expect((await c.get('/api/incidents')).json().incidents[0].canUndo).toBe(true);
    t.clock.advance(61 * 60_000);
    expect((await c.get('/api/incidents')).json().incidents[0].canUndo).toBe(false);
    const response = await c.post(`/api/incidents/${incident.id}/undo`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: m.undoExpired(48) });
    expect(await expiryOf(a1!)).toBe(addDays(day, 5));
    expect((await c.post('/api/incidents/999/undo')).statusCode).toBe(404);
  });
});

describe('GET /api/incidents', () => {
  it('pages the incidents newest first with their scope, counts, who and whether undone', async () => {
    const s = await shop();
    await c.post('/api/incidents', body({ serviceId: s.netflix.id, reason: 'Netflix caído' }));
    await c.post('/api/incidents', body({ providerRenewalDate: '2026-12-05', reason: 'Proveedor' }));
    const page = (await c.get('/api/incidents?page=1&limit=1')).json();
    expect(page.pagination).toMatchObject({ totalCount: 2, totalPages: 2, hasNextPage: true });
    expect(page.incidents[0]).toMatchObject({
      reason: 'Proveedor',
      scope: { kind: 'provider_date', providerRenewalDate: '2026-12-05' },
      profilesCount: 3,
      createdByName: 'Laura Gómez',
      undoneAt: null,
    });
    const second = (await c.get('/api/incidents?page=2&limit=1')).json().incidents[0];
    expect(second).toMatchObject({
      reason: 'Netflix caído',
      scope: { kind: 'service', serviceName: 'Netflix' },
    });
  });
});
