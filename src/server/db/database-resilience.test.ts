import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages, healthMessages } from '#shared/messages/common';
import { insertUser } from '#tests/factories/user.factory';
import { createTestApp, TestClient, type TestApp } from '#tests/setup/test-app';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { createDatabase, type AppDatabase } from './database';

// What happens to a running app when its database goes away (CONTRACT.md, scale-out).
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.runIf(process.env.TEST_DB === 'sqlite')('the embedded SQLite database', () => {
  it('runs WAL with synchronous=FULL, so an acknowledged write survives a power cut', async () => {
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(t.database.db);
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(t.database.db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    expect(sync.rows[0]?.synchronous).toBe(2); // 2 = FULL, 1 = NORMAL
  });
});

/** An app instance on the test schema with a connection pool of its own, named so tests can find it. */
async function startInstance(url: string, options: { env?: Record<string, string>; timeouts?: object } = {}) {
  const applicationName = `cc-test-${randomBytes(4).toString('hex')}`;
  const database = createDatabase(url, {
    searchPath: t.database.schema,
    maxConnections: 4,
    applicationName,
    ...options.timeouts,
  });
  const config = loadConfig({ ADMIN_PASSWORD: 'admin-secreto', ...options.env });
  const app = await buildApp({ config, database });
  await app.ready();
  return { app, database, applicationName };
}

async function adminQuery<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function signedIn(app: App) {
  const user = await insertUser(t.database.db);
  const c = new TestClient(app);
  await c.login(user.username, user.password);
  return c;
}

describe.runIf(onPostgres)('PostgreSQL drops the connections (restart, fail-over, idle timeout)', () => {
  let instance: { app: App; database: AppDatabase; applicationName: string };
  beforeAll(async () => {
    instance = await startInstance(process.env.TEST_DATABASE_URL!);
  });
  afterAll(async () => {
    await instance.app.close();
    await instance.database.close();
  });

  it('keeps the process up and reconnects after pg_terminate_backend', { timeout: 15_000 }, async () => {
    const c = await signedIn(instance.app);
    // Several connections in the pool, all idle.
    await Promise.all(Array.from({ length: 4 }, () => c.get('/api/clients')));

    const terminated = await adminQuery<{ pg_terminate_backend: boolean }>(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [instance.applicationName],
    );
    expect(terminated.length).toBeGreaterThan(0);
    // Let the instance read the termination notices (57P01) on its idle sockets.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const list = await c.get('/api/clients');
    expect(list.statusCode).toBe(200);
    const created = await c.post('/api/clients', { name: 'Tras el reinicio', phone: '3001234567' });
    expect(created.statusCode).toBe(201);
    expect((await c.get('/api/health')).statusCode).toBe(200);
    const connections = await adminQuery<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where application_name = $1',
      [instance.applicationName],
    );
    expect(connections[0]!.n).toBeGreaterThan(0);
  });

  it(
    'fails a statement whose connection dies under it, without taking the process down, then recovers',
    { timeout: 15_000 },
    async () => {
      const c = await signedIn(instance.app);
      // A statement that is still running when its backend is terminated.
      const slow = sql`select pg_sleep(5)`.execute(instance.database.db).then(
        () => null,
        (error: unknown) => error,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await adminQuery('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
        instance.applicationName,
      ]);
      const error = await slow;
      expect(error).toBeInstanceOf(Error);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await c.get('/api/clients')).statusCode).toBe(200);
    },
  );
});

/**
 * A TCP relay to PostgreSQL that can stop passing bytes, as a hung server, a full disk or a
 * network partition without resets would: sockets stay open and nothing comes back.
 */
function startRelay(target: URL) {
  let stalled = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [inbound, outbound],
      [outbound, inbound],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => {
        if (!stalled) to.write(chunk);
      });
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  return new Promise<{ url: string; stall(): void; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String((server.address() as net.AddressInfo).port);
      resolve({
        url: url.toString(),
        stall: () => {
          stalled = true;
        },
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

describe.runIf(onPostgres)('PostgreSQL stops answering (a relay that passes no more bytes)', () => {
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let instance: { app: App; database: AppDatabase };
  beforeAll(async () => {
    relay = await startRelay(new URL(process.env.TEST_DATABASE_URL!));
    instance = await startInstance(relay.url, {
      env: { HEALTH_TIMEOUT_MS: '300' },
      timeouts: { connectTimeoutMs: 500, queryTimeoutMs: 700 },
    });
  });
  afterEach(() => relay.stall());
  afterAll(async () => {
    await relay.close();
    await instance.app.close();
    await instance.database.close();
  });

  it(
    'answers health 503 within its own time-out, and requests 503 in Spanish instead of hanging',
    { timeout: 15_000 },
    async () => {
      const c = await signedIn(instance.app);
      expect((await c.get('/api/health')).statusCode).toBe(200);
      relay.stall();

      // The balancer's probe carries no session cookie.
      let started = Date.now();
      const health = await new TestClient(instance.app).get('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ error: healthMessages.databaseDown });
      expect(Date.now() - started).toBeLessThan(1_500);

      // Twenty requests at once on a pool of four: each fails within the deadlines, none piles up.
      started = Date.now();
      const responses = await Promise.all(Array.from({ length: 20 }, () => c.get('/api/clients')));
      const elapsed = Date.now() - started;
      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(503));
      expect(responses[0]!.json()).toEqual({ error: commonMessages.databaseUnavailable });
      expect(elapsed).toBeLessThan(6_000);
    },
  );
});
