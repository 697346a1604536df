import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';

// The built server (what `npm start` runs), started as a child process for the tests that send it
// signals. `npm test` runs Vitest before `npm run build`, so the tests bundle the server themselves.

const repo = path.resolve(import.meta.dirname, '../..');

export interface Bundle {
  dir: string;
  file: string;
  remove: () => void;
}

/** Bundles the server into a folder of its own inside the repository, so its packages resolve. */
export async function bundleServer(): Promise<Bundle> {
  fs.mkdirSync(path.join(repo, 'node_modules/.cache'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(repo, 'node_modules/.cache/cc-server-test-'));
  await buildServer({ outDir: dir });
  return {
    dir,
    file: path.join(dir, 'server.js'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Answer {
  status?: number;
  connection?: string;
  body?: string;
  /** The error's code (ECONNREFUSED, ECONNRESET, EPIPE…) or message, when no answer came. */
  error?: string;
  sentAt: number;
  /** When the answer (or the error) arrived. */
  answeredAt: number;
}

export function send(
  port: number,
  options: {
    method?: string;
    path: string;
    agent?: http.Agent;
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<Answer> {
  const sentAt = Date.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        agent: options.agent ?? false,
        headers: options.headers,
        timeout: 10_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            connection: response.headers.connection,
            body,
            sentAt,
            answeredAt: Date.now(),
          }),
        );
        response.on('error', (error) => resolve({ error: error.message, sentAt, answeredAt: Date.now() }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) =>
      resolve({
        error: (error as NodeJS.ErrnoException).code ?? error.message,
        sentAt,
        answeredAt: Date.now(),
      }),
    );
    request.end(options.body);
  });
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  output: () => string;
  /** Waits for the process to exit, up to `ms`; kills it when it is still running then. */
  exitWithin: (ms: number) => Promise<{ code: number | null | 'still running'; at: number }>;
}

/** Starts the bundle on a free port and waits until health says 200. */
export async function startServer(
  bundle: Bundle,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle.file], {
    cwd: bundle.dir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'admin-secreto',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped: ${output}`);
    if ((await send(port, { path: '/api/health' })).status === 200) break;
    if (Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exitWithin = async (ms: number) => {
    const exit = await Promise.race([
      exited,
      new Promise<{ code: 'still running'; at: number }>((resolve) =>
        setTimeout(() => resolve({ code: 'still running', at: Date.now() }), ms),
      ),
    ]);
    if (exit.code === 'still running') child.kill('SIGKILL');
    return exit;
  };
  return { child, port, output: () => output, exitWithin };
}

/**
 * For a test file: bundles the server before its tests and removes the bundle after them.
 * Answers how to start it.
 */
export function useBuiltServer() {
  let bundle: Bundle | undefined;
  beforeAll(async () => {
    bundle = await bundleServer();
  });
  afterAll(() => bundle?.remove());
  return (databaseUrl: string, env?: Record<string, string>) => startServer(bundle!, databaseUrl, env);
}

/** Signs in as the first admin; answers the cookie header and CSRF token for later requests. */
export async function signIn(port: number) {
  const cookies = new Map<string, string>();
  const remember = (setCookie: string[] | undefined) => {
    for (const line of setCookie ?? []) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!, value.join('='));
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const getJson = (method: string, url: string, body?: object, csrf?: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; json: Record<string, unknown> }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          agent: false,
          headers: {
            cookie: cookieHeader(),
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(csrf ? { 'x-csrf-token': csrf } : {}),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => {
            remember(response.headers['set-cookie']);
            resolve({ headers: response.headers, json: JSON.parse(text) as Record<string, unknown> });
          });
        },
      );
      request.on('error', reject);
      request.end(body ? JSON.stringify(body) : undefined);
    });
  const { json } = await getJson('GET', '/api/csrf-token');
  const login = await getJson(
    'POST',
    '/api/auth/login',
    { username: 'admin', password: 'admin-secreto' },
    json.csrfToken as string,
  );
  return { cookie: cookieHeader(), csrfToken: login.json.csrfToken as string };
}

/** Runs `use` with a database URL of the test's current database, dropped afterwards. */
export async function withDatabaseUrl<T>(use: (url: string) => Promise<T>): Promise<T> {
  if (process.env.TEST_DB !== 'postgres') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-shutdown-'));
    try {
      return await use(`file:${path.join(dir, 'app.db')}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  // A schema of its own on the shared PostgreSQL test database.
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const withSchema = new URL(url);
    withSchema.searchParams.set('options', `-c search_path=${schema}`);
    return await use(withSchema.toString());
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
