import { canAccessSection, SECTIONS, type PermissionSubject, type Section } from '#shared/domain/permissions';
import { sectionsUi, subSectionsUi } from '#shared/messages/shell';
import { CREATE_PARAM, INTEGRITY_PATH, RENEWAL_REPORT_PATH } from './paths';

/**
 * One section of the shell, declared once: the router, the sidebar, the Acceso Denegado guard,
 * the page title and the dashboard's quick actions all read it. Who may open it is decided by
 * `canAccessSection` in the shared permissions module, which also guards the API.
 */
export interface SectionDefinition {
  name: Section;
  /** The route path; the section's screen is `src/web/app/routes/<name>.tsx`. */
  path: string;
  label: string;
  /** Listed and routed for admins only; everyone else is sent to /dashboard (spec section 2). */
  adminOnly: boolean;
}

type Declaration = Omit<SectionDefinition, 'name' | 'label'>;

// Sections other than the Panel de Control live under /dashboard/<name> so a reload or a shared
// link opens the same section; usuarios is the admin route /admin/users (decision 006).
// Icons live in section-icons.ts: the router reads this file, so /login loads it (decision 037).
const declarations: Record<Section, Declaration> = {
  dashboard: { path: '/dashboard', adminOnly: false },
  // The morning summary links here (AVISOS_LINK in the server's reminders module).
  avisos: { path: '/dashboard/avisos', adminOnly: false },
  tienda: { path: '/dashboard/tienda', adminOnly: false },
  movimientos: { path: '/dashboard/movimientos', adminOnly: false },
  cartera: { path: '/dashboard/cartera', adminOnly: false },
  cuentas: { path: '/dashboard/cuentas', adminOnly: false },
  clientes: { path: '/dashboard/clientes', adminOnly: false },
  servicios: { path: '/dashboard/servicios', adminOnly: false },
  usuarios: { path: '/admin/users', adminOnly: true },
  importar: { path: '/admin/import', adminOnly: true },
  auditoria: { path: '/admin/audit', adminOnly: true },
  ajustes: { path: '/admin/settings', adminOnly: true },
};

export const getSection = (name: Section): SectionDefinition => ({
  name,
  label: sectionsUi[name],
  ...declarations[name],
});

/** Every section, in the sidebar's order (the order of SECTIONS in the shared module). */
export const sections: readonly SectionDefinition[] = SECTIONS.map(getSection);

/** The route modules of the screens inside a section (`src/web/app/routes/<screen>.tsx`). */
export type SubSectionScreen = 'informe-renovaciones' | 'revision-datos';

/** A screen inside a section: listed under it in the menu, opened with its permission. */
export interface SubSectionDefinition {
  section: Section;
  path: string;
  /** Its route module: the router loads it, and the build preloads what it imports. */
  screen: SubSectionScreen;
  label: string;
}

export const subSections: readonly SubSectionDefinition[] = [
  {
    section: 'movimientos',
    path: RENEWAL_REPORT_PATH,
    screen: 'informe-renovaciones',
    label: subSectionsUi.renewalReport,
  },
  // Where a moved-in spreadsheet's bad data is found: every import's result links here.
  { section: 'importar', path: INTEGRITY_PATH, screen: 'revision-datos', label: subSectionsUi.integrity },
];

/** Whether the user sees the section in the sidebar at all (a locked one is still listed). */
export const isSectionListed = (user: PermissionSubject, section: SectionDefinition) =>
  !section.adminOnly || user.role === 'admin';

/** Whether the user may open the section; otherwise it shows Acceso Denegado. */
export const canOpenSection = (user: PermissionSubject, name: Section) => canAccessSection(user, name);

/**
 * A link to a section; `create` opens its new-item form on arrival (the dashboard's quick actions)
 * and `params` sets its filters (the dashboard's links to a filtered Cuentas list).
 */
export function sectionHref(
  name: Section,
  options: { create?: boolean; params?: Record<string, string> } = {},
): string {
  const { path } = declarations[name];
  const search = new URLSearchParams(options.params);
  if (options.create) search.set(CREATE_PARAM, '1');
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
