// Avisos.
// What the API answers (…Messages) beside what the screens show (…Ui), worded exactly as the
// specification has them; texts it does not give are ours, in the same register.

// Avisos: the claim that keeps two staff members from writing to one client, and the morning
// summary (docs/decisions/016).
export const avisosMessages = {
  alreadyHandled: (who: string, client: string, time: string, outcome: 'enviado' | 'omitido') =>
    outcome === 'enviado'
      ? `${who} ya le escribió a ${client} hoy a las ${time}. Si quieres escribirle otra vez, usa Enviar de nuevo.`
      : `${who} ya marcó a ${client} como omitido hoy a las ${time}. Si quieres escribirle, usa Enviar de nuevo.`,
  invalidResend: 'resend debe ser verdadero o falso.',
  morningSummary: (clients: number, expired: number, providerDue: number) =>
    `Hoy: ${clients} ${clients === 1 ? 'cliente' : 'clientes'} por avisar, ${expired} ${
      expired === 1 ? 'perfil vencido' : 'perfiles vencidos'
    }, ${providerDue} ${providerDue === 1 ? 'cuenta' : 'cuentas'} por pagar al proveedor`,
} as const;

export const avisosUi = {
  title: 'Avisos',
  subtitle: 'Los clientes a quienes escribir hoy, con el mensaje listo.',
  loadFailed: 'Error al cargar los avisos. Por favor, intente de nuevo.',
  emptyTitle: 'Nadie por avisar hoy',
  emptyBody: 'Ningún cliente tiene perfiles vencidos ni por vencer en esta ventana. ¡Todo al día!',
  windowLabel: 'Ventana',
  windows: { 0: 'Hoy', 3: '3 días', 5: '5 días', 7: '7 días' } as Record<number, string>,
  counts: {
    toRemind: 'Por avisar',
    remindedToday: 'Avisados hoy',
    expired: 'Perfiles vencidos',
    expiring: 'Por vencer',
  },
  noPhone: 'Sin teléfono',
  days: (days: number | null) =>
    days === null
      ? 'Marcado expirado'
      : days < 0
        ? `Venció hace ${-days} ${days === -1 ? 'día' : 'días'}`
        : days === 0
          ? 'Venció hoy'
          : `${days} ${days === 1 ? 'día' : 'días'}`,
  expires: (date: string) => `Vence ${date}`,
  marked: 'Marcado expirado',
  total: (amount: string) => `Total: ${amount}`,
  message: 'Mensaje',
  /** "Avisado hoy por Laura Gómez a las 9:14"; `date` is null for today, else dd/mm/aaaa. */
  lastEntry: (outcome: 'enviado' | 'omitido', date: string | null, who: string, time: string) =>
    `${outcome === 'enviado' ? 'Avisado' : 'Omitido'} ${date === null ? 'hoy' : `el ${date}`} por ${who} a las ${time}`,
  never: 'Aún sin avisar',
  /** How the last enviado reminder ended (docs/decisions/038): renewed within 7 days, or not. */
  lastReminderRenewed: (dayMonth: string) => `Último recordatorio: renovó el ${dayMonth}`,
  lastReminderNoAnswer: 'Último recordatorio: sin respuesta',
  send: 'Enviar',
  sendAgain: 'Enviar de nuevo',
  skip: 'Omitir',
  sending: 'Abriendo…',
  skipFailed: 'No se pudo registrar. Inténtalo de nuevo.',
  sendAll: (count: number) => `Enviar todos (${count})`,
  sendAllTitle: 'Enviar todos los avisos',
  sendAllCapped: (total: number, size: number) =>
    `Hay ${total} clientes por avisar: un envío toma los ${size} más urgentes. Al terminarlo, inicia otro para los demás.`,
  sendAllDescription:
    'Un clic por mensaje: el navegador solo deja abrir una ventana de WhatsApp por clic. Se omiten los clientes sin teléfono y los ya avisados hoy.',
  sendAllLoadFailed: 'No se pudo cargar la lista de clientes por avisar. Inténtalo de nuevo.',
  sendAllNone: 'No queda nadie por avisar con teléfono en esta ventana.',
  // The grace release (docs/decisions/040): what the daily job will free, shown as information.
  release: {
    open: (count: number) => `Por liberar (${count})`,
    openLoading: 'Por liberar',
    title: 'Se liberarán automáticamente',
    description: (graceDays: number) =>
      `Perfiles vencidos que siguen ocupados. Si el cliente renueva dentro de ${graceDays === 1 ? 'el día' : `los ${graceDays} días`} de gracia, la renovación cuenta desde la fecha en que venció; si no, el sistema libera el perfil y escribe en su historial que no renovó.`,
    descriptionNoGrace:
      'Perfiles vencidos que siguen ocupados. Sin días de gracia: el sistema libera el perfil al día siguiente de vencer y escribe en su historial que no renovó.',
    changeGrace: 'Cambiar los días de gracia en Ajustes',
    none: 'No hay perfiles vencidos ocupados.',
    count: (count: number) => (count === 1 ? '1 perfil vencido' : `${count} perfiles vencidos`),
    expiredAgo: (days: number) =>
      days === 0 ? 'venció hoy' : `venció hace ${days} ${days === 1 ? 'día' : 'días'}`,
    releasesOn: (date: string) => `se libera el ${date}`,
    releasesNow: 'se libera en la próxima revisión',
    loadFailed: 'No se pudo cargar la lista de perfiles por liberar.',
  },
} as const;
