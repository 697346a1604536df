// Creates an empty migration: `npm run migration:new -- create-suppliers`.
//
// A migration's name is a 14-digit UTC date-time and a slug, and Kysely runs them in name order,
// refusing to start when a new one sorts before one a database has already run. Landed names
// already run ahead of the clock (20261129000000 was written on 2026-11-27), so "the current time"
// is not enough: the new name is the later of now and one second after the last migration, and so
// it can never go backwards (docs/decisions/029).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../src/server/db/migrations');

const NAME = /^(\d{14})-[a-z0-9-]+\.ts$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** `YYYYMMDDHHMMSS` of a date, in UTC. */
const stamp = (date) => date.toISOString().replace(/\D/g, '').slice(0, 14);

/** The date a 14-digit stamp stands for. */
const dateOf = (digits) =>
  new Date(
    `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}T` +
      `${digits.slice(8, 10)}:${digits.slice(10, 12)}:${digits.slice(12, 14)}Z`,
  );

/** The next free stamp in `dir`: now, or one second after the last migration when that is later. */
export function nextMigrationStamp(dir = MIGRATIONS_DIR, now = new Date()) {
  const stamps = fs
    .readdirSync(dir)
    .map((file) => NAME.exec(file)?.[1])
    .filter(Boolean)
    .sort();
  const last = stamps.at(-1);
  if (!last || stamp(now) > last) return stamp(now);
  return stamp(new Date(dateOf(last).getTime() + 1000));
}

const TEMPLATE = `import type { Kysely } from 'kysely';

// What this migration changes and why. It imports only kysely: a migration is frozen in time.
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  void db;
  void dialect;
}
`;

/** Writes an empty migration named `<next stamp>-<slug>.ts` into `dir` and returns its path. */
export function newMigration(slug, { dir = MIGRATIONS_DIR, now = new Date() } = {}) {
  if (!SLUG.test(slug ?? '')) {
    throw new Error('El nombre de la migración va en minúsculas, números y guiones: create-suppliers');
  }
  const file = path.join(dir, `${nextMigrationStamp(dir, now)}-${slug}.ts`);
  fs.writeFileSync(file, TEMPLATE, { flag: 'wx' });
  return file;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const dirFlag = args.indexOf('--dir');
  const dir = dirFlag >= 0 ? path.resolve(args[dirFlag + 1] ?? '') : MIGRATIONS_DIR;
  const slug = args.find((arg, i) => !arg.startsWith('--') && (dirFlag < 0 || i !== dirFlag + 1));
  try {
    console.log(path.relative(process.cwd(), newMigration(slug, { dir })));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
