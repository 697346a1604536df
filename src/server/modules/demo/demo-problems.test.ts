import { describe, expect, it } from 'vitest';
import { INTEGRITY_KINDS } from '#shared/domain/integrity';
import type { IntegrityReport } from '#shared/schemas/integrity';
import { signedInClient, useTestApp } from '#tests/setup/test-app';
import { seedDemo } from './demo-seed.service';

// `npm run db:seed -- --demo --with-problems` (docs/decisions/053): with the flag, the demo shop
// holds one more finding of every kind (two of the ocupado one: no client, no expiry). Without
// it, the demo is clean but for what a real shop has too: clients who never gave a phone, and
// profiles staff marked expirado to chase and never freed.

const t = useTestApp();

async function counts() {
  const { client } = await signedInClient(t, { role: 'admin' });
  const report = (await client.get('/api/integrity')).json() as IntegrityReport;
  return Object.fromEntries(report.kinds.map((k) => [k.kind, k.count]));
}

describe('the demo shop and the Revisión de datos', () => {
  it('plants one more finding of each kind with --with-problems', async () => {
    await seedDemo(t.app.ctx, { scale: 0.001, seed: 'revision', force: false });
    const base = await counts();
    expect(base).toMatchObject({
      duplicate_phone: 0,
      duplicate_account: 0,
      shared_credentials: 0,
      too_many_profiles: 0,
      occupied_incomplete: 0,
      free_with_data: 0,
    });
    await seedDemo(t.app.ctx, { scale: 0.001, seed: 'revision', force: true, withProblems: true });
    const planted = { occupied_incomplete: 2 } as Record<string, number>;
    expect(await counts()).toEqual(
      Object.fromEntries(INTEGRITY_KINDS.map((k) => [k, base[k]! + (planted[k] ?? 1)])),
    );
    // Two demo loads: seconds each on PostgreSQL on a busy machine.
  }, 90_000);
});
