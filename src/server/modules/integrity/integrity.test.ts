import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { integrityMessages as m } from '#shared/messages/integrity';
import type { IntegrityFixResult, IntegrityReport } from '#shared/schemas/integrity';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { auditRows } from '#tests/setup/audit-rows';
import { countRows } from '#tests/setup/count-rows';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

// Revisión de datos (issue 26 item 4, docs/decisions/053): each kind planted, found and fixed;
// a dry run writes nothing; an apply audits each change under its fix id.

const t = useTestApp({ resetEachTest: true });
let admin: TestClient;
beforeEach(async () => {
  ({ client: admin } = await signedInClient(t, { role: 'admin', full_name: 'Laura Gómez' }));
});

const db = () => t.database.db;
const today = () => businessToday(t.clock.now(), t.config.TZ_APP);

async function scan() {
  const response = await admin.get('/api/integrity');
  expect(response.statusCode).toBe(200);
  return response.json() as IntegrityReport;
}
const kindOf = (report: IntegrityReport, kind: string) => report.kinds.find((k) => k.kind === kind)!;

const fix = async (body: Record<string, unknown>) => {
  const response = await admin.post('/api/integrity/fix', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as IntegrityFixResult;
};

const profile = (id: number) =>
  db().selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
const profileIds = async (accountId: number) =>
  (
    await db()
      .selectFrom('profiles')
      .select('id')
      .where('account_id', '=', accountId)
      .orderBy('position')
      .execute()
  ).map((p) => p.id);

/** Dry run, then apply: the dry run writes nothing and the apply writes its changes, audited. */
async function dryRunThenApply(kind: string, ids: number[]) {
  const before = await countRows(db(), 'audit_log');
  const dry = await fix({ kind, ids });
  expect(dry.dryRun).toBe(true);
  expect(dry.fixId).toBeNull();
  expect(dry.changes.length).toBeGreaterThan(0);
  expect(await countRows(db(), 'audit_log')).toBe(before);
  expect(await countRows(db(), 'integrity_fixes')).toBe(0);
  const applied = await fix({ kind, ids, dryRun: false, preview: dry.changes.map((c) => c.key) });
  expect(applied.fixId).not.toBeNull();
  expect(applied.changes).toEqual(dry.changes);
  expect(applied.differences).toBeNull();
  const lines = await db()
    .selectFrom('audit_log')
    .selectAll()
    .where('integrity_fix_id', '=', applied.fixId)
    .execute();
  expect(lines.length).toBeGreaterThanOrEqual(applied.changes.length);
  expect(
    lines.every(
      (l) => l.user_name === 'Laura Gómez' && l.note?.startsWith(`Revisión de datos #${applied.fixId}`),
    ),
  ).toBe(true);
  expect(kindOf(await scan(), kind).count).toBe(0);
  return applied;
}

describe('GET /api/integrity', () => {
  it('finds nothing in clean data', async () => {
    const service = await insertService(db(), { max_profiles: 2 });
    const client = await insertClient(db(), { phone: '+573001112233' });
    await insertAccount(db(), service.id, {}, [
      { status: 'ocupado', client_id: client.id, expiry_date: addDays(today(), 5) },
      {},
    ]);
    const report = await scan();
    expect(report.kinds.map((k) => k.count)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('proposes merging clients with the same phone into the one with most profiles', async () => {
    const a = await insertClient(db(), { name: 'Ana', phone: '+573001112233' });
    const b = await insertClient(db(), { name: 'Ana Ruiz', phone: '+573001112233' });
    const service = await insertService(db());
    await insertAccount(db(), service.id, {}, [
      { status: 'ocupado', client_id: b.id, expiry_date: addDays(today(), 5) },
    ]);
    const { count, findings } = kindOf(await scan(), 'duplicate_phone');
    expect(count).toBe(1);
    expect(findings[0]!.records.map((r) => r.id)).toEqual([a.id, b.id]);
    expect(findings[0]!.fix).toMatchObject({ action: 'merge', keepId: b.id, mergeIds: [a.id] });
    const response = await admin.post('/api/integrity/fix', { kind: 'duplicate_phone', ids: [a.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: m.mergeInstead });
  });

  it('tells the same username and password under two services, as information only', async () => {
    const [netflix, disney] = [
      await insertService(db(), { name: 'Netflix' }),
      await insertService(db(), { name: 'Disney+' }),
    ];
    await insertAccount(db(), netflix.id, { username: 'casa@correo.co', password: 'igual' });
    await insertAccount(db(), disney.id, { username: 'casa@correo.co', password: 'igual' });
    await insertAccount(db(), netflix.id, { username: 'otra@correo.co', password: 'una' });
    await insertAccount(db(), disney.id, { username: 'otra@correo.co', password: 'otra' });
    const { count, findings } = kindOf(await scan(), 'shared_credentials');
    expect(count).toBe(1);
    expect(findings[0]!.fix.action).toBe('none');
    const response = await admin.post('/api/integrity/fix', { kind: 'shared_credentials', ids: [1] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: m.notFixable });
  });

  it('lists clients with occupied profiles and no phone, to fix by hand', async () => {
    const client = await insertClient(db(), { name: 'Sin Teléfono' });
    const service = await insertService(db());
    await insertAccount(db(), service.id, {}, [
      { status: 'ocupado', client_id: client.id, expiry_date: addDays(today(), 5) },
    ]);
    const { count, findings } = kindOf(await scan(), 'client_without_phone');
    expect(count).toBe(1);
    expect(findings[0]!.fix.action).toBe('manual');
    expect(findings[0]!.records[0]).toMatchObject({ type: 'client', id: client.id });
  });
});

describe('POST /api/integrity/fix', () => {
  it('deletes the repeated accounts that hold no client, keeping the one that does', async () => {
    const service = await insertService(db(), { name: 'Netflix' });
    const client = await insertClient(db(), { phone: '+573001112233' });
    const held = await insertAccount(db(), service.id, { username: 'familia@correo.co' }, [
      { status: 'ocupado', client_id: client.id, expiry_date: addDays(today(), 5) },
    ]);
    const empty = await insertAccount(db(), service.id, { username: 'familia@correo.co' });
    const { findings } = kindOf(await scan(), 'duplicate_account');
    expect(findings[0]!.fix).toMatchObject({ action: 'apply', ids: [empty.id] });
    await dryRunThenApply('duplicate_account', findings[0]!.fix.ids);
    const left = await db().selectFrom('accounts').select('id').execute();
    expect(left.map((a) => a.id)).toEqual([held.id]);
    expect((await auditRows(t.database, { entity: 'account', action: 'delete' }))[0]!.entity_id).toBe(
      empty.id,
    );
  });

  it('never deletes every copy: when all are sent and empty, the oldest stays', async () => {
    const service = await insertService(db());
    const a = await insertAccount(db(), service.id, { username: 'x@correo.co' });
    const b = await insertAccount(db(), service.id, { username: 'x@correo.co' });
    const result = await fix({ kind: 'duplicate_account', ids: [a.id, b.id], dryRun: false });
    expect(result.changes.map((c) => c.id)).toEqual([b.id]);
    expect(result.skipped).toEqual([a.id]);
    expect(await countRows(db(), 'accounts')).toBe(1);
  });

  it('two admins fixing one copy each of the same pair at once still leave one', async () => {
    const service = await insertService(db());
    const a = await insertAccount(db(), service.id, { username: 'y@correo.co' });
    const b = await insertAccount(db(), service.id, { username: 'y@correo.co' });
    const { client: other } = await signedInClient(t, { role: 'admin' });
    const answers = await Promise.all([
      admin.post('/api/integrity/fix', { kind: 'duplicate_account', ids: [a.id], dryRun: false }),
      other.post('/api/integrity/fix', { kind: 'duplicate_account', ids: [b.id], dryRun: false }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await countRows(db(), 'accounts')).toBe(1);
  });

  it('deletes the surplus free profiles of a crowded account, last first', async () => {
    const service = await insertService(db(), { max_profiles: 2 });
    const client = await insertClient(db(), { phone: '+573001112233' });
    const account = await insertAccount(db(), service.id, {}, [
      { status: 'ocupado', client_id: client.id, expiry_date: addDays(today(), 5) },
      {},
      {},
      {},
    ]);
    const ids = await profileIds(account.id);
    const { findings } = kindOf(await scan(), 'too_many_profiles');
    expect(findings[0]!.detail).toBe(m.detailTooManyProfiles(4, 2));
    const applied = await dryRunThenApply('too_many_profiles', [account.id]);
    expect(applied.changes.map((c) => c.id)).toEqual([ids[3], ids[2]]);
    expect(await profileIds(account.id)).toEqual([ids[0], ids[1]]);
    const summary = await db()
      .selectFrom('accounts')
      .select(['free_count', 'occupied_count'])
      .executeTakeFirstOrThrow();
    expect(summary).toEqual({ free_count: 1, occupied_count: 1 });
  });

  it('frees an ocupado profile with no client and dates one with no expiry today', async () => {
    const service = await insertService(db());
    const client = await insertClient(db(), { phone: '+573001112233' });
    const account = await insertAccount(db(), service.id, {}, [
      { status: 'ocupado', client_id: null, expiry_date: addDays(today(), 3), pin: '1234' },
      { status: 'ocupado', client_id: client.id, expiry_date: null },
    ]);
    const [noClient, noExpiry] = (await profileIds(account.id)) as [number, number];
    const { count } = kindOf(await scan(), 'occupied_incomplete');
    expect(count).toBe(2);
    await dryRunThenApply('occupied_incomplete', [noClient, noExpiry]);
    expect(await profile(noClient)).toMatchObject({
      status: 'libre',
      client_id: null,
      pin: null,
      expiry_date: null,
    });
    expect(await profile(noExpiry)).toMatchObject({
      status: 'ocupado',
      client_id: client.id,
      expiry_date: today(),
    });
  });

  it('clears the client, PIN and price of a free profile', async () => {
    const service = await insertService(db());
    const client = await insertClient(db(), { phone: '+573001112233' });
    const account = await insertAccount(db(), service.id, {}, [
      { status: 'libre', client_id: client.id, pin: '9999', custom_price: 12000 },
    ]);
    const [id] = (await profileIds(account.id)) as [number];
    const { findings } = kindOf(await scan(), 'free_with_data');
    expect(findings[0]!.detail).toBe(m.detailFreeWithData(['cliente', 'PIN', 'precio']));
    await dryRunThenApply('free_with_data', [id]);
    expect(await profile(id)).toMatchObject({
      status: 'libre',
      client_id: null,
      pin: null,
      custom_price: null,
    });
  });

  it('frees an expirado profile still held after the grace period, not one inside it', async () => {
    const service = await insertService(db());
    const client = await insertClient(db(), { phone: '+573001112233' });
    const account = await insertAccount(db(), service.id, {}, [
      { status: 'expirado', client_id: client.id, expiry_date: addDays(today(), -4) },
      { status: 'expirado', client_id: client.id, expiry_date: addDays(today(), -3) },
    ]);
    const [past, inGrace] = (await profileIds(account.id)) as [number, number];
    // A webhook on perfil.liberado hears of the release, as of any other (decision 049).
    const hook = await admin.post('/api/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      events: ['perfil.liberado'],
    });
    expect(hook.statusCode).toBe(201);
    const { count, findings } = kindOf(await scan(), 'expired_past_grace');
    expect(count).toBe(1);
    expect(findings[0]!.fix.ids).toEqual([past]);
    const result = await fix({ kind: 'expired_past_grace', ids: [past, inGrace] });
    expect(result.skipped).toEqual([inGrace]);
    await dryRunThenApply('expired_past_grace', [past]);
    expect(await profile(past)).toMatchObject({ status: 'libre', client_id: null });
    expect(await profile(inGrace)).toMatchObject({ status: 'expirado', client_id: client.id });
    const [line] = await auditRows(t.database, { entity: 'profile', action: 'release' });
    expect(line).toMatchObject({ entity_id: past, client_id: client.id });
    const events = await db().selectFrom('webhook_events').select(['event', 'body']).execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.event).toBe('perfil.liberado');
    expect(JSON.parse(events[0]!.body).data).toMatchObject({
      profileId: past,
      previousClient: { id: client.id },
      reason: 'revision_de_datos',
      releasedBy: 'Laura Gómez',
    });
  });

  it('applies to the current records and says what differed from the preview', async () => {
    const service = await insertService(db());
    const client = await insertClient(db(), { phone: '+573001112233' });
    const account = await insertAccount(db(), service.id, {}, [
      { status: 'libre', client_id: client.id },
      { status: 'libre', pin: '1111' },
    ]);
    const [first, second] = (await profileIds(account.id)) as [number, number];
    const dry = await fix({ kind: 'free_with_data', ids: [first, second] });
    expect(dry.changes).toHaveLength(2);
    await db().updateTable('profiles').set({ client_id: null }).where('id', '=', first).execute();
    const applied = await fix({
      kind: 'free_with_data',
      ids: [first, second],
      dryRun: false,
      preview: dry.changes.map((c) => c.key),
    });
    expect(applied.changes.map((c) => c.id)).toEqual([second]);
    expect(applied.skipped).toEqual([first]);
    expect(applied.differences).toEqual({ added: [], missing: [`profile:${first}:clear`] });
  });

  it('refuses a staff member who is not an admin with 403, before reading the body', async () => {
    const { client: staff } = await signedInClient(t, { role: 'user' });
    expect((await staff.get('/api/integrity')).statusCode).toBe(403);
    const response = await staff.post('/api/integrity/fix', { nonsense: true });
    expect(response.statusCode).toBe(403);
  });

  it('answers bad input with 400 in Spanish and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ kind: 'otro', ids: [1] }, m.invalidKind],
      [{ kind: 'free_with_data', ids: [] }, m.invalidIds],
      [{ kind: 'free_with_data', ids: ['x'] }, m.invalidIds],
      [{ kind: 'free_with_data', ids: Array.from({ length: 5001 }, (_, i) => i + 1) }, m.tooManyIds(5000)],
      [{ kind: 'free_with_data', ids: [1], dryRun: 'no' }, m.invalidDryRun],
    ];
    for (const [body, error] of cases) {
      const response = await admin.post('/api/integrity/fix', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    expect(await countRows(db(), 'integrity_fixes')).toBe(0);
  });
});
