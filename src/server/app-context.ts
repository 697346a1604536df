import type { Kysely, Transaction } from 'kysely';
import type { AppConfig } from './config';
import type { DialectName } from './db/database';
import type { Database, UserRow } from './db/schema';

export type Db = Kysely<Database>;
/** An open transaction. Repository helpers that lock rows take this type, never a plain Db. */
export type Tx = Transaction<Database>;

/** What every module needs from the app: the database, the configuration and the clock. */
export interface AppContext {
  db: Db;
  dialect: DialectName;
  config: AppConfig;
  /** Injected so tests can move time forward (session lifetimes, throttling windows). */
  now: () => Date;
}

/** A context bound to an open transaction: every query made through it joins that transaction. */
export interface TxContext extends AppContext {
  db: Tx;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The signed-in user, loaded fresh from the database on every request. */
    user: UserRow | null;
    /** The id (hash) of the request's session row, when it has one. */
    sessionId: string | null;
    /** Set when the request came with the session of a user whose expiry date has passed. */
    userExpired: boolean;
    /**
     * The API token of a bearer request (docs/decisions/043); `user` is then the user it acts as.
     * A bearer request is never authenticated by a cookie too.
     */
    apiToken: { id: number; name: string; scope: 'lectura' | 'escritura' } | null;
  }
}
