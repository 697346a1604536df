// Combos (issue 25 item 4, docs/decisions/044): two or more plans of different services sold as
// one. What the API answers.

export const combosMessages = {
  nameRequired: 'El nombre del combo es obligatorio.',
  nameTooLong: 'El nombre del combo no puede tener más de 60 caracteres.',
  invalidPlans: 'La lista de planes del combo no es válida.',
  tooFewPlans: 'Un combo necesita al menos dos planes.',
  tooManyPlans: 'Un combo puede tener como máximo 10 planes.',
  repeatedPlan: 'El combo nombra el mismo plan dos veces.',
  sameService: 'Los planes de un combo deben ser de servicios distintos.',
  planNotFound: 'Uno de los planes del combo no existe.',
  planInactive: 'Uno de los planes del combo está desactivado.',
  planNotProfile: 'Un combo se arma con planes de perfil, no de cuenta completa.',
  invalidPrice: 'El precio debe ser un número entero de pesos entre 0 y 100.000.000.',
  invalidResellerPrice: 'El precio de revendedor debe ser un número entero de pesos entre 0 y 100.000.000.',
  invalidCombo: 'Combo inválido.',
  notFound: 'Combo no encontrado.',
  inactive: 'El combo elegido está desactivado.',
  deactivatedInUse: 'El combo ya se vendió: se desactivó en lugar de eliminarse.',
  /** A sale names a plan or a combo, exactly one. */
  planOrCombo: 'Indica el plan o el combo que se vende (solo uno de los dos).',
  comboWithProfiles: 'Un combo elige sus perfiles solo: no indiques perfiles ni cuenta.',
  comboRenewPlan: 'Un combo se renueva con sus propios planes: no indiques otro plan.',
  /** The service name a combo's movement is recorded under. */
  movementService: (name: string) => `Combo ${name}`,
} as const;

export const combosUi = {
  button: 'Combos',
  title: 'Combos',
  intro: 'Planes de varios servicios que se venden juntos por un solo precio.',
  new: 'Nuevo combo',
  newTitle: 'Nuevo combo',
  editTitle: 'Editar combo',
  empty: 'Aún no hay combos.',
  columns: { name: 'Combo', plans: 'Planes', price: 'Precio', resellerPrice: 'Revendedor', state: 'Estado' },
  fields: {
    name: 'Nombre del combo',
    plan: (n: number) => `Plan ${n}`,
    noPlan: 'Sin plan',
    addPlan: 'Agregar otro plan',
    price: 'Precio (COP)',
    resellerPrice: 'Precio revendedor (COP)',
    resellerHint: 'Vacío: 80 % del precio.',
    active: 'Activo (se ofrece al vender)',
  },
  active: 'Activo',
  inactive: 'Desactivado',
  option: (service: string, plan: string, price: string) => `${service} · ${plan} · ${price}`,
  edit: (name: string) => `Editar ${name}`,
  remove: (name: string) => `Eliminar ${name}`,
  saved: 'Combo guardado correctamente',
  deleted: 'Combo eliminado correctamente',
  loadFailed: 'Error al cargar los combos. Por favor, intente de nuevo.',
  saveFailed: 'Error al guardar el combo. Por favor, intente de nuevo.',
  deleteFailed: 'Error al eliminar el combo. Por favor, intente de nuevo.',
  confirmDelete: (name: string) =>
    `¿Eliminar el combo ${name}? Si ya se vendió, se desactivará en lugar de eliminarse.`,
} as const;
