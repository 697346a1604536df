import { sql } from 'kysely';

/** LIKE treats % and _ as wildcards; a search for them means the characters themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` contains `text`, literally, on SQLite and PostgreSQL alike (parameterized). */
export const containsText = (column: string, text: string) =>
  sql<boolean>`${sql.ref(column)} like ${`%${escapeLike(text)}%`} escape '\\'`;
