import { describe, expect, it } from 'vitest';
import { MASKED, changesBetween } from '#shared/domain/audit';
import { auditMessages } from '#shared/messages/audit';
import { signedInClient, useTestApp } from '#tests/setup/test-app';
import { recordAudit } from './audit.service';

const t = useTestApp({ resetEachTest: true });

const ana = { id: 901, name: 'Ana Ruiz' };
const beto = { id: 902, name: 'Beto Díaz' };

/** Three days of changes by two staff members, at the test clock's instants. */
async function someHistory() {
  const at = (iso: string) => {
    t.clock.current = new Date(iso);
  };
  at('2026-11-20T15:00:00Z');
  await recordAudit(t.app.ctx, ana, {
    entity: 'client',
    entityId: 7,
    label: 'Carlos Pérez',
    action: 'create',
    clientId: 7,
    changes: [{ field: 'name', before: null, after: 'Carlos Pérez' }],
  });
  // 04:30 UTC on the 22nd is still the 21st in Bogotá: the day filter is the business date.
  at('2026-11-22T04:30:00Z');
  await recordAudit(t.app.ctx, beto, {
    entity: 'account',
    entityId: 3,
    label: 'Netflix · familia@correo.co',
    action: 'update',
    accountId: 3,
    changes: changesBetween({ password: 'clave-vieja' }, { password: 'clave-nueva' }),
  });
  at('2026-11-23T14:00:00Z');
  await recordAudit(t.app.ctx, null, [
    {
      entity: 'profile',
      entityId: 11,
      label: 'Perfil 2',
      action: 'release',
      accountId: 3,
      clientId: 7,
      note: 'Vencido hace 10 días',
    },
    // An edit that changed nothing is not a line of the trail.
    { entity: 'client', entityId: 7, label: 'Carlos Pérez', action: 'update', clientId: 7, changes: [] },
  ]);
}

describe('GET /api/audit', () => {
  it('lists every change newest first, with who, when, what and the masked fields', async () => {
    await someHistory();
    const { client } = await signedInClient(t, { role: 'admin' });
    const response = await client.get('/api/audit');
    expect(response.statusCode).toBe(200);
    const { events, pagination } = response.json();
    expect(pagination).toMatchObject({ totalCount: 3, currentPage: 1 });
    expect(events.map((e: { action: string }) => e.action)).toEqual(['release', 'update', 'create']);
    expect(events[0]).toMatchObject({
      userId: null,
      userName: null,
      entity: 'profile',
      entityId: 11,
      accountId: 3,
      clientId: 7,
      note: 'Vencido hace 10 días',
      changes: [],
      createdAt: '2026-11-23T14:00:00.000Z',
    });
    expect(events[1]).toMatchObject({
      userId: beto.id,
      userName: 'Beto Díaz',
      entityLabel: 'Netflix · familia@correo.co',
      changes: [{ field: 'password', before: MASKED, after: MASKED }],
    });
    expect(JSON.stringify(events)).not.toContain('clave-');
  });

  it('narrows by entity, id, user and business dates', async () => {
    await someHistory();
    const { client } = await signedInClient(t, { role: 'admin' });
    const ids = async (query: string) =>
      ((await client.get(`/api/audit?${query}`)).json().events as { id: number; action: string }[]).map(
        (e) => e.action,
      );
    expect(await ids('entity=client')).toEqual(['create']);
    expect(await ids('entity=profile&entityId=11')).toEqual(['release']);
    expect(await ids('entity=profile&entityId=12')).toEqual([]);
    expect(await ids(`userId=${beto.id}`)).toEqual(['update']);
    expect(await ids('from=2026-11-21&to=2026-11-21')).toEqual(['update']);
    expect(await ids('from=2026-11-22')).toEqual(['release']);
    expect(await ids('to=2026-11-20')).toEqual(['create']);
    const page = (await client.get('/api/audit?page=2&limit=2')).json();
    expect(page.events.map((e: { action: string }) => e.action)).toEqual(['create']);
    expect(page.pagination).toMatchObject({
      totalCount: 3,
      totalPages: 2,
      hasPrevPage: true,
      hasNextPage: false,
    });
  });

  it('answers bad filters with a 400 in Spanish', async () => {
    const { client } = await signedInClient(t, { role: 'admin' });
    const error = async (query: string) => {
      const response = await client.get(`/api/audit?${query}`);
      expect(response.statusCode).toBe(400);
      return response.json().error;
    };
    expect(await error('entity=factura')).toBe(auditMessages.invalidEntity);
    expect(await error('from=2026-02-30')).toBe(auditMessages.invalidDate);
    expect(await error('from=24/11/2026')).toBe(auditMessages.invalidDate);
    expect(await error('from=2026-11-24&to=2026-11-01')).toBe(auditMessages.rangeReversed);
    expect(await error('entityId=5')).toBe(auditMessages.idWithoutEntity);
  });

  it('is for admins only', async () => {
    await someHistory();
    const { client } = await signedInClient(t, { role: 'user' });
    expect((await client.get('/api/audit')).statusCode).toBe(403);
  });
});
