// Usuarios and the admin password change.
// What the API answers (…Messages) beside what the screens show (…Ui), worded exactly as the
// specification has them; texts it does not give are ours, in the same register.

export const usersMessages = {
  fillRequired: 'Por favor, completa todos los campos obligatorios',
  passwordTooShort: 'La contraseña debe tener al menos 6 caracteres',
  invalidEmail: 'Formato de email inválido',
  invalidRole: 'El rol debe ser admin o user.',
  invalidExpiry: 'La fecha de expiración no es válida.',
  usernameTooLong: 'El usuario no puede tener más de 50 caracteres.',
  usernameTaken: 'Ya existe un usuario con ese nombre de usuario.',
  notFound: 'Usuario no encontrado',
  cannotDeleteSelf: 'No puedes eliminar tu propia cuenta',
  lastAdmin:
    'Debe quedar al menos un administrador activo: no se puede eliminar, quitar el rol ni expirar al último.',
  created: 'Usuario creado correctamente',
  updated: 'Usuario actualizado correctamente',
  ownUpdated: 'Tu perfil ha sido actualizado correctamente. Los cambios se reflejan inmediatamente',
  ownRefreshFailed: 'Tus cambios se guardaron, pero no se pudo actualizar tu sesión. La página se recargará.',
  loadFailed: 'Error al cargar los usuarios. Por favor, intente de nuevo.',
  saveFailed: 'Error al guardar el usuario.',
  deleteFailed: 'Error al eliminar el usuario.',
  movementsFailed: 'Error al obtener movimientos del usuario.',
  confirmDelete: '¿Estás seguro de que deseas eliminar este usuario?',
  deleted: 'Usuario eliminado correctamente',
} as const;

export const usersUi = {
  title: 'Gestión de Usuarios',
  new: 'Nuevo Usuario',
  newTitle: 'Nuevo Usuario',
  editTitle: 'Editar Usuario',
  broadcast: 'Enviar Notificación',
  you: '(Tú)',
  expired: 'Expirado',
  never: 'Nunca',
  noExpiry: 'Sin expiración',
  columns: {
    index: '#',
    username: 'Usuario',
    fullName: 'Nombre Completo',
    email: 'Email',
    role: 'Rol',
    lastLogin: 'Último Login',
    expiry: 'Expiración',
  },
  fields: {
    username: 'Usuario',
    password: 'Contraseña',
    fullName: 'Nombre Completo',
    email: 'Email',
    role: 'Rol',
    expiry: 'Fecha de expiración',
    expiryHint:
      'Opcional. Un usuario expirado no puede acceder al sistema (desde el día siguiente a esta fecha).',
    permissions: 'Permisos',
    adminHasAll: 'Los administradores tienen acceso a todas las secciones.',
    dashboard: 'Panel de Control',
    movimientos: 'Movimientos',
    tienda: 'Tienda',
  },
  editAction: (username: string) => `Editar ${username}`,
  statsAction: (username: string) => `Estadísticas de ${username}`,
  passwordAction: (username: string) => `Cambiar contraseña de ${username}`,
  deleteAction: (username: string) => `Eliminar ${username}`,
  empty: 'No hay usuarios.',
} as const;

export const adminPasswordUi = {
  title: (username: string) => `Cambiar contraseña de ${username}`,
  description: 'Sus sesiones abiertas se cerrarán.',
  next: 'Nueva contraseña',
  confirm: 'Confirmar contraseña',
} as const;
