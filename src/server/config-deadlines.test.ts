import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
