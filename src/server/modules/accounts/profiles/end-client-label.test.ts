import { describe, expect, it } from 'vitest';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { useTestApp } from '#tests/setup/test-app';
import { updateEndClientLabel, updateProfile, updateProfileIfStatus } from './profile.repository';

// A revendedor's end-client name belongs to the profile's holder (docs/decisions/056): every write
// of the profile repository that frees the profile or gives it another client clears it, whatever
// service makes the write (a release, the grace release, a sale, an edit). SQLite and PostgreSQL.

const t = useTestApp({ resetEachTest: true });

async function labelled() {
  const db = t.database.db;
  const beto = await insertClient(db, { name: 'Beto', type: 'revendedor' });
  const ana = await insertClient(db, { name: 'Ana' });
  const service = await insertService(db, { name: 'Netflix' });
  const account = await insertAccount(db, service.id, {}, [
    { status: 'ocupado', client_id: beto.id, expiry_date: '2026-12-31' },
  ]);
  const { id } = await db
    .selectFrom('profiles')
    .select('id')
    .where('account_id', '=', account.id)
    .executeTakeFirstOrThrow();
  expect(await updateEndClientLabel(db, id, beto.id, 'Carolina')).toBe(1);
  return { db, beto, ana, id };
}

const labelOf = async (id: number) =>
  (
    await t.database.db
      .selectFrom('profiles')
      .select('end_client_label')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).end_client_label;

describe('profiles.end_client_label', () => {
  it('is written only on a profile the client holds', async () => {
    const { db, ana, id } = await labelled();
    expect(await updateEndClientLabel(db, id, ana.id, 'Intruso')).toBe(0);
    expect(await labelOf(id)).toBe('Carolina');
  });

  it('stays while the holder stays (a renewal, an edit, marked expirado)', async () => {
    const { db, beto, id } = await labelled();
    await updateProfile(db, id, { expiry_date: '2027-01-30' });
    await updateProfileIfStatus(db, id, { status: 'ocupado' }, { client_id: beto.id, observations: 'x' });
    await updateProfileIfStatus(db, id, { status: 'ocupado' }, { status: 'expirado' });
    expect(await labelOf(id)).toBe('Carolina');
  });

  it('is cleared when the profile gets another client', async () => {
    const { db, ana, id } = await labelled();
    await updateProfileIfStatus(db, id, { status: 'ocupado' }, { client_id: ana.id });
    expect(await labelOf(id)).toBeNull();
  });

  it('is cleared when the profile is freed', async () => {
    const { db, id } = await labelled();
    await updateProfile(db, id, { status: 'libre', client_id: null });
    expect(await labelOf(id)).toBeNull();
  });
});
