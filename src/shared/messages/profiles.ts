// Profiles: assign, renew, release.
// What the API answers (…Messages) beside what the screens show (…Ui), worded exactly as the
// specification has them; texts it does not give are ours, in the same register.

export const profilesMessages = {
  nameRequired: 'El nombre del perfil es obligatorio.',
  nameTooLong: 'El nombre del perfil no puede tener más de 50 caracteres.',
  invalidStatus: 'El estado debe ser libre, ocupado o expirado.',
  clientRequired: 'Selecciona un cliente para asignar el perfil',
  clientNotFound: 'Cliente no encontrado.',
  pinDigitsOnly: 'Solo se permiten números',
  pinLength: 'El PIN debe tener entre 4 y 6 dígitos',
  invalidExpiry: 'La fecha de vencimiento no es válida.',
  invalidColor: 'El color debe ser un color hexadecimal como #3b82f6.',
  observationsTooLong: 'Las observaciones no pueden tener más de 1000 caracteres.',
  invalidPrice: 'El precio debe ser un número entero de pesos, mayor o igual a 0.',
  notFound: 'Perfil no encontrado.',
  alreadyAssigned:
    'Este perfil ya fue asignado por otra persona. La lista ya muestra a quién; elige otro perfil libre.',
  renewDays: 'Los días de renovación deben ser un número entero entre 1 y 366.',
  renewOnlyOccupied: 'Solo se pueden renovar perfiles ocupados.',
  notEditable: (status: string) => `Este perfil está ${status}. Solo se pueden editar perfiles ocupados.`,
  assignFailed: 'Error al asignar el perfil. Por favor, intente de nuevo.',
  editFailed: 'Error al editar el perfil. Por favor, intente de nuevo.',
  staleVersion: 'Este perfil cambió mientras lo editabas. Vuelve a abrirlo.',
  expiryNotFuture: 'La fecha de vencimiento de una venta debe ser posterior a hoy.',
  dateTooFar: 'La fecha no puede ser posterior al 31/12/2100.',
  resultTooFar: 'La nueva fecha de vencimiento pasaría del 31/12/2100. Revisa la fecha actual del perfil.',
  invalidVersion: 'La versión del perfil no es válida. Vuelve a abrirlo.',
} as const;

export const profilesUi = {
  statusLabels: { libre: 'Libre', ocupado: 'Ocupado', expirado: 'Expirado' },
  open: (name: string, status: string) => `${name} (${status})`,
  tooltip: {
    client: 'Cliente',
    /** The revendedor's own end client, written from their portal (docs/decisions/056). */
    endClient: 'Cliente final',
    pin: 'PIN',
    expiry: 'Vence',
    daysLeft: (days: number) =>
      days > 0
        ? `${days} ${days === 1 ? 'día restante' : 'días restantes'}`
        : days === 0
          ? 'Venció hoy'
          : `Vencido hace ${-days} ${days === -1 ? 'día' : 'días'}`,
  },
  assignTitle: 'Asignar Perfil a Cliente',
  editTitle: 'Editar Perfil',
  blockedTitle: 'Perfil expirado',
  blockedHint: 'Puedes venderlo de nuevo o liberarlo.',
  blockedHintClient: (client: string) =>
    `Era de ${client}. Puedes venderlo de nuevo (a ${client} o a otro cliente) o liberarlo.`,
  sellAgain: 'Vender de nuevo',
  fields: {
    client: 'Cliente',
    clientSearch: 'Buscar cliente por nombre o teléfono',
    noClients: 'Ningún cliente coincide.',
    createClient: 'Crear un cliente en Clientes',
    moreClients: (shown: number, total: number) =>
      `Se muestran ${shown} de ${total}: escribe más del nombre o del teléfono para afinar.`,
    searchingClients: 'Buscando clientes…',
    clientsFailed: 'No se pudieron cargar los clientes.',
    changeClient: 'Cambiar',
    changeClientLabel: 'Cambiar cliente',
    pin: 'PIN',
    pinHint: 'Opcional: de 4 a 6 dígitos.',
    price: 'Precio (COP)',
    resellerPrice: (price: string) => `Usar precio de revendedor (${price})`,
    expiry: 'Fecha de vencimiento',
    status: 'Estado',
    observations: 'Observaciones',
    color: 'Color',
    colorOption: (color: string) => `Color ${color}`,
  },
  assign: 'Asignar',
  assigning: 'Asignando…',
  assignedTitle: (client: string) => `Perfil asignado a ${client}`,
  accessInfoTitle: 'Información de acceso',
  copyInfo: 'Copiar Info',
  copied: 'Información copiada al portapapeles',
  clipboardFailed:
    'No se pudo copiar la información automáticamente. Cópiala manualmente desde el cuadro de texto.',
  saved: 'Perfil actualizado correctamente',
  renew: 'Renovar',
  renewing: 'Renovando…',
  renewTitle: 'Renovar perfil',
  renewPeriod: 'Periodo',
  renewPeriods: { d30: '30 días', m1: '1 mes', m3: '3 meses', m6: '6 meses', m12: '12 meses' },
  renewPrice: 'Precio de la renovación (COP)',
  confirmReleaseAction: 'Sí, liberar',
  renewed: (date: string) => `Perfil renovado hasta el ${date}`,
  renewPreview: (date: string) => `Nuevo vencimiento: ${date}`,
  confirmRenew: (price: string, date: string) =>
    `Se registrará una renovación de ${price} y el perfil vencerá el ${date}. ¿Confirmas?`,
  confirmRenewAction: 'Sí, renovar',
  release: 'Liberar',
  releasing: 'Liberando…',
  confirmRelease: '¿Liberar este perfil? Se quitará el cliente, el PIN y la fecha de vencimiento.',
  released: 'Perfil liberado',
  accessInfo: (info: {
    service: string;
    username: string;
    password: string;
    profile: string;
    pin: string | null;
    expiry: string;
  }) =>
    [
      `Servicio: ${info.service}`,
      `Usuario: ${info.username}`,
      `Contraseña: ${info.password}`,
      `Perfil: ${info.profile}`,
      `PIN: ${info.pin ?? 'Sin PIN'}`,
      `Vence: ${info.expiry}`,
    ].join('\n'),
} as const;
