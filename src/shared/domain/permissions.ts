// Who may see which section (spec section 6). One function serves the server's guards and the
// screens, so a hidden button and a refused request always agree.
export const SECTIONS = [
  'dashboard',
  'avisos',
  'tienda',
  'movimientos',
  'cartera',
  'cuentas',
  'clientes',
  'servicios',
  'usuarios',
  'importar',
  'auditoria',
  'ajustes',
] as const;
export type Section = (typeof SECTIONS)[number];

export type Role = 'admin' | 'user';

/**
 * The sections a user's flags open (the rest are open to every user, or to admins only). An API
 * token chooses among the same three (issue 28, docs/decisions/043).
 */
export const FLAG_SECTIONS = ['dashboard', 'movimientos', 'tienda'] as const satisfies readonly Section[];
export type FlagSection = (typeof FLAG_SECTIONS)[number];

export interface PermissionSubject {
  role: Role;
  can_access_dashboard: boolean;
  can_access_movimientos: boolean;
  can_access_tienda: boolean;
}

export function canAccessSection(user: PermissionSubject, section: Section): boolean {
  if (user.role === 'admin') return true;
  switch (section) {
    case 'dashboard':
      return user.can_access_dashboard;
    // Cartera shows what each client bought and paid, as Movimientos does (issue 24).
    case 'movimientos':
    case 'cartera':
      return user.can_access_movimientos;
    case 'tienda':
      return user.can_access_tienda;
    // Ajustes holds the backups (issue 15): the whole database leaves through it.
    // Auditoría reads every change anyone made (issue 15): the trail is the admins'.
    case 'usuarios':
    case 'importar':
    case 'auditoria':
    case 'ajustes':
      return false;
    // Avisos: reminding clients is every staff member's job (issue 14).
    case 'avisos':
    case 'cuentas':
    case 'clientes':
    case 'servicios':
      return true;
  }
}

/** Where a non-admin without dashboard access lands instead (spec section 2). */
export function fallbackSection(user: PermissionSubject): Section {
  if (canAccessSection(user, 'dashboard')) return 'dashboard';
  if (canAccessSection(user, 'tienda')) return 'tienda';
  if (canAccessSection(user, 'movimientos')) return 'movimientos';
  return 'cuentas';
}

export const ROLE_LABELS: Record<Role, string> = { admin: 'Administrador', user: 'Usuario' };
