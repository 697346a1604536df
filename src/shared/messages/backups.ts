// Ajustes → Copias de seguridad, npm run backup and restore.
// What the API answers (…Messages) beside what the screens show (…Ui), worded exactly as the
// specification has them; texts it does not give are ours, in the same register.

// Backups and restore (issue 15, docs/decisions/022).
export const backupsMessages = {
  invalidName: 'Nombre de copia de seguridad inválido.',
  notFound: 'No existe esa copia de seguridad.',
  alreadyRunning: 'Ya se está haciendo una copia de seguridad. Espera a que termine.',
  postgresUnsupported:
    'Con PostgreSQL las copias de seguridad se hacen con pg_dump y se restauran con pg_restore (ver README).',
  created: 'Copia de seguridad creada.',
  // npm run backup / npm run restore: one line each, for whoever runs them.
  cli: {
    postgres:
      'Con PostgreSQL las copias se hacen con pg_dump y se restauran con pg_restore (ver README): estos comandos son para la base SQLite.',
    noDatabase: (file: string) => `No existe la base de datos ${file}.`,
    done: (file: string, megabytes: string) => `Copia de seguridad creada: ${file} (${megabytes} MB).`,
    failed: 'No se pudo hacer la copia de seguridad:',
  },
  restore: {
    usage: 'Uso: npm run restore -- ARCHIVO (una copia cuentas-claras-….db)',
    fileMissing: (file: string) => `No se encuentra el archivo ${file}.`,
    notSqlite: (file: string) => `${file} no es una base de datos SQLite.`,
    corrupt: (file: string, detail: string) => `${file} está dañado (revisión de integridad: ${detail}).`,
    notCuentasClaras: (file: string) => `${file} no es una base de datos de Cuentas Claras.`,
    tooNew: (file: string, migration: string) =>
      `${file} es de una versión más nueva de Cuentas Claras (migración ${migration}): actualiza la aplicación antes de restaurarla.`,
    inUse: (target: string) =>
      `La aplicación (u otro programa) está usando ${target}: detenla antes de restaurar.`,
    done: (target: string) => `Copia restaurada en ${target}.`,
    keptAside: (aside: string) => `La base anterior quedó guardada como ${aside}.`,
    failed: 'No se pudo restaurar:',
  },
} as const;

// Ajustes → Copias de seguridad (issue 15, docs/decisions/022).
export const backupsUi = {
  title: 'Copias de seguridad',
  createNow: 'Hacer copia ahora',
  creating: 'Haciendo copia…',
  running: 'Se está haciendo una copia de seguridad…',
  schedule: (time: string, keep: number) =>
    `La aplicación hace una copia de la base de datos cada día desde las ${time} y guarda las ${keep} más recientes en el servidor; las más antiguas se borran solas.`,
  keyWarning:
    'Las contraseñas y los PIN van cifrados y la clave no se incluye en las copias: guarda con ellas la clave de datos (DATA_KEY, o el archivo .key que está junto a la base de datos). Sin esa clave, las contraseñas y los PIN de una copia no se pueden leer.',
  restoreHint: 'Para restaurar una copia, detén la aplicación y usa npm run restore -- ARCHIVO (ver README).',
  empty: 'Aún no hay copias de seguridad',
  emptyBody: 'Haz la primera con el botón, o espera a la copia diaria.',
  name: 'Copia',
  date: 'Fecha',
  size: 'Tamaño',
  download: 'Descargar',
  downloadOf: (name: string) => `Descargar ${name}`,
  loadFailed: 'Error al cargar las copias de seguridad. Por favor, intente de nuevo.',
  createFailed: 'No se pudo hacer la copia de seguridad.',
  downloadFailed: 'No se pudo descargar la copia de seguridad.',
  postgresTitle: 'Esta instalación usa PostgreSQL',
  postgresBody:
    'Con PostgreSQL la aplicación no hace las copias: se hacen con las herramientas de PostgreSQL, por ejemplo cada noche desde el programador de tareas del servidor, y se guardan fuera de él:',
  postgresDump: 'pg_dump --format=custom --file=cuentas-claras.dump "$DATABASE_URL"',
  postgresRestore: 'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" cuentas-claras.dump',
  postgresRestoreHint: 'Para restaurar, detén la aplicación y ejecuta:',
} as const;
