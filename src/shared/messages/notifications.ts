// The bell (notifications) and the admin broadcast.
// What the API answers (…Messages) beside what the screens show (…Ui), worded exactly as the
// specification has them; texts it does not give are ours, in the same register.

export const notificationsMessages = {
  empty: 'No tienes notificaciones',
  loadFailed: 'Error al cargar notificaciones',
  notFound: 'Notificación no encontrada',
  systemSender: 'Sistema',
} as const;

export const broadcastMessages = {
  messageRequired: 'Por favor, ingresa un mensaje para la notificación',
  messageTooLong: 'La notificación no puede tener más de 1000 caracteres.',
  sent: 'Notificación enviada correctamente a todos los usuarios',
  failed: 'Error al enviar la notificación.',
} as const;

export const notificationsUi = {
  title: 'Notificaciones',
  bell: (unread: number) => (unread === 0 ? 'Notificaciones' : `Notificaciones, ${unread} sin leer`),
  unread: 'Sin leer',
  markRead: 'Marcar como leída',
  markReadFailed: 'No se pudo marcar la notificación como leída. Por favor, intenta de nuevo.',
  openLink: 'Abrir',
} as const;

export const broadcastDialogUi = {
  title: 'Enviar Notificación',
  description: 'El mensaje llegará a la campana de todos los usuarios.',
  message: 'Mensaje',
  send: 'Enviar',
  sending: 'Enviando…',
} as const;
