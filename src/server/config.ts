import { z } from '#shared/schemas/zod';
import { isValidTimeZone, TIME_OF_DAY } from '#shared/domain/business-time';
import { parseDataKey } from './lib/credential-cipher';

// Environment variables (CONTRACT.md). A bad value stops the server with one line naming it.
const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const milliseconds = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .default('file:./data/app.db')
    .refine((v) => /^file:.+/.test(v) || /^postgres(ql)?:\/\//.test(v), 'debe ser file:RUTA o postgres://…'),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
  ADMIN_PASSWORD: z.string().min(6, 'debe tener al menos 6 caracteres').optional(),
  TZ_APP: z.string().default('America/Bogota').refine(isValidTimeZone, 'no es una zona horaria IANA válida'),
  // The key that seals account passwords and PINs (decision 017); unset: the key file beside the
  // database, generated on the first start.
  DATA_KEY: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || parseDataKey(v) !== null,
      'debe ser 32 bytes en base64 o 64 caracteres hexadecimales',
    ),
  COOKIE_SECURE: booleanFlag.default(false),
  // Behind a load balancer, trust its X-Forwarded-For so throttling sees the real address.
  TRUST_PROXY: booleanFlag.default(false),
  // The API's OpenAPI document and reference page (/api/openapi.json, /api/docs): admins only
  // unless this opens them to everyone (issue 28).
  API_DOCS_PUBLIC: booleanFlag.default(false),
  // Requests a minute per API token (docs/decisions/043); past it, 429 with Retry-After.
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1, 'debe ser al menos 1').max(100_000).default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Deadlines (issue 10, decision 008): nothing waits forever on a client or on the database.
  REQUEST_TIMEOUT_MS: milliseconds(1_000, 3_600_000, 60_000),
  DB_CONNECT_TIMEOUT_MS: milliseconds(100, 120_000, 5_000),
  DB_QUERY_TIMEOUT_MS: milliseconds(100, 600_000, 15_000),
  HEALTH_TIMEOUT_MS: milliseconds(100, 60_000, 2_000),
  // The shop's opening hour (HH:MM in TZ_APP): the morning summary lands in every bell then
  // (docs/decisions/016).
  REMINDER_TIME: z.string().regex(TIME_OF_DAY, 'debe ser una hora HH:MM de 00:00 a 23:59').default('08:00'),
  // Daily backups of the embedded database (docs/decisions/022): where (default: a backups folder
  // beside the database file), how many to keep, and from what hour (HH:MM in TZ_APP) each day.
  BACKUP_DIR: z.string().trim().min(1).max(1000).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1, 'debe ser al menos 1').max(1000).default(14),
  BACKUP_TIME: z.string().regex(TIME_OF_DAY, 'debe ser una hora HH:MM de 00:00 a 23:59').default('03:00'),
  // On SIGTERM, how long keep-alive connections may still bring requests before they are closed.
  SHUTDOWN_DRAIN_MS: milliseconds(0, 60_000, 2_000),
});

export type AppConfig = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings count as unset, as they do in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`Configuración inválida: ${issue.path.join('.')} ${issue.message}`);
  }
  return result.data;
}
