// Signing in, the session and passwords.
// What the API answers (…Messages) beside what the screens show (…Ui), worded exactly as the
// specification has them; texts it does not give are ours, in the same register.

export const authMessages = {
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
} as const;

export const passwordMessages = {
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
} as const;

export const loginUi = {
  title: 'Iniciar sesión',
  subtitle: 'Ingresa tus credenciales para continuar',
  username: 'Usuario',
  password: 'Contraseña',
  submit: 'Entrar',
  submitting: 'Iniciando…',
} as const;

export const passwordUi = {
  show: 'Mostrar contraseña',
  hide: 'Ocultar contraseña',
} as const;

export const sessionUi = {
  loading: 'Cargando sesión…',
} as const;

export const changePasswordUi = {
  title: 'Cambiar contraseña',
  description: 'Escribe tu contraseña actual y la nueva contraseña.',
  current: 'Contraseña actual',
  next: 'Nueva contraseña',
  confirm: 'Confirmar nueva contraseña',
  submit: 'Cambiar contraseña',
  submitting: 'Guardando…',
} as const;
