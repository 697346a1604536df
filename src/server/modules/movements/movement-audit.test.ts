import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { insertClient, insertService } from '#tests/factories/catalog.factory';
import { insertMovement } from '#tests/factories/movement.factory';
import { auditRows } from '#tests/setup/audit-rows';
import type { TestClient } from '#tests/setup/test-app';
import { signedInClient, useTestApp } from '#tests/setup/test-app';
import { netflixWithFreeAndOccupied } from '#tests/factories/profile.factory';

// The audit trail of movements (issue 15, docs/decisions/023): by hand in Movimientos, and the
// ones a sale or a renewal records.

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
let me: { id: number };
beforeEach(async () => {
  ({ client: c, user: me } = await signedInClient(t, { full_name: 'Laura Gómez' }));
});

const who = () => ({ user_id: me.id, user_name: 'Laura Gómez' });
const movementRows = () => auditRows(t.database, { entity: 'movement' });
const today = () => businessToday(t.clock.now(), t.config.TZ_APP);

describe('the audit trail of movements', () => {
  it('records one created by hand with the names of its client and service, in the client history', async () => {
    const ana = await insertClient(t.database.db, { name: 'Ana Ruiz' });
    const netflix = await insertService(t.database.db, { name: 'Netflix' });
    const response = await c.post('/api/movements', {
      date: '2026-11-20',
      type: 'venta',
      amount: '$ 22.500',
      clientId: ana.id,
      serviceId: netflix.id,
      description: 'Pago por Nequi',
    });
    expect(response.statusCode).toBe(201);
    expect(await auditRows(t.database)).toEqual([
      expect.objectContaining({
        ...who(),
        entity: 'movement',
        entity_id: response.json().movement.id,
        entity_label: 'Venta · Ana Ruiz',
        action: 'create',
        client_id: ana.id,
        account_id: null,
        changes: [
          { field: 'date', before: null, after: '2026-11-20' },
          { field: 'type', before: null, after: 'venta' },
          { field: 'amount', before: null, after: 22500 },
          { field: 'client', before: null, after: 'Ana Ruiz' },
          { field: 'service', before: null, after: 'Netflix' },
          { field: 'description', before: null, after: 'Pago por Nequi' },
        ],
      }),
    ]);
  });

  it('labels one without a client by its service, or by its type alone', async () => {
    const netflix = await insertService(t.database.db, { name: 'Netflix' });
    await c.post('/api/movements', {
      date: '2026-11-20',
      type: 'cancelacion',
      amount: 0,
      serviceId: netflix.id,
    });
    await c.post('/api/movements', { date: '2026-11-20', type: 'cancelacion', amount: 0 });
    expect((await movementRows()).map((row) => [row.entity_label, row.client_id])).toEqual([
      ['Cancelación', null],
      ['Cancelación · Netflix', null],
    ]);
  });

  it('records an edit as the changed fields, in both clients’ histories when it moves to another client', async () => {
    const ana = await insertClient(t.database.db, { name: 'Ana Ruiz' });
    const beto = await insertClient(t.database.db, { name: 'Beto Díaz' });
    const stored = await insertMovement(t.database.db, {
      type: 'venta',
      amount: 15000,
      date: '2026-11-20',
      client_id: ana.id,
      client_name: 'Ana Ruiz',
      description: null,
    });
    const body = { date: '2026-11-21', type: 'venta', amount: 18000, clientId: beto.id, description: null };
    expect((await c.put(`/api/movements/${stored.id}`, body)).statusCode).toBe(200);
    expect((await c.put(`/api/movements/${stored.id}`, body)).statusCode).toBe(200);
    const rows = await movementRows();
    const changes = [
      { field: 'date', before: '2026-11-20', after: '2026-11-21' },
      { field: 'amount', before: 15000, after: 18000 },
      { field: 'client', before: 'Ana Ruiz', after: 'Beto Díaz' },
    ];
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.client_id).sort()).toEqual([ana.id, beto.id].sort());
    for (const row of rows)
      expect(row).toMatchObject({
        ...who(),
        entity_id: stored.id,
        entity_label: 'Venta · Beto Díaz',
        action: 'update',
        changes,
      });
  });

  it('records a deletion with what the movement was', async () => {
    const ana = await insertClient(t.database.db, { name: 'Ana Ruiz' });
    const stored = await insertMovement(t.database.db, {
      type: 'renovacion',
      amount: 15000,
      date: '2026-11-20',
      client_id: ana.id,
      client_name: 'Ana Ruiz',
      service_id: null,
      service_name: 'Netflix',
      description: null,
    });
    expect((await c.delete(`/api/movements/${stored.id}`)).statusCode).toBe(200);
    expect(await auditRows(t.database)).toEqual([
      expect.objectContaining({
        ...who(),
        entity_id: stored.id,
        entity_label: 'Renovación · Ana Ruiz',
        action: 'delete',
        client_id: ana.id,
        changes: [
          { field: 'date', before: '2026-11-20', after: null },
          { field: 'type', before: 'renovacion', after: null },
          { field: 'amount', before: 15000, after: null },
          { field: 'client', before: 'Ana Ruiz', after: null },
          { field: 'service', before: 'Netflix', after: null },
        ],
      }),
    ]);
  });

  it('writes no line for a refused change (bad input, unknown client, unknown movement)', async () => {
    const stored = await insertMovement(t.database.db, { type: 'venta', amount: 1000, date: '2026-11-20' });
    expect(
      (await c.post('/api/movements', { date: '2026-02-30', type: 'venta', amount: 1 })).statusCode,
    ).toBe(400);
    const unknownClient = { date: '2026-11-20', type: 'venta', amount: 1, clientId: 999 };
    expect((await c.post('/api/movements', unknownClient)).statusCode).toBe(400);
    expect((await c.put(`/api/movements/${stored.id}`, unknownClient)).statusCode).toBe(400);
    expect(
      (await c.put('/api/movements/999', { date: '2026-11-20', type: 'venta', amount: 1 })).statusCode,
    ).toBe(404);
    expect((await c.delete('/api/movements/999')).statusCode).toBe(404);
    expect(await auditRows(t.database)).toEqual([]);
  });

  it('records the venta a sale makes and the renovación a renewal makes, by the seller, in the client history', async () => {
    const { ana, free, occupied } = await netflixWithFreeAndOccupied(t.database.db, today());
    const sale = await c.put(`/api/profiles/${free}`, {
      name: 'Perfil 1',
      status: 'ocupado',
      clientId: ana.id,
    });
    expect(sale.statusCode).toBe(200);
    expect((await c.post(`/api/profiles/${occupied}/renew`, { days: 90, price: '50.000' })).statusCode).toBe(
      200,
    );
    const stored = await t.database.db.selectFrom('movements').select('id').orderBy('id').execute();
    expect(await movementRows()).toEqual([
      expect.objectContaining({
        ...who(),
        entity_id: stored[1]!.id,
        entity_label: 'Renovación · Ana Ruiz',
        action: 'create',
        client_id: ana.id,
        changes: expect.arrayContaining([
          { field: 'type', before: null, after: 'renovacion' },
          { field: 'amount', before: null, after: 50000 },
          { field: 'service', before: null, after: 'Netflix' },
        ]),
      }),
      expect.objectContaining({
        ...who(),
        entity_id: stored[0]!.id,
        entity_label: 'Venta · Ana Ruiz',
        action: 'create',
        client_id: ana.id,
        changes: expect.arrayContaining([
          { field: 'type', before: null, after: 'venta' },
          { field: 'amount', before: null, after: 18000 },
          { field: 'client', before: null, after: 'Ana Ruiz' },
          { field: 'description', before: null, after: 'Venta de Perfil 1' },
        ]),
      }),
    ]);
    const history = (await c.get(`/api/clients/${ana.id}/history`)).json();
    const movementIds = history.events
      .filter((e: { entity: string }) => e.entity === 'movement')
      .map((e: { entityId: number }) => e.entityId);
    expect(movementIds).toEqual([stored[1]!.id, stored[0]!.id]);
  });

  it('writes no movement line for a refused sale', async () => {
    const { free } = await netflixWithFreeAndOccupied(t.database.db, today());
    const refused = await c.put(`/api/profiles/${free}`, {
      name: 'Perfil 1',
      status: 'ocupado',
      clientId: 999,
    });
    expect(refused.statusCode).toBe(400);
    expect(await movementRows()).toEqual([]);
  });
});
