import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dialectOf } from '../db/database';
import { parseDataKey } from './credential-cipher';

// Where the data key lives when DATA_KEY is not set (docs/decisions/017), and how it is written:
// never half a file, never readable by other users of the machine. Backups need to know this
// file: a copy of the database without it cannot show a single password.

/** A start-up failure about the data key: one line for the operator, and the app does not start. */
export class DataKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataKeyError';
  }
}

/**
 * The key file of a database: beside an SQLite file, named after it (data/app.db →
 * data/app.db.key), so the two travel together; for PostgreSQL (or an in-memory SQLite)
 * ./data/data.key, relative to where the app is started.
 */
export function dataKeyFileFor(databaseUrl: string): string {
  const file = databaseUrl.slice('file:'.length);
  if (dialectOf(databaseUrl) === 'sqlite' && file !== ':memory:') return `${path.resolve(file)}.key`;
  return path.resolve('data', 'data.key');
}

/**
 * PostgreSQL is shared by every instance, but a key file is per machine: each machine would
 * generate its own and every instance after the first would be refused at start. DATA_KEY is
 * not required (a single server works with the file), but the start says so.
 */
export function sharedDatabaseKeyWarning(databaseUrl: string, dataKey: string | undefined): string | null {
  if (dialectOf(databaseUrl) !== 'postgres' || dataKey !== undefined) return null;
  return (
    `La clave de datos viene de ${dataKeyFileFor(databaseUrl)} y la base es PostgreSQL: si hay más de ` +
    'una instancia o máquina, define la misma DATA_KEY en todas (con el contenido de ese archivo), o las demás no podrán iniciar'
  );
}

/** Where a rotation writes the new key before its transaction commits (see key-rotation.service). */
export const pendingKeyFile = (keyFile: string) => `${keyFile}.next`;

/** Where a rotation keeps the key it replaced: old backups were sealed with it. */
export const retiredKeyFile = (keyFile: string, keyId: string) => `${keyFile}.${keyId}.old`;

/** The key in a key file, or null when there is no such file. */
export function readDataKeyFile(file: string): Buffer | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new DataKeyError(`No se pudo leer el archivo de clave ${file}: ${(error as Error).message}`);
  }
  const key = parseDataKey(text);
  if (!key)
    throw new DataKeyError(
      `El archivo de clave ${file} no contiene una clave válida (32 bytes en base64 o 64 caracteres hexadecimales)`,
    );
  return key;
}

/** Writes a whole file beside `file` (mode 0600, on disk) and answers its name. */
function writeTemp(file: string, content: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = fs.openSync(temp, 'wx', 0o600);
  try {
    fs.writeSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return temp;
}

/** The rename itself reaches the disk only once the folder is synced. */
function syncFolder(file: string) {
  const fd = fs.openSync(path.dirname(file), 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Creates the key file only if there is none: two instances starting at once on a fresh database
 * must end with one key, so the loser answers false and reads the winner's file.
 */
export function createDataKeyFile(file: string, keyText: string): boolean {
  const temp = writeTemp(file, `${keyText}\n`);
  try {
    // A hard link fails when the name exists, where a rename would replace it.
    fs.linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  syncFolder(file);
  return true;
}

/** Writes `file` whole or not at all (temporary file, then rename), replacing what was there. */
export function replaceDataKeyFile(file: string, keyText: string) {
  fs.renameSync(writeTemp(file, `${keyText}\n`), file);
  syncFolder(file);
}

/** Moves a file to another name (same folder), durably. */
export function moveKeyFile(from: string, to: string) {
  fs.renameSync(from, to);
  syncFolder(to);
}
