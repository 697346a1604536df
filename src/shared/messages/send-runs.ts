// Envíos (send runs, issue 26 item 3, docs/decisions/052): a batch of WhatsApp messages that
// several staff members work through together.
// What the API answers (…Messages) beside what the screens show (…Ui).

export const sendRunMessages = {
  noSource: 'Indica los clientes, el incidente o la ventana de días del envío.',
  oneSource: 'Indica solo una cosa: los clientes, el incidente o la ventana de días.',
  invalidClients: 'La lista de clientes no es válida.',
  tooManyClients: 'Un envío puede tener como máximo 5000 clientes.',
  invalidIncident: 'El incidente no es válido.',
  invalidWindow: 'La ventana de días debe ser un número entero entre 0 y 30.',
  invalidType: 'El tipo de mensaje no es válido.',
  compensationNeedsIncident: 'Los mensajes de compensación se envían desde un incidente.',
  incidentIsCompensation: 'Un incidente envía mensajes de compensación.',
  invalidSkip: 'Indica si se omiten los clientes a los que ya se escribió hoy (sí o no).',
  invalidOutcome: 'El resultado debe ser enviado, omitido o fallido.',
  invalidStatus: 'El estado del envío no es válido.',
  invalidHours: 'El horario de envío debe escribirse HH:MM (por ejemplo 08:00).',
  incidentNotFound: 'Incidente no encontrado.',
  clientNotFound: 'Alguno de los clientes no existe.',
  empty: 'No hay clientes a los que escribir en este envío.',
  notFound: 'Envío no encontrado.',
  itemNotFound: 'Ese cliente no es parte de este envío.',
  paused: 'El envío está en pausa. Reanúdalo para seguir.',
  finished: 'El envío ya terminó.',
  notYours: (name: string) => `Este cliente lo tiene ${name}.`,
  alreadyReported: 'Ya se registró el resultado de este cliente.',
  /** The audit trail's label for a run. */
  label: (id: number) => `Envío #${id}`,
} as const;

export const sendRunUi = {
  title: 'Envío en curso',
  titleOf: (id: number) => `Envío #${id}`,
  start: 'Enviar todos',
  starting: 'Preparando…',
  startFailed: 'No se pudo crear el envío.',
  continueRun: (id: number, left: number) => `Continuar envío #${id} (${left} por enviar)`,
  progressLabel: 'Progreso del envío',
  progress: (done: number, total: number, skipped: number) =>
    `${done} de ${total} atendidos${skipped > 0 ? ` · ${skipped} omitidos` : ''}`,
  eta: (minutes: number) => (minutes < 1 ? 'Termina en menos de un minuto' : `Faltan unos ${minutes} min`),
  etaUnknown: 'Calculando el tiempo restante…',
  statusLabels: {
    active: 'En curso',
    paused: 'En pausa',
    stopped: 'Detenido',
    done: 'Terminado',
  },
  pause: 'Pausar',
  resume: 'Reanudar',
  stop: 'Detener',
  stopConfirm: '¿Detener el envío? Los clientes que faltan no recibirán el mensaje.',
  close: 'Cerrar',
  openChat: (name: string) => `Abrir WhatsApp de ${name}`,
  skip: 'Omitir',
  openAnyway: 'Abrir de todas formas',
  next: 'Siguiente cliente',
  current: 'Mensaje para',
  messageLabel: (name: string) => `Mensaje para ${name}`,
  outsideHours: (start: string, end: string) =>
    `Fuera del horario de envío (${start} a ${end}). ¿Abrir el mensaje de todas formas?`,
  outsideHoursNotice: (start: string, end: string) =>
    `Estás fuera del horario de envío (${start} a ${end}): se te preguntará antes de cada mensaje.`,
  pausedNotice: 'El envío está en pausa.',
  doneNotice: 'No quedan clientes en este envío.',
  stoppedNotice: 'El envío se detuvo.',
  loadFailed: 'No se pudo cargar el envío.',
  actionFailed: 'No se pudo completar la acción.',
  sendCompensations: (reason: string) => `Enviar todas: ${reason}`,
  /** Clientes: a run over the ticked clients, each with their suggested reminder. */
  notifySelected: (count: number) => `Avisar (${count})`,
  hoursTitle: 'Horario de envío',
  hoursDescription:
    'Fuera de este horario, un envío masivo pregunta antes de abrir cada mensaje de WhatsApp.',
  hoursStart: 'Desde',
  hoursEnd: 'Hasta',
} as const;
