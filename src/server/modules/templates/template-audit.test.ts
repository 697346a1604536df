import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from '#shared/domain/messaging';
import { insertService } from '#tests/factories/catalog.factory';
import { auditRows } from '#tests/setup/audit-rows';
import type { TestClient } from '#tests/setup/test-app';
import { signedInClient, useTestApp } from '#tests/setup/test-app';

// The audit trail of the message templates (issue 15, docs/decisions/023).

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
let me: { id: number };
beforeEach(async () => {
  ({ client: c, user: me } = await signedInClient(t, { full_name: 'Laura Gómez' }));
});

const who = () => ({ user_id: me.id, user_name: 'Laura Gómez' });
const templateId = async (scope: string, key: string) =>
  (
    await t.database.db
      .selectFrom('message_templates')
      .select('id')
      .where('scope', '=', scope as never)
      .where('scope_key', '=', key)
      .executeTakeFirstOrThrow()
  ).id;

describe('the audit trail of templates', () => {
  it('records the first save as a creation from the default text, later ones as edits, saying which template', async () => {
    await c.put('/api/templates/whatsapp/renovaciones', { text: 'Hola {nombre_cliente}' });
    await c.put('/api/templates/whatsapp/renovaciones', { text: 'Hola {nombre_cliente}, ¿renovamos?' });
    // The same text again changes nothing: no line.
    await c.put('/api/templates/whatsapp/renovaciones', { text: 'Hola {nombre_cliente}, ¿renovamos?' });
    const id = await templateId('whatsapp', 'renovaciones');
    expect(await auditRows(t.database)).toEqual([
      expect.objectContaining({
        ...who(),
        entity: 'template',
        entity_id: id,
        entity_label: 'Plantilla WhatsApp: Renovación',
        action: 'update',
        account_id: null,
        client_id: null,
        changes: [
          { field: 'body', before: 'Hola {nombre_cliente}', after: 'Hola {nombre_cliente}, ¿renovamos?' },
        ],
      }),
      expect.objectContaining({
        ...who(),
        entity_id: id,
        entity_label: 'Plantilla WhatsApp: Renovación',
        action: 'create',
        changes: [{ field: 'body', before: DEFAULT_TEMPLATES.renovaciones, after: 'Hola {nombre_cliente}' }],
      }),
    ]);
  });

  it('records a reset back to the default, and nothing for a template never saved', async () => {
    await c.delete('/api/templates/access');
    expect(await auditRows(t.database)).toEqual([]);
    await c.put('/api/templates/access', { text: 'Usuario: {usuario}' });
    const id = await templateId('access', 'default');
    await c.delete('/api/templates/access');
    const [reset] = await auditRows(t.database);
    expect(reset).toMatchObject({
      ...who(),
      entity: 'template',
      entity_id: id,
      entity_label: 'Acceso general',
      action: 'reset',
      changes: [{ field: 'body', before: 'Usuario: {usuario}', after: DEFAULT_TEMPLATES.access }],
    });
  });

  it("names a service's access template by its service; its default is the general one", async () => {
    const netflix = await insertService(t.database.db, { name: 'Netflix' });
    await c.put('/api/templates/access', { text: 'General: {usuario}' });
    await c.put(`/api/templates/services/${netflix.id}`, { text: 'Netflix: {usuario}' });
    await c.delete(`/api/templates/services/${netflix.id}`);
    const [reset, created] = await auditRows(t.database);
    expect(created).toMatchObject({
      entity_label: 'Acceso · Netflix',
      action: 'create',
      changes: [{ field: 'body', before: 'General: {usuario}', after: 'Netflix: {usuario}' }],
    });
    expect(reset).toMatchObject({
      entity_label: 'Acceso · Netflix',
      action: 'reset',
      changes: [{ field: 'body', before: 'Netflix: {usuario}', after: 'General: {usuario}' }],
    });
  });

  it('writes no line for a refused save (empty text, unknown type or service)', async () => {
    expect((await c.put('/api/templates/access', { text: '' })).statusCode).toBe(400);
    expect((await c.put('/api/templates/whatsapp/otro', { text: 'Hola' })).statusCode).toBe(404);
    expect((await c.put('/api/templates/services/999', { text: 'Hola' })).statusCode).toBe(404);
    expect((await c.delete('/api/templates/services/999')).statusCode).toBe(404);
    expect(await auditRows(t.database)).toEqual([]);
  });
});
