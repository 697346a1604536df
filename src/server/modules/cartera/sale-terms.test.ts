import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/expiry';
import { carteraMessages } from '#shared/messages/cartera';
import { clientsMessages } from '#shared/messages/clients';
import { insertAccount, insertService } from '#tests/factories/catalog.factory';
import { ledgerProblems } from '#tests/setup/cartera-ledger';
import { balanceOf, movementOf, newClient, pay, sale, saleRequest, todayOf } from '#tests/setup/cartera-api';
import { countRows } from '#tests/setup/count-rows';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

// Pagado o fiado on every sale, the client's terms and credit limit (issue 24, decision 036).

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
let admin: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t, { full_name: 'Laura Caja' }));
  ({ client: admin } = await signedInClient(t, { role: 'admin', full_name: 'Marta Admin' }));
});

const m = carteraMessages;
const today = () => todayOf(t);
const days = (n: number) => addDays(today(), n);
const noProblems = async () => expect(await ledgerProblems(t.database.db)).toEqual([]);

describe("a client's terms", () => {
  it('default by type: revendedores on credit, clientes cash; no limit, 7 days', async () => {
    const reseller = (await c.post('/api/clients', { name: 'Reventas', type: 'revendedor' })).json().client;
    expect(reseller).toMatchObject({
      paymentTerms: 'credito',
      creditLimit: null,
      creditDays: 7,
      owed: 0,
      credit: 0,
    });
    const plain = (await c.post('/api/clients', { name: 'Ana' })).json().client;
    expect(plain).toMatchObject({ paymentTerms: 'contado', creditLimit: null, creditDays: 7 });
  });

  it('are set on create and edit, kept when an edit leaves them out, and shown in list and detail', async () => {
    const created = await c.post('/api/clients', {
      name: 'Beto',
      paymentTerms: 'credito',
      creditLimit: '50.000',
      creditDays: 15,
    });
    const { id } = created.json().client;
    expect(created.json().client).toMatchObject({
      paymentTerms: 'credito',
      creditLimit: 50000,
      creditDays: 15,
    });
    await c.put(`/api/clients/${id}`, { name: 'Beto Ruiz', type: 'revendedor' });
    const detail = (await c.get(`/api/clients/${id}`)).json().client;
    expect(detail).toMatchObject({
      name: 'Beto Ruiz',
      paymentTerms: 'credito',
      creditLimit: 50000,
      creditDays: 15,
    });
    await c.put(`/api/clients/${id}`, {
      name: 'Beto Ruiz',
      type: 'revendedor',
      paymentTerms: 'contado',
      creditLimit: null,
    });
    const list = (await c.get('/api/clients?page=1')).json().clients;
    expect(list[0]).toMatchObject({
      paymentTerms: 'contado',
      creditLimit: null,
      creditDays: 15,
      owed: 0,
      credit: 0,
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('entity', '=', 'client')
      .where('action', '=', 'update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes as string)).toEqual([
      { field: 'payment_terms', before: 'credito', after: 'contado' },
      { field: 'credit_limit', before: 50000, after: null },
    ]);
  });

  it.each([
    [{ paymentTerms: 'fiado' }, m.invalidPaymentTerms],
    [{ creditLimit: -1 }, m.invalidCreditLimit],
    [{ creditDays: 400 }, m.invalidCreditDays],
    [{ creditDays: 1.5 }, m.invalidCreditDays],
  ])('refuses bad terms %j with 400', async (patch, message) => {
    const response = await c.post('/api/clients', { name: 'Ana', ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(await countRows(t.database.db, 'clients')).toBe(0);
  });

  it('refuses to delete a client who owes or has saldo a favor (409)', async () => {
    const debtor = await newClient(c, { name: 'Debe', type: 'revendedor' });
    await sale(c, { clientId: debtor.id, amount: 5000, date: today() });
    const favour = await newClient(c, { name: 'Favor' });
    await pay(c, { clientId: favour.id, amount: 5000 });
    for (const id of [debtor.id, favour.id]) {
      const response = await c.delete(`/api/clients/${id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe(m.clientHasBalance);
    }
    expect(await countRows(t.database.db, 'clients')).toBe(2);
  });
});

describe('pagado or fiado on POST /api/movements', () => {
  it("defaults from the client's terms: credit is pending, due after the credit days", async () => {
    const reseller = await newClient(c, { name: 'Reventas', type: 'revendedor', creditDays: 10 });
    const fiado = await sale(c, { clientId: reseller.id, amount: 12000, date: days(-2) });
    expect(fiado).toMatchObject({ paymentStatus: 'pendiente', paidAmount: 0, dueDate: days(8) });
    const cash = await newClient(c, { name: 'Ana' });
    expect(await sale(c, { clientId: cash.id, amount: 9000, date: today() })).toMatchObject({
      paymentStatus: 'pagado',
      paidAmount: 9000,
      dueDate: null,
    });
    expect(await sale(c, { amount: 7000, date: today() })).toMatchObject({ paymentStatus: 'pagado' });
    expect(await balanceOf(c, reseller.id)).toEqual({ owed: 12000, credit: 0 });
    await noProblems();
  });

  it('takes the status asked for over the default', async () => {
    const reseller = await newClient(c, { name: 'Reventas', type: 'revendedor' });
    const cash = await newClient(c, { name: 'Ana' });
    expect(
      await sale(c, { clientId: reseller.id, amount: 5000, date: today(), paymentStatus: 'pagado' }),
    ).toMatchObject({ paymentStatus: 'pagado', paidAmount: 5000 });
    expect(
      await sale(c, { clientId: cash.id, amount: 5000, date: today(), paymentStatus: 'pendiente' }),
    ).toMatchObject({ paymentStatus: 'pendiente', paidAmount: 0, dueDate: days(7) });
    await noProblems();
  });

  it('refuses a fiada sale with no client (400) and writes nothing', async () => {
    const response = await saleRequest(c, { amount: 5000, date: today(), paymentStatus: 'pendiente' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(m.creditNeedsClient);
    expect(await countRows(t.database.db, 'movements')).toBe(0);
  });

  it('refuses a bad paymentStatus with 400', async () => {
    const response = await saleRequest(c, { amount: 5000, date: today(), paymentStatus: 'luego' as never });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(m.invalidPaymentStatus);
  });
});

describe('the credit limit', () => {
  async function limited() {
    const client = await newClient(c, { name: 'Reventas Sol', type: 'revendedor', creditLimit: 20000 });
    await sale(c, { clientId: client.id, amount: 15000, date: today() });
    return client;
  }

  it('refuses a fiada sale over it with 409 and the figures, writing nothing', async () => {
    const client = await limited();
    const response = await saleRequest(c, { clientId: client.id, amount: 10000, date: today() });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(m.overLimit('Reventas Sol', 15000, 20000, 10000));
    expect(await countRows(t.database.db, 'movements')).toBe(1);
    expect(await balanceOf(c, client.id)).toEqual({ owed: 15000, credit: 0 });
    // Up to the limit is fine, and a sale paid on the spot never counts.
    expect((await saleRequest(c, { clientId: client.id, amount: 5000, date: today() })).statusCode).toBe(201);
    expect(
      (await saleRequest(c, { clientId: client.id, amount: 90000, date: today(), paymentStatus: 'pagado' }))
        .statusCode,
    ).toBe(201);
  });

  it('lets saldo a favor pay first', async () => {
    const client = await limited();
    await pay(c, { clientId: client.id, amount: 25000 });
    expect(await balanceOf(c, client.id)).toEqual({ owed: 0, credit: 10000 });
    const ok = await saleRequest(c, { clientId: client.id, amount: 30000, date: today() });
    expect(ok.statusCode).toBe(201);
    expect(await balanceOf(c, client.id)).toEqual({ owed: 20000, credit: 0 });
  });

  it('lets an admin override it, naming them in the audit trail; a non-admin asking gets 403', async () => {
    const client = await limited();
    const refused = await saleRequest(c, {
      clientId: client.id,
      amount: 10000,
      date: today(),
      overrideCreditLimit: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(m.overrideAdminOnly);
    const allowed = await saleRequest(admin, {
      clientId: client.id,
      amount: 10000,
      date: today(),
      overrideCreditLimit: true,
    });
    expect(allowed.statusCode).toBe(201);
    const { id } = allowed.json().movement;
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'movement')
      .where('entity_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(audit.user_name).toBe('Marta Admin');
    expect(audit.note).toBe(m.overrideNote('Marta Admin', 15000, 20000, 10000));
    expect(audit.note).toContain('Marta Admin');
    expect(await balanceOf(c, client.id)).toEqual({ owed: 25000, credit: 0 });
  });
});

describe('sales from Asignar and Renovar', () => {
  async function profileFor() {
    const service = await insertService(t.database.db, { name: 'Netflix', price: 18000 });
    const account = await insertAccount(t.database.db, service.id, { username: 'x@y.com' }, [
      { name: 'Sala', status: 'libre' },
    ]);
    const { id } = await t.database.db
      .selectFrom('profiles')
      .select('id')
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow();
    return id;
  }

  it("a sale by PUT /api/profiles/{id} takes the client's terms or the status asked", async () => {
    const id = await profileFor();
    const reseller = await newClient(c, { name: 'Reventas', type: 'revendedor' });
    const sold = await c.put(`/api/profiles/${id}`, {
      name: 'Sala',
      status: 'ocupado',
      clientId: reseller.id,
      expectedStatus: 'libre',
    });
    expect(sold.statusCode).toBe(200);
    const movement = await t.database.db.selectFrom('movements').selectAll().executeTakeFirstOrThrow();
    expect(movement).toMatchObject({
      payment_status: 'pendiente',
      due_date: days(7),
      client_id: reseller.id,
    });
    expect(await balanceOf(c, reseller.id)).toEqual({ owed: 18000, credit: 0 });

    const renewed = await c.post(`/api/profiles/${id}/renew`, { days: 30, paymentStatus: 'pagado' });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().movement).toMatchObject({ paymentStatus: 'pagado', paidAmount: 18000 });
    const fiada = await c.post(`/api/profiles/${id}/renew`, { days: 30 });
    expect(fiada.json().movement).toMatchObject({ paymentStatus: 'pendiente', paidAmount: 0 });
    expect(await balanceOf(c, reseller.id)).toEqual({ owed: 36000, credit: 0 });
    await noProblems();
  });

  it('a renewal over the limit is refused and changes nothing; an admin override passes', async () => {
    const id = await profileFor();
    const reseller = await newClient(c, { name: 'Reventas', type: 'revendedor', creditLimit: 20000 });
    await c.put(`/api/profiles/${id}`, { name: 'Sala', status: 'ocupado', clientId: reseller.id });
    const before = await t.database.db.selectFrom('profiles').select('expiry_date').executeTakeFirstOrThrow();
    const refused = await c.post(`/api/profiles/${id}/renew`, { days: 30 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(m.overLimit('Reventas', 18000, 20000, 18000));
    const after = await t.database.db.selectFrom('profiles').select('expiry_date').executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(await countRows(t.database.db, 'movements')).toBe(1);
    const forbidden = await c.post(`/api/profiles/${id}/renew`, { days: 30, overrideCreditLimit: true });
    expect(forbidden.statusCode).toBe(403);
    const allowed = await admin.post(`/api/profiles/${id}/renew`, { days: 30, overrideCreditLimit: true });
    expect(allowed.statusCode).toBe(200);
    await noProblems();
  });
});

describe('cancelaciones that name their sale', () => {
  it('turn a sale paid on the spot into saldo a favor (a credit note)', async () => {
    const ana = await newClient(c, { name: 'Ana' });
    const paid = await sale(c, { clientId: ana.id, amount: 10000, date: days(-1) });
    const response = await saleRequest(c, {
      type: 'cancelacion',
      clientId: ana.id,
      amount: 10000,
      date: today(),
      cancelsMovementId: paid.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().movement).toMatchObject({ cancelsMovementId: paid.id, type: 'cancelacion' });
    expect(await movementOf(c, paid.id)).toMatchObject({ paymentStatus: 'anulado', paidAmount: 0 });
    const notes = (await c.get(`/api/payments?clientId=${ana.id}`)).json().payments;
    expect(notes).toMatchObject([{ origin: 'nota_credito', amount: 10000, applied: 0, date: today() }]);
    expect(await balanceOf(c, ana.id)).toEqual({ owed: 0, credit: 10000 });
    // A credit note is the client's money: it cannot be voided.
    const voided = await c.post(`/api/payments/${notes[0].id}/void`, { reason: 'x' });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().error).toBe(m.creditNoteNotVoidable);
    await noProblems();
  });

  it('give back the abonos applied to a fiada sale (saldo a favor), and it owes nothing more', async () => {
    const reseller = await newClient(c, { name: 'Reventas', type: 'revendedor' });
    const fiada = await sale(c, { clientId: reseller.id, amount: 10000, date: days(-3) });
    const payment = await pay(c, { clientId: reseller.id, amount: 4000 });
    expect(await balanceOf(c, reseller.id)).toEqual({ owed: 6000, credit: 0 });
    await sale(c, {
      type: 'cancelacion',
      clientId: reseller.id,
      amount: 10000,
      date: today(),
      cancelsMovementId: fiada.id,
    });
    expect(await movementOf(c, fiada.id)).toMatchObject({ paymentStatus: 'anulado', paidAmount: 0 });
    expect((await c.get(`/api/payments/${payment.id}`)).json().payment).toMatchObject({ applied: 0 });
    expect(await balanceOf(c, reseller.id)).toEqual({ owed: 0, credit: 4000 });
    expect(await countRows(t.database.db, 'payments')).toBe(1);
    await noProblems();
  });

  it.each([
    ['an unknown sale', 'unknown', 400, m.saleNotFound],
    ['a cancelación', 'cancel', 400, m.notASale],
    ["another client's sale", 'other', 400, m.saleOfOtherClient],
    ['a sale already cancelled', 'twice', 409, m.saleAlreadyCancelled],
  ])('refuse %s, writing nothing', async (_, kind, status, message) => {
    const ana = await newClient(c, { name: 'Ana' });
    const beto = await newClient(c, { name: 'Beto' });
    const mine = await sale(c, { clientId: ana.id, amount: 1000, date: today() });
    const theirs = await sale(c, { clientId: beto.id, amount: 1000, date: today() });
    const cancel = await sale(c, { type: 'cancelacion', clientId: ana.id, amount: 1000, date: today() });
    if (kind === 'twice')
      await sale(c, {
        type: 'cancelacion',
        clientId: ana.id,
        amount: 1000,
        date: today(),
        cancelsMovementId: mine.id,
      });
    const target = { unknown: 999999, cancel: cancel.id, other: theirs.id, twice: mine.id }[kind]!;
    const movements = await countRows(t.database.db, 'movements');
    const payments = await countRows(t.database.db, 'payments');
    const response = await saleRequest(c, {
      type: 'cancelacion',
      clientId: ana.id,
      amount: 1000,
      date: today(),
      cancelsMovementId: target,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(message);
    expect(await countRows(t.database.db, 'movements')).toBe(movements);
    expect(await countRows(t.database.db, 'payments')).toBe(payments);
  });

  it('edited without naming the sale keep it; edited with null give it back', async () => {
    const ana = await newClient(c, { name: 'Ana', type: 'revendedor' });
    const beto = await newClient(c, { name: 'Beto' });
    const fiada = await sale(c, { clientId: ana.id, amount: 10000, date: days(-1) });
    const cancel = await sale(c, {
      type: 'cancelacion',
      clientId: ana.id,
      amount: 10000,
      date: today(),
      cancelsMovementId: fiada.id,
    });
    const body = { type: 'cancelacion', clientId: ana.id, amount: 10000, date: today() };
    const kept = await c.put(`/api/movements/${cancel.id}`, { ...body, description: 'Devolución' });
    expect(kept.json().movement).toMatchObject({ cancelsMovementId: fiada.id, description: 'Devolución' });
    expect(await movementOf(c, fiada.id)).toMatchObject({ paymentStatus: 'anulado' });
    const moved = await c.put(`/api/movements/${cancel.id}`, { ...body, clientId: beto.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe(m.saleOfOtherClient);
    await c.put(`/api/movements/${cancel.id}`, { ...body, cancelsMovementId: null });
    expect(await movementOf(c, fiada.id)).toMatchObject({ paymentStatus: 'pendiente', dueDate: days(6) });
    expect(await balanceOf(c, ana.id)).toEqual({ owed: 10000, credit: 0 });
    await noProblems();
  });

  it('deleted, give the sale back: it owes again and the credit note pays it', async () => {
    const ana = await newClient(c, { name: 'Ana' });
    const paid = await sale(c, { clientId: ana.id, amount: 10000, date: days(-1) });
    const cancel = await sale(c, {
      type: 'cancelacion',
      clientId: ana.id,
      amount: 10000,
      date: today(),
      cancelsMovementId: paid.id,
    });
    expect((await c.delete(`/api/movements/${cancel.id}`)).statusCode).toBe(200);
    expect(await movementOf(c, paid.id)).toMatchObject({ paymentStatus: 'pagado', paidAmount: 10000 });
    expect(await balanceOf(c, ana.id)).toEqual({ owed: 0, credit: 0 });
    await noProblems();
  });
});

describe('edits and deletes keep the balance', () => {
  it('an amount lowered below what was applied gives the rest back as saldo a favor', async () => {
    const reseller = await newClient(c, { name: 'Reventas', type: 'revendedor' });
    const fiada = await sale(c, { clientId: reseller.id, amount: 10000, date: days(-2) });
    await pay(c, { clientId: reseller.id, amount: 3000 });
    await pay(c, { clientId: reseller.id, amount: 4000 });
    const edited = await c.put(`/api/movements/${fiada.id}`, {
      type: 'venta',
      clientId: reseller.id,
      amount: 5000,
      date: days(-2),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().movement).toMatchObject({ paymentStatus: 'pagado', paidAmount: 5000 });
    expect(await balanceOf(c, reseller.id)).toEqual({ owed: 0, credit: 2000 });
    // Newest first: the 4.000 payment gave back 2.000, the 3.000 one kept all.
    const payments = (await c.get(`/api/payments?clientId=${reseller.id}`)).json().payments;
    expect(payments.map((p: { applied: number }) => p.applied)).toEqual([2000, 3000]);
    await noProblems();
  });

  it('a sale moved to another client settles both', async () => {
    const ana = await newClient(c, { name: 'Ana', type: 'revendedor' });
    const beto = await newClient(c, { name: 'Beto', type: 'revendedor' });
    const fiada = await sale(c, { clientId: ana.id, amount: 10000, date: today() });
    await pay(c, { clientId: ana.id, amount: 4000 });
    await pay(c, { clientId: beto.id, amount: 1000 });
    await c.put(`/api/movements/${fiada.id}`, {
      type: 'venta',
      clientId: beto.id,
      amount: 10000,
      date: today(),
    });
    expect(await balanceOf(c, ana.id)).toEqual({ owed: 0, credit: 4000 });
    expect(await balanceOf(c, beto.id)).toEqual({ owed: 9000, credit: 0 });
    await noProblems();
  });

  it('an amount raised over the limit is refused', async () => {
    const ana = await newClient(c, { name: 'Ana', type: 'revendedor', creditLimit: 10000 });
    const fiada = await sale(c, { clientId: ana.id, amount: 8000, date: today() });
    const response = await c.put(`/api/movements/${fiada.id}`, {
      type: 'venta',
      clientId: ana.id,
      amount: 15000,
      date: today(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(m.overLimit('Ana', 8000, 10000, 7000));
    expect(await movementOf(c, fiada.id)).toMatchObject({ amount: 8000 });
  });

  it('an edit over the limit passes for an admin who overrides it, and is 403 for anyone else', async () => {
    const ana = await newClient(c, { name: 'Ana', type: 'revendedor', creditLimit: 10000 });
    const fiada = await sale(c, { clientId: ana.id, amount: 8000, date: today() });
    const body = { type: 'venta', clientId: ana.id, amount: 15000, date: today(), overrideCreditLimit: true };
    const refused = await c.put(`/api/movements/${fiada.id}`, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(m.overrideAdminOnly);
    expect(await movementOf(c, fiada.id)).toMatchObject({ amount: 8000 });
    const allowed = await admin.put(`/api/movements/${fiada.id}`, body);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().movement).toMatchObject({ amount: 15000, paymentStatus: 'pendiente' });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('note')
      .where('entity', '=', 'movement')
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(audit.note).toBe(m.overrideNote('Marta Admin', 8000, 10000, 7000));
    expect(await balanceOf(c, ana.id)).toEqual({ owed: 15000, credit: 0 });
  });

  it('a pending sale set pagado gives its abonos back as saldo a favor', async () => {
    const ana = await newClient(c, { name: 'Ana', type: 'revendedor' });
    const fiada = await sale(c, { clientId: ana.id, amount: 10000, date: today() });
    await pay(c, { clientId: ana.id, amount: 4000 });
    await c.put(`/api/movements/${fiada.id}`, {
      type: 'venta',
      clientId: ana.id,
      amount: 10000,
      date: today(),
      paymentStatus: 'pagado',
    });
    expect(await movementOf(c, fiada.id)).toMatchObject({ paymentStatus: 'pagado', paidAmount: 10000 });
    expect(await balanceOf(c, ana.id)).toEqual({ owed: 0, credit: 4000 });
    await noProblems();
  });

  it('a deleted sale gives its abonos back first', async () => {
    const ana = await newClient(c, { name: 'Ana', type: 'revendedor' });
    const first = await sale(c, { clientId: ana.id, amount: 10000, date: days(-2) });
    await sale(c, { clientId: ana.id, amount: 5000, date: days(-1) });
    await pay(c, { clientId: ana.id, amount: 12000 });
    expect((await c.delete(`/api/movements/${first.id}`)).statusCode).toBe(200);
    expect(await balanceOf(c, ana.id)).toEqual({ owed: 0, credit: 7000 });
    await noProblems();
  });

  it('lets a client who owes nothing and has nothing in favour be deleted', async () => {
    const ana = await newClient(c, { name: 'Ana' });
    const response = await c.delete(`/api/clients/${ana.id}`);
    expect(response.statusCode).toBe(200);
    expect((await c.delete(`/api/clients/${ana.id}`)).json().error).toBe(clientsMessages.notFound);
  });
});
