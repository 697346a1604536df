import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestClient } from '#tests/setup/test-app';
import { signedInClient, useTestApp } from '#tests/setup/test-app';

// The client search reads a substring index (FTS5 trigram on SQLite, pg_trgm on PostgreSQL;
// migration 20261127200000) instead of every client: it must find exactly what LIKE found, and
// stay in step with every change to a client.
const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t));
});

const found = async (search: string) => {
  const body = (await c.get(`/api/clients?page=1&limit=50&search=${encodeURIComponent(search)}`)).json();
  return body.clients.map((client: { name: string }) => client.name).sort();
};

describe('client search index', () => {
  it('follows a client created, renamed, given another phone and deleted', async () => {
    const created = (await c.post('/api/clients', { name: 'Camila Ramírez', phone: '300 555 1234' })).json();
    expect(await found('ramirez')).toEqual(['Camila Ramírez']);
    expect(await found('5551234')).toEqual(['Camila Ramírez']);

    await c.put(`/api/clients/${created.client.id}`, { name: 'Camila Rojas', phone: '310 999 8888' });
    expect(await found('ramirez')).toEqual([]);
    expect(await found('rojas')).toEqual(['Camila Rojas']);
    expect(await found('5551234')).toEqual([]);
    expect(await found('9998888')).toEqual(['Camila Rojas']);

    await c.delete(`/api/clients/${created.client.id}`);
    expect(await found('rojas')).toEqual([]);
    if (t.database.dialect === 'sqlite') {
      await sql`insert into clients_fts(clients_fts, rank) values ('integrity-check', 1)`.execute(
        t.database.db,
      );
    }
  });

  it('reads a name or phone of any length literally: quotes, % and _ are plain characters', async () => {
    await c.post('/api/clients', { name: 'Tienda "La 100%"' });
    await c.post('/api/clients', { name: 'Ana_Mora' });
    await c.post('/api/clients', { name: 'Ana Mora' });
    expect(await found('"la 100%"')).toEqual(['Tienda "La 100%"']);
    expect(await found('a_m')).toEqual(['Ana_Mora']);
    expect(await found('100%')).toEqual(['Tienda "La 100%"']);
    expect(await found('an')).toEqual(['Ana Mora', 'Ana_Mora']);
  });

  it('uses the index on SQLite rather than reading every client', async () => {
    if (t.database.dialect !== 'sqlite') return;
    const plan = await sql<{ detail: string }>`explain query plan
      select id from clients where clients.id in (select rowid from clients_fts where clients_fts match ${'name_key : "ramirez"'})`.execute(
      t.database.db,
    );
    const details = plan.rows.map((r) => r.detail).join('\n');
    expect(details).toMatch(/VIRTUAL TABLE INDEX/);
    expect(details).not.toMatch(/SCAN clients\b/);
  });

  it("counts each listed client's occupied profiles in their own index entries, never every occupied profile", async () => {
    if (t.database.dialect !== 'sqlite') return;
    // SQLite without statistics preferred profiles_due_idx (status first) to a client_id index:
    // 7–10 ms a page at 50 000 profiles (docs/performance.md, seventh pass).
    const plan = await sql<{ detail: string }>`explain query plan
      select (select count(*) from profiles where profiles.client_id = clients.id
        and profiles.status = 'ocupado') from clients limit 10`.execute(t.database.db);
    const details = plan.rows.map((r) => r.detail).join('\n');
    expect(details).toMatch(/profiles_client_status_idx \(client_id=\? AND status=\?\)/);
  });
});
