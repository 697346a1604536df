import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '#tests/factories/user.factory';
import { createTestApp, TestClient, type TestApp } from '#tests/setup/test-app';
import { buildApp, type App } from '../../app';
import { createDatabase, type AppDatabase } from '../../db/database';

// Login throttling must hold when the attempts arrive all at once, spread over two app instances
// that share the database (CONTRACT.md, scale-out): each attempt is counted before its password
// is checked. A 401 is an answer that went through the password check; a 429 one that did not.
let t: TestApp;
let secondDatabase: AppDatabase;
let second: App;

beforeAll(async () => {
  t = await createTestApp();
  // The second instance opens its own connection(s) to the same database.
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

async function burst(ip: string, bodies: { username: string; password: string }[]) {
  const clients = [new TestClient(t.app, ip), new TestClient(second, ip)];
  await Promise.all(clients.map((c) => c.fetchCsrfToken()));
  const responses = await Promise.all(bodies.map((body, i) => clients[i % 2]!.post('/api/auth/login', body)));
  const statuses = responses.map((r) => r.statusCode);
  return {
    checked: statuses.filter((s) => s === 401).length,
    refused: statuses.filter((s) => s === 429).length,
    other: statuses.filter((s) => s !== 401 && s !== 429),
  };
}

describe('login throttling under a burst', () => {
  it(
    'lets at most 5 of 20 simultaneous wrong passwords for one user reach the password check',
    { timeout: 20_000 },
    async () => {
      const user = await insertUser(t.database.db);
      const result = await burst(
        '10.20.0.1',
        Array.from({ length: 20 }, () => ({ username: user.username, password: 'mala' })),
      );
      expect(result).toEqual({ checked: 5, refused: 15, other: [] });
      // The pair stays blocked, even with the right password.
      const after = await new TestClient(second, '10.20.0.1').post('/api/auth/login', {
        username: user.username,
        password: user.password,
      });
      expect(after.statusCode).toBe(429);
    },
  );

  it(
    'lets at most 30 of 100 simultaneous guesses from one address reach the password check',
    { timeout: 20_000 },
    async () => {
      const result = await burst(
        '10.20.0.2',
        Array.from({ length: 100 }, (_, i) => ({ username: `inventado${i}`, password: 'mala' })),
      );
      // Counted atomically, the limit is exact: 30 checks, 70 refusals.
      expect(result).toEqual({ checked: 30, refused: 70, other: [] });
    },
  );

  it('still signs in a user whose earlier attempts were right, and counts no success as a failure', async () => {
    const user = await insertUser(t.database.db);
    const c = new TestClient(t.app, '10.20.0.3');
    for (let i = 0; i < 8; i++) await c.login(user.username, user.password);
    const counts = await t.database.db
      .selectFrom('login_attempts')
      .select(['key', 'failures'])
      .where('key', 'like', '%10.20.0.3%')
      .execute();
    expect(counts.every((row) => row.failures === 0)).toBe(true);
  });

  it(
    'never lets one address lock a user out for everyone, however many wrong passwords it sends',
    { timeout: 30_000 },
    async () => {
      const user = await insertUser(t.database.db);
      const wrong = Array.from({ length: 120 }, () => ({ username: user.username, password: 'mala' }));
      const result = await burst('10.20.0.9', wrong);
      expect(result.checked).toBe(5);
      // The owner, from their own address, still gets in.
      const owner = new TestClient(second, '10.20.0.10');
      expect(
        (await owner.post('/api/auth/login', { username: user.username, password: user.password }))
          .statusCode,
      ).toBe(200);
    },
  );
});
