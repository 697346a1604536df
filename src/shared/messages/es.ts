// User-facing Spanish texts. Worded exactly as the specification has them (sections 5 and 8);
// texts the specification does not give are ours and kept in the same register.
export const messages = {
  common: {
    invalidInput: 'Datos inválidos.',
    internalError: 'Ocurrió un error inesperado. Por favor, intente de nuevo.',
    notFound: 'Recurso no encontrado.',
    routeNotFound: 'Ruta no encontrada.',
    retry: 'Intentar de nuevo',
    loading: 'Cargando…',
    tooLarge: 'La solicitud es demasiado grande.',
  },
  auth: {
    fillAllFields: 'Por favor, completa todos los campos',
    loginFailed: 'Error al iniciar sesión',
    loginFailedScreen: 'Error al iniciar sesión. Por favor, intenta nuevamente.',
    badCredentials: 'Usuario o contraseña incorrectos',
    userExpired: 'Tu usuario ha expirado. Contacta al administrador.',
    notSignedIn: 'Debes iniciar sesión.',
    sessionExpired: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
    tooManyAttempts: (minutes: number) =>
      `Demasiados intentos de inicio de sesión. Intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    logoutFailed: 'Error al cerrar sesión',
    forgotPasswordHint: '¿Olvidaste tu contraseña? Contacta al administrador del sistema.',
    csrfInvalid: 'Token CSRF inválido o ausente. Recarga la página e intenta de nuevo.',
    csrfRefreshFailed: 'Error al obtener un token CSRF válido. Intente recargar la página.',
    forbidden: 'No tienes permisos para realizar esta acción.',
    adminOnly: 'No tienes permisos para acceder a esta sección',
  },
  password: {
    fillAllFields: 'Por favor, completa todos los campos',
    mismatch: 'Las contraseñas nuevas no coinciden',
    adminMismatch: 'Las contraseñas no coinciden',
    tooShort: 'La nueva contraseña debe tener al menos 6 caracteres',
    adminTooShort: 'La contraseña debe tener al menos 6 caracteres',
    currentWrong: 'La contraseña actual es incorrecta',
    updated: 'Contraseña actualizada correctamente',
    changeFailed: 'Error al cambiar la contraseña',
    adminChangeFailed: 'Error al cambiar contraseña',
    userNotFound: 'Usuario no encontrado',
  },
  image: {
    onlyImages: 'Solo se permiten archivos de imagen',
    tooLarge: 'El tamaño máximo de la imagen es 5MB',
    missingFile: 'Selecciona una imagen para subir.',
    uploadSessionExpired: 'Sesión expirada. Por favor, recarga la página e intenta de nuevo.',
    uploadFailed: 'Error al subir la imagen de perfil. Por favor, intenta de nuevo.',
    removeFailed: 'Error al eliminar la imagen de perfil',
    invalidUrl: 'La URL de la imagen no es válida.',
    profileHint: 'Formatos permitidos: JPG, PNG, GIF. Tamaño máximo: 5MB.',
  },
  notifications: {
    empty: 'No tienes notificaciones',
    loadFailed: 'Error al cargar notificaciones',
    notFound: 'Notificación no encontrada',
    systemSender: 'Sistema',
  },
  totals: {
    loadFailed: 'Error al cargar los totales. Por favor, intente de nuevo.',
  },
  access: {
    deniedTitle: 'Acceso Denegado',
    deniedBody: 'No tienes permisos para acceder a esta sección. Contacta al administrador.',
    tiendaComingSoon: 'La Tienda estará disponible muy pronto.',
  },
  health: {
    databaseDown: 'La base de datos no responde.',
  },
} as const;
