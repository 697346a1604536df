import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES } from '#shared/domain/image-type';
import type { AppContext } from './app-context';
import type { AppConfig } from './config';
import type { AppDatabase } from './db/database';
import { requestLogSerializer } from './lib/log-redaction';
import { apiTokenRoutes } from './modules/api-tokens/api-token.routes';
import { accountRoutes } from './modules/accounts/account.routes';
import { accountPasswordsRoutes } from './modules/accounts/passwords/account-passwords.routes';
import { incidentRoutes } from './modules/incidents/incident.routes';
import { integrityRoutes } from './modules/integrity/integrity.routes';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes';
import { portalLinkRoutes } from './modules/portal/portal-link.routes';
import { portalRoutes } from './modules/portal/portal.routes';
import { paymentReportRoutes } from './modules/payment-reports/payment-report.routes';
import { profileRoutes } from './modules/accounts/profiles/profile.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { backupRoutes } from './modules/backups/backup.routes';
import { createBackupService } from './modules/backups/backup.service';
import { configRoutes } from './modules/config/config.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { clientRoutes } from './modules/clients/client.routes';
import { clientMergeRoutes } from './modules/client-merge/client-merge.routes';
import { carteraRoutes } from './modules/clients/cartera/cartera.routes';
import { healthRoutes } from './modules/health/health.routes';
import { importRoutes } from './modules/imports/import.routes';
import { movementRoutes } from './modules/movements/movement.routes';
import { paymentRoutes } from './modules/cartera/payment.routes';
import { notificationRoutes } from './modules/notifications/notification.routes';
import { paymentMethodRoutes } from './modules/payment-methods/payment-method.routes';
import { planRoutes } from './modules/plans/plan.routes';
import { comboRoutes } from './modules/combos/combo.routes';
import { saleRoutes } from './modules/sales/sale.routes';
import { sendRunRoutes } from './modules/send-runs/send-run.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { reminderRoutes } from './modules/reminders/reminder.routes';
import { renewalReportRoutes } from './modules/reports/renewal-report.routes';
import { serviceRoutes } from './modules/services/service.routes';
import { templateRoutes } from './modules/templates/template.routes';
import { totalsRoutes } from './modules/totals/totals.routes';
import { userRoutes } from './modules/users/user.routes';
import { webhookRoutes } from './modules/webhooks/webhook.routes';
import { uploadRoutes } from './modules/uploads/upload.routes';
import { accessPlugin } from './plugins/access';
import { compressionPlugin } from './plugins/compression';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin } from './plugins/errors';
import { openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { shutdownPlugin } from './plugins/shutdown';
import { webAppPlugin } from './plugins/web-app';

export interface BuildAppOptions {
  config: AppConfig;
  database: AppDatabase;
  /** Folder of the built web app; omitted in API tests. */
  webRoot?: string;
  /** pino level; 'silent' (the default, for tests) turns logging off. */
  logLevel?: string;
  now?: () => Date;
}

// Logs never carry cookies, tokens or passwords (nor a portal link's token: lib/log-redaction.ts).
const redact = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
];

/** Builds the whole app: external plugins, then our plugins, then the modules' routes. */
export async function buildApp(options: BuildAppOptions) {
  const level = options.logLevel ?? 'silent';
  const app = Fastify({
    logger: level === 'silent' ? false : { level, redact, serializers: { req: requestLogSerializer } },
    trustProxy: options.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A request (headers and body) must arrive whole within this time: a body sent a byte a
    // second cannot hold a connection forever. Node 20 honours it only when given at creation
    // (Fastify sets it afterwards too), and checks open connections once a second.
    requestTimeout: options.config.REQUEST_TIMEOUT_MS,
    http: { requestTimeout: options.config.REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    // While closing, requests already on an open connection are answered normally (with
    // `Connection: close`), not with Fastify's English 503: see plugins/shutdown.ts.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    db: options.database.db,
    dialect: options.database.dialect,
    config: options.config,
    now: options.now ?? (() => new Date()),
  };
  app.decorate('ctx', ctx);
  // One per app: it knows whether a backup is being written (docs/decisions/022).
  app.decorate(
    'backups',
    createBackupService({ database: options.database, config: options.config, now: ctx.now }),
  );

  // External plugins.
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });

  // Our plugins, in the order a request meets them.
  await app.register(shutdownPlugin);
  // Its onSend hook compresses JSON answers on their way out (docs/decisions/031).
  await app.register(compressionPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(sessionPlugin);
  await app.register(csrfPlugin);
  // After both: it needs the user loaded, and its 401 comes after the CSRF check (plugins/access.ts).
  await app.register(accessPlugin);
  // Collects every route registered after it into the OpenAPI document (docs/decisions/039 … issue 28).
  await app.register(openApiPlugin);

  // Modules.
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(configRoutes);
  await app.register(uploadRoutes);
  await app.register(notificationRoutes);
  await app.register(totalsRoutes);
  await app.register(serviceRoutes);
  await app.register(planRoutes);
  await app.register(comboRoutes);
  await app.register(clientRoutes);
  await app.register(clientMergeRoutes);
  await app.register(carteraRoutes);
  await app.register(userRoutes);
  await app.register(accountRoutes);
  await app.register(accountPasswordsRoutes);
  await app.register(profileRoutes);
  await app.register(saleRoutes);
  await app.register(movementRoutes);
  await app.register(paymentRoutes);
  await app.register(dashboardRoutes);
  await app.register(templateRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(settingsRoutes);
  await app.register(reminderRoutes);
  await app.register(renewalReportRoutes);
  await app.register(importRoutes);
  await app.register(backupRoutes);
  await app.register(auditRoutes);
  await app.register(apiTokenRoutes);
  await app.register(incidentRoutes);
  await app.register(sendRunRoutes);
  await app.register(integrityRoutes);
  await app.register(webhookRoutes);
  await app.register(apiDocsRoutes);
  await app.register(portalLinkRoutes);
  await app.register(portalRoutes, { webRoot: options.webRoot });
  await app.register(paymentReportRoutes);
  await app.register(webAppPlugin, { webRoot: options.webRoot });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
