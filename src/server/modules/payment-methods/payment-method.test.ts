import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '#shared/messages/auth';
import { carteraMessages } from '#shared/messages/cartera';
import { insertClient } from '#tests/factories/catalog.factory';
import { insertPaymentMethod } from '#tests/factories/payment-method.factory';
import { auditRows } from '#tests/setup/audit-rows';
import { countRows } from '#tests/setup/count-rows';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

// Medios de pago (issue 24, item 1): admins edit them, every staff member reads them.

const t = useTestApp({ resetEachTest: true });
let admin: TestClient;
let me: { id: number };
beforeEach(async () => {
  ({ client: admin, user: me } = await signedInClient(t, { role: 'admin', full_name: 'Laura Gómez' }));
});

const m = carteraMessages;
const db = () => t.database.db;
const nequi = {
  kind: 'nequi',
  name: 'Nequi',
  holder: 'Ana Pérez',
  number: '300 123 4567',
  note: null,
  active: true,
};
const bancolombia = {
  kind: 'banco',
  name: 'Bancolombia',
  holder: 'Tienda Luz SAS',
  number: 'Ahorros 123-456789-01',
  note: 'Envía el comprobante por aquí',
  active: true,
};
const names = async (client = admin) =>
  ((await client.get('/api/payment-methods')).json().paymentMethods as { name: string }[]).map((p) => p.name);
const create = async (body: object) => (await admin.post('/api/payment-methods', body)).json().paymentMethod;

describe('GET /api/payment-methods', () => {
  it('answers every method, active or not, by position then id, to any signed-in staff member', async () => {
    await insertPaymentMethod(db(), { name: 'C', position: 2 });
    await insertPaymentMethod(db(), { name: 'A', position: 0, active: 0 });
    await insertPaymentMethod(db(), { name: 'B2', position: 1 });
    await insertPaymentMethod(db(), { name: 'B1', position: 1 });
    const { client: seller } = await signedInClient(t, {
      can_access_dashboard: 0,
      can_access_movimientos: 0,
      can_access_tienda: 0,
    });
    const response = await seller.get('/api/payment-methods');
    expect(response.statusCode).toBe(200);
    expect(response.json().paymentMethods.map((p: { name: string }) => p.name)).toEqual([
      'A',
      'B2',
      'B1',
      'C',
    ]);
    expect(response.json().paymentMethods[0]).toEqual({
      id: expect.any(Number),
      kind: 'nequi',
      name: 'A',
      holder: null,
      number: expect.any(String),
      note: null,
      active: false,
      position: 0,
    });
  });

  it('answers an empty list when the shop has none', async () => {
    expect((await admin.get('/api/payment-methods')).json()).toEqual({ paymentMethods: [] });
  });
});

