import path from 'node:path';
import { businessToday } from '../../../src/shared/domain/business-time';
import type { Db } from '../../../src/server/app-context';
import { createDatabase, type AppDatabase } from '../../../src/server/db/database';
import { CredentialCipher } from '../../../src/server/lib/credential-cipher';
import { useCredentialCipher } from '../../../src/server/lib/credentials';
import { dataKeyFileFor, readDataKeyFile } from '../../../src/server/lib/data-key-file';
import * as catalog from '../../factories/catalog.factory';
import { insertMovement, type MovementOverrides } from '../../factories/movement.factory';
import { insertUser, type UserOverrides } from '../../factories/user.factory';
import { e2eDataDir } from '../../../playwright.config';

/**
 * The run's database: the same SQLite file the e2e server uses (WAL mode, so both can write),
 * with the data key the server generated beside it on start, so seeded passwords are sealed.
 */
/** The database of the server that the worker with this parallel index drives. */
export function openE2eDatabase(parallelIndex: number): AppDatabase {
  const url = `file:${path.join(e2eDataDir(parallelIndex), 'e2e.db')}`;
  const key = readDataKeyFile(dataKeyFileFor(url));
  if (!key) throw new Error(`El servidor e2e no generó su clave de datos (${dataKeyFileFor(url)})`);
  useCredentialCipher(new CredentialCipher(key));
  return createDatabase(url);
}

/** A prefix no other test uses, so a test can search for exactly its own rows. */
export const uniquePrefix = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

type UserFlags = 'can_access_dashboard' | 'can_access_movimientos' | 'can_access_tienda';
type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

let sequence = 0;

/**
 * The rows one test arranges, written straight into the database, and removed again after the
 * test (children before parents), so tests never see each other's data.
 */
export class Seed {
  private readonly created = {
    users: [] as number[],
    services: [] as number[],
    clients: [] as number[],
    movements: [] as number[],
  };

  constructor(private readonly db: Db) {}

  /** A user with a unique username; `password` is the plain password to sign in with. */
  async user(overrides: UserOverrides = {}) {
    sequence += 1;
    const unique = `${Date.now().toString(36)}${sequence}`;
    const user = await insertUser(this.db, {
      username: `e2e${unique}`,
      full_name: `María Pérez ${sequence}`,
      ...overrides,
    });
    this.created.users.push(user.id);
    return user;
  }

  async service(overrides: Parameters<typeof catalog.insertService>[1] = {}) {
    const service = await catalog.insertService(this.db, overrides);
    this.created.services.push(service.id);
    return service;
  }

  async client(overrides: Parameters<typeof catalog.insertClient>[1] = {}) {
    const client = await catalog.insertClient(this.db, overrides);
    this.created.clients.push(client.id);
    return client;
  }

  /** A client with their terms (issue 24): credito, and a credit limit in pesos (null: none). */
  async creditClient(
    overrides: Parameters<typeof catalog.insertClient>[1],
    terms: { payment_terms?: 'contado' | 'credito'; credit_limit?: number | null; credit_days?: number } = {},
  ) {
    const client = await this.client(overrides);
    await this.db
      .updateTable('clients')
      .set({ payment_terms: 'credito', ...terms })
      .where('id', '=', client.id)
      .execute();
    return client;
  }

  /** An account of a service this seed created; it goes with that service. */
  account(...args: Tail<Parameters<typeof catalog.insertAccount>>) {
    return catalog.insertAccount(this.db, ...args);
  }

  /** A movement (a venta of 15.000 today unless told); removed after the test. */
  async movement(overrides: MovementOverrides = {}) {
    const movement = await insertMovement(this.db, overrides);
    this.created.movements.push(movement.id);
    return movement;
  }

  /** A profile sold, as the audit trail records it; it goes with its account. */
  async assignment(
    accountId: number,
    event: { profileName: string; clientName: string; userName: string; amount: number; createdAt?: string },
  ) {
    const account = await this.db
      .selectFrom('accounts')
      .innerJoin('services', 'services.id', 'accounts.service_id')
      .select(['accounts.username', 'services.name as service_name'])
      .where('accounts.id', '=', accountId)
      .executeTakeFirstOrThrow();
    const createdAt = event.createdAt ?? new Date().toISOString();
    await this.db
      .insertInto('audit_log')
      .values({
        created_at: createdAt,
        day: businessToday(new Date(createdAt)),
        user_id: null,
        user_name: event.userName,
        entity: 'profile',
        entity_id: null,
        entity_label: `${event.profileName} · ${account.service_name} · ${account.username}`,
        action: 'assignment',
        account_id: accountId,
        client_id: null,
        changes: JSON.stringify([
          { field: 'client', before: null, after: event.clientName },
          { field: 'amount', before: null, after: event.amount },
        ]),
        note: null,
      })
      .execute();
  }

  async notify(userId: number, message: string, sender = 'Administrador') {
    await this.db
      .insertInto('notifications')
      .values({
        user_id: userId,
        message,
        read: 0,
        sender_id: null,
        sender_name: sender,
        sender_username: 'admin',
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  /** Gives the user's newest notification an in-app link, as the morning summary writes it. */
  async linkLatestNotification(userId: number, link: string) {
    const latest = await this.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await this.db
      .updateTable('notifications')
      .set({ link, sender_name: null, sender_username: null })
      .where('id', '=', latest.id)
      .execute();
  }

  async setUser(id: number, changes: Partial<Record<UserFlags, number>> & { expiry_date?: string | null }) {
    await this.db.updateTable('users').set(changes).where('id', '=', id).execute();
  }

  /** Closes every session of a user, as a password change elsewhere would. */
  async endSessions(userId: number) {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

  /**
   * Removes what this seed created; sessions, notifications and profiles go by cascade, and the
   * audit trail's lines about its accounts with them.
   */
  async cleanUp() {
    const { users, services, clients, movements } = this.created;
    // Movements seeded, and those the test's users recorded through the screens.
    if (movements.length > 0) await this.db.deleteFrom('movements').where('id', 'in', movements).execute();
    if (users.length > 0) await this.db.deleteFrom('movements').where('created_by', 'in', users).execute();
    if (services.length > 0) {
      const accounts = this.db.selectFrom('accounts').select('id').where('service_id', 'in', services);
      await this.db.deleteFrom('audit_log').where('account_id', 'in', accounts).execute();
      await this.db.deleteFrom('accounts').where('service_id', 'in', services).execute();
      await this.db.deleteFrom('service_plans').where('service_id', 'in', services).execute();
      await this.db.deleteFrom('services').where('id', 'in', services).execute();
    }
    // Incidents the test's users declared (issue 26): their profiles and messages go by cascade.
    if (users.length > 0) await this.db.deleteFrom('incidents').where('created_by', 'in', users).execute();
    // Abonos the test's users recorded (issue 24), before their clients go.
    if (users.length > 0) await this.db.deleteFrom('payments').where('created_by', 'in', users).execute();
    if (clients.length > 0) await this.db.deleteFrom('clients').where('id', 'in', clients).execute();
    if (users.length > 0) await this.db.deleteFrom('users').where('id', 'in', users).execute();
  }
}
