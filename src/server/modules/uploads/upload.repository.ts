import type { Db } from '../../app-context';
import type { Insertable } from 'kysely';
import type { UploadedFilesTable } from '../../db/schema';

export const insertUpload = (db: Db, file: Insertable<UploadedFilesTable>) =>
  db.insertInto('uploaded_files').values(file).execute();

export const findUpload = (db: Db, id: string) =>
  db
    .selectFrom('uploaded_files')
    .select(['content_type', 'data', 'size'])
    .where('id', '=', id)
    .executeTakeFirst();

export async function uploadExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('uploaded_files').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
