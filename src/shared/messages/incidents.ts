// Incidentes (issue 26 item 1, docs/decisions/050): an outage compensated with days, from Cuentas.
// What the API answers (…Messages) beside what the screens show (…Ui).

export const incidentsMessages = {
  days: 'Los días a compensar deben ser un número entero entre 1 y 60.',
  reasonRequired: 'Escribe el motivo del incidente.',
  reasonTooLong: 'El motivo no puede tener más de 200 caracteres.',
  scopeRequired: 'Elige las cuentas, un servicio o una fecha de pago al proveedor.',
  oneScope: 'Elige solo una opción: las cuentas, un servicio o una fecha de pago al proveedor.',
  invalidAccounts: 'Las cuentas elegidas no son válidas.',
  invalidService: 'El servicio no es válido.',
  invalidProviderDate: 'La fecha de pago al proveedor no es válida.',
  invalidPreviewProfiles: 'Los perfiles de la vista previa no son válidos.',
  tooManyAccounts: (max: number) =>
    `Un incidente puede incluir como máximo ${max.toLocaleString('es-CO')} cuentas. Divide la selección en partes más pequeñas.`,
  serviceNotFound: 'Servicio no encontrado.',
  nothingToCompensate: 'Ninguna de las cuentas elegidas tiene perfiles ocupados para compensar.',
  notFound: 'Incidente no encontrado.',
  alreadyUndone: 'Este incidente ya se deshizo.',
  undoExpired: (hours: number) =>
    `Ya pasaron más de ${hours} horas desde el incidente: sus días no se pueden deshacer. Corrige cada perfil desde Editar Perfil si hace falta.`,
  noticeNotFound: 'Este cliente no tiene un mensaje de compensación de ese incidente.',
  noticeHandled: (who: string, client: string, outcome: 'enviado' | 'omitido') =>
    outcome === 'enviado'
      ? `${who} ya envió el mensaje de compensación a ${client}.`
      : `${who} ya omitió el mensaje de compensación de ${client}.`,
  invalidOutcome: 'El resultado debe ser enviado u omitido.',
  /** The audit line of the incident itself: what it reached. */
  auditLabel: (id: number, reason: string) => `Incidente #${id} · ${reason}`,
} as const;

