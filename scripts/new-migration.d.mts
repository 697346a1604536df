/** The migrations folder of the sources. */
export const MIGRATIONS_DIR: string;
/** The next free 14-digit stamp in `dir`: now, or one second after the last migration when later. */
export function nextMigrationStamp(dir?: string, now?: Date): string;
/** Writes an empty migration `<next stamp>-<slug>.ts` into `dir` and returns its path. */
export function newMigration(slug: string, options?: { dir?: string; now?: Date }): string;
