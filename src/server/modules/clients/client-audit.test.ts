import { beforeEach, describe, expect, it } from 'vitest';
import { clientsMessages } from '#shared/messages/clients';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { auditRows } from '#tests/setup/audit-rows';
import { csvOf, uploadOf } from '#tests/setup/spreadsheet';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';
import { recordAudit } from '../audit/audit.service';

// The audit trail of clients (issue 15, docs/decisions/023) and each client's own history.

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
let me: { id: number };
beforeEach(async () => {
  ({ client: c, user: me } = await signedInClient(t, { full_name: 'Laura Gómez' }));
});

const who = () => ({ user_id: me.id, user_name: 'Laura Gómez' });

describe('the audit trail of clients', () => {
  it('records a creation with every field it was given, by who made it', async () => {
    const response = await c.post('/api/clients', { name: 'Ana Ruiz', phone: '300 123-4567' });
    const { id } = response.json().client;
    expect(await auditRows(t.database)).toEqual([
      expect.objectContaining({
        ...who(),
        entity: 'client',
        entity_id: id,
        entity_label: 'Ana Ruiz',
        action: 'create',
        client_id: id,
        account_id: null,
        changes: [
          { field: 'name', before: null, after: 'Ana Ruiz' },
          { field: 'phone', before: null, after: '+573001234567' },
          { field: 'type', before: null, after: 'cliente' },
        ],
      }),
    ]);
  });

  it('records an edit as the fields that changed, under the new name, and nothing for an edit that changed nothing', async () => {
    const client = await insertClient(t.database.db, { name: 'Ana', phone: '+573001234567' });
    await c.put(`/api/clients/${client.id}`, { name: 'Ana Ruiz', phone: '300 123 4567', type: 'revendedor' });
    await c.put(`/api/clients/${client.id}`, { name: 'Ana Ruiz', phone: '3001234567', type: 'revendedor' });
    expect(await auditRows(t.database)).toEqual([
      expect.objectContaining({
        ...who(),
        entity: 'client',
        entity_id: client.id,
        entity_label: 'Ana Ruiz',
        action: 'update',
        client_id: client.id,
        changes: [
          { field: 'name', before: 'Ana', after: 'Ana Ruiz' },
          { field: 'type', before: 'cliente', after: 'revendedor' },
        ],
      }),
    ]);
  });

  it('records a deletion with what the client held, so the line still reads afterwards', async () => {
    const client = await insertClient(t.database.db, { name: 'Beto', phone: '+573104445566' });
    expect((await c.delete(`/api/clients/${client.id}`)).statusCode).toBe(200);
    expect(await auditRows(t.database)).toEqual([
      expect.objectContaining({
        ...who(),
        entity_id: client.id,
        entity_label: 'Beto',
        action: 'delete',
        client_id: client.id,
        changes: [
          { field: 'name', before: 'Beto', after: null },
          { field: 'phone', before: '+573104445566', after: null },
          { field: 'type', before: 'cliente', after: null },
        ],
      }),
    ]);
  });

  it('writes no line for a refused change (bad input, client in use, unknown client)', async () => {
    const client = await insertClient(t.database.db, { name: 'Ana' });
    const service = await insertService(t.database.db);
    await insertAccount(t.database.db, service.id, {}, [{ status: 'ocupado', client_id: client.id }]);
    expect((await c.post('/api/clients', { name: '', phone: '3001234567' })).statusCode).toBe(400);
    expect((await c.put(`/api/clients/${client.id}`, { name: 'Ana', phone: '123' })).statusCode).toBe(400);
    expect((await c.delete(`/api/clients/${client.id}`)).statusCode).toBe(409);
    expect((await c.put('/api/clients/999', { name: 'Nadie' })).statusCode).toBe(404);
    expect((await c.delete('/api/clients/999')).statusCode).toBe(404);
    expect(await auditRows(t.database)).toEqual([]);
  });

  it('records one import line per client an Importar datos commit creates, by the admin', async () => {
    const { client: admin, user } = await signedInClient(t, { role: 'admin', full_name: 'Dueña' });
    const { payload, headers } = uploadOf(
      csvOf([
        ['Nombre', 'Teléfono', 'Tipo'],
        ['José Pérez', '3001234567', 'Cliente'],
        ['María Ñáñez', '', 'Revendedor'],
      ]),
      'clientes.csv',
    );
    const response = await admin.request('POST', '/api/import/clients/commit', { payload, headers });
    expect(response.statusCode).toBe(200);
    const ids = await t.database.db.selectFrom('clients').select('id').orderBy('id').execute();
    const rows = await auditRows(t.database);
    expect(
      rows.map(({ entity_id, entity_label, action, client_id, user_id, user_name, changes }) => ({
        entity_id,
        entity_label,
        action,
        client_id,
        user_id,
        user_name,
        changes,
      })),
    ).toEqual([
      {
        entity_id: ids[1]!.id,
        entity_label: 'María Ñáñez',
        action: 'import',
        client_id: ids[1]!.id,
        user_id: user.id,
        user_name: 'Dueña',
        changes: [
          { field: 'name', before: null, after: 'María Ñáñez' },
          { field: 'type', before: null, after: 'revendedor' },
        ],
      },
      {
        entity_id: ids[0]!.id,
        entity_label: 'José Pérez',
        action: 'import',
        client_id: ids[0]!.id,
        user_id: user.id,
        user_name: 'Dueña',
        changes: [
          { field: 'name', before: null, after: 'José Pérez' },
          { field: 'phone', before: null, after: '+573001234567' },
          { field: 'type', before: null, after: 'cliente' },
        ],
      },
    ]);
  });

  it('writes no line when an import is refused for its problems', async () => {
    const { client: admin } = await signedInClient(t, { role: 'admin' });
    const { payload, headers } = uploadOf(
      csvOf([
        ['Nombre', 'Teléfono'],
        ['Ana', '12345'],
      ]),
      'clientes.csv',
    );
    const response = await admin.request('POST', '/api/import/clients/commit', { payload, headers });
    expect(response.statusCode).toBe(400);
    expect(await auditRows(t.database)).toEqual([]);
  });
});

