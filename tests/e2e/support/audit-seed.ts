import type { AuditChange, AuditEntity, AuditAction } from '../../../src/shared/domain/audit';
import type { Db } from '../../../src/server/app-context';

export interface SeededAuditEvent {
  entity: AuditEntity;
  action: AuditAction;
  entityId?: number | null;
  entityLabel?: string | null;
  /** Who made it, named as the server names an actor (full name, else username); none: the system. */
  user?: { id: number; username: string; full_name: string | null } | null;
  changes?: AuditChange[];
  note?: string | null;
  accountId?: number | null;
  clientId?: number | null;
  /** The business date (YYYY-MM-DD); the instant is its noon in Bogotá. Today unless told. */
  day?: string;
}

/** How the trail and the screens name a user: their full name, else their username. */
export const actorName = (user: { username: string; full_name: string | null }) =>
  user.full_name || user.username;

const bogotaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

/**
 * Audit rows written straight into audit_log, as the services would have recorded them, so
 * Auditoría and the histories can be shown with exact, known rows. Removed after the test.
 */
export class AuditSeed {
  private readonly ids: number[] = [];

  constructor(private readonly db: Db) {}

  /** Inserts the events in the order given (the last one is the newest) and returns their ids. */
  async events(events: SeededAuditEvent[]): Promise<number[]> {
    const ids: number[] = [];
    for (const event of events) {
      const day = event.day ?? bogotaToday();
      const row = await this.db
        .insertInto('audit_log')
        .values({
          created_at: event.day ? `${day}T17:00:00.000Z` : new Date().toISOString(),
          day,
          user_id: event.user?.id ?? null,
          user_name: event.user ? actorName(event.user) : null,
          entity: event.entity,
          entity_id: event.entityId ?? null,
          entity_label: event.entityLabel ?? null,
          action: event.action,
          account_id: event.accountId ?? null,
          client_id: event.clientId ?? null,
          changes: JSON.stringify(event.changes ?? []),
          note: event.note ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    this.ids.push(...ids);
    return ids;
  }

  async cleanUp() {
    if (this.ids.length > 0) await this.db.deleteFrom('audit_log').where('id', 'in', this.ids).execute();
  }
}
