// Cuentas: accounts, Compensar días and the credentials at rest.
// What the API answers (…Messages) beside what the screens show (…Ui), worded exactly as the
// specification has them; texts it does not give are ours, in the same register.

export const accountsMessages = {
  serviceRequired: 'Selecciona un servicio.',
  serviceNotFound: 'Servicio no encontrado.',
  usernameRequired: 'El usuario o correo de la cuenta es obligatorio.',
  usernameTooLong: 'El usuario de la cuenta no puede tener más de 200 caracteres.',
  passwordRequired: 'La contraseña de la cuenta es obligatoria.',
  passwordTooLong: 'La contraseña de la cuenta no puede tener más de 200 caracteres.',
  observationTooLong: 'La observación no puede tener más de 1000 caracteres.',
  profilesCount: 'Una cuenta debe tener entre 1 y 20 perfiles.',
  invalidProviderCost: 'El costo del proveedor debe ser un número entero de pesos, mayor o igual a 0.',
  invalidProviderDate: 'La fecha de pago al proveedor no es válida.',
  notFound: 'Cuenta no encontrada',
  occupiedProfileDropped: (name: string, client: string | null) =>
    `El perfil «${name}» está ocupado${client ? ` por ${client}` : ''}: libéralo antes de quitarlo o de cambiar el servicio.`,
  inUse: (profiles: number) =>
    `No se puede eliminar la cuenta: tiene ${profiles} ${profiles === 1 ? 'perfil ocupado' : 'perfiles ocupados'}. Libera sus perfiles primero.`,
  invalidFilter: 'El filtro de perfiles no es válido.',
  serviceChangeOccupied: (names: readonly string[]) =>
    `No se puede cambiar el servicio: ${names.length === 1 ? 'el perfil' : `${names.length} perfiles`} ${names.map((n) => `«${n}»`).join(', ')} ${names.length === 1 ? 'está ocupado' : 'están ocupados'}. Libéralos primero.`,
  occupiedProfileAdded: (name: string) =>
    `El perfil nuevo «${name}» no puede crearse ocupado al editar la cuenta: créalo libre y asígnalo desde Asignar Perfil, para que quede la venta.`,
  nothingToCompensate: 'La cuenta no tiene perfiles ocupados para compensar.',
  loadFailed: 'Error al cargar las cuentas. Por favor, intente de nuevo.',
  saveFailed: 'Error al guardar la cuenta. Por favor, intente de nuevo.',
  deleteFailed: 'Error al eliminar la cuenta. Por favor, intente de nuevo.',
  confirmDelete: '¿Estás seguro de que deseas eliminar esta cuenta?',
} as const;

export const credentialsMessages = {
  // An instance still running with the key a rotation replaced (docs/decisions/017).
  keyChanged: 'La clave de cifrado de los datos cambió. Reinicia la aplicación.',
} as const;

