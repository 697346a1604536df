// The client portal (issue 27, docs/decisions/051): the staff side in Clientes and Ajustes, what
// the portal's API answers, and the page a client opens from their private link.
// What the API answers (…Messages) beside what the screens show (…Ui). No zod here: the portal's
// own small bundle reads these texts.

export const portalMessages = {
  /** One answer for an unknown, revoked or expired link (and a deleted client): no hint which. */
  invalidLink: 'Este enlace ya no es válido; pide uno nuevo a la tienda',
  tooManyRequests: (seconds: number) =>
    `Demasiadas solicitudes desde esta conexión. Intenta de nuevo en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
  accessUnavailable: 'Los accesos de este perfil no están disponibles.',
  invalidProfile: 'El perfil no es válido.',
  clientNotFound: 'Cliente no encontrado.',
  noLink: 'Este cliente no tiene un enlace activo.',
  invalidLinkDays: 'Los días de validez del enlace deben ser un número entero entre 1 y 365.',
  invalidTheme: 'El tema del portal no es válido.',
  invalidShowsAccess: 'Indica si el portal muestra los datos de acceso (sí o no).',
  /** Who the audit trail says did it: the client, through their link. */
  actor: 'Portal del cliente',
  /** The audit trail's note of a view or a reveal: where it came from. */
  viewNote: (ip: string) => `Abierto desde ${ip}`,
  revealNote: (service: string, profile: string, ip: string) => `${service} · ${profile}, desde ${ip}`,
} as const;

/** Clientes: the client's portal link dialog; Ajustes: the portal's settings. */
export const portalLinkUi = {
  action: (client: string) => `Portal de ${client}`,
  title: (client: string) => `Portal de ${client}`,
  description:
    'Un enlace privado donde el cliente ve sus perfiles, cuándo vencen, cuánto cuesta renovar, lo que debe y cómo pagar.',
  loading: 'Cargando el enlace…',
  loadFailed: 'No se pudo cargar el enlace del portal. Por favor, intente de nuevo.',
  none: 'Este cliente aún no tiene enlace.',
  active: 'Enlace activo',
  inactive: 'Sin enlace activo',
  revoked: (date: string) => `El último enlace se revocó el ${date}.`,
  expired: (date: string) => `El último enlace venció el ${date}.`,
  expires: (date: string) => `Vence el ${date}`,
  createdBy: (name: string, date: string) => `Creado por ${name} el ${date}`,
  lastOpened: (when: string) => `Abierto por última vez: ${when}`,
  neverOpened: 'El cliente aún no lo ha abierto.',
  send: 'Enviar enlace',
  sendHint:
    'Crea un enlace nuevo (el anterior deja de funcionar) y abre WhatsApp con el mensaje «Enlace del portal».',
  sending: 'Creando el enlace…',
  noPhone: 'El cliente no tiene teléfono: copia el enlace y envíalo por otro medio.',
  create: 'Crear enlace',
  copy: 'Copiar enlace',
  linkLabel: 'Enlace del portal',
  copied: 'Enlace copiado',
  createdOnce: 'Este es el enlace: solo se muestra ahora. Si lo pierdes, crea uno nuevo.',
  sentNotice: 'Se creó el enlace y se abrió WhatsApp.',
  revoke: 'Revocar enlace',
  revokeQuestion: 'El cliente ya no podrá abrir su portal con el enlace actual. ¿Revocarlo?',
  revokeConfirm: 'Sí, revocar',
  keep: 'Cancelar',
  revokedNotice: 'Enlace revocado.',
  writeFailed: 'No se pudo completar la acción. Por favor, intente de nuevo.',
  // Ajustes → Portal del cliente
  settingsTitle: 'Portal del cliente',
  settingsDescription:
    'La página privada que cada cliente abre con su enlace (Clientes → Portal). Estos ajustes valen para todos los enlaces.',
  showsAccess: 'Mostrar los datos de acceso (usuario, contraseña y PIN)',
  showsAccessHint:
    'Solo de los perfiles ocupados y vigentes, detrás de «Ver accesos»; cada vez que el cliente los ve queda en Auditoría.',
  linkDays: 'Días de validez de un enlace nuevo',
  linkDaysHint: 'De 1 a 365 (60 si no se cambia).',
  theme: 'Tema de la página',
} as const;

/** The page the client opens (/p/…): Spanish, phone-first. */
export const portalPageUi = {
  title: 'Mi cuenta',
  loading: 'Cargando…',
  loadFailed: 'No se pudo cargar la página. Revisa tu conexión e intenta de nuevo.',
  retry: 'Intentar de nuevo',
  hello: (name: string) => `Hola, ${name}`,
  intro: 'Aquí ves tus perfiles, cuándo vencen y cómo renovar.',
  profiles: 'Tus perfiles',
  noProfiles: 'No tienes perfiles activos en este momento.',
  states: { active: 'Activo', near: 'Por vencer', expired: 'Vencido' },
  expires: (date: string) => `Vence el ${date}`,
  noExpiry: 'Sin fecha de vencimiento',
  daysLeft: (days: number) =>
    days > 0
      ? `${days} ${days === 1 ? 'día' : 'días'} restantes`
      : days === 0
        ? 'Vence hoy'
        : `Venció hace ${-days} ${days === -1 ? 'día' : 'días'}`,
  renewal: (price: string) => `Renovar: ${price}`,
  showAccess: 'Ver accesos',
  hideAccess: 'Ocultar accesos',
  revealing: 'Cargando accesos…',
  revealFailed: 'No se pudieron mostrar los accesos. Intenta de nuevo.',
  user: 'Usuario',
  password: 'Contraseña',
  pin: 'PIN',
  noPin: 'Sin PIN',
  plans: 'Precios para renovar',
  balance: 'Tu saldo',
  owes: (amount: string) => `Debes ${amount}`,
  credit: (amount: string) => `Tienes ${amount} a favor`,
  upToDate: 'Estás al día.',
  payments: 'Tus últimos pagos',
  noPayments: 'Aún no hay pagos registrados.',
  paymentMethods: 'Cómo pagar',
  noPaymentMethods: 'Pregunta a la tienda cómo pagar.',
  holder: (name: string) => `A nombre de ${name}`,
  footer: 'Este enlace es personal: no lo compartas.',
} as const;
