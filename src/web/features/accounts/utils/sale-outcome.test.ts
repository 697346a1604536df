import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from '#shared/domain/messaging';
import type { Account } from '#shared/schemas/accounts';
import type { Profile } from '#shared/schemas/profiles';
import type { Sale } from '#shared/schemas/sales';
import { saleAccessText, saleAccountIds, saleSummary } from './sale-outcome';

const profile = (id: number, name: string, pin: string | null = null): Profile => ({
  id,
  accountId: 7,
  position: id,
  name,
  status: 'ocupado',
  clientId: 3,
  clientName: 'Ana',
  pin,
  expiryDate: '2026-12-27',
  color: null,
  observations: null,
  customPrice: null,
  version: 1,
  planId: 4,
  endClientLabel: null,
});

const account: Account = {
  id: 7,
  serviceId: 2,
  service: { id: 2, name: 'Disney+', image: null, price: 15000, maxProfiles: 3 },
  username: 'cuenta@disney.com',
  password: 'clave-b',
  observation: null,
  hidden: false,
  priority: 1,
  nextExpiry: '2026-12-27',
  providerCost: null,
  providerRenewalDate: null,
  providerDue: false,
  profiles: [profile(1, 'Perfil 1', '1111'), profile(2, 'Perfil 2'), profile(3, 'Perfil 3')],
};

const sale = (kind: Sale['kind'], ids: number[]): Sale => ({
  id: 9,
  clientId: 3,
  clientName: 'Ana',
  kind,
  planId: 4,
  comboId: null,
  planName: 'Cuenta completa',
  accountId: kind === 'cuenta_completa' ? 7 : null,
  price: 40000,
  movementId: 11,
  note: null,
  createdAt: '2026-11-27T20:00:00.000Z',
  profiles: ids.map((id) => ({
    profileId: id,
    accountId: 7,
    accountUsername: 'cuenta@disney.com',
    serviceId: 2,
    serviceName: 'Disney+',
    name: `Perfil ${id}`,
    amount: 0,
    held: true,
    status: 'ocupado',
    expiryDate: '2026-12-27',
  })),
});

const ana = { name: 'Ana', phone: null, type: 'cliente' as const };

describe('Vender’s outcome', () => {
  it('says what a profile sale took and until when', () => {
    expect(saleSummary(sale('perfil', [2]))).toBe(
      'Vendido Disney+ · cuenta@disney.com · Perfil 2, vence el 27/12/2026',
    );
    const text = saleAccessText(DEFAULT_TEMPLATES.access, sale('perfil', [1]), [account], ana, '2026-11-27');
    expect(text).toContain('Perfil: Perfil 1');
    expect(text).toContain('PIN: 1111');
  });

  it('gives a whole account its access once, not once per profile', () => {
    const whole = sale('cuenta_completa', [1, 2, 3]);
    expect(saleSummary(whole)).toBe(
      'Vendida la cuenta completa Disney+ · cuenta@disney.com, vence el 27/12/2026',
    );
    const text = saleAccessText(DEFAULT_TEMPLATES.access, whole, [account], ana, '2026-11-27') ?? '';
    expect(text.match(/Contraseña: clave-b/g)).toHaveLength(1);
    expect(text).toContain('Perfil: Cuenta completa (3 perfiles)');
  });

  it('has no message when the account no longer lists the profiles sold', () => {
    expect(
      saleAccessText(DEFAULT_TEMPLATES.access, sale('perfil', [99]), [account], ana, '2026-11-27'),
    ).toBeNull();
  });

  describe('a combo', () => {
    const netflix: Account = {
      ...account,
      id: 8,
      serviceId: 5,
      service: { id: 5, name: 'Netflix', image: null, price: 20000, maxProfiles: 5 },
      username: 'familia@netflix.com',
      password: 'clave-n',
      profiles: [{ ...profile(4, 'Perfil 1', '2222'), accountId: 8, expiryDate: '2026-12-24' }],
    };
    const combo: Sale = {
      ...sale('combo', [2]),
      planId: null,
      comboId: 6,
      planName: 'Dúo',
      price: 25000,
      profiles: [
        ...sale('combo', [2]).profiles,
        {
          profileId: 4,
          accountId: 8,
          accountUsername: 'familia@netflix.com',
          serviceId: 5,
          serviceName: 'Netflix',
          name: 'Perfil 1',
          amount: 0,
          held: true,
          status: 'ocupado',
          expiryDate: '2026-12-24',
        },
      ],
    };

    it('says each service’s profile with its own date', () => {
      expect(saleSummary(combo)).toBe(
        'Vendido el combo Dúo: Disney+ · cuenta@disney.com · Perfil 2, vence el 27/12/2026; ' +
          'Netflix · familia@netflix.com · Perfil 1, vence el 24/12/2026',
      );
      expect(saleAccountIds(combo)).toEqual([7, 8]);
    });

    it('gives one message listing every service, each with its own access', () => {
      const text =
        saleAccessText(DEFAULT_TEMPLATES.access, combo, [netflix, account], ana, '2026-11-27') ?? '';
      expect(text).toContain('Servicio: Disney+');
      expect(text).toContain('Servicio: Netflix');
      expect(text).toContain('Contraseña: clave-b');
      expect(text).toContain('Contraseña: clave-n');
      expect(text).toContain('PIN: 2222');
      expect(text).toContain('Vence: 24/12/2026');
      // In the sale's order: Disney+ first, as the sale lists it.
      expect(text.indexOf('Disney+')).toBeLessThan(text.indexOf('Netflix'));
    });

    it('says a shared header once, and follows each service’s own template', () => {
      const greeting = 'Hola {nombre_cliente}, tus accesos:\n{servicio}: {correo} / {contraseña}';
      const shared = saleAccessText(greeting, combo, [account, netflix], ana, '2026-11-27') ?? '';
      expect(shared.match(/Hola Ana/g)).toHaveLength(1);
      expect(shared).toBe(
        'Hola Ana, tus accesos:\nDisney+: cuenta@disney.com / clave-b\nNetflix: familia@netflix.com / clave-n',
      );
      const own = (serviceId: number) => (serviceId === 5 ? 'Netflix: {correo} ({perfil})' : greeting);
      expect(saleAccessText(own, combo, [account, netflix], ana, '2026-11-27')).toBe(
        'Hola Ana, tus accesos:\nDisney+: cuenta@disney.com / clave-b\n\nNetflix: familia@netflix.com (Perfil 1)',
      );
    });

    it('leaves out an account that did not load and has no message when none did', () => {
      const text = saleAccessText(DEFAULT_TEMPLATES.access, combo, [netflix], ana, '2026-11-27') ?? '';
      expect(text).toContain('Servicio: Netflix');
      expect(text).not.toContain('Disney+');
      expect(saleAccessText(DEFAULT_TEMPLATES.access, combo, [], ana, '2026-11-27')).toBeNull();
    });
  });
});
