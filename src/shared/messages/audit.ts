// Auditoría and an account's or client's history.
// What the API answers (…Messages) beside what the screens show (…Ui), worded exactly as the
// specification has them; texts it does not give are ours, in the same register.

// The audit trail (issue 15, docs/decisions/023): labels the screens show and the API's errors.
export const auditMessages = {
  invalidEntity: 'Tipo de registro inválido.',
  invalidDate: 'La fecha no es válida. Usa el formato AAAA-MM-DD.',
  rangeReversed: 'La fecha inicial no puede ser posterior a la final.',
  idWithoutEntity: 'Elige el tipo de registro para buscar por su ID.',
  system: 'Sistema',
  // What a template's line in the trail calls it (its entity label).
  templates: {
    whatsapp: (type: string) => `Plantilla WhatsApp: ${type}`,
    access: 'Acceso general',
    service: (serviceName: string) => `Acceso · ${serviceName}`,
  },
  entities: {
    account: 'Cuenta',
    profile: 'Perfil',
    client: 'Cliente',
    service: 'Servicio',
    movement: 'Movimiento',
    template: 'Plantilla',
    user: 'Usuario',
  },
  actions: {
    create: 'Creación',
    update: 'Edición',
    delete: 'Eliminación',
    import: 'Importación',
    assignment: 'Asignación',
    renewal: 'Renovación',
    release: 'Liberación',
    compensation: 'Compensación',
    password_change: 'Cambio de contraseña',
    reset: 'Restablecimiento',
  },
  // The field names the services write (docs/decisions/023), as the screens name them.
  fields: {
    name: 'Nombre',
    url: 'URL',
    price: 'Precio',
    max_profiles: 'Máximo de perfiles',
    image: 'Imagen',
    phone: 'Teléfono',
    type: 'Tipo',
    service: 'Servicio',
    username: 'Usuario',
    password: 'Contraseña',
    observation: 'Observación',
    provider_cost: 'Costo del proveedor',
    provider_renewal_date: 'Pago al proveedor',
    status: 'Estado',
    client: 'Cliente',
    pin: 'PIN',
    expiry_date: 'Vencimiento',
    color: 'Color',
    observations: 'Observaciones',
    custom_price: 'Precio acordado',
    amount: 'Monto',
    days: 'Días',
    date: 'Fecha',
    description: 'Descripción',
    body: 'Texto',
    full_name: 'Nombre completo',
    email: 'Correo',
    role: 'Rol',
    profile_image: 'Foto de perfil',
    can_access_tienda: 'Acceso a Tienda',
    can_access_movimientos: 'Acceso a Movimientos',
    can_access_dashboard: 'Acceso al Panel de Control',
  } as Record<string, string>,
} as const;

// An account's and a client's own history (issue 15): the audit trail's rows of that account or client.
export const historyUi = {
  title: (name: string) => `Historial de ${name}`,
  empty: 'Sin cambios registrados en esta cuenta.',
  clientEmpty: 'Sin cambios registrados para este cliente.',
  loadFailed: 'Error al cargar el historial. Por favor, intente de nuevo.',
  clientAction: (name: string) => `Historial de ${name}`,
  more: 'Ver más',
  loadingMore: 'Cargando…',
  moreFailed: 'No se pudieron cargar más cambios.',
  shown: (shown: number, total: number) => `${shown} de ${total} ${total === 1 ? 'cambio' : 'cambios'}`,
} as const;

// Auditoría (issue 15): every recorded change, for admins.
export const auditUi = {
  title: 'Registro de cambios',
  filters: {
    entity: 'Tipo',
    allEntities: 'Todos',
    entityId: 'ID del registro',
    entityIdHint: 'Elige un tipo para buscar un registro por su ID',
    user: 'Usuario',
    allUsers: 'Todos los usuarios',
    from: 'Desde',
    to: 'Hasta',
    clear: 'Limpiar filtros',
    unknownUser: (id: string) => `Usuario #${id}`,
  },
  columns: {
    index: '#',
    when: 'Fecha y hora',
    user: 'Usuario',
    record: 'Registro',
    action: 'Acción',
    changes: 'Cambios',
  },
  empty: 'No hay cambios registrados con estos filtros.',
  emptyTitle: 'Aún no hay cambios registrados',
  emptyBody:
    'Aquí aparecerá cada cambio de cuentas, perfiles, clientes, servicios, movimientos, plantillas y usuarios.',
  loadFailed: 'Error al cargar la auditoría. Por favor, intente de nuevo.',
  /** A record by its type and id, when it had no name (or to tell two of the same name apart). */
  record: (entity: string, id: number | null) => (id === null ? entity : `${entity} #${id}`),
  onlyRecord: (label: string) => `Ver solo los cambios de ${label}`,
  noChanges: 'Sin cambios de campos',
  note: 'Nota',
  none: '—',
  yes: 'Sí',
  no: 'No',
  arrow: '→',
  showAll: 'Ver completo',
  before: 'Antes',
  after: 'Después',
} as const;
