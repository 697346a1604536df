// WhatsApp messaging: the template editor, the send queue, the notify dialogs.
// What the API answers (…Messages) beside what the screens show (…Ui), worded exactly as the
// specification has them; texts it does not give are ours, in the same register.

export const messagingMessages = {
  noPhone: 'El cliente no tiene teléfono registrado',
  noProfileSelected: 'Por favor selecciona al menos un perfil',
  noneNearExpiry: 'No hay perfiles próximos a expirar en la selección actual.',
  noPin: 'Sin PIN',
  textRequired: 'El texto de la plantilla no puede estar vacío.',
  textTooLong: 'La plantilla no puede tener más de 4000 caracteres.',
  typeNotFound: 'Tipo de plantilla no encontrado.',
  serviceNotFound: 'Servicio no encontrado.',
  saved: 'Plantilla guardada',
  reset: 'Plantilla restablecida a la predeterminada',
  invalidType: 'El tipo de aviso debe ser expirado, renovaciones, cambio_contraseña o garantia.',
  invalidOutcome: 'El resultado debe ser enviado u omitido.',
  invalidClient: 'El cliente no es válido.',
  invalidProfiles: 'Los perfiles no son válidos.',
  clientNotFound: 'Cliente no encontrado.',
  profilesNotOfClient: 'Alguno de los perfiles no existe o no es de este cliente.',
  invalidWindow: 'La ventana debe ser un número entero de días entre 0 y 30.',
  totalToRenew: (total: string) => `💰 Total a renovar: ${total}`,
  /** {perfil} of a whole account in one block (decision 042). */
  wholeAccount: (profiles: number) => `Cuenta completa (${profiles} perfiles)`,
  typeLabels: {
    expirado: 'Expirado',
    renovaciones: 'Renovación',
    cambio_contraseña: 'Nueva Contraseña',
    garantia: 'Garantía/Soporte',
    estado_cuenta: 'Estado de cuenta',
    enlace_portal: 'Enlace del portal',
    compensacion: 'Compensación',
  },
  /** {dias_compensados} (issue 26). */
  compensatedDays: (days: number) => (days === 1 ? '1 día' : `${days} días`),
  // Default texts (spec section 9 leaves their wording open). The lines holding a profile's
  // variables are repeated once per profile when a message covers several (decision 014).
  defaults: {
    expirado: [
      'Hola {nombre_cliente} 👋',
      'Te escribimos porque tu plan ya necesita renovación y el acceso se puede suspender en cualquier momento:',
      '',
      '📺 {servicio} · {perfil}',
      '🗓️ Fecha de vencimiento: {fecha_vencimiento}',
      '💵 Renovación: {precio}',
      '',
      '💳 Medios de pago:',
      '{medios_pago}',
      '',
      '¿Lo renovamos? Respóndenos por aquí y lo dejamos activo de una vez. ¡Quedamos atentos! 🙌',
    ].join('\n'),
    renovaciones: [
      'Hola {nombre_cliente} 👋, ¿cómo vas?',
      'Te recordamos que se acerca la fecha de renovación de tu plan:',
      '',
      '📺 {servicio} · {perfil}',
      '🗓️ Fecha de vencimiento: {fecha_vencimiento}',
      '💵 Renovación: {precio}',
      '',
      '💳 Medios de pago:',
      '{medios_pago}',
      '',
      'Para renovarlo sin perder el acceso, respóndenos por aquí y te enviamos los datos de pago. ¡Gracias por confiar en nosotros! 🙌',
    ].join('\n'),
    cambio_contraseña: [
      'Hola {nombre_cliente} 👋',
      'Actualizamos la contraseña de tu cuenta. Estos son tus nuevos datos de acceso:',
      '',
      '📺 {servicio} · {perfil}',
      '👤 Usuario: {correo}',
      '🔑 Nueva contraseña: {nueva_contraseña}',
      '🔢 PIN: {pin}',
      '',
      'Si tienes algún inconveniente para ingresar, escríbenos y te ayudamos. ¡Gracias! 🙌',
    ].join('\n'),
    garantia: [
      'Hola {nombre_cliente} 👋',
      'Ya revisamos tu servicio. Estos son tus datos de acceso:',
      '',
      '📺 {servicio} · {perfil}',
      '👤 Usuario: {correo}',
      '🔑 Contraseña: {contraseña}',
      '🔢 PIN: {pin}',
      '',
      'Intenta ingresar de nuevo. Si el problema continúa, respóndenos con una foto del error y lo solucionamos lo antes posible. 🙏',
    ].join('\n'),
    // Issue 24: the client's balance, the statement's recent lines and how to pay.
    estado_cuenta: [
      'Hola {nombre_cliente} 👋',
      'Este es tu estado de cuenta:',
      '',
      '{detalle}',
      '',
      '💰 Saldo: {saldo}',
      '',
      '💳 Medios de pago:',
      '{medios_pago}',
      '',
      'Cualquier duda, respóndenos por aquí. ¡Gracias! 🙌',
    ].join('\n'),
    // Issue 27: the client's private portal link, sent by Clientes → Portal → Enviar enlace.
    enlace_portal: [
      'Hola {nombre_cliente} 👋',
      'Este es tu enlace personal para ver tus perfiles, cuándo vencen, cuánto cuesta renovar y cómo pagar:',
      '',
      '{enlace_portal}',
      '',
      'Es solo para ti: no lo compartas. ¡Gracias por confiar en nosotros! 🙌',
    ].join('\n'),
    // Issue 26: an incident's days, with its reason and each profile's new date.
    compensacion: [
      'Hola {nombre_cliente} 👋',
      'Tuvimos una falla con el servicio ({motivo}) y lo sentimos mucho. Para compensarte sumamos {dias_compensados} a tu plan:',
      '',
      '📺 {servicio} · {perfil}',
      '🗓️ Nueva fecha de vencimiento: {fecha_vencimiento}',
      '',
      '¡Gracias por tu paciencia! Cualquier duda, respóndenos por aquí. 🙌',
    ].join('\n'),
    access: [
      'Servicio: {servicio}',
      'Usuario: {correo}',
      'Contraseña: {contraseña}',
      'Perfil: {perfil}',
      'PIN: {pin}',
      'Vence: {fecha_vencimiento}',
    ].join('\n'),
  },
} as const;