export const accountsUi = {
  title: 'Listado de Cuentas',
  new: 'Nueva Cuenta',
  newTitle: 'Nueva Cuenta',
  editTitle: 'Editar Cuenta',
  searchPlaceholder: 'Buscar por servicio, correo u observaciones',
  filters: {
    service: 'Servicio',
    allServices: 'Todos los servicios',
    chosenService: 'Servicio elegido',
    status: 'Estado de los perfiles',
    hidden: 'Cuentas ocultas',
    showHidden: 'Mostrar cuentas ocultas',
    onlyHidden: 'Solo cuentas ocultas',
    providerDue: 'Pago al proveedor por vencer',
  },
  expiryFilters: {
    all: 'Todos los perfiles',
    available: 'Disponibles',
    occupied: 'Ocupados',
    expired: 'Perfiles expirados',
    expiring: 'Próximos a expirar',
  },
  columns: {
    index: '#',
    account: 'Cuenta',
    password: 'Contraseña',
    observation: 'Observación',
    profiles: 'Perfiles',
  },
  fields: {
    service: 'Servicio',
    chooseService: 'Selecciona un servicio',
    username: 'Usuario o correo',
    password: 'Contraseña',
    observation: 'Observación',
    providerCost: 'Costo del proveedor (COP)',
    providerRenewalDate: 'Fecha de pago al proveedor',
    servicesFailed: 'No se pudieron cargar los servicios.',
    noServices: 'Aún no hay servicios.',
    createService: 'Crea el primero en Servicios',
    profiles: 'Perfiles',
    profileName: (position: number) => `Nombre del perfil ${position}`,
    profilesEditHint: 'Puedes cambiar los nombres antes de guardar.',
    currentProfiles: 'Perfiles de la cuenta',
    profilesHint: (count: number) =>
      `Se crearán ${count} ${count === 1 ? 'perfil libre' : 'perfiles libres'}.`,
    replaceHint: (current: number, next: number) =>
      `Al cambiar de servicio, ${current === 1 ? 'su perfil actual se reemplazará' : `sus ${current} perfiles actuales se reemplazarán`} por ${next} ${next === 1 ? 'perfil libre' : 'perfiles libres'}.`,
    replaceBlocked: (occupied: number) =>
      occupied === 1
        ? 'Esta cuenta tiene 1 perfil ocupado: libéralo antes de cambiarla de servicio.'
        : `Esta cuenta tiene ${occupied} perfiles ocupados: libéralos antes de cambiarla de servicio.`,
  },
  providerDue: 'Pago al proveedor por vencer',
  hiddenBadge: 'Oculta',
  /** An account every profile of which one client holds (decision 042). */
  wholeBadge: (client: string) => `Completa · ${client}`,
  providerOverdue: 'Pago al proveedor vencido',
  editAction: (name: string) => `Editar ${name}`,
  moreActions: (name: string) => `Más acciones de ${name}`,
  compensate: 'Compensar días',
  history: 'Historial',
  hide: 'Ocultar',
  show: 'Mostrar',
  hidden: 'Cuenta ocultada',
  shown: 'Cuenta visible de nuevo',
  saved: 'Cuenta guardada correctamente',
  created: 'Cuenta creada. Se muestra buscando por su usuario para que asignes sus perfiles.',
  deleted: 'Cuenta eliminada correctamente',
  emptyTitle: 'Aún no hay cuentas',
  emptyBody: 'Registra la primera cuenta de un servicio para vender sus perfiles.',
  emptyAction: 'Crear la primera cuenta',
  emptySearch: 'Ninguna cuenta coincide con la búsqueda o los filtros.',
  clearFilters: 'Limpiar filtros',
} as const;

export const compensateUi = {
  title: 'Compensar días',
  description:
    'Se sumarán los días (1 a 60) a todos los perfiles ocupados de la cuenta, como un incidente de una cuenta: se puede deshacer durante 48 horas y sus clientes quedan en Avisos para el mensaje de compensación. No se mueve dinero.',
  days: 'Días',
  reason: 'Motivo',
  submit: 'Compensar',
  done: (count: number) => (count === 1 ? 'Se compensó 1 perfil' : `Se compensaron ${count} perfiles`),
} as const;

// Cambiar contraseñas (issue 26 item 2, docs/decisions/054): many accounts' passwords at once.
export const accountPasswordsMessages = {
  invalidChanges: 'Indica al menos una cuenta con su contraseña nueva.',
  invalidAccount: 'Una de las cuentas no es válida.',
  tooMany: (max: number) =>
    `Se pueden cambiar como máximo ${max.toLocaleString('es-CO')} contraseñas a la vez.`,
  duplicated: 'Una cuenta aparece dos veces en la lista.',
  changed: (count: number) => (count === 1 ? 'Se cambió 1 contraseña' : `Se cambiaron ${count} contraseñas`),
  failed: 'Error al cambiar las contraseñas. Por favor, intente de nuevo.',
  pasteUnmatched: (users: readonly string[]) =>
    `Sin cuenta seleccionada con este usuario: ${users.join(', ')}`,
} as const;

export const accountPasswordsUi = {
  action: 'Cambiar contraseñas',
  actionWithCount: (count: number) => `Cambiar contraseñas (${count})`,
  title: 'Cambiar contraseñas',
  description:
    'Escribe la contraseña nueva de cada cuenta, o pega una lista de dos columnas: usuario y contraseña nueva.',
  pasteLabel: 'Pegar lista (usuario y contraseña, separados por tabulación, coma o punto y coma)',
  pasteApply: 'Llenar desde la lista',
  newPassword: (service: string, user: string) => `Contraseña nueva de ${service} ${user}`,
  save: 'Cambiar contraseñas',
  saving: 'Cambiando…',
  messagesTitle: 'Avisar a los clientes',
  messagesDescription: 'Un mensaje de Nueva Contraseña por cliente, con todas sus cuentas cambiadas.',
  noHolders: 'Ninguna de estas cuentas tiene clientes a quienes avisar.',
  send: (client: string) => `Enviar a ${client} por WhatsApp`,
  noPhone: 'Sin teléfono',
  accountsOf: (count: number) => (count === 1 ? '1 cuenta' : `${count} cuentas`),
} as const;
