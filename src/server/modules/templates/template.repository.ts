import type { Db } from '../../app-context';
import type { MessageTemplatesTable } from '../../db/schema';

type Scope = MessageTemplatesTable['scope'];

export const listTemplates = (db: Db) =>
  db.selectFrom('message_templates').select(['scope', 'scope_key', 'body']).orderBy('id').execute();

/** Inserts or replaces the template of (scope, key): the unique pair makes two saves one row. */
export const upsertTemplate = (
  db: Db,
  row: {
    scope: Scope;
    scope_key: string;
    service_id: number | null;
    body: string;
    updated_by: number;
    updated_at: string;
  },
) =>
  db
    .insertInto('message_templates')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['scope', 'scope_key']).doUpdateSet({
        body: row.body,
        updated_by: row.updated_by,
        updated_at: row.updated_at,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();

/** The saved template of (scope, key), if there is one. */
export const findTemplate = (db: Db, scope: Scope, key: string) =>
  db
    .selectFrom('message_templates')
    .select(['id', 'body'])
    .where('scope', '=', scope)
    .where('scope_key', '=', key)
    .executeTakeFirst();

export const deleteTemplate = (db: Db, scope: Scope, key: string) =>
  db.deleteFrom('message_templates').where('scope', '=', scope).where('scope_key', '=', key).execute();