// Issue 14: the template editor (Servicios, Clientes), the client profiles modal and its
// notification picker, and the Plantillas WhatsApp manager.
export const templateEditorUi = {
  variables: 'Variables',
  variablesHint: 'Toca una variable para insertarla donde está el cursor.',
  paymentMethodsHint:
    '{medios_pago} lista los medios de pago activos (Ajustes → Medios de pago), uno por línea.',
  portalLinkHint:
    '{enlace_portal} es el enlace privado del cliente: solo se llena al usar «Enviar enlace» del portal (Clientes); en los demás mensajes su línea no aparece.',
  noPaymentMethods:
    'No hay medios de pago activos: la línea de {medios_pago} y su título (la línea anterior que termina en dos puntos) no aparecen en el mensaje. Un administrador los agrega en Ajustes → Medios de pago.',
  insertVariable: (name: string) => `Insertar {${name}}`,
  editor: 'Texto de la plantilla',
  counter: (length: number, max: number) =>
    `${length.toLocaleString('es-CO')} / ${max.toLocaleString('es-CO')}`,
  preview: 'Vista previa',
  previewHint: 'Con un cliente de ejemplo; así lo recibirá en WhatsApp.',
  previewHintAccess: 'Con un perfil de ejemplo; así se copiará al asignar un perfil.',
  previewTwoProfiles: 'Con dos perfiles',
  save: 'Guardar',
  saving: 'Guardando…',
  reset: 'Restablecer',
  resetting: 'Restableciendo…',
  resetQuestion: '¿Restablecer esta plantilla? Se usará este texto:',
  resetConfirm: 'Sí, restablecer',
  keepEditing: 'Seguir editando',
  unsaved: 'Tienes cambios sin guardar. ¿Quieres descartarlos?',
  discard: 'Descartar cambios',
  loadFailed: 'Error al cargar las plantillas. Por favor, intente de nuevo.',
  saveFailed: 'Error al guardar la plantilla. Por favor, intente de nuevo.',
  resetFailed: 'Error al restablecer la plantilla. Por favor, intente de nuevo.',
  accessButton: 'Plantilla de acceso general',
  accessTitle: 'Plantilla de acceso general',
  accessDescription:
    'Los datos de acceso que se copian al asignar un perfil, para los servicios sin plantilla propia.',
  accessResetHint: 'Restablecer vuelve al texto predeterminado de la aplicación.',
  serviceAction: (name: string) => `Plantilla de mensaje de ${name}`,
  serviceTitle: (name: string) => `Plantilla de ${name}`,
  serviceDescription: 'Los datos de acceso que se copian al asignar un perfil de este servicio.',
  serviceOwn: 'Este servicio tiene su propia plantilla.',
  serviceShared: 'Este servicio usa la plantilla de acceso general. Al guardar tendrá una propia.',
  serviceResetHint: 'Restablecer borra la plantilla propia y el servicio vuelve a usar la general.',
  whatsappButton: 'Plantillas WhatsApp',
  whatsappTitle: 'Plantillas WhatsApp',
  whatsappDescription: 'Los mensajes que se envían desde los perfiles de un cliente.',
  whatsappTypes: 'Tipo de mensaje',
  whatsappResetHint: 'Restablecer vuelve al texto predeterminado de la aplicación.',
  // The sample the preview renders with (a realistic client of the shop).
  sample: {
    client: 'María José Peña',
    phone: '+573001234567',
    service: 'Netflix',
    secondService: 'Disney+',
    username: 'cuentas.netflix@gmail.com',
    password: 'Colombia2026*',
    newPassword: 'Bogota2027*',
    profile: 'Perfil 2',
    secondProfile: 'Perfil 4',
    pin: '4821',
    observations: 'Televisor de la sala',
    problemType: 'La aplicación pide un código de verificación',
    balance: '$ 33.000 por pagar',
    portalLink: 'https://tienda.example/p/Xk3v9Qm2tR7wLp4sNa8yEg',
    statementDetail: [
      '05/11 Venta: Netflix +$ 18.000',
      '10/11 Abono · Nequi -$ 10.000',
      '20/11 Renovación: Netflix +$ 25.000',
    ].join('\n'),
    compensatedDays: 3,
    reason: 'Caída de Netflix del 20 de noviembre',
  },
} as const;