describe('GET /api/clients/{id}/history', () => {
  it("answers the client's own changes, their profiles' and their movements', newest first", async () => {
    const created = (await c.post('/api/clients', { name: 'Ana', phone: '' })).json().client;
    const other = (await c.post('/api/clients', { name: 'Beto', phone: '' })).json().client;
    await c.put(`/api/clients/${created.id}`, { name: 'Ana Ruiz', phone: '' });
    const movement = await c.post('/api/movements', {
      date: '2026-11-20',
      type: 'venta',
      amount: 15000,
      clientId: created.id,
      serviceId: null,
      description: null,
    });
    expect(movement.statusCode).toBe(201);
    // A profile line the accounts module writes for this client (assignment): it shows here too.
    await recordAudit(t.app.ctx, null, {
      entity: 'profile',
      entityId: 41,
      label: 'Perfil 1 · Netflix · familia@correo.co',
      action: 'assignment',
      accountId: 9,
      clientId: created.id,
    });

    const response = await c.get(`/api/clients/${created.id}/history`);
    expect(response.statusCode).toBe(200);
    const { events, pagination } = response.json();
    expect(events.map((e: { entity: string; action: string }) => `${e.entity} ${e.action}`)).toEqual([
      'profile assignment',
      'movement create',
      'client update',
      'client create',
    ]);
    expect(events.every((e: { clientId: number }) => e.clientId === created.id)).toBe(true);
    expect(events[1]).toMatchObject({
      userId: me.id,
      userName: 'Laura Gómez',
      entity: 'movement',
      entityLabel: 'Venta · Ana Ruiz',
      changes: expect.arrayContaining([{ field: 'client', before: null, after: 'Ana Ruiz' }]),
    });
    expect(events[2]).toMatchObject({
      entityLabel: 'Ana Ruiz',
      changes: [{ field: 'name', before: 'Ana', after: 'Ana Ruiz' }],
    });
    expect(pagination).toMatchObject({ totalCount: 4, currentPage: 1 });

    const otherHistory = (await c.get(`/api/clients/${other.id}/history`)).json();
    expect(otherHistory.events.map((e: { action: string }) => e.action)).toEqual(['create']);
  });

  it('pages with page and limit', async () => {
    const { id } = (await c.post('/api/clients', { name: 'Ana', phone: '' })).json().client;
    for (const name of ['Ana 2', 'Ana 3', 'Ana 4', 'Ana 5'])
      await c.put(`/api/clients/${id}`, { name, phone: '' });
    const page = (await c.get(`/api/clients/${id}/history?page=2&limit=2`)).json();
    expect(page.events.map((e: { entityLabel: string }) => e.entityLabel)).toEqual(['Ana 3', 'Ana 2']);
    expect(page.pagination).toEqual({
      currentPage: 2,
      totalPages: 3,
      totalCount: 5,
      limit: 2,
      hasNextPage: true,
      hasPrevPage: true,
    });
    expect((await c.get(`/api/clients/${id}/history?limit=500`)).statusCode).toBe(400);
  });

  it('leaves the movements out for staff who may not open Movimientos', async () => {
    const { id } = (await c.post('/api/clients', { name: 'Ana', phone: '' })).json().client;
    const sale = {
      date: '2026-11-20',
      type: 'venta',
      amount: 15000,
      clientId: id,
      serviceId: null,
      description: null,
    };
    expect((await c.post('/api/movements', sale)).statusCode).toBe(201);
    const actions = async (client: TestClient) =>
      ((await client.get(`/api/clients/${id}/history`)).json().events as { entity: string }[]).map(
        (e) => e.entity,
      );
    expect(await actions(c)).toEqual(['movement', 'client']);
    const { client: seller } = await signedInClient(t, { role: 'user', can_access_movimientos: 0 });
    expect(await actions(seller)).toEqual(['client']);
    const history = (await seller.get(`/api/clients/${id}/history`)).json();
    expect(history.pagination.totalCount).toBe(1);
    expect(JSON.stringify(history)).not.toContain('15000');
  });

  it('is open to every signed-in user, and answers 404 in Spanish for an unknown or deleted client', async () => {
    const client = await insertClient(t.database.db, { name: 'Ana' });
    const { client: seller } = await signedInClient(t, { role: 'user', can_access_movimientos: 0 });
    expect((await seller.get(`/api/clients/${client.id}/history`)).statusCode).toBe(200);
    expect((await new TestClient(t.app).get(`/api/clients/${client.id}/history`)).statusCode).toBe(401);
    const missing = await c.get('/api/clients/999/history');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: clientsMessages.notFound });
    await c.delete(`/api/clients/${client.id}`);
    expect((await c.get(`/api/clients/${client.id}/history`)).statusCode).toBe(404);
  });
});