describe('POST /api/payment-methods', () => {
  it('creates a method (201) and puts a new one last', async () => {
    const response = await admin.post('/api/payment-methods', nequi);
    expect(response.statusCode).toBe(201);
    expect(response.json().paymentMethod).toEqual({ id: expect.any(Number), ...nequi, position: 0 });
    expect((await admin.post('/api/payment-methods', bancolombia)).json().paymentMethod.position).toBe(1);
    await create({ kind: 'efectivo', name: 'Efectivo' });
    expect(await names()).toEqual(['Nequi', 'Bancolombia', 'Efectivo']);
  });

  it('puts it where `position` says, moving the others down', async () => {
    await create(nequi);
    await create(bancolombia);
    expect((await create({ kind: 'daviplata', name: 'Daviplata', position: 1 })).position).toBe(1);
    await create({ kind: 'breb', name: 'Bre-B', number: '@tiendaluz', position: 0 });
    await create({ kind: 'otro', name: 'Al final', position: 99 });
    expect(await names()).toEqual(['Bre-B', 'Nequi', 'Daviplata', 'Bancolombia', 'Al final']);
    const positions = (await admin.get('/api/payment-methods'))
      .json()
      .paymentMethods.map((p: { position: number }) => p.position);
    expect(positions).toEqual([0, 1, 2, 3, 4]);
  });

  it('trims the texts, keeps blank ones as null and defaults to active', async () => {
    const method = await create({
      kind: 'efectivo',
      name: '  Efectivo  ',
      holder: '  ',
      number: '',
      note: ' ',
    });
    expect(method).toMatchObject({ name: 'Efectivo', holder: null, number: null, note: null, active: true });
  });

  it.each([
    [{ ...nequi, kind: 'bitcoin' }, m.invalidKind],
    [{ ...nequi, kind: undefined }, m.invalidKind],
    [{ ...nequi, name: '   ' }, m.methodNameRequired],
    [{ ...nequi, name: undefined }, m.methodNameRequired],
    [{ ...nequi, name: 'N'.repeat(61) }, m.methodNameTooLong],
    [{ ...nequi, holder: 'H'.repeat(101) }, m.holderTooLong],
    [{ ...nequi, number: '1'.repeat(61) }, m.numberTooLong],
    [{ ...nequi, note: 'n'.repeat(301) }, m.noteTooLong],
    [{ ...nequi, position: -1 }, m.invalidPosition],
    [{ ...nequi, position: 1.5 }, m.invalidPosition],
    [{ ...nequi, position: 'primero' }, m.invalidPosition],
  ])('refuses %j with 400 and its Spanish message, writing nothing', async (body, message) => {
    const response = await admin.post('/api/payment-methods', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await countRows(db(), 'payment_methods')).toBe(0);
    expect(await auditRows(t.database)).toEqual([]);
  });
});

describe('PUT /api/payment-methods/{id}', () => {
  it('edits a method and keeps its place when no position is given', async () => {
    const first = await create(nequi);
    await create(bancolombia);
    const response = await admin.put(`/api/payment-methods/${first.id}`, {
      ...nequi,
      number: '311 765 4321',
      active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().paymentMethod).toEqual({
      ...first,
      number: '311 765 4321',
      active: false,
    });
    expect(await names()).toEqual(['Nequi', 'Bancolombia']);
  });

  it('moves a method up or down with `position` (the place in the list)', async () => {
    const a = await create({ ...nequi, name: 'A' });
    await create({ ...nequi, name: 'B' });
    const c = await create({ ...nequi, name: 'C' });
    expect(
      (await admin.put(`/api/payment-methods/${c.id}`, { ...nequi, name: 'C', position: 1 })).json(),
    ).toMatchObject({ paymentMethod: { name: 'C', position: 1 } });
    expect(await names()).toEqual(['A', 'C', 'B']);
    await admin.put(`/api/payment-methods/${a.id}`, { ...nequi, name: 'A', position: 2 });
    expect(await names()).toEqual(['C', 'B', 'A']);
  });

  it('answers 404 for an unknown method, and 400 for a bad body', async () => {
    const response = await admin.put('/api/payment-methods/999', nequi);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: m.methodNotFound });
    const method = await create(nequi);
    const bad = await admin.put(`/api/payment-methods/${method.id}`, { ...nequi, kind: 'cheque' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: m.invalidKind });
  });
});