export const incidentsUi = {
  action: 'Incidente',
  actionWithCount: (n: number) => `Incidente (${n})`,
  history: 'Incidentes',
  selectAll: 'Seleccionar todas las cuentas de la página',
  selectAccount: (name: string) => `Seleccionar ${name}`,
  selected: (n: number) => (n === 1 ? '1 cuenta seleccionada' : `${n} cuentas seleccionadas`),
  clearSelection: 'Quitar selección',
  dialogTitle: 'Incidente (caída)',
  dialogDescription:
    'Suma días a cada perfil ocupado afectado por una caída. No se mueve dinero; cada cliente queda en Avisos para recibir su mensaje de compensación.',
  scope: 'Afectados',
  scopeAccounts: (n: number) => (n === 1 ? 'La cuenta seleccionada' : `Las ${n} cuentas seleccionadas`),
  scopeService: 'Todas las cuentas de un servicio',
  scopeProviderDate: 'Las cuentas con una fecha de pago al proveedor',
  service: 'Servicio',
  chooseService: 'Elige un servicio',
  providerDate: 'Fecha de pago al proveedor',
  days: 'Días a compensar',
  reason: 'Motivo',
  reasonPlaceholder: 'Caída de Disney+ del 20 de noviembre',
  preview: 'Ver afectados',
  previewing: 'Buscando…',
  apply: (profiles: number) => (profiles === 1 ? 'Compensar 1 perfil' : `Compensar ${profiles} perfiles`),
  applying: 'Aplicando…',
  back: 'Volver',
  cancel: 'Cancelar',
  close: 'Cerrar',
  totals: (accounts: number, profiles: number, clients: number) =>
    `${accounts} ${accounts === 1 ? 'cuenta' : 'cuentas'} · ${profiles} ${profiles === 1 ? 'perfil ocupado' : 'perfiles ocupados'} · ${clients} ${clients === 1 ? 'cliente' : 'clientes'}`,
  nothing: 'Ningún perfil ocupado se vería afectado.',
  noPhone: 'Sin teléfono',
  currentExpiry: 'Vence hoy',
  newExpiry: 'Nuevo vencimiento',
  profileLine: (service: string, profile: string, account: string) => `${service} · ${profile} (${account})`,
  done: (profiles: number, clients: number) =>
    `Incidente registrado: ${profiles} ${profiles === 1 ? 'perfil compensado' : 'perfiles compensados'}. ${clients} ${clients === 1 ? 'cliente queda' : 'clientes quedan'} en Avisos para su mensaje.`,
  differed: (previewed: number, applied: number) =>
    `Los datos cambiaron desde la vista previa: se previsualizaron ${previewed} perfiles y se compensaron ${applied}.`,
  loadFailed: 'Error al cargar los incidentes. Por favor, intente de nuevo.',
  applyFailed: 'Error al registrar el incidente. Por favor, intente de nuevo.',
  listTitle: 'Incidentes registrados',
  listDescription: 'Del más reciente al más antiguo. Durante las 48 horas siguientes se pueden deshacer.',
  empty: 'Aún no hay incidentes registrados.',
  columns: {
    when: 'Fecha',
    reason: 'Motivo',
    scope: 'Alcance',
    days: 'Días',
    profiles: 'Perfiles',
    who: 'Registró',
    state: 'Estado',
  },
  scopeLabel: {
    accounts: (n: number) => (n === 1 ? '1 cuenta' : `${n} cuentas`),
    service: (name: string) => `Servicio ${name}`,
    provider_date: (date: string) => `Pago al proveedor ${date}`,
  },
  active: 'Aplicado',
  undone: (who: string) => `Deshecho por ${who}`,
  undo: 'Deshacer',
  undoAction: (id: number) => `Deshacer el incidente #${id}`,
  undoConfirm: (profiles: number, days: number) =>
    `Se quitarán ${days} ${days === 1 ? 'día' : 'días'} a los ${profiles} perfiles que no cambiaron desde el incidente. ¿Continuar?`,
  undoDone: (undone: number, skipped: number) =>
    skipped === 0
      ? `Incidente deshecho: ${undone} ${undone === 1 ? 'perfil' : 'perfiles'} volvieron a su fecha.`
      : `Incidente deshecho: ${undone} ${undone === 1 ? 'perfil volvió' : 'perfiles volvieron'} a su fecha; ${skipped} ${skipped === 1 ? 'cambió' : 'cambiaron'} desde entonces y se dejaron como están.`,
  undoFailed: 'Error al deshacer el incidente. Por favor, intente de nuevo.',
  leftAlone: 'Perfiles que se dejaron como están',
  undoWindowOver: 'Pasaron 48 h',
  retry: 'Intentar de nuevo',
  previous: 'Anterior',
  next: 'Siguiente',
  page: (page: number, total: number) => `Página ${page} de ${total}`,
  // Avisos: the compensación messages the incidents queued.
  noticesTitle: 'Compensaciones por avisar',
  noticesDescription: 'Clientes a los que un incidente les sumó días. Envíales el mensaje de compensación.',
  noticesLoadFailed: 'Error al cargar las compensaciones por avisar. Por favor, intente de nuevo.',
  noticeOf: (reason: string, days: number) => `${reason} · +${days} ${days === 1 ? 'día' : 'días'}`,
  send: 'Enviar',
  sendTo: (client: string) => `Enviar compensación a ${client}`,
  skip: 'Omitir',
  skipFor: (client: string) => `Omitir la compensación de ${client}`,
  sent: 'Mensaje de compensación registrado',
  skipped: 'Compensación omitida',
} as const;
