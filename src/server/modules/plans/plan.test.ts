import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { authMessages } from '#shared/messages/auth';
import { plansMessages } from '#shared/messages/plans';
import { servicesMessages } from '#shared/messages/services';
import { insertService } from '#tests/factories/catalog.factory';
import { insertMovement } from '#tests/factories/movement.factory';
import { insertPlan } from '#tests/factories/plan.factory';
import { netflixWithFreeAndOccupied } from '#tests/factories/profile.factory';
import { auditRows } from '#tests/setup/audit-rows';
import { countRows } from '#tests/setup/count-rows';
import { resetDatabase } from '#tests/setup/reset-database';
import type { TestClient } from '#tests/setup/test-app';
import { signedInClient, TestClient as AnonymousClient, useTestApp } from '#tests/setup/test-app';

// Planes de un servicio (issue 25 item 1, docs/decisions/039).

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
let me: { id: number };
beforeEach(async () => {
  ({ client: c, user: me } = await signedInClient(t, { full_name: 'Laura Gómez' }));
});

const m = plansMessages;
const today = () => businessToday(t.clock.now(), t.config.TZ_APP);
const plans = (serviceId: number) =>
  c.get(`/api/services/${serviceId}/plans`).then((r) => r.json().plans as Record<string, unknown>[]);
const threeMonths = { name: '3 meses', durationMonths: 3, price: 40000 };

