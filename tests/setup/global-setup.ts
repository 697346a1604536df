import fs from 'node:fs';
import { buildSqliteTemplate, migrationsKey } from './test-database';

// Once per `vitest run`: the migrated SQLite template every test file copies (the workers inherit
// its path through the environment), removed again when the run ends (docs/decisions/028).
let dir: string | undefined;

export async function setup() {
  // Each project runs the global set-up: build once.
  if (process.env.TEST_SQLITE_TEMPLATE) return;
  const template = await buildSqliteTemplate();
  dir = template.dir;
  process.env.TEST_SQLITE_TEMPLATE = template.file;
  process.env.TEST_SQLITE_TEMPLATE_KEY = migrationsKey();
}

export async function teardown() {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
}
