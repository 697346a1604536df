import { defineConfig } from 'vitest/config';

// Every server test runs on SQLite; when TEST_DATABASE_URL is set the same files run again on
// PostgreSQL as a second project, so both databases prove the same behaviour.
const serverTests = ['src/server/**/*.test.ts'];
const projects = [
  { test: { name: 'shared', include: ['src/shared/**/*.test.ts'] } },
  // Checks of the tooling itself (the lint boundaries), independent of any database.
  { test: { name: 'tooling', include: ['tests/lint/**/*.test.ts'] } },
  { test: { name: 'sqlite', include: serverTests, env: { TEST_DB: 'sqlite' } } },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({ test: { name: 'postgres', include: serverTests, env: { TEST_DB: 'postgres' } } });
}

export default defineConfig({
  test: {
    projects,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
