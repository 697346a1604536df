// Planes de un servicio (issue 25, docs/decisions/039).
// What the API answers (…Messages) beside what the screens show (…Ui); texts the specification
// does not give are ours, in its register.

export const plansMessages = {
  nameRequired: 'El nombre del plan es obligatorio.',
  nameTooLong: 'El nombre del plan no puede tener más de 60 caracteres.',
  durationRequired: 'Indica la duración del plan en días o en meses (solo una de las dos).',
  invalidDays: 'La duración en días debe ser un número entero entre 1 y 366.',
  invalidMonths: 'La duración en meses debe ser un número entero entre 1 y 12.',
  invalidPrice: 'El precio debe ser un número entero de pesos entre 0 y 100.000.000.',
  invalidResellerPrice: 'El precio de revendedor debe ser un número entero de pesos entre 0 y 100.000.000.',
  invalidKind: 'El tipo de plan debe ser perfil o cuenta completa.',
  invalidPosition: 'La posición debe ser un número entero mayor o igual a 0.',
  invalidPlan: 'Plan inválido.',
  notFound: 'Plan no encontrado.',
  tooMany: (max: number) => `Un servicio puede tener como máximo ${max} planes.`,
  otherService: 'El plan elegido no es de este servicio.',
  inactive: 'El plan elegido está desactivado. Elige otro plan.',
  deactivatedInUse: 'El plan ya se usó en ventas: se desactivó en lugar de eliminarse.',
  loadFailed: 'Error al cargar los planes. Por favor, intente de nuevo.',
  saveFailed: 'Error al guardar el plan. Por favor, intente de nuevo.',
  deleteFailed: 'Error al eliminar el plan. Por favor, intente de nuevo.',
  saved: 'Plan guardado correctamente',
  deleted: 'Plan eliminado correctamente',
  confirmDelete: (name: string) =>
    `¿Eliminar el plan ${name}? Si ya se usó en ventas, se desactivará en lugar de eliminarse.`,
} as const;

export const plansUi = {
  title: (service: string) => `Planes de ${service}`,
  action: (service: string) => `Planes de ${service}`,
  intro: 'Lo que vendes de este servicio: al asignar o renovar un perfil, el plan pone la fecha y el precio.',
  new: 'Nuevo plan',
  newTitle: 'Nuevo plan',
  editTitle: 'Editar plan',
  empty: 'Este servicio aún no tiene planes.',
  columns: {
    name: 'Plan',
    duration: 'Duración',
    price: 'Precio',
    resellerPrice: 'Revendedor',
    state: 'Estado',
  },
  fields: {
    name: 'Nombre del plan',
    durationUnit: 'Duración en',
    duration: 'Duración',
    price: 'Precio (COP)',
    resellerPrice: 'Precio revendedor (COP)',
    resellerHint: (price: string) => `Vacío: 80 % del precio (${price}).`,
    kind: 'Tipo',
    active: 'Activo (se ofrece al vender)',
  },
  units: { days: 'Días', months: 'Meses' },
  kinds: { perfil: 'Perfil', cuenta_completa: 'Cuenta completa' },
  active: 'Activo',
  inactive: 'Desactivado',
  duration: (days: number | null, months: number | null) =>
    months !== null
      ? `${months} ${months === 1 ? 'mes' : 'meses'}`
      : `${days ?? 0} ${days === 1 ? 'día' : 'días'}`,
  resellerShort: (price: string) => `revendedor ${price}`,
  /** A plan in a sale's picker: "3 meses · $ 40.000". */
  option: (name: string, price: string) => `${name} · ${price}`,
  moveUp: (name: string) => `Subir ${name}`,
  moveDown: (name: string) => `Bajar ${name}`,
  edit: (name: string) => `Editar ${name}`,
  remove: (name: string) => `Eliminar ${name}`,
  activate: (name: string) => `Activar ${name}`,
  deactivate: (name: string) => `Desactivar ${name}`,
  // Asignar and Renovar
  pickerLabel: 'Plan',
  noPlan: 'Sin plan (fecha y precio a mano)',
  plansGroup: 'Planes del servicio',
  periodsGroup: 'Otros periodos',
} as const;
