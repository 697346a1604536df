import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { ensureFirstAdmin } from './modules/users/first-admin';
import { migrateToLatest } from './db/migrate';

// Entry point only: configuration, database, app, listen, and a graceful close.
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = createDatabase(config.DATABASE_URL);
  await migrateToLatest(database);

  // Bundled, this file is dist/server/server.js and the web build sits in dist/web.
  const bundled = path.resolve(import.meta.dirname, '../web');
  const webRoot = fs.existsSync(path.join(bundled, 'index.html')) ? bundled : path.resolve('dist/web');
  const app = await buildApp({ config, database, webRoot, logLevel: config.LOG_LEVEL });

  const admin = await ensureFirstAdmin(app.ctx);
  if (admin) {
    app.log.info(`Primer administrador creado: usuario "${admin.username}"`);
    // Printed once, to the console only, so the owner can sign in the first time.
    if (admin.password) console.log(`Contraseña generada para "${admin.username}": ${admin.password}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} recibido: cerrando`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close(); // stops accepting and waits for requests in flight
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error('No se pudo iniciar el servidor:', error instanceof Error ? error.message : error);
  process.exit(1);
});