describe('GET/POST /api/services/{id}/plans', () => {
  it('creates a plan with the reseller price at 80 % in whole pesos, last in the list, and audits it', async () => {
    const service = await insertService(t.database.db, { name: 'Netflix', price: 15000 });
    const created = await c.post(`/api/services/${service.id}/plans`, { ...threeMonths, price: '40.001' });
    expect(created.statusCode).toBe(201);
    expect(created.json().plan).toEqual({
      id: expect.any(Number),
      serviceId: service.id,
      name: '3 meses',
      durationDays: null,
      durationMonths: 3,
      price: 40001,
      resellerPrice: 32001,
      kind: 'perfil',
      active: true,
      position: 0,
    });
    const second = await c.post(`/api/services/${service.id}/plans`, {
      name: '27 días',
      durationDays: '27',
      price: 14000,
      resellerPrice: 11000,
      kind: 'cuenta_completa',
    });
    expect(second.json().plan).toMatchObject({ durationDays: 27, resellerPrice: 11000, position: 1 });
    expect((await plans(service.id)).map((p) => p.name)).toEqual(['3 meses', '27 días']);
    const [row] = await auditRows(t.database, { entity: 'plan', entity_id: created.json().plan.id });
    expect(row).toMatchObject({
      user_id: me.id,
      action: 'create',
      entity_label: 'Netflix · 3 meses',
      changes: expect.arrayContaining([
        { field: 'price', before: null, after: 40001 },
        { field: 'reseller_price', before: null, after: 32001 },
        { field: 'duration_months', before: null, after: 3 },
      ]),
    });
  });

  it('gives a new service its "1 mes" plan at its price', async () => {
    const response = await c.post('/api/services', { name: 'Disney+', price: 12000, maxProfiles: 4 });
    const service = response.json().service;
    expect(await plans(service.id)).toEqual([
      expect.objectContaining({
        name: '1 mes',
        durationDays: 30,
        durationMonths: null,
        price: 12000,
        resellerPrice: 9600,
      }),
    ]);
    expect(await auditRows(t.database, { entity: 'plan' })).toHaveLength(1);
  });

  it('lists the active plans first, each group by position', async () => {
    const service = await insertService(t.database.db);
    await insertPlan(t.database.db, service.id, { name: 'A', position: 0, active: 0 });
    await insertPlan(t.database.db, service.id, { name: 'B', position: 2 });
    await insertPlan(t.database.db, service.id, { name: 'C', position: 1 });
    expect((await plans(service.id)).map((p) => p.name)).toEqual(['C', 'B', 'A']);
  });

  it.each([
    [{ ...threeMonths, durationMonths: 0 }, m.invalidMonths],
    [{ ...threeMonths, durationMonths: 13 }, m.invalidMonths],
    [{ ...threeMonths, durationMonths: 1.5 }, m.invalidMonths],
    [{ name: 'x', durationDays: 0, price: 1 }, m.invalidDays],
    [{ name: 'x', durationDays: 367, price: 1 }, m.invalidDays],
    [{ name: 'x', durationDays: 30, durationMonths: 1, price: 1 }, m.durationRequired],
    [{ name: 'x', price: 1 }, m.durationRequired],
    [{ name: 'x', durationDays: '', durationMonths: null, price: 1 }, m.durationRequired],
    [{ ...threeMonths, price: -1 }, m.invalidPrice],
    [{ ...threeMonths, price: 100_000_001 }, m.invalidPrice],
    [{ ...threeMonths, price: 10.5 }, m.invalidPrice],
    [{ ...threeMonths, resellerPrice: -5 }, m.invalidResellerPrice],
    [{ ...threeMonths, resellerPrice: 100_000_001 }, m.invalidResellerPrice],
    [{ ...threeMonths, name: '' }, m.nameRequired],
    [{ ...threeMonths, name: 'x'.repeat(61) }, m.nameTooLong],
    [{ ...threeMonths, kind: 'combo' }, m.invalidKind],
    [{ ...threeMonths, position: -1 }, m.invalidPosition],
  ])('refuses %j with a Spanish 400, writing nothing', async (body, message) => {
    const service = await insertService(t.database.db);
    const response = await c.post(`/api/services/${service.id}/plans`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await countRows(t.database.db, 'service_plans')).toBe(0);
    expect(await countRows(t.database.db, 'audit_log')).toBe(0);
  });

  it('accepts the edges: 1 and 366 days, 1 and 12 months, prices 0 and 100.000.000', async () => {
    const service = await insertService(t.database.db);
    for (const body of [
      { name: 'a', durationDays: 1, price: 0 },
      { name: 'b', durationDays: 366, price: 100_000_000 },
      { name: 'c', durationMonths: 1, price: 0, resellerPrice: 0 },
      { name: 'd', durationMonths: 12, price: 100_000_000, resellerPrice: 100_000_000 },
    ])
      expect((await c.post(`/api/services/${service.id}/plans`, body)).statusCode).toBe(201);
  });

  it('answers 404 for an unknown service, writing nothing', async () => {
    const read = await c.get('/api/services/999/plans');
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ error: servicesMessages.notFound });
    const write = await c.post('/api/services/999/plans', threeMonths);
    expect(write.statusCode).toBe(404);
    expect(write.json()).toEqual({ error: servicesMessages.notFound });
    expect(await countRows(t.database.db, 'service_plans')).toBe(0);
    expect(await countRows(t.database.db, 'audit_log')).toBe(0);
  });

  it('keeps a service to 30 plans (409)', async () => {
    const service = await insertService(t.database.db);
    for (let i = 0; i < 30; i += 1) await insertPlan(t.database.db, service.id, { position: i });
    const response = await c.post(`/api/services/${service.id}/plans`, threeMonths);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: m.tooMany(30) });
  });

  it('keeps the cap and distinct positions when staff add plans to one service at once', async () => {
    const service = await insertService(t.database.db);
    for (let i = 0; i < 27; i += 1) await insertPlan(t.database.db, service.id, { position: i });
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        c.post(`/api/services/${service.id}/plans`, { ...threeMonths, name: `Plan ${i}` }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    const positions = (
      await t.database.db
        .selectFrom('service_plans')
        .select('position')
        .where('service_id', '=', service.id)
        .execute()
    ).map((p) => p.position);
    expect(positions).toHaveLength(30);
    expect(new Set(positions).size).toBe(30);
  });

  it('refuses an expired user (403 before validating) and a request without a session (401)', async () => {
    const service = await insertService(t.database.db);
    const plan = await insertPlan(t.database.db, service.id);
    const { client: expired, user } = await signedInClient(t);
    await t.database.db
      .updateTable('users')
      .set({ expiry_date: '2020-01-01' })
      .where('id', '=', user.id)
      .execute();
    const refused = await expired.post(`/api/services/${service.id}/plans`, { price: -1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: authMessages.userExpired });
    const anonymous = new AnonymousClient(t.app);
    for (const [method, url] of [
      ['GET', `/api/services/${service.id}/plans`],
      ['POST', `/api/services/${service.id}/plans`],
      ['PUT', `/api/plans/${plan.id}`],
      ['DELETE', `/api/plans/${plan.id}`],
    ] as const)
      expect((await anonymous.request(method, url, method === 'GET' ? {} : { body: {} })).statusCode).toBe(
        401,
      );
    expect(await countRows(t.database.db, 'service_plans')).toBe(1);
    expect(await countRows(t.database.db, 'audit_log')).toBe(0);
  });
});

