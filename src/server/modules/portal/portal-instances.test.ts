import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient } from '#tests/factories/catalog.factory';
import { createTestApp, signedInClient, TestClient, type TestApp } from '#tests/setup/test-app';
import { buildApp, type App } from '../../app';
import { createDatabase, type AppDatabase } from '../../db/database';

// The portal's per-address limits and its revocations hold across app instances that share the
// database (CONTRACT.md, scale-out; docs/decisions/051): two instances, one count.
let t: TestApp;
let secondDatabase: AppDatabase;
let second: App;

beforeAll(async () => {
  t = await createTestApp();
  if (t.database.dialect === 'sqlite') {
    const { file } = (
      await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(
        t.database.db,
      )
    ).rows[0]!;
    secondDatabase = createDatabase(`file:${file}`);
  } else {
    secondDatabase = createDatabase(process.env.TEST_DATABASE_URL!, {
      searchPath: t.database.schema,
      maxConnections: 4,
    });
  }
  second = await buildApp({ config: t.config, database: secondDatabase, now: t.clock.now });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await secondDatabase.close();
  await t.close();
});

async function link() {
  const { client: staff } = await signedInClient(t);
  const client = await insertClient(t.database.db, { name: 'Ana Ruiz' });
  const response = await staff.post(`/api/clients/${client.id}/portal-link`);
  return { staff, clientId: client.id, token: (response.json() as { url: string }).url.split('/p/')[1]! };
}

describe('the portal across two instances', () => {
  it('counts one address on both: 60 requests a minute in all, 10 failed tokens in all', async () => {
    const { token } = await link();
    const instances = [new TestClient(t.app, '192.0.2.70'), new TestClient(second, '192.0.2.70')];
    for (let i = 0; i < 60; i += 1)
      expect((await instances[i % 2]!.get(`/api/portal/${token}`)).statusCode).toBe(200);
    for (const instance of instances)
      expect((await instance.get(`/api/portal/${token}`)).statusCode).toBe(429);

    const guessers = [new TestClient(t.app, '192.0.2.71'), new TestClient(second, '192.0.2.71')];
    for (let i = 0; i < 10; i += 1)
      expect((await guessers[i % 2]!.get(`/api/portal/nope${i}AAAAAAAAAAAAAAAAA`)).statusCode).toBe(404);
    for (const guesser of guessers) expect((await guesser.get(`/api/portal/${token}`)).statusCode).toBe(429);
  });

  it('a link revoked on one instance stops on the other at its next request', async () => {
    t.clock.advance(60_000);
    const { staff, clientId, token } = await link();
    const other = new TestClient(second, '192.0.2.72');
    expect((await other.get(`/api/portal/${token}`)).statusCode).toBe(200);
    expect((await staff.delete(`/api/clients/${clientId}/portal-link`)).statusCode).toBe(200);
    expect((await other.get(`/api/portal/${token}`)).statusCode).toBe(404);
  });
});
