import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import { insertUser, type UserOverrides } from '../factories/user.factory';
import { checkAgainstOpenApi } from './openapi-check';
import { resetDatabase } from './reset-database';
import { createTestDatabase, type TestDatabase } from './test-database';

/** A clock tests can move forward (session lifetimes, throttling windows). */
export class TestClock {
  constructor(public current = new Date()) {}
  now = () => this.current;
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  clock: TestClock;
  config: AppConfig;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ ADMIN_PASSWORD: 'admin-secreto', ...env });
  const clock = new TestClock();
  const app = await buildApp({ config, database, now: clock.now });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

export interface UseTestAppOptions {
  /** Environment for loadConfig (ADMIN_PASSWORD is 'admin-secreto' unless given). */
  env?: Record<string, string>;
  /** Empty every table before each test, so tests never see each other's rows. */
  resetEachTest?: boolean;
}

/**
 * The usual bootstrap of an API test file: one app on a fresh database for the file, closed
 * after it. The answer is filled in by beforeAll, so read its fields inside tests and hooks only.
 */
export function useTestApp(options: UseTestAppOptions = {}): TestApp {
  const harness = {} as TestApp;
  beforeAll(async () => {
    Object.assign(harness, await createTestApp(options.env));
  });
  afterAll(() => harness.close?.());
  if (options.resetEachTest) beforeEach(() => resetDatabase(harness.database));
  return harness;
}

/** A new user (overrides as in insertUser) and a client already signed in as them. */
export async function signedInClient(t: TestApp, overrides: UserOverrides = {}, ip?: string) {
  const user = await insertUser(t.database.db, overrides);
  const client = new TestClient(t.app, ip);
  await client.login(user.username, user.password);
  return { client, user };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Leave out the CSRF header (to prove a mutation is refused without it). */
  noCsrf?: boolean;
  ip?: string;
  payload?: string | Buffer;
}

/** A browser-like client over app.inject: keeps cookies and sends the CSRF token on mutations. */
export class TestClient {
  private cookies = new Map<string, string>();
  csrfToken: string | null = null;

  constructor(
    private readonly app: App,
    private readonly ip = '127.0.0.1',
  ) {}

  async request(method: Method, url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    if (method !== 'GET' && !options.noCsrf && !this.csrfToken) await this.fetchCsrfToken();
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && !options.noCsrf && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: options.ip ?? this.ip,
      ...(options.payload !== undefined
        ? { payload: options.payload }
        : options.body !== undefined
          ? { payload: options.body as object }
          : {}),
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const cleared = cookie.value === '' || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    // Every JSON answer is what the OpenAPI document says for its route and status (issue 28).
    checkAgainstOpenApi(this.app, method, url, response);
    // A compressed answer (a test that sends Accept-Encoding) is decoded by that test.
    const readable =
      response.headers['content-type']?.toString().includes('json') && !response.headers['content-encoding'];
    const json = readable ? response.json() : undefined;
    if (json && typeof json.csrfToken === 'string') this.csrfToken = json.csrfToken;
    return response;
  }

  async fetchCsrfToken() {
    const response = await this.request('GET', '/api/csrf-token');
    this.csrfToken = response.json().csrfToken;
  }

  get = (url: string, options?: RequestOptions) => this.request('GET', url, options);
  post = (url: string, body?: unknown, options?: RequestOptions) =>
    this.request('POST', url, { ...options, body });
  put = (url: string, body?: unknown, options?: RequestOptions) =>
    this.request('PUT', url, { ...options, body });
  delete = (url: string, options?: RequestOptions) => this.request('DELETE', url, options);

  async login(username: string, password: string) {
    const response = await this.post('/api/auth/login', { username, password });
    if (response.statusCode !== 200)
      throw new Error(`login ${username} → ${response.statusCode} ${response.body}`);
    return response.json().user;
  }

  hasCookie(name: string) {
    return this.cookies.has(name);
  }
}
