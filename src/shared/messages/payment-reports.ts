// "Ya pagué" (issue 27 item 4, docs/decisions/055): what the API answers (…Messages), what the
// client's portal page shows (paymentReportFormUi) and what staff see in Avisos
// (paymentReportsUi). No zod here: the portal's own small bundle reads these texts.

export const paymentReportMessages = {
  invalidAmount: 'El monto debe ser un número entero de pesos mayor que cero.',
  invalidMethod: 'Elige un medio de pago de la lista.',
  referenceTooLong: 'La referencia puede tener hasta 100 caracteres.',
  noteTooLong: 'La nota puede tener hasta 300 caracteres.',
  invalidProfiles: 'Los perfiles a renovar no son válidos.',
  tooManyProfiles: 'Puedes elegir hasta 20 perfiles para renovar.',
  onlyImages: 'El comprobante debe ser una imagen (PNG, JPG, GIF o WebP).',
  tooLarge: 'El comprobante puede pesar hasta 5 MB.',
  malformed: 'No se pudo leer el formulario. Por favor, intenta de nuevo.',
  tooManyReports: 'Ya enviaste 5 reportes de pago en la última hora. Intenta de nuevo más tarde.',
  notFound: 'Reporte de pago no encontrado.',
  noImage: 'Este reporte no tiene comprobante.',
  alreadyDecided: 'Este reporte de pago ya fue confirmado o rechazado.',
  reasonRequired: 'Escribe el motivo del rechazo.',
  reasonTooLong: 'El motivo puede tener hasta 300 caracteres.',
  invalidStatus: 'Estado inválido.',
  renewNotChosen: 'Solo puedes renovar perfiles que el cliente eligió.',
  renewNotHeld: (profile: string) => `El perfil ${profile} ya no es de este cliente; no se puede renovar.`,
  /** The bell's line for each staff member allowed Movimientos. */
  notification: (client: string, amount: string) =>
    `${client} reportó un pago de ${amount} desde su portal. Revísalo en Avisos.`,
  /** The audit trail: where it came from, and the abono's note. */
  createdNote: (ip: string) => `Reportado desde el portal, desde ${ip}`,
  paymentNote: (id: number) => `Reporte de pago #${id} del portal`,
} as const;

export const PAYMENT_REPORT_STATUS_LABELS = {
  pendiente: 'Pendiente',
  confirmado: 'Confirmado',
  rechazado: 'Rechazado',
} as const;

/** The client's portal page: the "Ya pagué" form and their reports. */
export const paymentReportFormUi = {
  title: 'Ya pagué',
  intro: 'Cuéntanos de tu pago y la tienda lo confirmará.',
  amount: 'Monto (pesos)',
  method: 'Medio de pago',
  chooseMethod: 'Elige un medio de pago',
  reference: 'Referencia (opcional)',
  note: 'Nota (opcional)',
  image: 'Comprobante (imagen, opcional, hasta 5 MB)',
  pickImage: 'Elegir imagen',
  noImage: 'Ninguna imagen elegida',
  renew: 'Perfiles a renovar (opcional)',
  submit: 'Enviar reporte',
  sending: 'Enviando…',
  sent: 'Recibimos tu reporte. La tienda lo revisará pronto.',
  failed: 'No se pudo enviar el reporte. Por favor, intenta de nuevo.',
  reports: 'Mis reportes de pago',
  noReports: 'Aún no has reportado pagos.',
  statuses: PAYMENT_REPORT_STATUS_LABELS,
  reason: (reason: string) => `Motivo: ${reason}`,
} as const;

/** Avisos: the payments clients reported. */
export const paymentReportsUi = {
  title: 'Pagos reportados',
  description: 'Pagos que los clientes reportaron desde su portal. Confírmalos o recházalos.',
  loading: 'Cargando los pagos reportados…',
  loadFailed: 'No se pudieron cargar los pagos reportados. Por favor, intente de nuevo.',
  none: 'No hay pagos reportados por revisar.',
  image: 'Ver comprobante',
  reference: (reference: string) => `Referencia: ${reference}`,
  renew: 'Renovar también',
  confirm: 'Confirmar',
  reject: 'Rechazar',
  rejectTitle: 'Rechazar el pago reportado',
  reason: 'Motivo del rechazo',
  cancel: 'Cancelar',
  confirmed: 'Pago confirmado: se registró el abono.',
  rejected: 'Pago rechazado.',
} as const;
