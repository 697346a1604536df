import type { ColumnDataType } from 'kysely';
import type { DialectName } from './database';

// The few column types that differ between the two databases; everything else is shared.
export function columnTypes(dialect: DialectName) {
  const pg = dialect === 'postgres';
  return {
    id: (pg ? 'serial' : 'integer') as ColumnDataType,
    timestamp: (pg ? 'timestamptz' : 'text') as ColumnDataType,
    date: (pg ? 'date' : 'text') as ColumnDataType,
    blob: (pg ? 'bytea' : 'blob') as ColumnDataType,
  };
}
