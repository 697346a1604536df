import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Every server test runs on SQLite; when TEST_DATABASE_URL is set the same files run again on
// PostgreSQL as a second project, so both databases prove the same behaviour.
// `extends: true` gives each project the root options below (time-outs); without it a project
// silently runs with Vitest's 5 s default.
const serverTests = ['src/server/**/*.test.ts', 'tests/server/**/*.test.ts'];

// Server test files share their worker's loaded modules (isolate: false): importing the app
// anew for each file cost about two seconds a file (docs/decisions/028). A file that replaces a
// module with vi.mock needs a module graph of its own, so those files, found by their vi.mock
// call, run isolated in a project of their own, "<database>-mocks".
const mockingFiles = ['src/server', 'tests/server']
  .filter((dir) => fs.existsSync(dir))
  .flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.join(dir, file)),
  )
  .filter((file) => /\bvi\.mock\(/.test(fs.readFileSync(file, 'utf8')));

function serverProjects(database: 'sqlite' | 'postgres'): TestProjectInlineConfiguration[] {
  const env = { TEST_DB: database };
  return [
    {
      extends: true,
      test: { name: database, include: serverTests, exclude: mockingFiles, env, isolate: false },
    },
    { extends: true, test: { name: `${database}-mocks`, include: mockingFiles, env } },
  ];
}

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
  ...serverProjects('sqlite'),
];
if (process.env.TEST_DATABASE_URL) projects.push(...serverProjects('postgres'));

export default defineConfig({
  test: {
    projects,
    // The migrated SQLite template the test files copy, made once for the run.
    globalSetup: ['tests/setup/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
