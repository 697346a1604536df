import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { Section } from '#shared/domain/permissions';
import { sessionUi } from '#shared/messages/auth';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { sectionHref, sections, subSections, type SubSectionScreen } from '@/config/sections';
import type { SectionHandle } from './routes/app-layout';
import { RequireSession } from './routes/guards';
import { LoginRoute } from './routes/login';
import { RouteError } from './routes/route-error';

/** What a section's route module exports: its screen, as React Router's `Component`. */
type SectionRouteModule = Pick<RouteObject, 'Component'>;

// One lazy route module per section (src/web/app/routes/<section>.tsx): a section's code loads
// on its first visit, so the sign-in and the Panel de Control stay light. The Record type makes
// the type checker ask for a module when a section is added to the shared SECTIONS list.
const sectionModules: Record<Section, () => Promise<SectionRouteModule>> = {
  dashboard: () => import('./routes/dashboard'),
  avisos: () => import('./routes/avisos'),
  tienda: () => import('./routes/tienda'),
  movimientos: () => import('./routes/movimientos'),
  cartera: () => import('./routes/cartera'),
  cuentas: () => import('./routes/cuentas'),
  clientes: () => import('./routes/clientes'),
  servicios: () => import('./routes/servicios'),
  usuarios: () => import('./routes/usuarios'),
  importar: () => import('./routes/importar'),
  auditoria: () => import('./routes/auditoria'),
  ajustes: () => import('./routes/ajustes'),
};

/** One lazy route module per screen inside a section, by its `screen` in config/sections. */
const subSectionModules: Record<SubSectionScreen, () => Promise<SectionRouteModule>> = {
  'informe-renovaciones': () => import('./routes/informe-renovaciones'),
  'revision-datos': () => import('./routes/revision-datos'),
};

const loadAppLayout = async () => ({ Component: (await import('./routes/app-layout')).AppLayout });

const sectionRoutes: RouteObject[] = [
  ...sections.map((section) => ({
    path: section.path,
    handle: { section: section.name } satisfies SectionHandle,
    lazy: sectionModules[section.name],
  })),
  // Screens inside a section: its guard and its place in the menu (subSections in config/sections).
  ...subSections.map((sub) => ({
    path: sub.path,
    handle: { section: sub.section } satisfies SectionHandle,
    lazy: subSectionModules[sub.screen],
  })),
];

/** Routes of spec section 2: /login, /dashboard (and its sections), /admin/*, anything else → /dashboard. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteError />,
      hydrateFallbackElement: <FullScreenSpinner label={sessionUi.loading} />,
      children: [
        { path: paths.auth.login.path, element: <LoginRoute /> },
        {
          element: <RequireSession />,
          children: [
            // The shell (menus, notifications, user menu) loads with the first section, in
            // parallel with it: /login never pulls it in.
            { lazy: loadAppLayout, children: sectionRoutes },
            // Any other /admin path is the users screen (which sends non-admins to /dashboard).
            {
              path: `${paths.admin.root.path}/*`,
              element: <Navigate to={sectionHref('usuarios')} replace />,
            },
          ],
        },
        { path: '*', element: <Navigate to={paths.app.dashboard.getHref()} replace /> },
      ],
    },
  ]);
}
