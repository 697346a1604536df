import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from '#shared/domain/messaging';
import { commonMessages } from '#shared/messages/common';
import { messagingMessages } from '#shared/messages/messaging';
import { insertService } from '#tests/factories/catalog.factory';
import { countRows } from '#tests/setup/count-rows';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t));
});
const countTemplates = () => countRows(t.database.db, 'message_templates');

describe('GET /api/templates', () => {
  it('answers the defaults where nothing was saved', async () => {
    const response = await c.get('/api/templates');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.whatsapp).toEqual({
      expirado: DEFAULT_TEMPLATES.expirado,
      renovaciones: DEFAULT_TEMPLATES.renovaciones,
      cambio_contraseña: DEFAULT_TEMPLATES.cambio_contraseña,
      garantia: DEFAULT_TEMPLATES.garantia,
      estado_cuenta: DEFAULT_TEMPLATES.estado_cuenta,
      enlace_portal: DEFAULT_TEMPLATES.enlace_portal,
      compensacion: DEFAULT_TEMPLATES.compensacion,
    });
    expect(body.access).toBe(DEFAULT_TEMPLATES.access);
    expect(body.services).toEqual({});
    expect(body.defaults).toEqual({ whatsapp: body.whatsapp, access: body.access });
  });

  it('needs a signed-in user', async () => {
    expect((await new TestClient(t.app).get('/api/templates')).statusCode).toBe(401);
  });
});

describe('PUT and DELETE /api/templates/…', () => {
  it('saves a WhatsApp type for every staff member, and resets it to the default', async () => {
    const text = 'Hola {nombre_cliente} 👋\nTu {servicio} venció el {fecha_vencimiento}. ¿Renovamos?';
    const saved = await c.put('/api/templates/whatsapp/cambio_contraseña', { text });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().whatsapp.cambio_contraseña).toBe(text);
    expect(saved.json().defaults.whatsapp.cambio_contraseña).toBe(DEFAULT_TEMPLATES.cambio_contraseña);

    const { client: other } = await signedInClient(t);
    expect((await other.get('/api/templates')).json().whatsapp.cambio_contraseña).toBe(text);
    // A second save replaces the first.
    await other.put('/api/templates/whatsapp/cambio_contraseña', { text: 'Otra {perfil}' });
    expect(await countTemplates()).toBe(1);

    const reset = await c.delete('/api/templates/whatsapp/cambio_contraseña');
    expect(reset.statusCode).toBe(200);
    expect(reset.json().whatsapp.cambio_contraseña).toBe(DEFAULT_TEMPLATES.cambio_contraseña);
    expect(await countTemplates()).toBe(0);
  });

  it('saves and resets the access information and a service template', async () => {
    const service = await insertService(t.database.db, { name: 'Netflix' });
    expect((await c.put('/api/templates/access', { text: 'Acceso {correo}' })).json().access).toBe(
      'Acceso {correo}',
    );
    const saved = await c.put(`/api/templates/services/${service.id}`, {
      text: 'Netflix: {correo} / {contraseña}',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().services).toEqual({ [String(service.id)]: 'Netflix: {correo} / {contraseña}' });

    expect((await c.delete(`/api/templates/services/${service.id}`)).json().services).toEqual({});
    expect((await c.delete('/api/templates/access')).json().access).toBe(DEFAULT_TEMPLATES.access);
    expect(await countTemplates()).toBe(0);
  });

  it('a deleted service takes its template with it', async () => {
    const service = await insertService(t.database.db);
    await c.put(`/api/templates/services/${service.id}`, { text: 'X {correo}' });
    expect((await c.delete(`/api/services/${service.id}`)).statusCode).toBe(200);
    expect((await c.get('/api/templates')).json().services).toEqual({});
  });

  it('unknown type or service: 404', async () => {
    for (const url of ['/api/templates/whatsapp/saludo', '/api/templates/services/999999']) {
      const put = await c.put(url, { text: 'Hola' });
      expect(put.statusCode).toBe(404);
      expect((await c.delete(url)).statusCode).toBe(404);
    }
    expect((await c.put('/api/templates/whatsapp/saludo', { text: 'Hola' })).json().error).toBe(
      messagingMessages.typeNotFound,
    );
    expect(await countTemplates()).toBe(0);
  });

  it.each([
    [{ text: '   \n ' }, messagingMessages.textRequired],
    [{ text: '' }, messagingMessages.textRequired],
    [{}, messagingMessages.textRequired],
    [{ text: 42 }, messagingMessages.textRequired],
    [{ text: 'x'.repeat(4001) }, messagingMessages.textTooLong],
    [{ text: 'a\u0000b' }, commonMessages.nulCharacter],
  ])('a bad body %# is a 400 in Spanish and writes nothing', async (body, error) => {
    const response = await c.put('/api/templates/whatsapp/expirado', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    expect(await countTemplates()).toBe(0);
  });

  it('accepts exactly 4,000 characters, kept as written', async () => {
    const text = ` ${'x'.repeat(3998)}\n`;
    expect((await c.put('/api/templates/access', { text })).json().access).toBe(text);
  });
});
