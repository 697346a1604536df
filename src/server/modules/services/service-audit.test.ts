import { beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, insertService } from '#tests/factories/catalog.factory';
import { auditRows } from '#tests/setup/audit-rows';
import { multipartFile, tinyPng } from '#tests/setup/multipart';
import type { TestClient } from '#tests/setup/test-app';
import { signedInClient, useTestApp } from '#tests/setup/test-app';

// The audit trail of services (issue 15, docs/decisions/023).

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
let me: { id: number };
beforeEach(async () => {
  ({ client: c, user: me } = await signedInClient(t, { full_name: 'Laura Gómez' }));
});

const netflix = {
  name: 'Netflix',
  url: 'https://www.netflix.com',
  price: 15000,
  maxProfiles: 5,
  image: null,
};
const who = () => ({ user_id: me.id, user_name: 'Laura Gómez' });

describe('the audit trail of services', () => {
  it('records a creation with its fields, money as whole pesos', async () => {
    const { id } = (await c.post('/api/services', netflix)).json().service;
    expect(await auditRows(t.database, { entity: 'service' })).toEqual([
      expect.objectContaining({
        ...who(),
        entity: 'service',
        entity_id: id,
        entity_label: 'Netflix',
        action: 'create',
        account_id: null,
        client_id: null,
        changes: [
          { field: 'name', before: null, after: 'Netflix' },
          { field: 'url', before: null, after: 'https://www.netflix.com' },
          { field: 'price', before: null, after: 15000 },
          { field: 'max_profiles', before: null, after: 5 },
        ],
      }),
    ]);
  });

  it('records an edit as the changed fields, an image by its reference, and nothing for an edit that changed nothing', async () => {
    const service = await insertService(t.database.db, { name: 'Netflix', price: 15000, max_profiles: 5 });
    const upload = await c.request(
      'POST',
      '/api/upload',
      multipartFile('image', 'logo.png', 'image/png', tinyPng),
    );
    const imageUrl = upload.json().imageUrl as string;
    const body = { name: 'Netflix Premium', url: '', price: '18.000', maxProfiles: 5, image: imageUrl };
    expect((await c.put(`/api/services/${service.id}`, body)).statusCode).toBe(200);
    expect((await c.put(`/api/services/${service.id}`, body)).statusCode).toBe(200);
    expect(await auditRows(t.database)).toEqual([
      expect.objectContaining({
        ...who(),
        entity: 'service',
        entity_id: service.id,
        entity_label: 'Netflix Premium',
        action: 'update',
        changes: [
          { field: 'name', before: 'Netflix', after: 'Netflix Premium' },
          { field: 'price', before: 15000, after: 18000 },
          { field: 'image', before: null, after: imageUrl },
        ],
      }),
    ]);
  });

  it('records a deletion with what the service was', async () => {
    const service = await insertService(t.database.db, { name: 'Disney+', price: 12000, max_profiles: 4 });
    expect((await c.delete(`/api/services/${service.id}`)).statusCode).toBe(200);
    expect(await auditRows(t.database)).toEqual([
      expect.objectContaining({
        ...who(),
        entity_id: service.id,
        entity_label: 'Disney+',
        action: 'delete',
        changes: [
          { field: 'name', before: 'Disney+', after: null },
          { field: 'price', before: 12000, after: null },
          { field: 'max_profiles', before: 4, after: null },
        ],
      }),
    ]);
  });

  it('writes no line for a refused change (duplicate name, bad input, service in use)', async () => {
    const service = await insertService(t.database.db, { name: 'Netflix' });
    const other = await insertService(t.database.db, { name: 'Disney+' });
    await insertAccount(t.database.db, service.id);
    expect((await c.post('/api/services', { ...netflix, name: 'NETFLIX' })).statusCode).toBe(409);
    expect((await c.put(`/api/services/${other.id}`, { ...netflix, name: 'netflix' })).statusCode).toBe(409);
    expect((await c.post('/api/services', { ...netflix, name: 'Max', price: -1 })).statusCode).toBe(400);
    expect((await c.delete(`/api/services/${service.id}`)).statusCode).toBe(409);
    expect((await c.put('/api/services/999', netflix)).statusCode).toBe(404);
    expect(await auditRows(t.database)).toEqual([]);
  });
});
