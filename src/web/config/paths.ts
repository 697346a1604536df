import { SECTIONS, type Section } from '#shared/domain/permissions';

export const CREATE_PARAM = 'nuevo';

// Every route path in one place. Sections other than the dashboard live under /dashboard/<name>;
// usuarios is the admin route /admin/users.
export const paths = {
  home: { path: '/' },
  auth: {
    login: { path: '/login', getHref: () => '/login' },
  },
  app: {
    dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
    section: {
      path: '/dashboard/:section',
      /** `create` opens the section's new-item form on arrival (the dashboard's quick actions). */
      getHref: (section: Section, options: { create?: boolean } = {}) => {
        if (section === 'dashboard') return '/dashboard';
        if (section === 'usuarios') return paths.admin.users.getHref();
        return `/dashboard/${section}${options.create ? `?${CREATE_PARAM}=1` : ''}`;
      },
    },
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
  },
} as const;

/** The section a location shows: a path containing /admin/users selects usuarios. */
export function sectionFromPathname(pathname: string): Section | null {
  if (pathname.includes('/admin/users')) return 'usuarios';
  const match = /^\/dashboard(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return null;
  const name = match[1] ?? 'dashboard';
  return SECTIONS.find((section) => section === name) ?? null;
}
