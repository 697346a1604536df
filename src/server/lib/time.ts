/** The current instant as stored: ISO-8601 UTC. */
export const nowIso = (now: Date = new Date()) => now.toISOString();

/** A stored timestamp (string on SQLite, Date on PostgreSQL) as ISO-8601 UTC. */
export function toIso(value: string | Date): string;
export function toIso(value: string | Date | null): string | null;
export function toIso(value: string | Date | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
