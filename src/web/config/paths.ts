// Route paths that are not sections (those are declared in ./sections.ts).
export const paths = {
  auth: {
    login: { path: '/login', getHref: () => '/login' },
  },
  app: {
    dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
  },
} as const;

/** `?nuevo=1` opens a section's new-item form on arrival, once (the dashboard's quick actions). */
export const CREATE_PARAM = 'nuevo';

/** The search params a list screen keeps its state in, so a reload or a shared link keeps it. */
export const LIST_PARAMS = { page: 'pagina', size: 'filas', search: 'buscar' } as const;

/** The Cuentas screen's filters in the URL, beside LIST_PARAMS. */
export const ACCOUNT_FILTER_PARAMS = {
  serviceId: 'servicio',
  expiryFilter: 'perfiles',
  hidden: 'ocultas',
  providerDue: 'proveedor',
} as const;

/** The Movimientos screen's filters in the URL (business month and year, type). */
export const MOVEMENT_FILTER_PARAMS = { month: 'mes', year: 'anio', type: 'tipo' } as const;

/** The Auditoría screen's filters in the URL (entity type and id, user, business dates). */
export const AUDIT_FILTER_PARAMS = {
  entity: 'tipo',
  entityId: 'registro',
  userId: 'usuario',
  from: 'desde',
  to: 'hasta',
} as const;

/** The Informe de renovaciones: its path (under Movimientos' permission) and its filters in the URL. */
export const RENEWAL_REPORT_PATH = '/dashboard/informes/renovaciones';
export const RENEWAL_REPORT_PARAMS = {
  from: 'desde',
  to: 'hasta',
  serviceId: 'servicio',
  userId: 'empleado',
} as const;

/** Revisión de datos (docs/decisions/053): admins only, a screen inside Importar. */
export const INTEGRITY_PATH = '/admin/import/revision';
