import { describe, expect, it } from 'vitest';
import { canAccessSection, fallbackSection, type PermissionSubject } from './permissions';

const user = (flags: Partial<PermissionSubject> = {}): PermissionSubject => ({
  role: 'user',
  can_access_dashboard: true,
  can_access_movimientos: true,
  can_access_tienda: true,
  ...flags,
});

describe('canAccessSection', () => {
  it('opens everything to admins, whatever their flags', () => {
    const admin = user({ role: 'admin', can_access_dashboard: false, can_access_tienda: false });
    expect(canAccessSection(admin, 'dashboard')).toBe(true);
    expect(canAccessSection(admin, 'usuarios')).toBe(true);
  });

  it('follows the flags for dashboard, movimientos and tienda', () => {
    const limited = user({ can_access_dashboard: false, can_access_movimientos: false });
    expect(canAccessSection(limited, 'dashboard')).toBe(false);
    expect(canAccessSection(limited, 'movimientos')).toBe(false);
    expect(canAccessSection(limited, 'cartera')).toBe(false);
    expect(canAccessSection(user(), 'cartera')).toBe(true);
    expect(canAccessSection(limited, 'tienda')).toBe(true);
  });

  it('opens cuentas, clientes and servicios to every user and usuarios to none', () => {
    const none = user({
      can_access_dashboard: false,
      can_access_movimientos: false,
      can_access_tienda: false,
    });
    expect(['cuentas', 'clientes', 'servicios'].every((s) => canAccessSection(none, s as 'cuentas'))).toBe(
      true,
    );
    expect(canAccessSection(user(), 'usuarios')).toBe(false);
    expect(canAccessSection(user(), 'ajustes')).toBe(false);
    expect(canAccessSection(user({ role: 'admin' }), 'ajustes')).toBe(true);
  });

  it('keeps Auditoría for admins, whatever flags a user has', () => {
    expect(canAccessSection(user(), 'auditoria')).toBe(false);
    expect(canAccessSection(user({ role: 'admin' }), 'auditoria')).toBe(true);
  });
});

describe('fallbackSection', () => {
  it('goes to tienda, else movimientos, else cuentas', () => {
    expect(fallbackSection(user())).toBe('dashboard');
    expect(fallbackSection(user({ can_access_dashboard: false }))).toBe('tienda');
    expect(fallbackSection(user({ can_access_dashboard: false, can_access_tienda: false }))).toBe(
      'movimientos',
    );
    expect(
      fallbackSection(
        user({ can_access_dashboard: false, can_access_tienda: false, can_access_movimientos: false }),
      ),
    ).toBe('cuentas');
  });
});
