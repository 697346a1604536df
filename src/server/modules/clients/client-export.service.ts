import { formatPhone } from '#shared/domain/phone';
import { CLIENT_TYPE_LABELS, type Client } from '#shared/schemas/clients';
import type { AppContext } from '../../app-context';
import { exportName } from '../../lib/export-name';
import { pagesOf, type Column, type SheetSpec } from '../../lib/spreadsheet';
import { listClients } from './client.repository';
import { searchOf, toClient } from './client.service';

// The titles the clients import reads back (Nombre, Teléfono, Tipo), plus the count.
const COLUMNS: Column<Client>[] = [
  { header: 'Nombre', value: (c) => c.name, width: 28 },
  { header: 'Teléfono', value: (c) => formatPhone(c.phone), width: 18 },
  { header: 'Tipo', value: (c) => CLIENT_TYPE_LABELS[c.type] },
  { header: 'Perfiles activos', kind: 'number', value: (c) => c.active_profiles_count },
];

/** GET /api/clients/export: the Clientes list with its search, in its order (by name). */
export function exportClients(
  ctx: AppContext,
  search: string | undefined,
): { name: string; spec: SheetSpec<Client> } {
  const filter = searchOf(ctx, search);
  return {
    name: exportName(ctx, 'clientes'),
    spec: {
      columns: COLUMNS,
      sheetName: 'Clientes',
      pages: pagesOf(async (offset, limit) =>
        (await listClients(ctx.db, filter, { offset, limit })).map(toClient),
      ),
    },
  };
}
