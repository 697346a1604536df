// The shell: brand, sidebar, sections, theme, user menu, access denied.
// What the API answers (…Messages) beside what the screens show (…Ui), worded exactly as the
// specification has them; texts it does not give are ours, in the same register.

export const accessMessages = {
  deniedTitle: 'Acceso Denegado',
  deniedBody: 'No tienes permisos para acceder a esta sección. Contacta al administrador.',
  tiendaComingSoon: 'La Tienda estará disponible muy pronto.',
} as const;

export const brandUi = {
  name: 'Cuentas Claras',
  tagline: 'Gestión de cuentas y perfiles compartidos',
} as const;

export const shellUi = {
  navLabel: 'Secciones',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  collapseSidebar: 'Contraer menú lateral',
  expandSidebar: 'Expandir menú lateral',
  menuTitle: 'Menú',
} as const;

export const sectionsUi = {
  dashboard: 'Panel de Control',
  avisos: 'Avisos',
  tienda: 'Tienda',
  movimientos: 'Movimientos',
  cartera: 'Cartera',
  cuentas: 'Cuentas',
  clientes: 'Clientes',
  servicios: 'Servicios',
  usuarios: 'Usuarios',
  importar: 'Importar datos',
  auditoria: 'Auditoría',
  ajustes: 'Ajustes',
} as const;

/**
 * The screens inside a section, as the sidebar and their own titles name them. Here, not in each
 * screen's messages, so the shell (loaded with /login) carries only these words.
 */
export const subSectionsUi = {
  renewalReport: 'Informe de renovaciones',
  integrity: 'Revisión de datos',
} as const;

export const themeUi = {
  menu: 'Cambiar tema',
  title: 'Tema',
} as const;

export const userMenuUi = {
  trigger: 'Menú de usuario',
  changeImage: 'Cambiar imagen de perfil',
  changePassword: 'Cambiar contraseña',
  logout: 'Cerrar sesión',
  avatarAlt: 'Imagen de perfil',
} as const;

export const tiendaUi = {
  title: 'Tienda',
} as const;
