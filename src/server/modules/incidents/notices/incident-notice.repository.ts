import type { Db } from '../../../app-context';
import { openCredentials } from '../../../lib/credentials';

// The compensación messages an incident queued (docs/decisions/050): one incident_clients row per
// client, pending while its outcome is null and the incident was not undone. A message lists only
// the profiles the client still holds: a profile freed (and perhaps sold to someone else, with a
// new PIN) since the incident is not theirs to hear about, and a card left with none is not shown.

// The incident's profiles still ocupado by the client the message is for (the page's filter
// below repeats these conditions inside its EXISTS, where the outer row is in scope).
const stillHeld = (db: Db) =>
  db
    .selectFrom('incident_profiles as ip')
    .innerJoin('profiles as p', (join) =>
      join.onRef('p.id', '=', 'ip.profile_id').onRef('p.client_id', '=', 'ip.client_id'),
    )
    .where('p.status', '=', 'ocupado')
    .where('ip.undone', '=', 0);

const pending = (db: Db) =>
  db
    .selectFrom('incident_clients as ic')
    .innerJoin('incidents as i', 'i.id', 'ic.incident_id')
    .innerJoin('clients as c', 'c.id', 'ic.client_id')
    .where('ic.outcome', 'is', null)
    .where('i.undone_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('incident_profiles as ip')
          .innerJoin('profiles as p', (join) =>
            join.onRef('p.id', '=', 'ip.profile_id').onRef('p.client_id', '=', 'ip.client_id'),
          )
          .where('p.status', '=', 'ocupado')
          .where('ip.undone', '=', 0)
          .select('ip.profile_id')
          .whereRef('ip.incident_id', '=', 'ic.incident_id')
          .whereRef('ip.client_id', '=', 'ic.client_id'),
      ),
    );

const noticeColumns = (db: Db) =>
  pending(db).select([
    'ic.incident_id',
    'ic.client_id',
    'i.reason',
    'i.days',
    'i.created_at',
    'c.name as client_name',
    'c.phone as client_phone',
    'c.type as client_type',
  ]);

/** The pending message of one client in one incident (a send run's item), if still owed. */
export const pendingNoticeOf = (db: Db, incidentId: number, clientId: number) =>
  noticeColumns(db).where('ic.incident_id', '=', incidentId).where('ic.client_id', '=', clientId).execute();

/** Every client an incident still owes a message, by name (a send run's clients). */
export const pendingNoticeClients = (db: Db, incidentId: number) =>
  pending(db)
    .select('ic.client_id')
    .where('ic.incident_id', '=', incidentId)
    .orderBy('c.name_key')
    .orderBy('c.id')
    .execute()
    .then((rows) => rows.map((r) => r.client_id));

export const findIncidentRow = (db: Db, incidentId: number) =>
  db.selectFrom('incidents').select(['id', 'undone_at']).where('id', '=', incidentId).executeTakeFirst();

/** One page of the pending messages: newest incident first, then the client's name. */
export const pendingNoticePage = (db: Db, limit: number, offset: number) =>
  pending(db)
    .select([
      'ic.incident_id',
      'ic.client_id',
      'i.reason',
      'i.days',
      'i.created_at',
      'c.name as client_name',
      'c.phone as client_phone',
      'c.type as client_type',
    ])
    .orderBy('ic.incident_id', 'desc')
    .orderBy('c.name_key')
    .orderBy('c.id')
    .limit(limit)
    .offset(offset)
    .execute();

export const countPendingNotices = (db: Db) =>
  pending(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

/**
 * The profiles behind these (incident, client) pairs, as the message lists them: the date the
 * incident set, and what the template may name (account user and password, PIN…).
 */
export async function noticeProfiles(db: Db, incidentIds: number[], clientIds: number[]) {
  if (incidentIds.length === 0) return [];
  const rows = await stillHeld(db)
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('services as s', 's.id', 'a.service_id')
    .select([
      'ip.incident_id',
      'ip.client_id',
      'ip.profile_id',
      'ip.new_expiry',
      'p.name as profile_name',
      'p.pin',
      'p.observations',
      'p.custom_price',
      'p.position',
      'a.id as account_id',
      'a.username',
      'a.password',
      's.name as service_name',
      's.price as service_price',
    ])
    .where('ip.incident_id', 'in', [...new Set(incidentIds)])
    .where('ip.client_id', 'in', [...new Set(clientIds)])
    .orderBy('s.name')
    .orderBy('a.id')
    .orderBy('p.position')
    .execute();
  return openCredentials(rows);
}

/** The queue row of a client in an incident, with who handled it when it was. */
export const findNotice = (db: Db, incidentId: number, clientId: number) =>
  db
    .selectFrom('incident_clients as ic')
    .innerJoin('incidents as i', 'i.id', 'ic.incident_id')
    .leftJoin('clients as c', 'c.id', 'ic.client_id')
    .select([
      'ic.incident_id',
      'ic.client_id',
      'ic.outcome',
      'ic.notified_by_name',
      'i.undone_at',
      'c.name as client_name',
    ])
    .where('ic.incident_id', '=', incidentId)
    .where('ic.client_id', '=', clientId)
    .executeTakeFirst();

/** Records the outcome; 1 when this request recorded it, 0 when another one did first. */
export async function recordNoticeOutcome(
  db: Db,
  key: { incidentId: number; clientId: number },
  outcome: { outcome: 'enviado' | 'omitido'; by: number; byName: string; at: string },
) {
  const result = await db
    .updateTable('incident_clients')
    .set({
      outcome: outcome.outcome,
      notified_by: outcome.by,
      notified_by_name: outcome.byName,
      notified_at: outcome.at,
    })
    .where('incident_id', '=', key.incidentId)
    .where('client_id', '=', key.clientId)
    .where('outcome', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
