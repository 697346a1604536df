import { formatPhone, normalizePhone } from '#shared/domain/phone';
import { cellText, sheetChoice, sheetPhone } from '#shared/domain/sheet-values';
import { searchKey } from '#shared/domain/text-search';
import { spreadsheetsMessages } from '#shared/messages/spreadsheets';
import {
  CLIENT_TYPE_LABELS,
  clientInputSchema,
  type ClientInput,
  type ClientType,
} from '#shared/schemas/clients';
import type { ImportRow } from '#shared/schemas/spreadsheets';
import type { AppContext } from '../../app-context';
import type { SheetRow } from '../../lib/spreadsheet-reader';
import { knownClients } from '../clients/client-lookup.service';
import { issuesOf, RowProblems } from './import-problems.mapper';

const r = spreadsheetsMessages.row;

/** The words a sheet may write for each client type. */
export const CLIENT_TYPE_WORDS: Record<string, ClientType> = {
  cliente: 'cliente',
  revendedor: 'revendedor',
  revendedora: 'revendedor',
  distribuidor: 'revendedor',
};

export interface ClientPlan {
  rows: ImportRow[];
  clients: ClientInput[];
}

/**
 * Clients sheet: one row per client (Nombre, Teléfono, Tipo). A client is a duplicate when its
 * phone is already in the file or the database; without a phone, when its name is (nobody could
 * tell the two apart on the Clientes screen).
 */
export async function planClients(ctx: AppContext, sheet: SheetRow[]): Promise<ClientPlan> {
  const parsed = sheet.map(({ row, cells }) => {
    const problems = new RowProblems();
    const typeText = cellText(cells.type ?? null);
    const type =
      typeText === '' ? 'cliente' : (sheetChoice(cells.type ?? null, CLIENT_TYPE_WORDS) ?? typeText);
    const result = clientInputSchema.safeParse({
      name: cellText(cells.name ?? null),
      phone: sheetPhone(cells.phone ?? null),
      type,
    });
    if (!result.success) issuesOf(result.error).forEach((issue) => problems.add(issue));
    // Who the row names, for the duplicate checks, even when another cell (the type) is wrong.
    const phone = normalizePhone(sheetPhone(cells.phone ?? null));
    const nameKey = searchKey(cellText(cells.name ?? null));
    const identity = phone.ok && nameKey ? { phone: phone.phone, nameKey } : null;
    return { row, problems, input: result.success ? result.data : null, identity, cells };
  });

  const named = parsed.flatMap((p) => (p.identity ? [p.identity] : []));
  const known = await knownClients(
    ctx,
    named.flatMap((c) => (c.phone ? [c.phone] : [])),
    named.filter((c) => !c.phone).map((c) => c.nameKey),
  );
  const firstRowOf = new Map<string, number>();
  for (const { row, problems, identity } of parsed) {
    if (!identity) continue;
    const key = identity.phone ? `p:${identity.phone}` : `n:${identity.nameKey}`;
    const earlier = firstRowOf.get(key);
    if (earlier !== undefined)
      problems.add(identity.phone ? r.duplicatePhoneInFile(earlier) : r.duplicateNameInFile(earlier));
    else firstRowOf.set(key, row);
    if (identity.phone) {
      const holder = known.byPhone.get(identity.phone);
      if (holder) problems.add(r.phoneExists(holder.name));
    } else if (known.byName.has(identity.nameKey)) problems.add(r.nameExists);
  }

  return {
    rows: parsed.map(({ row, problems, input, cells }) => ({
      row,
      summary: input
        ? [input.name, formatPhone(input.phone) || '—', CLIENT_TYPE_LABELS[input.type]].join(' · ')
        : [cellText(cells.name ?? null), cellText(cells.phone ?? null), cellText(cells.type ?? null)]
            .filter(Boolean)
            .join(' · '),
      problems: problems.problems,
    })),
    clients: parsed.flatMap((p) => (p.input ? [p.input] : [])),
  };
}
