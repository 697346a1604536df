import { messages } from '#shared/messages/es';
import type { ImportKind, ImportPreview, ImportResult } from '#shared/schemas/spreadsheets';
import type { AppContext, TxContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { readSpreadsheet } from '../../lib/spreadsheet-reader';
import { inTransaction } from '../../lib/transaction';
import { importAccounts } from '../accounts/account-import.service';
import { importClients } from '../clients/client.service';
import { planAccounts } from './account-import';
import { planClients } from './client-import';
import { ACCOUNT_COLUMNS, CLIENT_COLUMNS } from './import-columns';
import { rowsWithProblems } from './import-plan';

// POST /api/import/{kind}/preview and /commit (admin): the same reading and checks both times;
// the commit writes only a file with no problem at all, in one transaction (decision 021).

async function plan(ctx: AppContext, kind: ImportKind, bytes: Buffer) {
  if (kind === 'clients') {
    const planned = await planClients(ctx, await readSpreadsheet(bytes, CLIENT_COLUMNS));
    return { ...planned, accounts: [] };
  }
  return planAccounts(ctx, await readSpreadsheet(bytes, ACCOUNT_COLUMNS));
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
  const planned = await plan(ctx, kind, bytes);
  return {
    kind,
    rows: planned.rows,
    rowsWithProblems: rowsWithProblems(planned.rows),
    willCreate: willCreate(planned),
  };
}

/**
 * Checks the file again inside the transaction (the database may have changed since the
 * preview) and writes it through the clients' and accounts' batch imports, all or nothing.
 */
export function commitImport(ctx: AppContext, kind: ImportKind, bytes: Buffer): Promise<ImportResult> {
  return inTransaction(ctx, async (tx) => {
    const planned = await plan(tx, kind, bytes);
    const problems = rowsWithProblems(planned.rows);
    if (problems > 0) throw new AppError(400, messages.spreadsheets.hasProblems(problems));
    await write(tx, planned);
    return { kind, created: willCreate(planned) };
  });
}

async function write(tx: TxContext, planned: Plan) {
  const clientIds = await importClients(tx, planned.clients);
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
  );
}
