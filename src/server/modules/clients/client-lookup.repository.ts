import type { Db } from '../../app-context';
import { chunks } from '../../lib/chunks';

// Clients found by what a spreadsheet names them by (an import): their phone or their name.

const IN_LIST = 5000;

export async function findClientsByPhones(db: Db, phones: string[]) {
  const found = [];
  for (const slice of chunks([...new Set(phones)], IN_LIST))
    found.push(
      ...(await db
        .selectFrom('clients')
        .select(['id', 'name', 'phone'])
        .where('phone', 'in', slice)
        .execute()),
    );
  return found;
}

export async function findClientsByNameKeys(db: Db, nameKeys: string[]) {
  const found = [];
  for (const slice of chunks([...new Set(nameKeys)], IN_LIST))
    found.push(
      ...(await db
        .selectFrom('clients')
        .select(['id', 'name', 'name_key', 'phone'])
        .where('name_key', 'in', slice)
        .orderBy('id')
        .execute()),
    );
  return found;
}

export async function findClientPhones(db: Db, ids: number[]) {
  const found = [];
  for (const slice of chunks([...new Set(ids)], IN_LIST))
    found.push(
      ...(await db.selectFrom('clients').select(['id', 'phone']).where('id', 'in', slice).execute()),
    );
  return found;
}

/** The names of these clients (an import's holders, for the audit trail). */
export async function findClientNames(db: Db, ids: number[]) {
  const found = [];
  for (const slice of chunks([...new Set(ids)], IN_LIST))
    found.push(...(await db.selectFrom('clients').select(['id', 'name']).where('id', 'in', slice).execute()));
  return found;
}
