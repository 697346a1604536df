import { beforeEach, describe, expect, it, vi } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { incidentsMessages as m } from '#shared/messages/incidents';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { countRows } from '#tests/setup/count-rows';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';
import type * as Services from '../services/service.service';

// An incident scoped by service reads the service inside its retried transaction
// (docs/decisions/050): only "no such service" becomes the 400; any other failure (a PostgreSQL
// deadlock, a serialization failure) is left to inRetriedTransaction or to the 500 handler.

const failure = vi.hoisted(() => ({ next: null as Error | null }));
vi.mock('../services/service.service', async (importOriginal) => {
  const real = await importOriginal<typeof Services>();
  return {
    ...real,
    getService: (...args: Parameters<typeof real.getService>) => {
      const error = failure.next;
      failure.next = null;
      return error ? Promise.reject(error) : real.getService(...args);
    },
  };
});

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  failure.next = null;
  ({ client: c } = await signedInClient(t));
});

const withCode = (code: string) => Object.assign(new Error('deadlock detected'), { code });

async function heldService() {
  const service = await insertService(t.database.db, { name: 'Disney+' });
  const client = await insertClient(t.database.db, { name: 'Ana Ruiz' });
  const today = businessToday(t.clock.now(), t.config.TZ_APP);
  await insertAccount(t.database.db, service.id, {}, [
    { status: 'ocupado', client_id: client.id, expiry_date: addDays(today, 2) },
  ]);
  return service;
}

describe('POST /api/incidents by service when reading the service fails', () => {
  it('runs again after a deadlock instead of answering "Servicio no encontrado"', async () => {
    const service = await heldService();
    failure.next = withCode('40P01');
    const response = await c.post('/api/incidents', { days: 3, reason: 'Caída', serviceId: service.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().incident.profilesCount).toBe(1);
    expect(await countRows(t.database.db, 'incidents')).toBe(1);
  });

  it('answers 500, not 400, to an unexpected error, writing nothing', async () => {
    const service = await heldService();
    failure.next = new Error('disk I/O error');
    const response = await c.post('/api/incidents', { days: 3, reason: 'Caída', serviceId: service.id });
    expect(response.statusCode).toBe(500);
    expect(response.json()).not.toEqual({ error: m.serviceNotFound });
    expect(await countRows(t.database.db, 'incidents')).toBe(0);
  });

  it('still answers 400 "Servicio no encontrado" to a service that does not exist', async () => {
    const response = await c.post('/api/incidents', { days: 3, reason: 'Caída', serviceId: 999 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: m.serviceNotFound });
  });
});
