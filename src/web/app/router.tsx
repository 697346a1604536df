import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { AppRoot } from './routes/app-root';
import { LoginRoute } from './routes/login';
import { RequireAdmin, RequireSession } from './routes/guards';
import { RouteError } from './routes/route-error';

/** Routes of spec section 2: /login, /dashboard (and its sections), /admin/*, anything else → /dashboard. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteError />,
      children: [
        { path: paths.auth.login.path, element: <LoginRoute /> },
        {
          element: <RequireSession />,
          children: [
            { path: paths.app.dashboard.path, element: <AppRoot /> },
            { path: paths.app.section.path, element: <AppRoot /> },
            {
              path: `${paths.admin.root.path}/*`,
              element: <RequireAdmin />,
              children: [
                { path: 'users', element: <AppRoot /> },
                { path: '*', element: <Navigate to={paths.admin.users.getHref()} replace /> },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to={paths.app.dashboard.getHref()} replace /> },
      ],
    },
  ]);
}
