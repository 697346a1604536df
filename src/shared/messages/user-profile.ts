// The signed-in user's own profile picture.
// What the API answers (…Messages) beside what the screens show (…Ui), worded exactly as the
// specification has them; texts it does not give are ours, in the same register.

export const imageMessages = {
  onlyImages: 'Solo se permiten archivos de imagen',
  tooLarge: 'El tamaño máximo de la imagen es 5MB',
  missingFile: 'Selecciona una imagen para subir.',
  incompleteUpload: 'La imagen no llegó completa. Por favor, intenta subirla de nuevo.',
  uploadSessionExpired: 'Sesión expirada. Por favor, recarga la página e intenta de nuevo.',
  uploadFailed: 'Error al subir la imagen de perfil. Por favor, intenta de nuevo.',
  removeFailed: 'Error al eliminar la imagen de perfil',
  invalidUrl: 'La URL de la imagen no es válida.',
  profileHint: 'Formatos permitidos: JPG, PNG, GIF. Tamaño máximo: 5MB.',
} as const;

export const profileImageUi = {
  title: 'Cambiar imagen de perfil',
  description: 'Elige una imagen para tu avatar.',
  pick: 'Seleccionar imagen',
  upload: 'Subir imagen',
  uploading: 'Subiendo…',
  remove: 'Eliminar imagen actual',
  removing: 'Eliminando…',
  progress: 'Progreso de la subida',
  preview: 'Vista previa de la nueva imagen',
  current: 'Imagen actual',
  updated: 'Imagen de perfil actualizada correctamente',
  removed: 'Imagen de perfil eliminada correctamente',
} as const;
