import { searchKey } from '#shared/domain/text-search';
import type { Service } from '#shared/schemas/services';
import type { AppContext } from '../../app-context';
import { exportName } from '../../lib/export-name';
import { pagesOf, type Column, type SheetSpec } from '../../lib/spreadsheet';
import { listServices } from './service.repository';
import { toService } from './service.service';

const COLUMNS: Column<Service>[] = [
  { header: 'Servicio', value: (s) => s.name, width: 24 },
  { header: 'Precio', kind: 'money', value: (s) => s.price },
  { header: 'Máx. perfiles', kind: 'number', value: (s) => s.maxProfiles },
  { header: 'Cuentas', kind: 'number', value: (s) => s.accounts_count },
  { header: 'Enlace del producto', value: (s) => s.url, width: 40 },
];

/** GET /api/services/export: the Servicios list with its search, in its order (by name). */
export function exportServices(
  ctx: AppContext,
  search: string | undefined,
): { name: string; spec: SheetSpec<Service> } {
  const key = search ? searchKey(search) || undefined : undefined;
  return {
    name: exportName(ctx, 'servicios'),
    spec: {
      columns: COLUMNS,
      sheetName: 'Servicios',
      pages: pagesOf(async (offset, limit) =>
        (await listServices(ctx.db, key, { offset, limit })).map(toService),
      ),
    },
  };
}
