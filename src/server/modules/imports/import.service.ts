import { sql } from 'kysely';
import { spreadsheetsMessages } from '#shared/messages/spreadsheets';
import type { ImportKind, ImportPreview, ImportResult } from '#shared/schemas/spreadsheets';
import type { AppContext, TxContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { readSpreadsheet, type SheetRow } from '../../lib/spreadsheet-reader';
import { inTransaction } from '../../lib/transaction';
import { importAccounts } from '../accounts/batch/account-batch.service';
import { importClients } from '../clients/client.service';
import type { Actor } from '../../identity/actor';
import { planAccounts } from './account-sheet.service';
import { planClients } from './client-sheet.service';
import { ACCOUNT_COLUMNS, CLIENT_COLUMNS } from './import-columns.data';
import { rowsWithProblems } from './import-problems.mapper';

// POST /api/import/{kind}/preview and /commit (admin): the same reading and checks both times;
// the commit writes only a file with no problem at all, in one transaction (decision 021).

/** The file's rows by the kind's columns: pure parsing, no database. */
const read = (kind: ImportKind, bytes: Buffer) =>
  readSpreadsheet(bytes, kind === 'clients' ? CLIENT_COLUMNS : ACCOUNT_COLUMNS);

async function plan(ctx: AppContext, kind: ImportKind, sheet: SheetRow[]) {
  if (kind === 'clients') return { ...(await planClients(ctx, sheet)), accounts: [] };
  return planAccounts(ctx, sheet);
}

type Plan = Awaited<ReturnType<typeof plan>>;

const willCreate = (planned: Plan) => ({
  clients: planned.clients.length,
  accounts: planned.accounts.length,
  profiles: planned.accounts.reduce((sum, a) => sum + a.input.profiles.length, 0),
});

export async function previewImport(
  ctx: AppContext,
  kind: ImportKind,
  bytes: Buffer,
): Promise<ImportPreview> {
  const planned = await plan(ctx, kind, await read(kind, bytes));
  return {
    kind,
    rows: planned.rows,
    rowsWithProblems: rowsWithProblems(planned.rows),
    willCreate: willCreate(planned),
  };
}

/**
 * Any number that names the import lock: two commits at once would each read "no such client
 * yet" (READ COMMITTED) and both write it, as nothing unique stops a second client of that name.
 */
const IMPORT_LOCK = 7_242_001;

/**
 * Reads the file before the transaction (exceljs on up to 5 MB takes a while, and an SQLite write
 * transaction holds every other request meanwhile), then checks it again inside the transaction
 * (the database may have changed since the preview) and writes it through the clients' and
 * accounts' batch imports, all or nothing. On PostgreSQL the commits take turns (a transaction
 * advisory lock), so the second of two sees the first's rows as duplicates; SQLite writes one
 * transaction at a time already.
 */
export async function commitImport(
  ctx: AppContext,
  actor: Actor,
  kind: ImportKind,
  bytes: Buffer,
): Promise<ImportResult> {
  const sheet = await read(kind, bytes);
  return inTransaction(ctx, async (tx) => {
    if (tx.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`.execute(tx.db);
    const planned = await plan(tx, kind, sheet);
    const problems = rowsWithProblems(planned.rows);
    if (problems > 0) throw new AppError(400, spreadsheetsMessages.hasProblems(problems));
    await write(tx, actor, planned);
    return { kind, created: willCreate(planned) };
  });
}

/**
 * Each client, account and profile created gets an import line in the trail, by the admin who
 * committed the file.
 */
async function write(tx: TxContext, actor: Actor, planned: Plan) {
  const clientIds = await importClients(tx, planned.clients, { actor });
  await importAccounts(
    tx,
    planned.accounts.map(({ input, holders }) => ({
      ...input,
      profiles: input.profiles.map((profile, i) => {
        const holder = holders[i];
        const clientId = !holder ? null : 'id' in holder ? holder.id : clientIds[holder.newIndex]!;
        return { ...profile, clientId };
      }),
    })),
    actor,
  );
}
