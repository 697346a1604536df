import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Lifecycle {
  /** Set on SIGTERM: health answers 503 and every response closes its connection. */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

// While draining, every response carries `Connection: close`, so Node closes that socket right
// after answering and a keep-alive client sends its next request on a new connection (to another
// instance: health already says 503) instead of on a socket we are about to close under it.
export const shutdownPlugin = fp(async (app: FastifyInstance) => {
  const lifecycle: Lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });
});

const openConnections = (app: FastifyInstance) =>
  new Promise<number>((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long no connection may be open nor arrive before the instance counts as left alone. */
const QUIET_MS = 250;
/** After the listener is closed, how long the connections it accepted have to send and be answered. */
const LINGER_MS = 1_000;

/**
 * Waits until `deadline`, or until no connection has been open nor arrived for `quietMs`: the
 * balancer has seen health at 503 and sends elsewhere (or nobody was sending).
 */
async function untilQuiet(app: FastifyInstance, deadline: number, quietMs: number) {
  let lastSeen = Date.now();
  const seen = () => (lastSeen = Date.now());
  app.server.on('connection', seen);
  try {
    while (Date.now() < deadline) {
      if ((await openConnections(app)) > 0) seen();
      else if (Date.now() - lastSeen >= quietMs) return;
      await sleep(25);
    }
  } finally {
    app.server.off('connection', seen);
  }
}

/**
 * A graceful stop that resets no request (docs/decisions/034). For up to `drainMs` the instance
 * keeps accepting and answering, with health at 503 and `Connection: close` on every response,
 * until it is left alone (`QUIET_MS`). Then it stops listening (a new connection is refused,
 * which a client or a balancer retries elsewhere) but closes no connection: one accepted a moment
 * ago, or a kept-alive one, may have a request in transit, and closing it would reset that
 * request. Those connections get up to `LINGER_MS` more to send, be answered and closed. Only
 * then does `app.close()` close what is still idle (a kept-alive socket unused since the signal)
 * and wait for requests in flight (each bounded by the request time-out). Closing the database
 * is the caller's next step.
 *
 * One reset is the kernel's and cannot be avoided here: closing a listening socket resets the
 * connections it completed but Node had not accepted yet, so a client that still opens
 * connections `drainMs` after the signal (no balancer took the instance out) may see one then.
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  app.lifecycle.draining = true;
  await untilQuiet(app, Date.now() + drainMs, QUIET_MS);
  // Not `app.server.close()`: since Node 19 the HTTP server's close also closes every idle
  // connection, including one accepted a moment ago whose request is still on its way (a reset).
  net.Server.prototype.close.call(app.server);
  const lingerEnd = Date.now() + LINGER_MS;
  while (Date.now() < lingerEnd && (await openConnections(app)) > 0) await sleep(25);
  await app.close();
}
