import type { Insertable } from 'kysely';
import type { Db, Tx } from '../../app-context';
import type { DialectName } from '../../db/database';
import type { PortalLinksTable } from '../../db/schema';

// Portal links (issue 27, docs/decisions/051): a handful of rows per client, and one indexed
// lookup by hash on every portal request.

/** The client's id and name, held until the transaction ends (PostgreSQL): two links at once wait. */
export async function lockPortalClient(tx: Tx, dialect: DialectName, clientId: number) {
  const query = tx.selectFrom('clients').select(['id', 'name']).where('id', '=', clientId);
  return dialect === 'postgres' ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

export const findPortalClient = (db: Db, clientId: number) =>
  db.selectFrom('clients').select(['id', 'name']).where('id', '=', clientId).executeTakeFirst();

export const insertPortalLink = (db: Db, row: Insertable<PortalLinksTable>) =>
  db.insertInto('portal_links').values(row).returning('id').executeTakeFirstOrThrow();

/** Revokes the client's live link, if any; answers the revoked rows' ids. */
export const revokeLivePortalLinks = (db: Db, clientId: number, at: string) =>
  db
    .updateTable('portal_links')
    .set({ revoked_at: at })
    .where('client_id', '=', clientId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();

/** The client's latest link (live or not). */
export const findLatestPortalLink = (db: Db, clientId: number) =>
  db
    .selectFrom('portal_links')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * The live link with this hash and its client: one statement whatever makes a link unusable
 * (no such hash, revoked, expired, client deleted), so every refusal costs the same.
 */
export const findUsablePortalLink = (db: Db, tokenHash: string, now: string) =>
  db
    .selectFrom('portal_links')
    .innerJoin('clients', 'clients.id', 'portal_links.client_id')
    .select(['portal_links.id', 'portal_links.client_id', 'clients.name as client_name'])
    .where('portal_links.token_hash', '=', tokenHash)
    .where('portal_links.revoked_at', 'is', null)
    .where('portal_links.expires_at', '>', now)
    .executeTakeFirst();

export const markPortalLinkOpened = (db: Db, id: number, at: string) =>
  db.updateTable('portal_links').set({ last_opened_at: at }).where('id', '=', id).execute();
