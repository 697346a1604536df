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

/**
 * A graceful stop: drain, then close. For up to `drainMs` the instance keeps answering, with
 * health at 503 and `Connection: close` on every response, until no connection is left open.
 * Then `app.close()` stops listening, closes the idle keep-alive sockets and waits for requests
 * in flight (each bounded by the request time-out). Closing the database is the caller's next step.
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  app.lifecycle.draining = true;
  const deadline = Date.now() + drainMs;
  while (Date.now() < deadline && (await openConnections(app)) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await app.close();
}
