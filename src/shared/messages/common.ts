// Texts every screen and route share: buttons, lists, generic errors, health.
// What the API answers (…Messages) beside what the screens show (…Ui), worded exactly as the
// specification has them; texts it does not give are ours, in the same register.

export const commonMessages = {
  invalidInput: 'Datos inválidos.',
  internalError: 'Ocurrió un error inesperado. Por favor, intente de nuevo.',
  notFound: 'Recurso no encontrado.',
  routeNotFound: 'Ruta no encontrada.',
  retry: 'Intentar de nuevo',
  loading: 'Cargando…',
  tooLarge: 'La solicitud es demasiado grande.',
  databaseUnavailable: 'La base de datos no responde. Intenta de nuevo en unos momentos.',
  nulCharacter: 'El texto contiene un carácter no permitido (NUL).',
} as const;

export const healthMessages = {
  databaseDown: 'La base de datos no responde.',
  shuttingDown: 'El servidor se está deteniendo.',
} as const;

export const commonUi = {
  close: 'Cerrar',
  cancel: 'Cancelar',
  save: 'Guardar',
  comingSoon: 'Esta sección llega pronto.',
} as const;

export const listUi = {
  search: 'Buscar',
  rowsPerPage: 'Filas por página',
  previous: 'Anterior',
  next: 'Siguiente',
  range: (from: number, to: number, total: number) => `Mostrando ${from}–${to} de ${total}`,
  empty: 'Sin resultados',
  actions: 'Acciones',
  edit: 'Editar',
  delete: 'Eliminar',
  deleting: 'Eliminando…',
  saving: 'Guardando…',
  confirmTitle: 'Confirmar eliminación',
  pagination: 'Paginación',
  page: (page: number) => `Página ${page}`,
} as const;

export const placeholdersUi = {
  cuentas: 'Listado de Cuentas',
  clientes: 'Listado de Clientes',
  servicios: 'Listado de Servicios',
  movimientos: 'Listado de Movimientos',
  usuarios: 'Gestión de Usuarios',
  tiendaTitle: 'Tienda',
} as const;
