import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATABASE_URL: 'file:./data/app.db',
      ADMIN_USERNAME: 'admin',
      TZ_APP: 'America/Bogota',
      COOKIE_SECURE: false,
      REMINDER_TIME: '08:00',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ TZ_APP: 'Marte/Olympus' }, 'TZ_APP'],
    [{ COOKIE_SECURE: 'quizás' }, 'COOKIE_SECURE'],
    [{ ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD'],
    [{ REMINDER_TIME: '8am' }, 'REMINDER_TIME'],
    [{ REMINDER_TIME: '24:00' }, 'REMINDER_TIME'],
    [{ DATA_KEY: 'corta' }, 'DATA_KEY'],
    [{ DATA_KEY: 'ab'.repeat(31) }, 'DATA_KEY'],
  ])('stops on %o naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Configuración inválida: ${name} `));
  });

  it('reads PostgreSQL URLs and boolean flags', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', COOKIE_SECURE: 'true', PORT: '8080' });
    expect(config).toMatchObject({ DATABASE_URL: 'postgres://u@h/db', COOKIE_SECURE: true, PORT: 8080 });
  });

  it('validates the backup settings: how many to keep (default 14) and the daily hour', () => {
    expect(loadConfig({})).toMatchObject({ BACKUP_KEEP: 14, BACKUP_TIME: '03:00' });
    expect(loadConfig({}).BACKUP_DIR).toBeUndefined();
    expect(loadConfig({ BACKUP_KEEP: '3', BACKUP_DIR: '/respaldos' })).toMatchObject({
      BACKUP_KEEP: 3,
      BACKUP_DIR: '/respaldos',
    });
    for (const env of [{ BACKUP_KEEP: '0' }, { BACKUP_KEEP: 'muchas' }, { BACKUP_TIME: '3am' }]) {
      expect(() => loadConfig(env)).toThrow(new RegExp(`^Configuración inválida: ${Object.keys(env)[0]} `));
    }
  });
});

describe('deadline settings', () => {
  it('have the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      REQUEST_TIMEOUT_MS: 60_000,
      DB_CONNECT_TIMEOUT_MS: 5_000,
      DB_QUERY_TIMEOUT_MS: 15_000,
      HEALTH_TIMEOUT_MS: 2_000,
      SHUTDOWN_DRAIN_MS: 2_000,
    });
    expect(loadConfig({ DB_QUERY_TIMEOUT_MS: '30000', SHUTDOWN_DRAIN_MS: '0' })).toMatchObject({
      DB_QUERY_TIMEOUT_MS: 30_000,
      SHUTDOWN_DRAIN_MS: 0,
    });
  });

  it.each([
    [{ REQUEST_TIMEOUT_MS: '0' }, 'REQUEST_TIMEOUT_MS'],
    [{ DB_CONNECT_TIMEOUT_MS: 'pronto' }, 'DB_CONNECT_TIMEOUT_MS'],
    [{ DB_QUERY_TIMEOUT_MS: '-1' }, 'DB_QUERY_TIMEOUT_MS'],
    [{ HEALTH_TIMEOUT_MS: '1.5' }, 'HEALTH_TIMEOUT_MS'],
    [{ SHUTDOWN_DRAIN_MS: '3600000' }, 'SHUTDOWN_DRAIN_MS'],
  ])('stop the server on %o, naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Configuración inválida: ${name} `));
  });
});
