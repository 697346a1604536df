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
});
