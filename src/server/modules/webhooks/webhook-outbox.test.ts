import { beforeEach, describe, expect, it, vi } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { netflixWithFreeAndOccupied } from '#tests/factories/profile.factory';
import { signedInClient, type TestClient as Client, useTestApp } from '#tests/setup/test-app';
import { countRows } from '#tests/setup/count-rows';
import type * as RenewalOutcomes from '../reports/renewal-outcome.service';

// The outbox is written in the change's own transaction (docs/decisions/049): when the renewal
// fails after its movement (and its event) were written, neither is left.

const failure = vi.hoisted(() => ({ on: false }));
vi.mock('../reports/renewal-outcome.service', async (importOriginal) => {
  const real = await importOriginal<typeof RenewalOutcomes>();
  return {
    ...real,
    recordRenewalTerm: async (...args: Parameters<typeof real.recordRenewalTerm>) => {
      if (failure.on) throw new Error('fallo simulado después del movimiento');
      return real.recordRenewalTerm(...args);
    },
  };
});

const t = useTestApp({ resetEachTest: true });
let admin: Client;
beforeEach(async () => {
  failure.on = false;
  ({ client: admin } = await signedInClient(t, { role: 'admin' }));
  const created = await admin.post('/api/webhooks', {
    url: 'http://127.0.0.1:9/hook',
    events: ['renovacion'],
  });
  expect(created.statusCode).toBe(201);
});

describe('the webhook outbox', () => {
  it('writes no event when the renewal transaction fails, and one when it commits', async () => {
    const { occupied } = await netflixWithFreeAndOccupied(
      t.database.db,
      businessToday(t.clock.now(), t.config.TZ_APP),
    );
    failure.on = true;
    const failed = await admin.post(`/api/profiles/${occupied}/renew`, { days: 30 });
    expect(failed.statusCode).toBe(500);
    expect(await countRows(t.database.db, 'movements')).toBe(0);
    expect(await countRows(t.database.db, 'webhook_events')).toBe(0);
    expect(await countRows(t.database.db, 'webhook_deliveries')).toBe(0);

    failure.on = false;
    expect((await admin.post(`/api/profiles/${occupied}/renew`, { days: 30 })).statusCode).toBe(200);
    expect(await countRows(t.database.db, 'movements')).toBe(1);
    expect(await countRows(t.database.db, 'webhook_events')).toBe(1);
    expect(await countRows(t.database.db, 'webhook_deliveries')).toBe(1);
  });
});
