import type { Tx } from '../../app-context';

/** The merged clients, once nothing refers to them any more. */
export const deleteClients = (db: Tx, ids: number[]) =>
  db.deleteFrom('clients').where('id', 'in', ids).executeTakeFirst();
