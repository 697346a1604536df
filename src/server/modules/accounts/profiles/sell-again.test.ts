import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/expiry';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';
import { releasePastGrace } from './profile-release.service';

// Vender de nuevo for a released client (issue 25, item 6; docs/decisions/040).

const t = useTestApp({ resetEachTest: true });
const DAY = '2026-11-27';
let staff: TestClient;
let staffId: number;
beforeEach(async () => {
  t.clock.current = new Date('2026-11-27T15:00:00Z');
  ({
    client: staff,
    user: { id: staffId },
  } = await signedInClient(t, { full_name: 'Laura Gómez' }));
});

const db = () => t.database.db;

/** Ana held Netflix profile 1 of account A, expired 10 days ago; the job releases it. */
async function releasedAna() {
  const netflix = await insertService(db(), { name: 'Netflix' });
  const disney = await insertService(db(), { name: 'Disney+' });
  const ana = await insertClient(db(), { name: 'Ana Ruiz' });
  const luis = await insertClient(db(), { name: 'Luis Pérez' });
  const a = await insertAccount(db(), netflix.id, { username: 'a@correo.co' }, [
    { status: 'ocupado', client_id: ana.id, expiry_date: addDays(DAY, -10) },
    { status: 'ocupado', client_id: luis.id, expiry_date: addDays(DAY, 20) },
  ]);
  // B has two free profiles, C one: C fills first.
  const b = await insertAccount(db(), netflix.id, { username: 'b@correo.co' }, [
    { status: 'libre' },
    { status: 'libre' },
  ]);
  const c = await insertAccount(db(), netflix.id, { username: 'c@correo.co' }, [
    { status: 'ocupado', client_id: luis.id, expiry_date: addDays(DAY, 20) },
    { status: 'libre' },
  ]);
  await insertAccount(db(), disney.id, {}, [{ status: 'libre' }]);
  await releasePastGrace(t.app.ctx);
  const profileIds = async (accountId: number) =>
    (
      await db()
        .selectFrom('profiles')
        .select('id')
        .where('account_id', '=', accountId)
        .orderBy('position')
        .orderBy('id')
        .execute()
    ).map((p) => p.id);
  return { ana, luis, a, b, c, netflix, profileIds };
}

const sellAgain = async (clientId: number, client = staff) => {
  const response = await client.get(`/api/clients/${clientId}/sell-again`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/clients/{id}/sell-again', () => {
  it('offers the old profile first while it is still free', async () => {
    const { ana, a, netflix, profileIds } = await releasedAna();
    const body = await sellAgain(ana.id);
    expect(body.released).toMatchObject({ serviceId: netflix.id, serviceName: 'Netflix' });
    expect(body.released.note).toContain('no renovó');
    expect(body.released.label).toContain('a@correo.co');
    expect(body.suggestion).toMatchObject({ previous: true, profileId: (await profileIds(a.id))[0] });
    expect(body.suggestion.account).toMatchObject({ id: a.id, username: 'a@correo.co' });
    expect(body.suggestion.account.profiles[0]).toMatchObject({ status: 'libre', clientId: null });
  });

  it('otherwise another free profile of the same service, filling the fullest account first', async () => {
    const { ana, luis, a, c, profileIds } = await releasedAna();
    const [old] = await profileIds(a.id);
    await db()
      .updateTable('profiles')
      .set({ status: 'ocupado', client_id: luis.id, expiry_date: addDays(DAY, 30) })
      .where('id', '=', old!)
      .execute();
    // As a sale keeps it: the account's free count follows its profiles.
    await db().updateTable('accounts').set({ free_count: 0 }).where('id', '=', a.id).execute();
    const body = await sellAgain(ana.id);
    expect(body.suggestion).toMatchObject({ previous: false, profileId: (await profileIds(c.id))[1] });
    expect(body.suggestion.account.id).toBe(c.id);
  });

  it('leaves out the accounts the staff member hid', async () => {
    const { ana, a, b, c, profileIds } = await releasedAna();
    for (const account of [a, c])
      await db()
        .insertInto('account_hidden')
        .values({ user_id: staffId, account_id: account.id, created_at: new Date().toISOString() })
        .execute();
    const body = await sellAgain(ana.id);
    expect(body.suggestion).toMatchObject({ previous: false, profileId: (await profileIds(b.id))[0] });
  });

  it('suggests nothing when none of the service is free, or the client already holds one', async () => {
    const { ana, luis, netflix } = await releasedAna();
    await db()
      .updateTable('profiles')
      .set({ status: 'ocupado', client_id: luis.id, expiry_date: addDays(DAY, 30) })
      .where('status', '=', 'libre')
      .where(
        'account_id',
        'in',
        db().selectFrom('accounts').select('id').where('service_id', '=', netflix.id),
      )
      .execute();
    await db().updateTable('accounts').set({ free_count: 0 }).where('service_id', '=', netflix.id).execute();
    const none = await sellAgain(ana.id);
    expect(none.released).not.toBeNull();
    expect(none.suggestion).toBeNull();

    const other = await insertAccount(db(), netflix.id, {}, [
      { status: 'ocupado', client_id: ana.id, expiry_date: addDays(DAY, 30) },
      { status: 'libre' },
    ]);
    expect(other.id).toBeGreaterThan(0);
    expect((await sellAgain(ana.id)).suggestion).toBeNull();
  });

  it('a client never released gets nothing; an unknown client is a 404', async () => {
    const { luis } = await releasedAna();
    expect(await sellAgain(luis.id)).toEqual({ released: null, suggestion: null });
    expect((await staff.get('/api/clients/9999/sell-again')).statusCode).toBe(404);
  });
});
