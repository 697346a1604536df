import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end tests drive the built app (npm run build) in Debian's Chromium, on a server of their
// own with a fresh SQLite database, so they never touch ./data.
// E2E_PORT and E2E_DATA_DIR may be set so two checkouts can run their suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'cuentas-claras-e2e');

// Each worker drives a server and a database of its own (port E2E_PORT + n, folder
// <E2E_DATA_DIR>/w<n>), so the specs never see another worker's rows and need no locking between
// them. Two workers on a two-core machine take the suite from about 11 to about 7 minutes: a
// browser spends much of a test waiting for the server and for paints. E2E_WORKERS=1 runs them
// one after another, as before.
export const E2E_WORKERS = Math.max(
  1,
  Number(process.env.E2E_WORKERS ?? Math.min(2, os.availableParallelism())),
);
export const e2ePort = (parallelIndex: number) => E2E_PORT + parallelIndex;
export const e2eDataDir = (parallelIndex: number) => path.join(E2E_DATA_DIR, `w${parallelIndex}`);
export const E2E_ADMIN = { username: 'admin', password: 'admin-e2e-secreto' };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    // The worker's own server: tests/e2e/support/fixtures.ts sets baseURL by its parallel index.
    baseURL: `http://127.0.0.1:${e2ePort(0)}`,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: 'node tests/e2e/support/start-server.mjs',
    url: `http://127.0.0.1:${e2ePort(index)}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(e2ePort(index)),
      HOST: '127.0.0.1',
      E2E_DATA_DIR: e2eDataDir(index),
      DATABASE_URL: `file:${path.join(e2eDataDir(index), 'e2e.db')}`,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  })),
});
