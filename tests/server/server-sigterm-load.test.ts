import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleServer,
  exitWithin,
  send,
  signIn,
  startServer,
  withDatabaseUrl,
  type Answer,
  type Bundle,
} from '../setup/built-server';

// A deploy drops nothing (issue 23, item 8): the built server receives SIGTERM while clients keep
// sending, some on a new connection for every request and some on kept-alive connections, through
// the signal and after it until the port is closed. Every request gets an HTTP answer (any status)
// or a refused connection (the listener is gone: a balancer retries elsewhere), never a reset: a
// reset request may have been processed or not, and the client cannot tell.

let bundle: Bundle;

beforeAll(async () => {
  bundle = await bundleServer();
});
afterAll(() => bundle.remove());

type Outcome = 'answered' | 'refused' | 'reset' | 'other';

function outcomeOf(answer: Answer): Outcome {
  if (answer.status !== undefined) return 'answered';
  if (answer.error === 'ECONNREFUSED') return 'refused';
  // "socket hang up" comes with the code ECONNRESET; the message stays as a fallback.
  if (['ECONNRESET', 'EPIPE', 'socket hang up'].includes(answer.error!)) return 'reset';
  return 'other';
}

const NEW_CONNECTION_CLIENTS = 6;
const KEPT_ALIVE_CLIENTS = 4;

async function sigtermUnderLoad(databaseUrl: string) {
  const server = await startServer(bundle, databaseUrl);
  const { cookie } = await signIn(server.port);
  const request = { path: '/api/clients?page=1&limit=10', headers: { cookie } };

  const answers: Answer[] = [];
  const deadline = Date.now() + 20_000;
  // A client stops once refused: the listener is closed, every later attempt is refused too.
  const client = async (agent: http.Agent | undefined) => {
    try {
      while (Date.now() < deadline) {
        const answer = await send(server.port, { ...request, agent });
        answers.push(answer);
        if (outcomeOf(answer) === 'refused') break;
      }
    } finally {
      agent?.destroy();
    }
  };
  const clients = [
    ...Array.from({ length: NEW_CONNECTION_CLIENTS }, () => client(undefined)),
    // A kept-alive client goes on after `Connection: close`: its agent opens a new connection.
    ...Array.from({ length: KEPT_ALIVE_CLIENTS }, () =>
      client(new http.Agent({ keepAlive: true, maxSockets: 1 })),
    ),
  ];

  await new Promise((resolve) => setTimeout(resolve, 500));
  const signalAt = Date.now();
  server.child.kill('SIGTERM');
  const exit = await exitWithin(server, 15_000);
  await Promise.all(clients);

  const count = (list: Answer[]) => {
    const counts: Record<Outcome, number> = { answered: 0, refused: 0, reset: 0, other: 0 };
    for (const answer of list) counts[outcomeOf(answer)]++;
    return counts;
  };
  const afterSignal = answers.filter((a) => a.sentAt >= signalAt);
  return {
    answers,
    before: count(answers.filter((a) => a.sentAt < signalAt)),
    afterSignal: count(afterSignal),
    failures: answers.filter((a) => ['reset', 'other'].includes(outcomeOf(a))),
    exit,
    stopMs: exit.at - signalAt,
    output: server.output(),
  };
}

describe('SIGTERM under load on the built server', () => {
  const database = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite';
  it(`on ${database}: every request is answered or refused, none is reset`, { timeout: 60_000 }, async () => {
    const result = await withDatabaseUrl(sigtermUnderLoad);
    console.info(
      `SIGTERM under load on ${database}: before the signal ${JSON.stringify(result.before)}, ` +
        `sent after it ${JSON.stringify(result.afterSignal)}, exit ${String(result.exit.code)} in ${result.stopMs} ms`,
    );
    expect(result.failures).toEqual([]);
    // The load went on through the signal: answered after it, then refused once the port closed.
    expect(result.afterSignal.answered).toBeGreaterThan(0);
    expect(result.afterSignal.refused).toBeGreaterThan(0);
    expect(result.output).toContain('Base de datos cerrada');
    expect(result.exit.code).toBe(0);
    expect(result.stopMs).toBeLessThan(5_000);
  });
});
