import { fail, loadConfigOrExit } from './lib/cli';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { dataKeyFileFor, DataKeyError } from './lib/data-key-file';
import { rotateDataKey } from './modules/credentials/key-rotation.service';

// Entry point of `npm run rotate-key`: the database of DATABASE_URL (the server's configuration),
// every password and PIN sealed again with a new key (decision 017). Stop the app first: an
// instance still running keeps the old key. The new key is NEW_DATA_KEY when set (required when
// the current one comes from DATA_KEY), else a generated one written to the key file.

async function main() {
  const config = loadConfigOrExit();
  const database = createDatabase(config.DATABASE_URL, { queryTimeoutMs: 0, maxConnections: 2 });
  const keyFile = dataKeyFileFor(config.DATABASE_URL);
  try {
    await migrateToLatest(database);
    const rotation = await rotateDataKey(database, {
      dataKey: config.DATA_KEY,
      keyFile,
      newKey: process.env.NEW_DATA_KEY || undefined,
    });
    console.log(
      `Clave rotada: ${rotation.resealed} contraseñas y PIN cifrados de nuevo con la clave ${rotation.next.keyId} ` +
        `(antes ${rotation.previous.keyId}).`,
    );
    if (rotation.keyFile) {
      console.log(`La clave nueva está en ${rotation.keyFile}: haz una copia de seguridad de ese archivo.`);
      console.log(
        `La anterior quedó en ${rotation.retiredFile}: las copias de seguridad hechas antes de esta rotación la necesitan. ` +
          'Bórrala cuando ya no las necesites.',
      );
    } else {
      console.log('Cambia DATA_KEY por el valor de NEW_DATA_KEY antes de volver a iniciar la aplicación.');
    }
  } catch (error) {
    if (error instanceof DataKeyError) fail(`No se rotó la clave: ${error.message}`);
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    'No se rotó la clave (la anterior sigue siendo válida):',
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
