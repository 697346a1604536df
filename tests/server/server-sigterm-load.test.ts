import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { send, signIn, useBuiltServer, withDatabaseUrl, type Answer } from '../setup/built-server';

// A deploy drops nothing (issue 23, item 8): the built server receives SIGTERM while clients keep
// sending, some on a new connection for every request and some on kept-alive connections, through
// the signal and after it. Every request gets an HTTP answer (any status) or a refused connection
// (the listener is gone: the client retries elsewhere), never a reset: a reset request may have
// been processed or not, and the client cannot tell. See docs/decisions/034.

const startServer = useBuiltServer();

type Outcome = 'answered' | 'refused' | 'reset' | 'other';

function outcomeOf(answer: Answer): Outcome {
  if (answer.status !== undefined) return 'answered';
  if (answer.error === 'ECONNREFUSED') return 'refused';
  // "socket hang up" comes with the code ECONNRESET; the message stays as a fallback.
  if (['ECONNRESET', 'EPIPE', 'socket hang up'].includes(answer.error!)) return 'reset';
  return 'other';
}

function count(list: Answer[]) {
  const counts: Record<Outcome, number> = { answered: 0, refused: 0, reset: 0, other: 0 };
  for (const answer of list) counts[outcomeOf(answer)]++;
  return counts;
}

const NEW_CONNECTION_CLIENTS = 6;
const KEPT_ALIVE_CLIENTS = 4;
const DRAIN_MS = 2_000;
/** How often the balancer asks for health, and how long it takes to act on a 503. */
const HEALTH_EVERY_MS = 100;
const REACTION_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Load through SIGTERM. With a balancer, the clients stop opening connections to this instance a
 * moment after its health says 503, and a straggler sends once more after that and once after
 * the exit. Without one, they go on until their connection is refused.
 */
async function sigtermUnderLoad(databaseUrl: string, { balancer }: { balancer: boolean }) {
  const server = await startServer(databaseUrl, { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
  const { cookie } = await signIn(server.port);
  const request = { path: '/api/clients?page=1&limit=10', headers: { cookie } };

  const answers: Answer[] = [];
  const deadline = Date.now() + 20_000;
  let routed = true;
  const client = async (agent: http.Agent | undefined) => {
    try {
      while (routed && Date.now() < deadline) {
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
  const takeOut = async () => {
    while (Date.now() < deadline) {
      const health = await send(server.port, { path: '/api/health' });
      if (health.status !== 200) break;
      await sleep(HEALTH_EVERY_MS);
    }
    await sleep(REACTION_MS);
    routed = false;
  };
  const takenOut = balancer ? takeOut() : undefined;

  await sleep(500);
  const signalAt = Date.now();
  server.child.kill('SIGTERM');
  await Promise.all([takenOut, ...clients]);
  const straggler: Answer[] = [];
  if (balancer) straggler.push(await send(server.port, request));
  const exit = await server.exitWithin(15_000);
  if (balancer) straggler.push(await send(server.port, request));
  answers.push(...straggler);

  const failures = answers.filter((a) => ['reset', 'other'].includes(outcomeOf(a)));
  return {
    before: count(answers.filter((a) => a.sentAt < signalAt)),
    afterSignal: count(answers.filter((a) => a.sentAt >= signalAt)),
    failures,
    /** Milliseconds from the signal to each failure. */
    failedAt: failures.map((a) => a.answeredAt - signalAt),
    straggler: straggler.map(outcomeOf),
    exit,
    stopMs: exit.at - signalAt,
    output: server.output(),
  };
}

type Result = Awaited<ReturnType<typeof sigtermUnderLoad>>;

function report(database: string, scenario: string, result: Result) {
  console.info(
    `SIGTERM under load on ${database}, ${scenario}: before the signal ${JSON.stringify(result.before)}, ` +
      `sent after it ${JSON.stringify(result.afterSignal)}, failures at ${JSON.stringify(result.failedAt)} ms, ` +
      `exit ${String(result.exit.code)} in ${result.stopMs} ms`,
  );
}

function expectCleanExit(result: Result) {
  expect(result.afterSignal.answered).toBeGreaterThan(0);
  expect(result.output).toContain('Base de datos cerrada');
  expect(result.exit.code).toBe(0);
  expect(result.stopMs).toBeLessThan(5_000);
}

describe('SIGTERM under load on the built server', () => {
  const database = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite';

  it(
    `on ${database}, behind a balancer: every request is answered or refused, none is reset`,
    {
      timeout: 60_000,
    },
    async () => {
      const result = await withDatabaseUrl((url) => sigtermUnderLoad(url, { balancer: true }));
      report(database, 'behind a balancer', result);
      expect(result.failures).toEqual([]);
      // The instance still answers a moment after the balancer took it out; after the exit the
      // port refuses.
      expect(result.straggler).toEqual(['answered', 'refused']);
      expectCleanExit(result);
    },
  );

  // Clients that never hear of the 503: the instance keeps answering for SHUTDOWN_DRAIN_MS. Only
  // when its listener closes may the kernel reset a connection it completed but Node had not
  // accepted yet (closing a listening socket does that); no request is reset before.
  it(
    `on ${database}, without a balancer: no request is reset while the instance drains`,
    {
      timeout: 60_000,
    },
    async () => {
      const result = await withDatabaseUrl((url) => sigtermUnderLoad(url, { balancer: false }));
      report(database, 'without a balancer', result);
      expect(result.failedAt.filter((ms) => ms < DRAIN_MS - 100)).toEqual([]);
      expect(result.afterSignal.refused).toBeGreaterThan(0);
      expectCleanExit(result);
    },
  );
});
