// Spreadsheet import and export.
// What the API answers (…Messages) beside what the screens show (…Ui), worded exactly as the
// specification has them; texts it does not give are ours, in the same register.

/** Spreadsheet export and import (docs/decisions/021). */
export const spreadsheetsMessages = {
  invalidFormat: 'El formato debe ser xlsx o csv.',
  invalidKind: 'Solo se importan clientes o cuentas.',
  missingFile: 'Selecciona un archivo .xlsx o .csv para importar.',
  tooLarge: (mb: number) => `El archivo supera el tamaño máximo de ${mb} MB.`,
  incompleteUpload: 'El archivo no llegó completo. Por favor, intenta subirlo de nuevo.',
  notSpreadsheet: 'El archivo no es una hoja de cálculo: sube un .xlsx o un .csv.',
  oldExcel: 'Es un archivo .xls antiguo: guárdalo como .xlsx (Libro de Excel) o como CSV y súbelo de nuevo.',
  unreadable: 'No se pudo leer el archivo. Revisa que sea un .xlsx o .csv válido.',
  noHeader: 'El archivo está vacío: falta la fila de títulos.',
  missingColumns: (names: string[]) =>
    `Faltan ${names.length === 1 ? 'la columna' : 'las columnas'}: ${names.join(', ')}.`,
  noRows: 'El archivo no tiene filas con datos.',
  tooLargeUnpacked: (mb: number) =>
    `El archivo descomprimido supera los ${mb} MB: quita las hojas, imágenes o filas que no son de la importación.`,
  tooManyRows: (max: number) => `El archivo tiene más de ${max} filas; divídelo en varios archivos.`,
  hasProblems: (rows: number) =>
    `No se importó nada: ${rows === 1 ? 'una fila tiene' : `${rows} filas tienen`} problemas. Corrígelas y vuelve a intentarlo.`,
  importFailed: 'No se pudo importar el archivo.',
  previewFailed: 'No se pudo revisar el archivo.',
  exportFailed: 'No se pudo exportar el listado.',
  templateFailed: 'No se pudo descargar la plantilla.',
  row: {
    invalidDate: (column: string) => `${column}: la fecha no es válida (use dd/mm/aaaa).`,
    invalidPrice: (column: string) =>
      `${column}: el valor no es válido (use pesos sin centavos, p. ej. $ 15.000).`,
    unknownService: (name: string) => `El servicio «${name}» no existe.`,
    serviceRequired: 'Falta el servicio.',
    numberNotText: (column: string) =>
      `${column}: escríbelo como texto para no perder los ceros a la izquierda (formato Texto en Excel).`,
    invalidStatus: 'El estado debe ser libre, ocupado o expirado.',
    freeWithClient: 'Un perfil libre no lleva cliente: deja vacío el cliente o pon el estado ocupado.',
    clientPhoneWithoutName: 'Hay teléfono pero falta el nombre del cliente.',
    ambiguousClient: (name: string, count: number) =>
      `Hay ${count} clientes llamados «${name}»: escribe su teléfono para saber cuál es.`,
    duplicatePhoneInFile: (row: number) => `Teléfono repetido: ya está en la fila ${row}.`,
    duplicateNameInFile: (row: number) => `Cliente repetido: ya está en la fila ${row}.`,
    phoneExists: (name: string) => `Ya existe un cliente con este teléfono: ${name}.`,
    nameExists: 'Ya existe un cliente con este nombre (sin teléfono para distinguirlos).',
    accountExists: (service: string) => `La cuenta ya existe en ${service}.`,
    accountConflict: (column: string, row: number) =>
      `${column} distinta de la que tiene esta cuenta en la fila ${row}.`,
    duplicateProfile: (name: string, row: number) =>
      `El perfil «${name}» de esta cuenta ya está en la fila ${row}.`,
    tooManyProfiles: (count: number, max: number) =>
      `La cuenta tiene ${count} perfiles y el servicio permite ${max}.`,
  },
} as const;

/** Exportar on the lists and the Importar datos screen (docs/decisions/021). */
export const spreadsheetsUi = {
  export: 'Exportar',
  exporting: 'Exportando…',
  xlsx: 'Excel (.xlsx)',
  csv: 'CSV',
  exportHint: 'Con los filtros actuales',
  importTitle: 'Importar datos',
  importIntro:
    'Carga los clientes o las cuentas que ya llevas en una hoja de cálculo. Primero se revisa el archivo; no se guarda nada hasta que confirmes, y se guarda todo o nada.',
  kindLabel: 'Qué vas a importar',
  kinds: { clients: 'Clientes', accounts: 'Cuentas y perfiles' },
  kindHints: {
    clients: 'Una fila por cliente: Nombre, Teléfono y Tipo (cliente o revendedor).',
    accounts:
      'Una fila por perfil: la cuenta se repite en cada perfil que tiene. Los clientes que no existan se crean con su teléfono.',
  },
  template: 'Plantilla',
  fileLabel: 'Archivo (.xlsx o .csv, máximo 5 MB)',
  review: 'Revisar archivo',
  reviewing: 'Revisando…',
  columns: { row: 'Fila', data: 'Datos', problems: 'Problemas' },
  ok: 'Lista',
  counts: (rows: number, problems: number) =>
    `${rows} ${rows === 1 ? 'fila' : 'filas'} · ${problems === 0 ? 'sin problemas' : `${problems} con problemas`}`,
  willCreate: (clients: number, accounts: number, profiles: number) =>
    `Se crearán ${clients} ${clients === 1 ? 'cliente' : 'clientes'}, ${accounts} ${accounts === 1 ? 'cuenta' : 'cuentas'} y ${profiles} ${profiles === 1 ? 'perfil' : 'perfiles'}.`,
  fixFirst:
    'Corrige las filas con problemas en tu archivo y vuelve a revisarlo: no se importa nada mientras haya problemas.',
  onlyProblems: 'Solo filas con problemas',
  import: 'Importar',
  importing: 'Importando…',
  confirmTitle: 'Confirmar importación',
  confirmBody: (clients: number, accounts: number, profiles: number) =>
    `Se guardarán ${clients} ${clients === 1 ? 'cliente' : 'clientes'}, ${accounts} ${accounts === 1 ? 'cuenta' : 'cuentas'} y ${profiles} ${profiles === 1 ? 'perfil' : 'perfiles'}. ¿Continuar?`,
  done: (clients: number, accounts: number, profiles: number) =>
    `Importación completa: ${clients} ${clients === 1 ? 'cliente' : 'clientes'}, ${accounts} ${accounts === 1 ? 'cuenta' : 'cuentas'} y ${profiles} ${profiles === 1 ? 'perfil' : 'perfiles'}.`,
  startOver: 'Importar otro archivo',
  emptyTitle: 'Aún no has revisado ningún archivo',
  emptyBody: 'Descarga la plantilla, llénala (o usa tu hoja con los mismos títulos) y súbela aquí.',
} as const;
