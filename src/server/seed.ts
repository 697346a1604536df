import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { fail, loadConfigOrExit } from './lib/cli';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { dataKeyFileFor, DataKeyError } from './lib/data-key-file';
import { unlockCredentials } from './modules/credentials/credential-unlock.service';
import { DEMO_PASSWORD } from './modules/demo/demo-catalog.data';
import { MAX_SCALE, MIN_SCALE } from './modules/demo/demo-plan.data';
import { DemoSeedRefused, seedDemo } from './modules/demo/demo-seed.service';

// Entry point of `npm run db:seed -- --demo [--scale N] [--seed S] [--force] [--with-problems]`: the database of
// DATABASE_URL (the server's configuration), migrated, filled with the demo shop.
const USAGE = 'Uso: npm run db:seed -- --demo [--scale N] [--seed S] [--force] [--with-problems]';

function readOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        demo: { type: 'boolean', default: false },
        scale: { type: 'string', default: '1' },
        seed: { type: 'string', default: '1' },
        force: { type: 'boolean', default: false },
        'with-problems': { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (!values.demo) fail(`Solo hay datos de demostración por ahora: añade --demo.\n${USAGE}`);
  const scale = Number(values.scale);
  if (!Number.isFinite(scale) || scale < MIN_SCALE || scale > MAX_SCALE)
    fail(`--scale debe ser un número entre ${MIN_SCALE} y ${MAX_SCALE} (1 = 10 000 cuentas).`);
  return { scale, seed: values.seed, force: values.force, withProblems: values['with-problems'] };
}

async function main() {
  const options = readOptions();
  const config = loadConfigOrExit();
  // Loading half a million rows may take longer than a request's statement deadline.
  const database = createDatabase(config.DATABASE_URL, { queryTimeoutMs: 0, maxConnections: 2 });
  const started = Date.now();
  try {
    await migrateToLatest(database);
    // The demo's passwords and PINs are sealed with the key the server will use (decision 017).
    const keyFile = dataKeyFileFor(config.DATABASE_URL);
    const { origin } = await unlockCredentials(database, { dataKey: config.DATA_KEY, keyFile });
    if (origin === 'generated')
      console.log(`Clave de datos generada en ${keyFile}: guárdala junto a la base.`);
    // Scale 10 writes ~400 MB in one transaction: with SQLite's default 2 MB page cache most of
    // the index pages are evicted and read back again and again (60 s instead of ~20 s).
    if (database.dialect === 'sqlite') await sql`pragma cache_size = -524288`.execute(database.db);
    const ctx = { db: database.db, dialect: database.dialect, config, now: () => new Date() };
    const { counts, staff } = await seedDemo(ctx, options);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Datos de demostración cargados en ${seconds} s (escala ${options.scale}, semilla "${options.seed}"): ` +
        `${counts.services} servicios, ${counts.clients} clientes, ${counts.accounts} cuentas, ` +
        `${counts.profiles} perfiles, ${counts.movements} movimientos.`,
    );
    for (const member of staff) {
      console.log(
        member.password === null
          ? `  usuario "${member.username}": ya existía, conserva su contraseña`
          : `  usuario "${member.username}", contraseña "${member.password}"`,
      );
    }
    if (staff.some((m) => m.password === DEMO_PASSWORD))
      console.log('Cambia esas contraseñas antes de usar esta base con datos reales.');
  } catch (error) {
    if (error instanceof DemoSeedRefused || error instanceof DataKeyError) fail(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('No se pudieron cargar los datos:', error instanceof Error ? error.message : error);
  process.exit(1);
});
