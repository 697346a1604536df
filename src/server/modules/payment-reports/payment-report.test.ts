import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/expiry';
import { MAX_IMAGE_BYTES } from '#shared/domain/image-type';
import { formatCop } from '#shared/domain/money';
import { paymentReportMessages as m } from '#shared/messages/payment-reports';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { insertPaymentMethod } from '#tests/factories/payment-method.factory';
import { insertPlan } from '#tests/factories/plan.factory';
import { auditRows } from '#tests/setup/audit-rows';
import { countRows } from '#tests/setup/count-rows';
import { tinyPng } from '#tests/setup/multipart';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';

// "Ya pagué" (issue 27 item 4, docs/decisions/055), on SQLite and on PostgreSQL (TEST_DATABASE_URL).

const t = useTestApp({ resetEachTest: true });
const db = () => t.database.db;

let staff: TestClient;
let seq = 0;
const visitor = () => new TestClient(t.app, `203.0.113.${(seq += 1) % 250}`);

beforeEach(async () => {
  ({ client: staff } = await signedInClient(t, { full_name: 'Laura Gómez' }));
});

/** A multipart/form-data body with text fields and, optionally, one file, as a browser sends it. */
function form(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----cc${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Netflix "1 mes" at 18 000; Ana bought one profile on credit (owes 18 000); Beto holds another. */
async function shop() {
  const netflix = await insertService(db(), { name: 'Netflix', price: 18000 });
  const plan = await insertPlan(db(), netflix.id, { name: '1 mes', price: 18000, reseller_price: 15000 });
  const ana = await insertClient(db(), { name: 'Ana Ruiz' });
  const beto = await insertClient(db(), { name: 'Beto Díaz' });
  const account = await insertAccount(db(), netflix.id, { username: 'cuenta@netflix.co' }, [{}, {}]);
  const method = await insertPaymentMethod(db(), { name: 'Nequi' });
  const sell = async (clientId: number) => {
    const response = await staff.post('/api/sales', {
      clientId,
      planId: plan.id,
      paymentStatus: 'pendiente',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().sale.profiles[0].profileId as number;
  };
  const anaProfile = await sell(ana.id);
  const betoProfile = await sell(beto.id);
  return { ana, beto, account, method, anaProfile, betoProfile };
}

async function linkOf(clientId: number) {
  const response = await staff.post(`/api/clients/${clientId}/portal-link`);
  expect(response.statusCode).toBe(201);
  return (response.json().url as string).split('/p/')[1]!;
}

const report = (client: TestClient, token: string, body: object) =>
  client.request('POST', `/api/portal/${token}/payment-reports`, { body, noCsrf: true });
const reportForm = (client: TestClient, token: string, f: ReturnType<typeof form>) =>
  client.request('POST', `/api/portal/${token}/payment-reports`, {
    payload: f.payload,
    headers: f.headers,
    noCsrf: true,
  });

describe('POST /api/portal/{token}/payment-reports', () => {
  it('creates a pending report, audited with the address, in the bell of everyone allowed Movimientos', async () => {
    const { ana, method, anaProfile } = await shop();
    const { user: noMov } = await signedInClient(t, { can_access_movimientos: 0 });
    const token = await linkOf(ana.id);
    const client = visitor();
    const response = await report(client, token, {
      amount: 18000,
      methodId: method.id,
      reference: 'M12345',
      note: 'Pagué la renovación',
      renewProfileIds: [anaProfile],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().report).toMatchObject({ amount: 18000, method: 'Nequi', status: 'pendiente' });
    const mine = (await client.get(`/api/portal/${token}/payment-reports`)).json();
    expect(mine.methods).toEqual([{ id: method.id, name: 'Nequi' }]);
    expect(mine.profiles).toEqual([{ id: anaProfile, label: 'Netflix · Perfil 1' }]);
    expect(mine.reports).toHaveLength(1);
    const [event] = await auditRows(t.database, { entity: 'payment_report' });
    expect([event!.action, event!.client_id, event!.user_name, event!.note]).toEqual([
      'create',
      ana.id,
      'Portal del cliente',
      m.createdNote('203.0.113.' + String(seq % 250)),
    ]);
    const bell = (await staff.get('/api/notifications')).json();
    expect(bell.notifications[0]).toMatchObject({
      message: m.notification('Ana Ruiz', formatCop(18000)),
      link: '/dashboard/avisos',
    });
    const others = await db().selectFrom('notifications').select('user_id').execute();
    expect(others.map((n) => n.user_id)).not.toContain(noMov.id);
    const list = (await staff.get('/api/payment-reports?status=pendiente')).json();
    expect(list.reports[0]).toMatchObject({
      clientName: 'Ana Ruiz',
      reference: 'M12345',
      hasImage: false,
      renewProfiles: [{ id: anaProfile, label: 'Netflix · Perfil 1' }],
    });
  });

  it('takes a receipt image checked by its content, served to staff only with its type and nosniff', async () => {
    const { ana, method } = await shop();
    const token = await linkOf(ana.id);
    const fake = Buffer.from('<html><script>alert(1)</script></html>');
    const refused = await reportForm(
      visitor(),
      token,
      form(
        { amount: '5000', methodId: String(method.id) },
        { name: 'recibo.png', type: 'image/png', data: fake },
      ),
    );
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: m.onlyImages }]);
    const big = Buffer.concat([tinyPng, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const tooBig = await reportForm(
      visitor(),
      token,
      form(
        { amount: '5000', methodId: String(method.id) },
        { name: 'grande.png', type: 'image/png', data: big },
      ),
    );
    expect([tooBig.statusCode, tooBig.json()]).toEqual([413, { error: m.tooLarge }]);
    expect(await countRows(db(), 'payment_reports')).toBe(0);
    const ok = await reportForm(
      visitor(),
      token,
      form(
        { amount: '5000', methodId: String(method.id), reference: '', renewProfileIds: '' },
        { name: 'recibo.png', type: 'image/png', data: tinyPng },
      ),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const id = ok.json().report.id as number;
    const image = await staff.get(`/api/payment-reports/${id}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(tinyPng)).toBe(true);
    expect((await visitor().get(`/api/payment-reports/${id}/image`)).statusCode).toBe(401);
  });

  it('allows 5 reports an hour per link', async () => {
    const { ana, method } = await shop();
    const token = await linkOf(ana.id);
    for (let i = 0; i < 5; i += 1)
      expect((await report(visitor(), token, { amount: 1000 + i, methodId: method.id })).statusCode).toBe(
        201,
      );
    const sixth = await report(visitor(), token, { amount: 2000, methodId: method.id });
    expect([sixth.statusCode, sixth.json()]).toEqual([429, { error: m.tooManyReports }]);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await report(visitor(), token, { amount: 2000, methodId: method.id })).statusCode).toBe(201);
  });

  it('validates the body after the token: unknown medio, another client’s profile, bad amount', async () => {
    const { ana, beto, method, anaProfile } = await shop();
    const betoToken = await linkOf(beto.id);
    const bad = await report(visitor(), betoToken, { amount: 0, methodId: method.id });
    expect([bad.statusCode, bad.json()]).toEqual([400, { error: m.invalidAmount }]);
    const stolen = await report(visitor(), betoToken, {
      amount: 1000,
      methodId: method.id,
      renewProfileIds: [anaProfile],
    });
    expect([stolen.statusCode, stolen.json()]).toEqual([400, { error: m.invalidProfiles }]);
    const unknown = await report(visitor(), 'x'.repeat(22), { amount: 0 });
    expect(unknown.statusCode).toBe(404);
    await report(visitor(), await linkOf(ana.id), { amount: 7000, methodId: method.id });
    // Beto's link never shows Ana's reports, and cannot decide one.
    expect((await visitor().get(`/api/portal/${betoToken}/payment-reports`)).json().reports).toEqual([]);
    const id = (await db().selectFrom('payment_reports').select('id').executeTakeFirstOrThrow()).id;
    const confirm = await visitor().request('POST', `/api/payment-reports/${id}/confirm`, {
      body: {},
      noCsrf: true,
      headers: { authorization: `Bearer ${betoToken}` },
    });
    expect([401, 403]).toContain(confirm.statusCode);
    expect((await db().selectFrom('payment_reports').select('status').executeTakeFirstOrThrow()).status).toBe(
      'pendiente',
    );
  });
});

describe('POST /api/payment-reports/{id}/confirm and /reject', () => {
  it('confirm records the abono exactly and renews the profile chosen; only one of two confirms wins', async () => {
    const { ana, method, anaProfile } = await shop();
    const token = await linkOf(ana.id);
    const created = await report(visitor(), token, {
      amount: 36000,
      methodId: method.id,
      reference: 'R-1',
      renewProfileIds: [anaProfile],
    });
    const id = created.json().report.id as number;
    const before = await db()
      .selectFrom('profiles')
      .select('expiry_date')
      .where('id', '=', anaProfile)
      .executeTakeFirstOrThrow();
    const { client: other } = await signedInClient(t, { full_name: 'Pedro' });
    const [a, b] = await Promise.all([
      staff.post(`/api/payment-reports/${id}/confirm`, { renewProfileIds: [anaProfile] }),
      other.post(`/api/payment-reports/${id}/confirm`, { renewProfileIds: [anaProfile] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    expect(winner.json().report).toMatchObject({ status: 'confirmado' });
    const payments = await db().selectFrom('payments').selectAll().execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ client_id: ana.id, method_name: 'Nequi', reference: 'R-1' });
    expect(Number(payments[0]!.amount)).toBe(36000);
    expect(winner.json().report.paymentId).toBe(payments[0]!.id);
    const after = await db()
      .selectFrom('profiles')
      .select('expiry_date')
      .where('id', '=', anaProfile)
      .executeTakeFirstOrThrow();
    expect(String(after.expiry_date)).toBe(addDays(String(before.expiry_date), 30));
    // The sale (18 000) and the renewal (18 000) are both paid by the 36 000.
    const client = await db()
      .selectFrom('clients')
      .select(['owed', 'credit'])
      .where('id', '=', ana.id)
      .executeTakeFirstOrThrow();
    expect([Number(client.owed), Number(client.credit)]).toEqual([0, 0]);
    const page = (await visitor().get(`/api/portal/${token}/payment-reports`)).json();
    expect(page.reports[0].status).toBe('confirmado');
    const again = await staff.post(`/api/payment-reports/${id}/reject`, { reason: 'tarde' });
    expect([again.statusCode, again.json()]).toEqual([409, { error: m.alreadyDecided }]);
  });

  it('confirm without renewals records only the abono; a profile the client did not choose is refused', async () => {
    const { ana, method, anaProfile } = await shop();
    const token = await linkOf(ana.id);
    const id = (await report(visitor(), token, { amount: 5000, methodId: method.id })).json().report.id;
    const refused = await staff.post(`/api/payment-reports/${id}/confirm`, { renewProfileIds: [anaProfile] });
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: m.renewNotChosen }]);
    expect(await countRows(db(), 'payments')).toBe(0);
    // The shop turns the medio off after the client paid by it: the money is still recorded.
    await db().updateTable('payment_methods').set({ active: 0 }).where('id', '=', method.id).execute();
    const ok = await staff.post(`/api/payment-reports/${id}/confirm`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    const [payment] = await db().selectFrom('payments').select(['method_id', 'amount']).execute();
    expect([payment!.method_id, Number(payment!.amount)]).toEqual([method.id, 5000]);
    const client = await db()
      .selectFrom('clients')
      .select('owed')
      .where('id', '=', ana.id)
      .executeTakeFirstOrThrow();
    expect(Number(client.owed)).toBe(13000);
  });

  it('reject keeps the reason, which the client reads on their page', async () => {
    const { ana, method } = await shop();
    const token = await linkOf(ana.id);
    const id = (await report(visitor(), token, { amount: 5000, methodId: method.id })).json().report.id;
    const empty = await staff.post(`/api/payment-reports/${id}/reject`, { reason: ' ' });
    expect([empty.statusCode, empty.json()]).toEqual([400, { error: m.reasonRequired }]);
    const rejected = await staff.post(`/api/payment-reports/${id}/reject`, { reason: 'No llegó el dinero' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().report).toMatchObject({
      status: 'rechazado',
      rejectReason: 'No llegó el dinero',
      decidedBy: 'Laura Gómez',
    });
    const page = (await visitor().get(`/api/portal/${token}/payment-reports`)).json();
    expect(page.reports[0]).toMatchObject({ status: 'rechazado', rejectReason: 'No llegó el dinero' });
    expect(await countRows(db(), 'payments')).toBe(0);
    const [event] = await auditRows(t.database, { entity: 'payment_report', action: 'update' });
    expect(event!.note).toBe('No llegó el dinero');
  });

  it('is for staff allowed Movimientos: 403 before any validation', async () => {
    const { client: plain } = await signedInClient(t, { can_access_movimientos: 0 });
    expect((await plain.get('/api/payment-reports?status=nada')).statusCode).toBe(403);
    expect((await plain.get('/api/payment-reports/1/image')).statusCode).toBe(403);
    expect((await plain.post('/api/payment-reports/x/confirm', { renewProfileIds: 'x' })).statusCode).toBe(
      403,
    );
    expect((await plain.post('/api/payment-reports/1/reject', {})).statusCode).toBe(403);
    const invalid = await staff.get('/api/payment-reports?status=nada');
    expect([invalid.statusCode, invalid.json()]).toEqual([400, { error: m.invalidStatus }]);
  });
});
