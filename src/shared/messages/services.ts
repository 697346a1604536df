// Servicios.
// What the API answers (…Messages) beside what the screens show (…Ui), worded exactly as the
// specification has them; texts it does not give are ours, in the same register.

export const servicesMessages = {
  nameRequired: 'El nombre del servicio es obligatorio.',
  nameTooLong: 'El nombre del servicio no puede tener más de 100 caracteres.',
  duplicateName: 'Ya existe un servicio con ese nombre.',
  invalidUrl: 'El enlace del producto debe ser una URL válida que empiece por http:// o https://.',
  invalidPrice: 'El precio debe ser un número entero de pesos, mayor o igual a 0.',
  invalidMaxProfiles: 'El máximo de perfiles debe ser un número entero entre 1 y 20.',
  notFound: 'Servicio no encontrado.',
  inUse: (accounts: number) =>
    `No se puede eliminar el servicio: tiene ${accounts} ${accounts === 1 ? 'cuenta asociada' : 'cuentas asociadas'}. Elimina o mueve sus cuentas primero.`,
  loadFailed: 'Error al cargar los servicios. Por favor, intente de nuevo.',
  saveFailed: 'Error al guardar el servicio. Por favor, intente de nuevo.',
  deleteFailed: 'Error al eliminar el servicio. Por favor, intente de nuevo.',
  imageUploadFailed: 'Error al subir la imagen. Por favor, intente de nuevo.',
  exportFailed: 'Error al descargar las cuentas del servicio. Por favor, intente de nuevo.',
  confirmDelete: '¿Estás seguro de que deseas eliminar este servicio?',
  saved: 'Servicio guardado correctamente',
  deleted: 'Servicio eliminado correctamente',
} as const;

export const servicesUi = {
  title: 'Listado de Servicios',
  new: 'Nuevo Servicio',
  newTitle: 'Nuevo Servicio',
  editTitle: 'Editar Servicio',
  searchPlaceholder: 'Buscar servicio por nombre',
  columns: {
    index: '#',
    service: 'Servicio',
    link: 'Enlace del producto',
    price: 'Precio',
    maxProfiles: 'Máx. perfiles',
    accounts: 'Cuentas',
  },
  fields: {
    name: 'Nombre',
    url: 'Enlace del producto',
    price: 'Precio (COP)',
    maxProfiles: 'Máximo de perfiles',
    image: 'Imagen',
  },
  imageHint: 'PNG o JPG (también GIF o WebP). Tamaño recomendado: máximo 800x800px.',
  imagePick: 'Elegir imagen',
  imageRemove: 'Quitar imagen',
  imageAlt: (name: string) => `Logo de ${name}`,
  noLink: 'Sin enlace',
  download: (name: string) => `Descargar cuentas de ${name} (CSV)`,
  editAction: (name: string) => `Editar ${name}`,
  deleteAction: (name: string) => `Eliminar ${name}`,
  emptyTitle: 'Aún no hay servicios',
  emptyBody: 'Crea el primer servicio para empezar a registrar cuentas.',
  emptySearch: 'Ningún servicio coincide con la búsqueda.',
} as const;
