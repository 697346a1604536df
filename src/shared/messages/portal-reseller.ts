// A revendedor's portal (issue 27 item 3, docs/decisions/056): what the API answers (…Messages)
// beside what the page shows (…Ui). No zod here: the portal's own small bundle reads these texts.

export const portalResellerMessages = {
  invalidGroup: 'El grupo de perfiles no es válido.',
  invalidOffset: 'La posición en la lista no es válida.',
  /** A profile that is not the link's revendedor's, or does not exist: the same 404. */
  profileNotFound: 'Perfil no encontrado.',
  invalidLabel: 'El nombre del cliente final debe ser un texto.',
  labelTooLong: 'El nombre del cliente final puede tener hasta 60 caracteres.',
  /** The audit trail's note of a label written from the portal. */
  labelNote: (ip: string) => `Cliente final escrito desde el portal, desde ${ip}`,
} as const;

/** The revendedor's page (/p/…): Spanish, phone first. */
export const portalResellerUi = {
  intro: 'Aquí ves los perfiles de tus clientes, cuándo vencen y tu estado de cuenta.',
  profiles: 'Perfiles de tus clientes',
  summary: (total: number) => `${total} ${total === 1 ? 'perfil' : 'perfiles'}`,
  groups: {
    expired: 'Vencidos',
    near: 'Por vencer (próximos 5 días)',
    active: 'Vigentes',
  },
  groupEmpty: 'Ninguno.',
  showMore: (left: number) => `Ver ${left} más`,
  loadingMore: 'Cargando…',
  moreFailed: 'No se pudieron cargar más perfiles. Intenta de nuevo.',
  endClient: 'Cliente final',
  endClientNone: 'Sin nombre',
  endClientPlaceholder: 'Nombre de tu cliente',
  editLabel: 'Editar',
  addLabel: 'Poner nombre',
  save: 'Guardar',
  cancel: 'Cancelar',
  saving: 'Guardando…',
  saved: 'Guardado',
  saveFailed: 'No se pudo guardar. Intenta de nuevo.',
  labelFor: (service: string, profile: string) => `Cliente final de ${service} · ${profile}`,
  labelHint: 'Hasta 60 caracteres. Déjalo vacío para quitarlo.',
  statement: 'Estado de cuenta',
  statementEmpty: 'Aún no hay movimientos.',
  balanceAfter: (amount: string) => `Saldo: ${amount}`,
} as const;