export const sendQueueUi = {
  progressLabel: 'Progreso del envío',
  progress: (done: number, total: number) => `${done} de ${total} ${total === 1 ? 'mensaje' : 'mensajes'}`,
  blockedNotice: 'El navegador bloqueó la apertura automática de WhatsApp. Abre cada mensaje con un clic.',
  openNext: (client: string, position: number, total: number) =>
    `Abrir WhatsApp: ${client} (${position} de ${total})`,
  sending: 'Abriendo WhatsApp…',
  doneAll: (sent: number) =>
    sent === 1
      ? 'Listo: se abrió 1 mensaje de WhatsApp.'
      : `Listo: se abrieron ${sent} mensajes de WhatsApp.`,
  doneWithFailures: (sent: number, failed: number) =>
    `Se abrieron ${sent} de ${sent + failed} mensajes; revisa los que no se enviaron.`,
  status: { pending: 'Pendiente', sending: 'Abriendo…', sent: 'Enviado', failed: 'No enviado' },
  recordFailed: 'No se pudo registrar el aviso. Inténtalo de nuevo.',
  resend: 'Enviar de nuevo',
  blocked: 'El navegador no permitió abrir WhatsApp. Permite las ventanas emergentes de este sitio.',
} as const;

// The notification dialog for profiles and the per-account notify modal (spec section 2).
export const notifyProfilesUi = {
  action: (account: string) => `Notificar a los clientes de ${account}`,
  title: 'Notificar clientes',
  description: (account: string) => `Perfiles ocupados de ${account}`,
  passwordTitle: 'Avisar la nueva contraseña',
  passwordDescription:
    'La contraseña de la cuenta cambió. Envía los nuevos datos a los clientes que tienen sus perfiles.',
  profilesLegend: 'Perfiles',
  selectedCount: (selected: number, total: number) => `${selected} de ${total} seleccionados`,
  states: { active: 'Activo', near: 'Por renovar', expired: 'Expirado' },
  expires: (date: string) => `Vence el ${date}`,
  noExpiry: 'Sin fecha de vencimiento',
  typeLegend: 'Tipo de notificación',
  typeHints: {
    renovaciones: 'Recordar la renovación',
    garantia: 'Soporte técnico',
    cambio_contraseña: 'Nuevos datos de acceso',
  },
  problemType: 'Tipo de problema',
  problemPlaceholder: 'Ej.: no carga, pide un código, pantalla negra',
  preview: (count: number) => `Vista previa (${count} ${count === 1 ? 'mensaje' : 'mensajes'})`,
  previewTo: (client: string, profile: string) => `Para ${client} · ${profile}`,
  send: 'Enviar Notificaciones',
  loadFailed: 'Error al cargar los perfiles de la cuenta. Por favor, intente de nuevo.',
  empty: 'Esta cuenta no tiene perfiles ocupados para notificar.',
} as const;
