import { randomBytes } from 'node:crypto';
import pg from 'pg';

// Once per `vitest run`: an id for this run's PostgreSQL schemas (the workers inherit it), so the
// end of the run drops them all, the ones workers kept for reuse included (docs/decisions/028).
export async function setup() {
  process.env.TEST_RUN_ID ??= randomBytes(4).toString('hex');
}

export async function teardown() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ name: string }>(
    `select nspname as name from pg_namespace where nspname like $1`,
    [`test\\_${process.env.TEST_RUN_ID}\\_%`],
  );
  for (const { name } of rows) await client.query(`drop schema ${name} cascade`);
  await client.end();
}
