import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app';
import { topClientsQuery } from './movement-totals.repository';
import { movementPage, type MovementScope } from './movement.repository';

// Movimientos must stay fast at 100 000+ movements (docs/decisions/012): each page the list and
// the per-user statistics ask for is read in (date desc, id desc) order from an index made for
// it, never by sorting the whole filtered set.
const t = useTestApp();

/** The plan of the SQL the endpoint really sends for one page, with its parameters. */
const pagePlan = async (scope: MovementScope) => {
  const { sql: text, parameters } = movementPage(t.database.db, scope, 10, 50).compile();
  const explain = t.database.dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
  return t.database.db.transaction().execute(async (tx) => {
    // With a handful of rows a scan (or a bitmap scan and a sort) is cheapest; forbid them to see
    // whether an index can hand out the page in order, as it must at 100 000 rows.
    if (t.database.dialect === 'postgres') {
      await sql`set local enable_seqscan = off`.execute(tx);
      await sql`set local enable_bitmapscan = off`.execute(tx);
    }
    return JSON.stringify((await tx.executeQuery(CompiledQuery.raw(explain + text, [...parameters]))).rows);
  });
};

const november = { from: '2026-11-01', to: '2026-12-01' };

describe('the compiled movement page query', () => {
  it.each([
    ['every movement', {}, 'movements_date_id_idx'],
    ['a month', { range: november }, 'movements_date_id_idx'],
    ['a type in a month', { range: november, type: 'venta' }, 'movements_type_date_id_idx'],
    ['a type', { type: 'cancelacion' }, 'movements_type_date_id_idx'],
    ['a staff member in a month', { range: november, createdBy: 1 }, 'movements_created_by_date_id_idx'],
  ] as [string, MovementScope, string][])('pages %s in order from %s', async (_, scope, index) => {
    const plan = await pagePlan(scope);
    expect(plan).toContain(index);
    if (t.database.dialect === 'sqlite') expect(plan).not.toContain('TEMP B-TREE');
    else expect(plan).not.toContain('Sort');
  });
});

// The stats' top 20 clients of a period are the first 20 entries of one index of the kept sums
// (docs/decisions/024), never a sort of every client who bought in the period.
describe('the compiled top clients query', () => {
  it.each([
    ['a month, every type', '2026-11', undefined],
    ['a year, one type', '2026', 'venta'],
    ['all time', '', undefined],
  ] as const)('reads %s in order from movement_client_totals_top_idx', async (_, period, type) => {
    const { sql: text, parameters } = topClientsQuery(t.database.db, period, type, 20).compile();
    const explain = t.database.dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
    const plan = await t.database.db.transaction().execute(async (tx) => {
      if (t.database.dialect === 'postgres') {
        await sql`set local enable_seqscan = off`.execute(tx);
        await sql`set local enable_bitmapscan = off`.execute(tx);
      }
      return JSON.stringify((await tx.executeQuery(CompiledQuery.raw(explain + text, [...parameters]))).rows);
    });
    expect(plan).toContain('movement_client_totals_top_idx');
    if (t.database.dialect === 'sqlite') expect(plan).not.toContain('TEMP B-TREE');
    else expect(plan).not.toContain('Sort');
  });
});
