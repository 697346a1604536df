import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { healthMessages } from '#shared/messages/common';
import { send, signIn, useBuiltServer, withDatabaseUrl, type Answer } from '../setup/built-server';

// The built server (what `npm start` runs) under keep-alive load receives SIGTERM: every request
// gets an answer, responses after the signal carry `Connection: close`, health says 503 at once,
// a request in flight finishes, the database closes and the process exits 0 within seconds.

const startServer = useBuiltServer();

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
  const exit = await server.exitWithin(15_000);

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
  const database = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite';
  it(
    `on ${database}: answers every request, closes the database and exits 0`,
    { timeout: 60_000 },
    async () => {
      const result = await withDatabaseUrl(shutdownUnderLoad);
      expectGracefulStop(result);
      console.info(
        `SIGTERM on ${database}: ${result.answers.length} answers, ${result.afterSignal.length} after the signal, exit ${String(result.exit.code)} in ${result.stopMs} ms`,
      );
    },
  );
});
