import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { DEFAULT_TEMPLATES } from '#shared/domain/messaging';
import { addDays } from '#shared/domain/expiry';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { insertPaymentMethod } from '#tests/factories/payment-method.factory';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

// {medios_pago} in what the server renders and answers (issue 24, item 1): the templates answer
// carries the active methods, and the reminders' messages list them.

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  t.clock.current = new Date();
  // A seller: they send the messages, so they read the methods too.
  ({ client: c } = await signedInClient(t, { can_access_movimientos: 0 }));
});

const db = () => t.database.db;
const today = () => businessToday(t.clock.now(), t.config.TZ_APP);

async function anaDueIn(days: number) {
  const netflix = await insertService(db(), { name: 'Netflix', price: 15000 });
  const ana = await insertClient(db(), { name: 'Ana Ruiz', phone: '+573001234567' });
  await insertAccount(db(), netflix.id, {}, [
    { status: 'ocupado', client_id: ana.id, expiry_date: addDays(today(), days) },
  ]);
}

async function twoMethods() {
  await insertPaymentMethod(db(), { name: 'Bancolombia', kind: 'banco', number: 'Ahorros 123', position: 1 });
  await insertPaymentMethod(db(), {
    name: 'Nequi',
    number: '300 123 4567',
    holder: 'Ana Pérez',
    position: 0,
  });
  await insertPaymentMethod(db(), { name: 'Daviplata', kind: 'daviplata', active: 0, position: 2 });
}

describe('{medios_pago}', () => {
  it('GET /api/templates answers the active methods in their order', async () => {
    await twoMethods();
    const body = (await c.get('/api/templates')).json();
    expect(body.paymentMethods.map((p: { name: string }) => p.name)).toEqual(['Nequi', 'Bancolombia']);
    expect(body.whatsapp.expirado).toBe(DEFAULT_TEMPLATES.expirado);
    expect(DEFAULT_TEMPLATES.expirado).toContain('{medios_pago}');
    expect(DEFAULT_TEMPLATES.renovaciones).toContain('{medios_pago}');
  });

  it("the reminders' messages list the active methods under the default texts", async () => {
    await twoMethods();
    await anaDueIn(2);
    const [reminder] = (await c.get('/api/reminders?window=5')).json().reminders;
    expect(reminder.message).toContain(
      '💳 Medios de pago:\nNequi: 300 123 4567 (Ana Pérez)\nBancolombia: Ahorros 123\n',
    );
    expect(reminder.message).not.toContain('Daviplata');
  });

  it('a shop without active methods gets no empty header', async () => {
    await insertPaymentMethod(db(), { name: 'Daviplata', active: 0 });
    await anaDueIn(2);
    const [reminder] = (await c.get('/api/reminders?window=5')).json().reminders;
    expect(reminder.message).not.toContain('Medios de pago');
    expect(reminder.message).not.toContain('{medios_pago}');
    expect(reminder.message).not.toMatch(/\n\n\n/);
  });

  it('a shop that edited its text keeps it as saved', async () => {
    await twoMethods();
    await anaDueIn(2);
    const own = 'Hola {nombre_cliente}, tu {servicio} vence pronto.';
    expect((await c.put('/api/templates/whatsapp/renovaciones', { text: own })).statusCode).toBe(200);
    const [reminder] = (await c.get('/api/reminders?window=5')).json().reminders;
    expect(reminder.message).toBe('Hola Ana Ruiz, tu Netflix vence pronto.');
  });
});
