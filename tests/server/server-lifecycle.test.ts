import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthMessages } from '#shared/messages/common';
import { buildServer } from '../../scripts/build-server.mjs';

// The built server (what `npm start` runs) under keep-alive load receives SIGTERM: every request
// gets an answer, responses after the signal carry `Connection: close`, health says 503 at once,
// a request in flight finishes, the database closes and the process exits 0 within seconds.
// `npm test` runs Vitest before `npm run build`, so the test bundles the server itself.

const repo = path.resolve(import.meta.dirname, '../..');
let bundleDir: string;
let bundle: string;

beforeAll(async () => {
  // Inside the repository, so the bundle's packages resolve from its node_modules.
  fs.mkdirSync(path.join(repo, 'node_modules/.cache'), { recursive: true });
  bundleDir = fs.mkdtempSync(path.join(repo, 'node_modules/.cache/cc-server-test-'));
  bundle = path.join(bundleDir, 'server.js');
  await buildServer({ outDir: bundleDir });
});
afterAll(() => fs.rmSync(bundleDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Answer {
  status?: number;
  connection?: string;
  body?: string;
  error?: string;
  sentAt: number;
  /** When the answer (or the error) arrived. */
  answeredAt: number;
}

function send(
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

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; at: number }>;
}

async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    cwd: bundleDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'admin-secreto',
      LOG_LEVEL: 'info',
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
  return { child, port, output: () => output, exited };
}

/** Signs in as the first admin; answers the cookie header and CSRF token for later requests. */
async function signIn(port: number) {
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

/** A request whose body is half sent: the rest follows when `finish` is called. */
function halfSentLogin(port: number, session: { cookie: string; csrfToken: string }) {
  const body = JSON.stringify({ username: 'admin', password: 'equivocada' });
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(received));
    socket.on('error', () => {});
  });
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCookie: ${session.cookie}\r\n` +
      `X-CSRF-Token: ${session.csrfToken}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 10)}`,
  );
  return { finish: () => socket.write(body.slice(10)), closed };
}

async function shutdownUnderLoad(databaseUrl: string) {
  const server = await startServer(databaseUrl);
  const session = await signIn(server.port);
  const headers = { cookie: session.cookie };

  const WORKERS = 8;
  const perWorker: Answer[][] = Array.from({ length: WORKERS }, () => []);
  let signalAt = Infinity;
  const deadline = Date.now() + 15_000;
  // Each worker keeps one connection alive and sends request after request on it, as a load
  // balancer's upstream pool does, until the server asks it to close (then it goes elsewhere).
  const workers = perWorker.map(async (answers) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let i = 0; i < 5_000 && Date.now() < deadline; i++) {
        const answer = await send(server.port, { path: '/api/clients?page=1&limit=10', agent, headers });
        answers.push(answer);
        if (answer.error || answer.connection === 'close') break;
      }
    } finally {
      agent.destroy();
    }
  });

  await new Promise((resolve) => setTimeout(resolve, 500));
  const inFlight = halfSentLogin(server.port, session);
  await new Promise((resolve) => setTimeout(resolve, 50));

  signalAt = Date.now();
  server.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const health = await send(server.port, { path: '/api/health' });
  const healthAt = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 200));
  inFlight.finish();

  await Promise.all(workers);
  const halfSent = await inFlight.closed;
  const exit = await Promise.race([
    server.exited,
    new Promise<{ code: 'still running'; at: number }>((resolve) =>
      setTimeout(() => resolve({ code: 'still running', at: Date.now() }), 15_000),
    ),
  ]);
  if (exit.code === 'still running') server.child.kill('SIGKILL');

  const answers = perWorker.flat();
  return {
    answers,
    lastOfEachWorker: perWorker.map((list) => list.at(-1)),
    // Answered after the signal: sent after it, or in flight when it came. Which of the two a
    // run sees is a race (a slow database answers every in-flight request with `Connection:
    // close`, so no worker sends again), but there is always one or the other.
    afterSignal: answers.filter((a) => a.answeredAt > signalAt),
    // Sent once health had said 503: the instance was surely draining by then.
    afterHealth: answers.filter((a) => a.sentAt > healthAt),
    health,
    halfSent,
    exit,
    stopMs: exit.at - signalAt,
    output: server.output(),
  };
}

function expectGracefulStop(result: Awaited<ReturnType<typeof shutdownUnderLoad>>) {
  // Every request sent got an HTTP answer: none was reset or refused.
  expect(result.answers.filter((a) => a.error)).toEqual([]);
  expect(result.answers.length).toBeGreaterThan(20);
  // Requests on kept-alive connections answered after the signal were answered normally…
  expect(result.afterSignal.length).toBeGreaterThanOrEqual(1);
  for (const answer of result.afterSignal) expect(answer.status).toBe(200);
  // …with `Connection: close` once draining: every kept-alive connection was told to close.
  for (const answer of result.afterHealth) expect(answer.connection).toBe('close');
  for (const last of result.lastOfEachWorker) expect(last?.connection).toBe('close');
  // Health on a new connection says 503 at once.
  expect(result.health.status).toBe(503);
  expect(JSON.parse(result.health.body!)).toEqual({ error: healthMessages.shuttingDown });
  // The request in flight at the signal finished normally (wrong password: 401), then closed.
  expect(result.halfSent).toMatch(/^HTTP\/1\.1 401 /);
  expect(result.halfSent.toLowerCase()).toContain('connection: close');
  // The database closed and the process exited 0 within a few seconds.
  expect(result.output).toContain('Base de datos cerrada');
  expect(result.exit.code).toBe(0);
  expect(result.stopMs).toBeLessThan(5_000);
}

describe('SIGTERM on the built server', () => {
  // Once per run: the sqlite project runs it, the postgres project runs the PostgreSQL case.
  it.runIf(process.env.TEST_DB !== 'postgres')(
    'on SQLite: answers every request, closes the database and exits 0',
    { timeout: 60_000 },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-shutdown-'));
      try {
        const result = await shutdownUnderLoad(`file:${path.join(dir, 'app.db')}`);
        expectGracefulStop(result);
        console.info(
          `SIGTERM on SQLite: ${result.answers.length} answers, ${result.afterSignal.length} after the signal, exit ${String(result.exit.code)} in ${result.stopMs} ms`,
        );
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it.runIf(process.env.TEST_DB === 'postgres')(
    'on PostgreSQL: answers every request, closes the pool and exits 0',
    { timeout: 60_000 },
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      try {
        const withSchema = new URL(url);
        withSchema.searchParams.set('options', `-c search_path=${schema}`);
        const result = await shutdownUnderLoad(withSchema.toString());
        expectGracefulStop(result);
        console.info(
          `SIGTERM on PostgreSQL: ${result.answers.length} answers, ${result.afterSignal.length} after the signal, exit ${String(result.exit.code)} in ${result.stopMs} ms`,
        );
      } finally {
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
    },
  );
});