describe('PUT /api/plans/{id}', () => {
  it('edits the plan, moves it to the place it names and audits the changed fields', async () => {
    const service = await insertService(t.database.db, { name: 'Netflix' });
    const first = await insertPlan(t.database.db, service.id, { name: '1 mes', position: 0 });
    const second = await insertPlan(t.database.db, service.id, {
      name: '27 días',
      duration_days: 27,
      position: 1,
    });
    const response = await c.put(`/api/plans/${second.id}`, {
      name: '27 días',
      durationDays: 27,
      price: 14000,
      position: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().plan).toMatchObject({ price: 14000, resellerPrice: 11200, position: 0 });
    expect((await plans(service.id)).map((p) => p.id)).toEqual([second.id, first.id]);
    const [row] = await auditRows(t.database, { entity: 'plan', entity_id: second.id });
    expect(row).toMatchObject({
      action: 'update',
      changes: [
        { field: 'price', before: 15000, after: 14000 },
        { field: 'reseller_price', before: 12000, after: 11200 },
        { field: 'position', before: 2, after: 1 },
      ],
    });
  });

  it('answers 404 for an unknown plan and 400 for a bad body, writing nothing', async () => {
    const service = await insertService(t.database.db);
    const plan = await insertPlan(t.database.db, service.id);
    expect((await c.put('/api/plans/999', threeMonths)).statusCode).toBe(404);
    const bad = await c.put(`/api/plans/${plan.id}`, { ...threeMonths, durationDays: 10 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: m.durationRequired });
    expect(await countRows(t.database.db, 'audit_log')).toBe(0);
    expect((await plans(service.id))[0]).toMatchObject({ name: '1 mes', price: 15000 });
  });
});

describe('DELETE /api/plans/{id}', () => {
  it('deletes a plan no movement names, closes the gap and audits it', async () => {
    const service = await insertService(t.database.db);
    const a = await insertPlan(t.database.db, service.id, { name: 'A', position: 0 });
    const b = await insertPlan(t.database.db, service.id, { name: 'B', position: 1 });
    const response = await c.delete(`/api/plans/${a.id}`);
    expect(response.json()).toEqual({ ok: true, deactivated: false });
    expect(await plans(service.id)).toEqual([expect.objectContaining({ id: b.id, position: 0 })]);
    expect(await auditRows(t.database, { entity: 'plan', entity_id: a.id })).toEqual([
      expect.objectContaining({ action: 'delete', user_id: me.id }),
    ]);
    expect((await c.delete(`/api/plans/${a.id}`)).statusCode).toBe(404);
  });

  it('deactivates a plan a movement names instead of deleting it, and says so in the trail', async () => {
    const service = await insertService(t.database.db);
    const plan = await insertPlan(t.database.db, service.id);
    await insertMovement(t.database.db, { service_id: service.id, plan_id: plan.id });
    const response = await c.delete(`/api/plans/${plan.id}`);
    expect(response.json()).toEqual({ ok: true, deactivated: true });
    expect(await plans(service.id)).toEqual([expect.objectContaining({ id: plan.id, active: false })]);
    expect(await auditRows(t.database, { entity: 'plan', entity_id: plan.id })).toEqual([
      expect.objectContaining({
        action: 'update',
        note: m.deactivatedInUse,
        changes: [{ field: 'active', before: true, after: false }],
      }),
    ]);
  });
});

describe('a sale and a renewal by plan', () => {
  it('records the plan on the venta and the renovacion movements', async () => {
    const { service, ana, free, occupied } = await netflixWithFreeAndOccupied(t.database.db, today());
    const plan = await insertPlan(t.database.db, service.id, { name: '27 días', duration_days: 27 });
    const sold = await c.put(`/api/profiles/${free}`, {
      name: 'Perfil 1',
      status: 'ocupado',
      clientId: ana.id,
      expiryDate: addDays(today(), 27),
      customPrice: 14000,
      planId: plan.id,
    });
    expect(sold.statusCode).toBe(200);
    const renewed = await c.post(`/api/profiles/${occupied}/renew`, {
      days: 27,
      price: 14000,
      planId: plan.id,
    });
    expect(renewed.statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('movements')
      .select(['type', 'plan_id', 'amount'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { type: 'venta', plan_id: plan.id, amount: 14000 },
      { type: 'renovacion', plan_id: plan.id, amount: 14000 },
    ]);
    // Now in use: its delete deactivates it.
    expect((await c.delete(`/api/plans/${plan.id}`)).json()).toEqual({ ok: true, deactivated: true });
  });

  it('never leaves a sale without its plan when the plan is deleted at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      await resetDatabase(t.database);
      ({ client: c } = await signedInClient(t, { role: 'admin' }));
      const { service, ana, free } = await netflixWithFreeAndOccupied(t.database.db, today());
      const plan = await insertPlan(t.database.db, service.id);
      const [sold, removed] = await Promise.all([
        c.put(`/api/profiles/${free}`, {
          name: 'Perfil 1',
          status: 'ocupado',
          clientId: ana.id,
          planId: plan.id,
        }),
        c.delete(`/api/plans/${plan.id}`),
      ]);
      expect(removed.statusCode).toBe(200);
      const sales = await t.database.db.selectFrom('movements').select('plan_id').execute();
      if (sold.statusCode === 200) {
        // The sale won: the plan is in use, so the delete only deactivated it.
        expect(removed.json()).toEqual({ ok: true, deactivated: true });
        expect(sales).toEqual([{ plan_id: plan.id }]);
      } else {
        // The delete won: the sale found no plan and wrote nothing.
        expect(sold.statusCode).toBe(404);
        expect(sales).toEqual([]);
      }
    }
  });

  it("refuses another service's plan (400), an unknown one (404) and an inactive one (409), writing nothing", async () => {
    const { service, ana, free, occupied } = await netflixWithFreeAndOccupied(t.database.db, today());
    const other = await insertService(t.database.db, { name: 'Disney+' });
    const foreign = await insertPlan(t.database.db, other.id);
    const inactive = await insertPlan(t.database.db, service.id, { active: 0 });
    const sale = (planId: number) =>
      c.put(`/api/profiles/${free}`, { name: 'Perfil 1', status: 'ocupado', clientId: ana.id, planId });
    const cases = [
      [await sale(foreign.id), 400, m.otherService],
      [await sale(999), 404, m.notFound],
      [await sale(inactive.id), 409, m.inactive],
      [await c.post(`/api/profiles/${occupied}/renew`, { planId: foreign.id }), 400, m.otherService],
      [await c.post(`/api/profiles/${occupied}/renew`, { planId: inactive.id }), 409, m.inactive],
      [await c.post(`/api/profiles/${occupied}/renew`, { planId: 'x' }), 400, m.invalidPlan],
    ] as const;
    for (const [response, status, message] of cases) {
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error: message });
    }
    expect(await countRows(t.database.db, 'movements')).toBe(0);
    expect(await countRows(t.database.db, 'audit_log')).toBe(0);
    const profile = await t.database.db
      .selectFrom('profiles')
      .select('status')
      .where('id', '=', free)
      .executeTakeFirstOrThrow();
    expect(profile.status).toBe('libre');
  });
});
