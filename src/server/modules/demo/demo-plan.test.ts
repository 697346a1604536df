import { describe, expect, it } from 'vitest';
import { normalizePhone } from '#shared/domain/phone';
import { demoClients } from './demo-clients.data';
import { demoPlan } from './demo-plan.data';
import { DemoRandom } from './demo-random.data';

describe('the demo plan', () => {
  it('is the shop of issue 12 at scale 1 and ten times it at scale 10', () => {
    expect(demoPlan(1)).toMatchObject({ clients: 5000, accounts: 10_000, profiles: 50_000 });
    expect(demoPlan(10)).toMatchObject({ clients: 50_000, accounts: 100_000, profiles: 500_000 });
  });

  it('draws the same numbers from the same seed and stream only', () => {
    const draw = (seed: string, stream: string) => {
      const random = new DemoRandom(seed, stream);
      return Array.from({ length: 5 }, () => random.int(0, 1_000_000));
    };
    expect(draw('1', 'clients')).toEqual(draw('1', 'clients'));
    expect(draw('1', 'clients')).not.toEqual(draw('2', 'clients'));
    expect(draw('1', 'clients')).not.toEqual(draw('1', 'accounts'));
  });

  it('makes clients the app accepts: one in ten a revendedor, valid phones, some without one', () => {
    const clients = demoClients(new DemoRandom('1', 'clients'), 1000);
    expect(clients.filter((c) => c.type === 'revendedor')).toHaveLength(100);
    expect(clients.every((c) => normalizePhone(c.phone).ok)).toBe(true);
    const phones = clients.map((c) => normalizePhone(c.phone)).map((r) => (r.ok ? r.phone : 'x'));
    expect(phones.filter((p) => p === null).length).toBeGreaterThan(40);
    expect(phones.filter((p) => p?.startsWith('+576')).length).toBeGreaterThan(10);
    expect(clients.some((c) => /[áéíóúñÁÉÍÓÚÑ]/.test(c.name))).toBe(true);
  });
});
