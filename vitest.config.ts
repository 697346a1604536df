import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Every server test runs on SQLite; when TEST_DATABASE_URL is set the same files run again on
// PostgreSQL as a second project, so both databases prove the same behaviour.
// `extends: true` gives each project the root options below (time-outs); without it a project
// silently runs with Vitest's 5 s default.
const serverTests = ['src/server/**/*.test.ts', 'tests/server/**/*.test.ts'];
const projects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'shared', include: ['src/shared/**/*.test.ts'] } },
  // Checks of the tooling itself (the lint boundaries), independent of any database.
  { extends: true, test: { name: 'tooling', include: ['tests/lint/**/*.test.ts'] } },
  // The web code's data layer (queries, the API client) in Node: no DOM needed.
  {
    extends: true,
    resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src/web') } },
    test: { name: 'web', include: ['src/web/**/*.test.ts'] },
  },
  { extends: true, test: { name: 'sqlite', include: serverTests, env: { TEST_DB: 'sqlite' } } },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true,
    test: { name: 'postgres', include: serverTests, env: { TEST_DB: 'postgres' } },
  });
}

export default defineConfig({
  test: {
    projects,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
