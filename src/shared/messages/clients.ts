// Clientes and a client's profiles modal.
// What the API answers (…Messages) beside what the screens show (…Ui), worded exactly as the
// specification has them; texts it does not give are ours, in the same register.

export const clientsMessages = {
  nameRequired: 'El nombre del cliente es obligatorio.',
  nameTooLong: 'El nombre del cliente no puede tener más de 100 caracteres.',
  invalidPhone:
    'El teléfono no es válido. Escribe un celular colombiano de 10 dígitos o el número con su indicativo (+57…).',
  invalidType: 'El tipo debe ser cliente o revendedor.',
  notFound: 'Cliente no encontrado.',
  assignedMeanwhile:
    'No se pudo eliminar el cliente: se le asignó un perfil mientras tanto. Actualiza e intenta de nuevo.',
  inUse: (profiles: number) =>
    `No se puede eliminar el cliente: tiene ${profiles} ${profiles === 1 ? 'perfil ocupado' : 'perfiles ocupados'}. Libera sus perfiles primero.`,
  loadFailed: 'Error al cargar los clientes. Por favor, intente de nuevo.',
  loadAllFailed: 'Error al cargar todos los clientes',
  saveFailed: 'Error al guardar el cliente. Por favor, intente de nuevo.',
  deleteFailed: 'Error al eliminar el cliente. Por favor, intente de nuevo.',
  confirmDelete: '¿Estás seguro de que deseas eliminar este cliente?',
  noPhone: 'El cliente no tiene teléfono registrado',
  saved: 'Cliente guardado correctamente',
  deleted: 'Cliente eliminado correctamente',
} as const;

export const clientsUi = {
  activeProfilesShort: (count: number) => (count === 1 ? '1 perfil activo' : `${count} perfiles activos`),
  title: 'Listado de Clientes',
  new: 'Nuevo Cliente',
  newTitle: 'Nuevo Cliente',
  editTitle: 'Editar Cliente',
  searchPlaceholder: 'Buscar por nombre o teléfono',
  columns: {
    index: '#',
    name: 'Nombre',
    phone: 'Teléfono',
    type: 'Tipo',
    activeProfiles: 'Perfiles activos',
  },
  fields: {
    name: 'Nombre',
    phone: 'Teléfono',
    phoneHint: 'Celular colombiano de 10 dígitos, o con indicativo (+1…) si es de otro país.',
    type: 'Tipo',
  },
  noPhone: 'Sin teléfono',
  whatsappAction: (name: string) => `Notificar a ${name} por WhatsApp`,
  editAction: (name: string) => `Editar ${name}`,
  deleteAction: (name: string) => `Eliminar ${name}`,
  emptyTitle: 'Aún no hay clientes',
  emptyBody: 'Registra el primer cliente para poder asignarle perfiles.',
  emptySearch: 'Ningún cliente coincide con la búsqueda.',
} as const;

export const clientProfilesUi = {
  action: (name: string) => `Ver perfiles de ${name}`,
  countAction: (count: number, name: string) =>
    `${count} ${count === 1 ? 'perfil activo' : 'perfiles activos'} de ${name}: ver perfiles`,
  title: (name: string) => `Perfiles de ${name}`,
  description: (type: string, phone: string) => `${type} · ${phone}`,
  loadFailed: 'Error al cargar los perfiles del cliente. Por favor, intente de nuevo.',
  empty: 'Este cliente no tiene perfiles asignados.',
  selectAll: 'Seleccionar todos',
  selectedCount: (selected: number, total: number) => `${selected} de ${total} seleccionados`,
  selectProfile: (service: string, profile: string) => `Seleccionar ${service} · ${profile}`,
  expiredButton: 'Expirados',
  nearButton: 'Por Vencer',
  customButton: 'Personalizada',
  notifyButton: 'Notificar Seleccionados',
  noneExpired: 'Este cliente no tiene perfiles expirados.',
  noneNear: 'Este cliente no tiene perfiles por vencer.',
  states: { active: 'Activo', near: 'Por vencer', expired: 'Expirado' },
  account: 'Cuenta',
  expires: 'Vence',
  noExpiry: 'Sin fecha',
  daysLeft: (days: number) => (days === 1 ? 'Queda 1 día' : `Quedan ${days} días`),
  expiredToday: 'Venció hoy',
  daysExpired: (days: number) => (days === 1 ? 'Venció hace 1 día' : `Venció hace ${days} días`),
  price: 'Precio',
  resellerPrice: 'Precio revendedor (-20 %)',
  agreedPrice: 'Precio acordado',
  notifyTitle: 'Notificar por WhatsApp',
  customTitle: 'Mensaje personalizado',
  notifyDescription: (client: string, count: number) =>
    `${client} · ${count} ${count === 1 ? 'perfil' : 'perfiles'}`,
  typeLegend: 'Tipo de notificación',
  suggested: 'Sugerido',
  message: 'Mensaje',
  messageHint: 'Un solo mensaje con todos los perfiles seleccionados.',
  customHint: 'Parte de la plantilla del tipo elegido; cámbialo como quieras antes de enviarlo.',
  restoreTemplate: 'Volver al texto de la plantilla',
  total: 'Total a renovar',
  send: 'Enviar por WhatsApp',
  close: 'Cerrar',
} as const;

// Unir clientes (issue 26 item 5, docs/decisions/054).
export const clientMergeMessages = {
  invalidKeep: 'Elige el cliente que se conserva.',
  invalidMerge: 'Elige al menos un cliente para unir.',
  tooMany: (max: number) => `Se pueden unir como máximo ${max} clientes a la vez.`,
  intoItself: 'No se puede unir un cliente consigo mismo.',
  notFound: 'Cliente no encontrado.',
  merged: (count: number) =>
    count === 1 ? 'Se unió 1 cliente correctamente' : `Se unieron ${count} clientes correctamente`,
  failed: 'Error al unir los clientes. Por favor, intente de nuevo.',
} as const;

export const clientMergeUi = {
  select: (name: string) => `Seleccionar ${name}`,
  selectPage: 'Seleccionar todos los de esta página',
  selected: (count: number) => (count === 1 ? '1 cliente seleccionado' : `${count} clientes seleccionados`),
  clear: 'Quitar selección',
  action: 'Unir',
  title: 'Unir clientes',
  description: 'Todo lo de los demás pasa al cliente que conserves; los demás se eliminan.',
  keepLegend: 'Cliente que se conserva',
  summaryTitle: 'Lo que pasa al cliente conservado',
  loading: 'Calculando lo que se mueve…',
  nothing: 'Los demás clientes no tienen nada que mover.',
  moved: {
    profiles: 'Perfiles',
    movements: 'Movimientos',
    sales: 'Ventas',
    payments: 'Abonos',
    payment_reports: 'Pagos reportados',
    notification_log: 'Mensajes registrados',
    renewal_outcomes: 'Renovaciones',
    incident_profiles: 'Perfiles compensados',
    incident_clients: 'Mensajes de incidentes',
    portal_links: 'Enlaces del portal (se revocan)',
    audit_log: 'Líneas del historial',
    movement_client_totals: 'Totales por cliente',
  } as Record<string, string>,
  namesStay: 'Los movimientos antiguos conservan el nombre con que se registraron.',
  confirm: 'Unir clientes',
  cancel: 'Cancelar',
} as const;