describe('DELETE /api/payment-methods/{id}', () => {
  it('deletes a method and closes the gap in the order', async () => {
    await create({ ...nequi, name: 'A' });
    const b = await create({ ...nequi, name: 'B' });
    await create({ ...nequi, name: 'C' });
    const response = await admin.delete(`/api/payment-methods/${b.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const list = (await admin.get('/api/payment-methods')).json().paymentMethods;
    expect(list.map((p: { name: string; position: number }) => [p.name, p.position])).toEqual([
      ['A', 0],
      ['C', 1],
    ]);
  });

  it('keeps the payments recorded with it, with the method’s name and kind, only unlinked', async () => {
    const method = await create(nequi);
    const client = await insertClient(db(), { name: 'Ana Ruiz' });
    const now = new Date().toISOString();
    const payment = await db()
      .insertInto('payments')
      .values({
        client_id: client.id,
        client_name: client.name,
        amount: 15000,
        method_id: method.id,
        method_name: 'Nequi',
        method_kind: 'nequi',
        reference: 'M123',
        date: '2026-11-20',
        note: null,
        created_by: me.id,
        created_by_name: 'Laura Gómez',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await admin.delete(`/api/payment-methods/${method.id}`)).statusCode).toBe(200);
    const kept = await db()
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      method_id: null,
      method_name: 'Nequi',
      method_kind: 'nequi',
      reference: 'M123',
    });
    const [line] = await auditRows(t.database, { entity: 'payment_method', action: 'delete' });
    expect(line?.note).toBe(m.methodDeletedWithPayments(1));
  });

  it('answers 404 for an unknown method and writes nothing', async () => {
    const response = await admin.delete('/api/payment-methods/999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: m.methodNotFound });
    expect(await auditRows(t.database)).toEqual([]);
  });
});

describe('who may change them', () => {
  it('refuses every write to a staff member who is not an admin, 403 before any validation, writing nothing', async () => {
    const { client: seller } = await signedInClient(t);
    const method = await create(nequi);
    const attempts = [
      await seller.post('/api/payment-methods', nequi),
      await seller.post('/api/payment-methods', { kind: 'bitcoin' }),
      await seller.put(`/api/payment-methods/${method.id}`, { ...nequi, name: 'Otro' }),
      await seller.put('/api/payment-methods/x', {}),
      await seller.delete(`/api/payment-methods/${method.id}`),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: authMessages.adminOnly });
    }
    expect(await names()).toEqual(['Nequi']);
    expect(await auditRows(t.database)).toHaveLength(1);
  });
});

describe('the audit trail of payment methods', () => {
  const who = () => ({ user_id: me.id, user_name: 'Laura Gómez', entity: 'payment_method' });

  it('records a creation, an edit (its place counted from 1) and a deletion', async () => {
    const first = await create(nequi);
    const second = await create(bancolombia);
    await admin.put(`/api/payment-methods/${second.id}`, { ...bancolombia, active: false, position: 0 });
    await admin.put(`/api/payment-methods/${second.id}`, { ...bancolombia, active: false });
    await admin.delete(`/api/payment-methods/${first.id}`);
    expect(await auditRows(t.database)).toEqual([
      expect.objectContaining({
        ...who(),
        entity_id: first.id,
        entity_label: 'Nequi',
        action: 'delete',
        note: null,
        changes: [
          { field: 'kind', before: 'nequi', after: null },
          { field: 'name', before: 'Nequi', after: null },
          { field: 'holder', before: 'Ana Pérez', after: null },
          { field: 'number', before: '300 123 4567', after: null },
          { field: 'active', before: true, after: null },
          { field: 'position', before: 2, after: null },
        ],
      }),
      expect.objectContaining({
        ...who(),
        entity_id: second.id,
        entity_label: 'Bancolombia',
        action: 'update',
        changes: [
          { field: 'active', before: true, after: false },
          { field: 'position', before: 2, after: 1 },
        ],
      }),
      expect.objectContaining({
        ...who(),
        entity_id: second.id,
        action: 'create',
        changes: expect.arrayContaining([
          { field: 'note', before: null, after: 'Envía el comprobante por aquí' },
        ]),
      }),
      expect.objectContaining({
        ...who(),
        entity_id: first.id,
        action: 'create',
        changes: [
          { field: 'kind', before: null, after: 'nequi' },
          { field: 'name', before: null, after: 'Nequi' },
          { field: 'holder', before: null, after: 'Ana Pérez' },
          { field: 'number', before: null, after: '300 123 4567' },
          { field: 'active', before: null, after: true },
          { field: 'position', before: null, after: 1 },
        ],
      }),
    ]);
  });
});
