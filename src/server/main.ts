import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfigOrExit } from './lib/cli';
import { createDatabase, type AppDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { dailyBackupJobs } from './modules/backups/backup.job';
import { createScheduler } from './modules/jobs/scheduler.service';
import { graceReleaseJob } from './modules/accounts/profiles/grace-release.job';
import { morningSummaryJob } from './modules/reminders/morning-summary.job';
import { createWebhookWorker } from './modules/webhooks/webhook-delivery.job';
import { createThreadedSender, webhookThreadEntry } from './modules/webhooks/webhook-thread-sender.service';
import { dataKeyFileFor, retiredKeyFile, sharedDatabaseKeyWarning } from './lib/data-key-file';
import {
  unlockCredentials,
  type KeySource,
  type Unlocked,
} from './modules/credentials/credential-unlock.service';
import { ensureFirstAdmin } from './modules/users/first-admin.service';
import { drainAndClose } from './plugins/shutdown';

// Entry point only: configuration, database, app, listen, and a graceful close.
async function main() {
  const config = loadConfigOrExit();

  // The pool may report a broken idle connection before the app and its logger exist.
  const running: { app?: Awaited<ReturnType<typeof buildApp>> } = {};
  const database = createDatabase(config.DATABASE_URL, {
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    queryTimeoutMs: config.DB_QUERY_TIMEOUT_MS,
    // The pool has already dropped the broken connection and opens a new one on the next query.
    onConnectionError: (error) =>
      running.app?.log.warn({ err: error }, 'PostgreSQL cerró una conexión inactiva; se abrirá otra'),
  });
  const keySource = { dataKey: config.DATA_KEY, keyFile: dataKeyFileFor(config.DATABASE_URL) };
  const unlocked = await prepare(config.DATABASE_URL, database, config.DB_CONNECT_TIMEOUT_MS, keySource);

  // Bundled, this file is dist/server/main.js (started by server.js) and the web build sits in dist/web.
  const bundled = path.resolve(import.meta.dirname, '../web');
  const webRoot = fs.existsSync(path.join(bundled, 'index.html')) ? bundled : path.resolve('dist/web');
  const app = await buildApp({ config, database, webRoot, logLevel: config.LOG_LEVEL });
  running.app = app;
  logUnlocked(app, unlocked, keySource);
  const sharedKeyWarning = sharedDatabaseKeyWarning(config.DATABASE_URL, config.DATA_KEY);
  if (sharedKeyWarning) app.log.warn(sharedKeyWarning);

  const admin = await ensureFirstAdmin(app.ctx);
  if (admin) {
    app.log.info(`Primer administrador creado: usuario "${admin.username}"`);
    // Printed once, to the console only, so the owner can sign in the first time.
    if (admin.password) console.log(`Contraseña generada para "${admin.username}": ${admin.password}`);
  }

  // Daily jobs (docs/decisions/016): each runs once per business date across every instance, and
  // catches up at start when the server was down at its hour.
  const jobs = [
    graceReleaseJob(),
    morningSummaryJob(app.ctx),
    ...dailyBackupJobs(app.backups, config.BACKUP_TIME),
  ];
  const scheduler = createScheduler(app.ctx, jobs, { log: app.log });

  // Webhook deliveries (docs/decisions/049): sent from the outbox after the change commits, by
  // every instance (each delivery is claimed by one); the POSTs themselves from a thread.
  const sender = createThreadedSender({ entry: webhookThreadEntry(import.meta.url), log: app.log });
  const webhooks = createWebhookWorker(app.ctx, { log: app.log, send: sender.send });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    app.log.info(`${signal} recibido: cerrando`);
    // Last resort only: a request still in flight 10 s after the drain (a slow upload) is cut.
    const force = setTimeout(() => {
      app.log.error('el cierre no terminó a tiempo: salida forzada');
      process.exit(1);
    }, config.SHUTDOWN_DRAIN_MS + 10_000);
    force.unref();
    try {
      // No job starts after this; one already running finishes while the requests drain.
      await Promise.all([
        scheduler.stop(),
        webhooks.stop().then(sender.close),
        drainAndClose(app, config.SHUTDOWN_DRAIN_MS),
      ]);
      await database.close();
      app.log.info(`Base de datos cerrada; servidor detenido en ${Date.now() - started} ms`);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error al cerrar');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Started by server.ts's relaunch: when that process dies without passing a signal on (SIGKILL),
  // its channel closes and the app closes too rather than outlive it (decision 035).
  process.on('disconnect', () => void shutdown('fin del proceso de arranque'));

  await app.listen({ port: config.PORT, host: config.HOST });
  scheduler.start();
  webhooks.start();
}

/**
 * Migrations, then the data key (decision 017: sealing the clear-text credentials of an older
 * database runs here too). Both may take longer than a request may (an index on a big table):
 * on PostgreSQL they run on connections of their own without the statement deadline.
 */
async function prepare(url: string, database: AppDatabase, connectTimeoutMs: number, keySource: KeySource) {
  if (database.dialect !== 'postgres') {
    await migrateToLatest(database);
    return unlockCredentials(database, keySource);
  }
  const migrations = createDatabase(url, { connectTimeoutMs, queryTimeoutMs: 0, maxConnections: 2 });
  try {
    await migrateToLatest(migrations);
    return await unlockCredentials(migrations, keySource);
  } finally {
    await migrations.close();
  }
}

function logUnlocked(
  app: { log: { info(message: string): void; warn(message: string): void } },
  unlocked: Unlocked,
  source: KeySource,
) {
  if (unlocked.origin === 'generated')
    app.log.warn(
      `Clave de datos generada en ${source.keyFile}: guárdala junto a las copias de seguridad de la base; sin ella no se pueden leer las contraseñas`,
    );
  if (unlocked.origin === 'retired')
    app.log.warn(
      `La base de datos estaba cifrada con la clave anterior ${unlocked.retiredKeyId} (${retiredKeyFile(source.keyFile, unlocked.retiredKeyId!)}, una copia de seguridad de antes de una rotación): ${unlocked.sealedNow} contraseñas y PIN cifrados de nuevo con la clave actual ${unlocked.cipher.keyId}`,
    );
  if (unlocked.origin === 'rotation')
    app.log.info(`Rotación de la clave terminada: ${source.keyFile} es la clave nueva`);
  if (unlocked.sealedNow > 0 && unlocked.origin !== 'retired')
    app.log.info(
      `${unlocked.sealedNow} contraseñas y PIN guardados ahora cifrados con la clave ${unlocked.cipher.keyId}`,
    );
}

main().catch((error: unknown) => {
  console.error('No se pudo iniciar el servidor:', error instanceof Error ? error.message : error);
  process.exit(1);
});
