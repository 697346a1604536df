import { beforeEach, describe, expect, it } from 'vitest';
import { settingsMessages } from '#shared/messages/settings';
import { auditRows } from '#tests/setup/audit-rows';
import { countRows } from '#tests/setup/count-rows';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

// The shop's settings (issue 25, item 6): graceDays, 3 unless an admin says otherwise.

const t = useTestApp({ resetEachTest: true });
/**
 * The client portal's settings (docs/decisions/051) and send runs' sending hours (052), as they
 * are until changed.
 */
const portal = {
  portalShowsAccess: false,
  portalLinkDays: 60,
  portalTheme: 'dark',
  sendingHoursStart: '08:00',
  sendingHoursEnd: '20:00',
};
let admin: TestClient;
beforeEach(async () => {
  ({ client: admin } = await signedInClient(t, { role: 'admin', full_name: 'Laura Gómez' }));
});

describe('GET/PUT /api/settings', () => {
  it('reads 3 days of grace by default, for every staff member', async () => {
    const { client: staff } = await signedInClient(t);
    for (const client of [admin, staff]) {
      const response = await client.get('/api/settings');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        settings: { graceDays: 3, salePickPolicy: 'menos_libres', ...portal },
      });
    }
  });

  it('an admin changes it; the change is in the audit trail', async () => {
    const response = await admin.put('/api/settings', { graceDays: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      settings: { graceDays: 5, salePickPolicy: 'menos_libres', ...portal },
    });
    expect((await admin.get('/api/settings')).json().settings.graceDays).toBe(5);
    expect((await admin.put('/api/settings', { graceDays: '0' })).json().settings.graceDays).toBe(0);
    const events = await auditRows(t.database, { entity: 'setting' });
    expect(events.map((e) => [e.action, e.entity_label, e.user_name, e.changes])).toEqual([
      ['update', settingsMessages.label, 'Laura Gómez', [{ field: 'grace_days', before: 5, after: 0 }]],
      ['update', settingsMessages.label, 'Laura Gómez', [{ field: 'grace_days', before: 3, after: 5 }]],
    ]);
    // Saving the same value again changes nothing and records nothing.
    await admin.put('/api/settings', { graceDays: 0 });
    expect(await auditRows(t.database, { entity: 'setting' })).toHaveLength(2);
  });

  it('changes how a sale picks its profile, keeping it when a save leaves it out (docs/decisions/042)', async () => {
    const changed = await admin.put('/api/settings', { graceDays: 3, salePickPolicy: 'renovacion_lejana' });
    expect(changed.json()).toEqual({
      settings: { graceDays: 3, salePickPolicy: 'renovacion_lejana', ...portal },
    });
    await admin.put('/api/settings', { graceDays: 4 });
    expect((await admin.get('/api/settings')).json().settings).toEqual({
      graceDays: 4,
      salePickPolicy: 'renovacion_lejana',
      ...portal,
    });
    const [, first] = await auditRows(t.database, { entity: 'setting' });
    expect(first!.changes).toEqual([
      { field: 'sale_pick_policy', before: 'menos_libres', after: 'renovacion_lejana' },
    ]);
    const bad = await admin.put('/api/settings', { graceDays: 3, salePickPolicy: 'al_azar' });
    expect([bad.statusCode, bad.json().error]).toEqual([400, settingsMessages.invalidSalePickPolicy]);
  });

  it("changes the portal's settings, keeping each one a save leaves out (docs/decisions/051)", async () => {
    const changed = await admin.put('/api/settings', {
      graceDays: 3,
      portalShowsAccess: true,
      portalLinkDays: '30',
      portalTheme: 'bone',
    });
    expect(changed.json().settings).toMatchObject({
      portalShowsAccess: true,
      portalLinkDays: 30,
      portalTheme: 'bone',
    });
    await admin.put('/api/settings', { graceDays: 4 });
    expect((await admin.get('/api/settings')).json().settings).toMatchObject({
      portalShowsAccess: true,
      portalLinkDays: 30,
      portalTheme: 'bone',
    });
    const [, first] = await auditRows(t.database, { entity: 'setting' });
    expect(first!.changes).toEqual([
      { field: 'portal_shows_access', before: false, after: true },
      { field: 'portal_link_days', before: 60, after: 30 },
      { field: 'portal_theme', before: 'dark', after: 'bone' },
    ]);
    for (const body of [
      { portalLinkDays: 0 },
      { portalLinkDays: 366 },
      { portalTheme: 'rosa' },
      { portalShowsAccess: 'si' },
    ]) {
      const bad = await admin.put('/api/settings', { graceDays: 3, ...body });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses a value out of 0 to 30 with the Spanish message, and writes nothing', async () => {
    for (const graceDays of [-1, 31, 2.5, 'tres', null, '']) {
      const response = await admin.put('/api/settings', { graceDays });
      expect(response.statusCode, String(graceDays)).toBe(400);
      expect(response.json()).toEqual({ error: settingsMessages.invalidGraceDays });
    }
    expect((await admin.put('/api/settings', {})).statusCode).toBe(400);
    expect(await countRows(t.database.db, 'audit_log')).toBe(0);
    expect((await admin.get('/api/settings')).json().settings.graceDays).toBe(3);
  });

  it('staff may not change it: 403 before validation', async () => {
    const { client: staff } = await signedInClient(t);
    expect((await staff.put('/api/settings', { graceDays: 5 })).statusCode).toBe(403);
    expect((await staff.put('/api/settings', { graceDays: 'x' })).statusCode).toBe(403);
    expect((await admin.get('/api/settings')).json().settings.graceDays).toBe(3);
  });
});
