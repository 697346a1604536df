// Ajustes: the shop's settings (issue 25, item 6; docs/decisions/040).
// What the API answers (…Messages) beside what the screens show (…Ui).

export const settingsMessages = {
  invalidGraceDays: 'Los días de gracia deben ser un número entero entre 0 y 30.',
  invalidSalePickPolicy: 'La forma de elegir el perfil de una venta no es válida.',
  saved: 'Ajustes guardados.',
  /** The audit trail's label for the shop's settings. */
  label: 'Ajustes de la tienda',
  /** The note of a release by the daily job, in the client's history: it says "no renovó". */
  releasedNote: (graceDays: number) =>
    `El cliente no renovó: liberado automáticamente al terminar ${graceDays} ${graceDays === 1 ? 'día' : 'días'} de gracia`,
} as const;

export const settingsUi = {
  title: 'Periodo de gracia',
  description:
    'Días después del vencimiento en que el cliente conserva su perfil. Si renueva dentro de ellos, la renovación cuenta desde la fecha en que venció; al terminar, el perfil se libera solo y su historial dice que no renovó.',
  graceDays: 'Días de gracia',
  graceHint: 'De 0 a 30. Con 0, el perfil se libera el día después de vencer.',
  save: 'Guardar',
  saving: 'Guardando…',
  loadFailed: 'No se pudieron cargar los ajustes.',
  saveFailed: 'No se pudieron guardar los ajustes.',
  pickTitle: 'Perfil de una venta',
  pickDescription:
    'Cuando una venta no elige el perfil, la tienda lo toma de la cuenta que indica esta opción.',
  pickLabel: 'Tomar el perfil de',
  pickPolicies: {
    menos_libres: 'La cuenta con menos perfiles libres (llenar cuentas primero)',
    renovacion_lejana: 'La cuenta cuya renovación con el proveedor está más lejos',
  },
} as const;
