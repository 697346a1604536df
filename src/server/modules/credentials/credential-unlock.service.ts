import { sql } from 'kysely';
import type { Db } from '../../app-context';
import type { AppDatabase } from '../../db/database';
import {
  CredentialCipher,
  generateDataKey,
  isSealed,
  parseDataKey,
  sealedKeyId,
} from '../../lib/credential-cipher';
import { useCredentialCipher } from '../../lib/credentials';
import {
  createDataKeyFile,
  DataKeyError,
  moveKeyFile,
  pendingKeyFile,
  readDataKeyFile,
  retiredKeyFile,
} from '../../lib/data-key-file';
import { nowIso } from '../../lib/time';
import {
  insertCanary,
  readCanary,
  rewriteStoredValues,
  SEALED_COLUMNS,
  sealedLookingValues,
  updateCanary,
  type SealedColumn,
  type StoredValue,
} from './credential.repository';

/** The text the canary seals: opening it proves the key is the database's. */
export const CANARY_TEXT = 'cuentas-claras';

export interface KeySource {
  /** DATA_KEY, when set: it wins over the key file. */
  dataKey?: string | undefined;
  /** The key file (lib/data-key-file: dataKeyFileFor) used when DATA_KEY is not set. */
  keyFile: string;
}

export interface Unlocked {
  cipher: CredentialCipher;
  /**
   * Where the key came from; 'generated' is a first start, whose new file must be backed up;
   * 'rotation' finished a rotation that stopped midway; 'retired' found the database under a
   * retired key (a backup from before a rotation) and sealed it again with the current one.
   */
  origin: 'DATA_KEY' | 'file' | 'generated' | 'rotation' | 'retired';
  /** With origin 'retired': the key id the database was under. */
  retiredKeyId?: string;
  /** Clear-text passwords and PINs found (a database from before encryption) and sealed now. */
  sealedNow: number;
}

/**
 * Start-up, after the migrations: finds the data key, proves it against the database, seals
 * any clear-text credential left from before, and installs the key for the repositories. A key
 * that cannot read this database stops the start here, with one line saying what to fix.
 */
export async function unlockCredentials(database: AppDatabase, source: KeySource): Promise<Unlocked> {
  const { db } = database;
  const canary = await readCanary(db);
  // A database whose canary was lost still proves the key by any sealed value it holds.
  const proof = canary ?? (await anySealedValue(db));
  const chosen = await chooseKey(source, proof);
  const { cipher } = chosen;
  // Under a retired key the canary is sealed again with the values, in the same transaction.
  const canaryStep = canary === null ? 'insert' : chosen.origin === 'retired' ? 'reseal' : 'keep';
  const sealedNow = await sealLeftovers(database, cipher, canaryStep, source);
  useCredentialCipher(cipher);
  return { ...chosen, sealedNow };
}

const opens = (cipher: CredentialCipher, sealed: string) => {
  try {
    return cipher.open(sealed) !== undefined;
  } catch {
    return false;
  }
};

async function anySealedValue(db: Db) {
  for (const column of SEALED_COLUMNS) {
    const value = (await sealedLookingValues(db, column, 100)).find(isSealed);
    if (value !== undefined) return value;
  }
  return null;
}

function wrongKey(source: string, cipher: CredentialCipher, proof: string, advice: string) {
  return new DataKeyError(
    `${source} no es la clave con la que se cifraron las contraseñas de esta base de datos ` +
      `(la clave es ${cipher.keyId}, los datos usan ${sealedKeyId(proof) ?? 'otra'}). ${advice}`,
  );
}

