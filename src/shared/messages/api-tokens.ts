// Tokens de API (issue 28, item 2; docs/decisions/043): Ajustes → Integraciones and what the API
// answers to a bearer token.
// What the API answers (…Messages) beside what the screens show (…Ui).

export const apiTokenMessages = {
  // One answer for an unknown, revoked or expired token: it tells a guesser nothing.
  invalid: 'El token de API no es válido, fue revocado o expiró.',
  readOnly: 'Este token es de solo lectura: no puede hacer cambios.',
  routeRefused: 'Un token de API no puede usar esta ruta.',
  rateLimited: (seconds: number) =>
    `Demasiadas solicitudes con este token. Intenta de nuevo en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
  notFound: 'Token no encontrado',
  nameRequired: 'El nombre del token es obligatorio',
  nameTooLong: 'El nombre del token no puede superar 60 caracteres',
  invalidScope: 'El alcance debe ser lectura o escritura',
  invalidSection: 'Sección inválida: elige entre dashboard, movimientos y tienda',
  invalidExpiry: 'La fecha de vencimiento no es válida. Usa el formato AAAA-MM-DD.',
  expiryPast: 'La fecha de vencimiento no puede ser anterior a hoy',
  /** How the audit trail and the movements name a token's writes. */
  actorName: (token: string, admin: string) => `Token «${token}» (de ${admin})`,
} as const;

export const apiTokensUi = {
  title: 'Integraciones',
  description:
    'Tokens de API para conectar otras herramientas (n8n, Make, hojas de cálculo). Se envían en la cabecera Authorization: Bearer.',
  create: 'Crear token',
  loading: 'Cargando tokens…',
  empty: 'Aún no hay tokens de API.',
  loadFailed: 'Error al cargar los tokens. Por favor, intente de nuevo.',
  tableLabel: 'Tokens de API',
  columns: {
    name: 'Nombre',
    scope: 'Alcance',
    sections: 'Secciones extra',
    expiry: 'Vence',
    createdBy: 'Creado por',
    lastUsed: 'Último uso',
    status: 'Estado',
    actions: 'Acciones',
  },
  scopes: { lectura: 'Lectura', escritura: 'Escritura' },
  sections: { dashboard: 'Panel de control', movimientos: 'Movimientos y cartera', tienda: 'Tienda' },
  noSections: 'Ninguna',
  never: 'Nunca',
  noExpiry: 'Sin vencimiento',
  active: 'Activo',
  revoked: 'Revocado',
  expired: 'Vencido',
  revoke: 'Revocar',
  revoking: 'Revocando…',
  revokeAction: (name: string) => `Revocar el token ${name}`,
  revokeTitle: 'Revocar token',
  revokeConfirm: (name: string) =>
    `¿Revocar el token «${name}»? Las integraciones que lo usan dejarán de funcionar de inmediato.`,
  revoked_ok: 'Token revocado',
  revokeFailed: 'No se pudo revocar el token.',
  cancel: 'Cancelar',
  dialogTitle: 'Crear token de API',
  dialogDescription:
    'Clientes, Cuentas, Servicios y Avisos están abiertos a todo token; Usuarios, Ajustes y los tokens, nunca.',
  name: 'Nombre',
  namePlaceholder: 'n8n, bot de WhatsApp…',
  scope: 'Alcance',
  scopeHints: {
    lectura: 'Solo puede leer (GET).',
    escritura: 'Puede leer y hacer cambios.',
  },
  expiry: 'Vence el (opcional)',
  sectionsLegend: 'Secciones adicionales',
  submit: 'Crear token',
  submitting: 'Creando…',
  createFailed: 'No se pudo crear el token.',
  createdTitle: 'Token creado',
  createdWarning: 'Copia el token ahora: no se volverá a mostrar. Guárdalo en un lugar seguro.',
  tokenLabel: 'Token de API',
  copy: 'Copiar token',
  copied: 'Token copiado',
  copyFailed: 'No se pudo copiar. Selecciónalo y cópialo a mano.',
  done: 'Listo',
} as const;