async function chooseKey(source: KeySource, proof: string | null): Promise<Omit<Unlocked, 'sealedNow'>> {
  if (source.dataKey !== undefined) {
    const key = parseDataKey(source.dataKey);
    if (!key) throw new DataKeyError('DATA_KEY debe ser 32 bytes en base64 o 64 caracteres hexadecimales');
    const cipher = new CredentialCipher(key);
    if (proof !== null && !opens(cipher, proof))
      throw wrongKey('DATA_KEY', cipher, proof, 'Define la clave correcta; sin ella no se pueden leer.');
    return { cipher, origin: 'DATA_KEY' };
  }
  const { keyFile } = source;
  const stored = readDataKeyFile(keyFile);
  if (stored) {
    const cipher = new CredentialCipher(stored);
    if (proof === null || opens(cipher, proof)) return { cipher, origin: 'file' };
    const finished = finishRotation(keyFile, cipher, proof);
    if (finished) return { cipher: finished, origin: 'rotation' };
    // A backup from before a rotation (restored, or copied by hand) is under the key the
    // rotation kept as <file>.<keyId>.old: sealLeftovers opens every value with it.
    const retiredKeyId = sealedKeyId(proof);
    const retired = retiredKeyId === null ? null : readDataKeyFile(retiredKeyFile(keyFile, retiredKeyId));
    if (retired && opens(new CredentialCipher(retired), proof))
      return { cipher, origin: 'retired', retiredKeyId: retiredKeyId! };
    throw wrongKey(
      keySourceName(source),
      cipher,
      proof,
      'Restaura el archivo correcto desde tu copia de seguridad o define DATA_KEY.',
    );
  }
  // A rotation that stopped between its two renames left no key file, the new key pending.
  const pending = proof === null ? null : readDataKeyFile(pendingKeyFile(keyFile));
  if (pending && opens(new CredentialCipher(pending), proof!)) {
    try {
      moveKeyFile(pendingKeyFile(keyFile), keyFile);
    } catch (error) {
      // Another instance starting at the same moment moved it first.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return { cipher: new CredentialCipher(pending), origin: 'rotation' };
  }
  if (proof !== null)
    throw new DataKeyError(
      `Falta la clave de datos: esta base de datos guarda contraseñas cifradas, pero no existe ${keyFile} ` +
        'y DATA_KEY no está definida. Restaura ese archivo desde tu copia de seguridad o define DATA_KEY.',
    );
  const generated = generateDataKey();
  if (createDataKeyFile(keyFile, generated))
    return { cipher: new CredentialCipher(generated), origin: 'generated' };
  // Another instance starting at the same moment wrote it first: use theirs.
  return { cipher: new CredentialCipher(readDataKeyFile(keyFile)!), origin: 'file' };
}

/**
 * A rotation commits the database under the new key, then puts the new key file in place. If it
 * stopped in between, the new key waits in the pending file: finish the job rather than refuse.
 */
function finishRotation(keyFile: string, current: CredentialCipher, proof: string) {
  const pending = readDataKeyFile(pendingKeyFile(keyFile));
  if (!pending) return null;
  const next = new CredentialCipher(pending);
  if (!opens(next, proof)) return null;
  moveKeyFile(keyFile, retiredKeyFile(keyFile, current.keyId));
  moveKeyFile(pendingKeyFile(keyFile), keyFile);
  return next;
}

/** What every value sealed with this key starts with. */
export const sealedPrefix = (cipher: CredentialCipher) => `v1:${cipher.keyId}:`;

/**
 * Brings every stored credential under the current key, in one transaction, and stores the
 * canary on a first run (or seals it again, when the database was under a retired key). Idempotent: values already sealed with this key are not even read.
 * - clear text (a database from before encryption, a restored old backup): sealed;
 * - sealed with a retired key (an instance still running through a rotation wrote it): opened
 *   with the retired key file the rotation kept, and sealed again; without that file, the start
 *   stops and names the key, rather than showing an error on every request that reads it.
 */
async function sealLeftovers(
  database: AppDatabase,
  cipher: CredentialCipher,
  canaryStep: 'insert' | 'reseal' | 'keep',
  source: KeySource,
) {
  const firstRun = canaryStep === 'insert';
  const { db, dialect } = database;
  const retired = new Map<string, CredentialCipher | null>();
  const retiredCipher = (keyId: string) => {
    if (!retired.has(keyId)) {
      const key =
        source.dataKey === undefined ? readDataKeyFile(retiredKeyFile(source.keyFile, keyId)) : null;
      retired.set(keyId, key && new CredentialCipher(key));
    }
    return retired.get(keyId)!;
  };
  const reseal = ({ id, value }: StoredValue, { table, column }: SealedColumn) => {
    const keyId = isSealed(value) ? sealedKeyId(value)! : null;
    if (keyId === null) return cipher.seal(value);
    // Already under this key: a first run walks every value, and another instance starting at
    // the same moment (or this one, before the canary was lost) may have sealed it.
    if (keyId === cipher.keyId) return null;
    const old = retiredCipher(keyId);
    if (!old)
      throw new DataKeyError(
        `${table}.${column} (id ${id}) está cifrado con la clave ${keyId}, que no es la actual (${cipher.keyId}) ` +
          `y no se encuentra ${retiredKeyFile(source.keyFile, keyId)}. Restaura ese archivo desde tu copia de seguridad.`,
      );
    return cipher.seal(old.open(value));
  };
  // SQLite keeps the bytes of a replaced value in the page's free space unless told to zero them.
  if (dialect === 'sqlite') await sql`pragma secure_delete = on`.execute(db);
  let sealed: number;
  try {
    sealed = await db.transaction().execute(async (tx) => {
      if (firstRun) {
        await insertCanary(tx, cipher.seal(CANARY_TEXT), nowIso(new Date()));
        // Another instance may have stored its canary first (this one waited on that row).
        const stored = await readCanary(tx);
        if (stored !== null && !opens(cipher, stored))
          throw wrongKey(
            keySourceName(source),
            cipher,
            stored,
            'Todas las instancias deben usar la misma clave.',
          );
      }
      if (canaryStep === 'reseal') await updateCanary(tx, cipher.seal(CANARY_TEXT), nowIso(new Date()));
      // A first run checks every value: a clear-text password could itself start like a sealed one.
      return rewriteStoredValues(tx, reseal, firstRun ? undefined : sealedPrefix(cipher));
    });
  } finally {
    if (dialect === 'sqlite') await sql`pragma secure_delete = off`.execute(db);
  }
  if (sealed > 0) await dropClearCopies(database);
  return sealed;
}

const keySourceName = (source: KeySource) =>
  source.dataKey !== undefined ? 'DATA_KEY' : `El archivo de clave ${source.keyFile}`;

/**
 * The clear values must not linger in the files either. SQLite: the new pages (whose old bytes
 * were zeroed) are copied from the WAL into the database file, and the WAL emptied. PostgreSQL:
 * the old row versions are dead tuples until the tables are rewritten; this runs once, on the
 * start that sealed them (the tables are locked for the rewrite, a moment for a shop's rows).
 */
async function dropClearCopies({ db, dialect }: AppDatabase) {
  if (dialect === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  else await sql`vacuum full accounts, profiles`.execute(db);
}
