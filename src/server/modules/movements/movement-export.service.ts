import { monthKey } from '#shared/domain/periods';
import { MOVEMENT_TYPE_LABELS, type MovementFilter } from '#shared/schemas/movements';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context';
import type { MovementsTable } from '../../db/schema';
import { pagesOf, type Column, type SheetSpec } from '../../lib/spreadsheet';
import { listMovementPage } from './movement.repository';
import { scopeOf } from './movement.service';

type MovementRow = Selectable<MovementsTable>;

const COLUMNS: Column<MovementRow>[] = [
  { header: 'Fecha', kind: 'date', value: (r) => r.date },
  { header: 'Tipo', value: (r) => MOVEMENT_TYPE_LABELS[r.type] },
  { header: 'Monto', kind: 'money', value: (r) => r.amount },
  { header: 'Cliente', value: (r) => r.client_name ?? '', width: 24 },
  { header: 'Servicio', value: (r) => r.service_name ?? '', width: 18 },
  { header: 'Descripción', value: (r) => r.description ?? '', width: 36 },
  { header: 'Registrado por', value: (r) => r.created_by_name ?? '', width: 18 },
];

/**
 * GET /api/movements/export: the filtered movements, newest first, a page at a time in the
 * list's order (lib/spreadsheet.ts): dates dd/mm/aaaa, amounts in whole pesos Excel can add.
 */
export function exportMovements(
  ctx: AppContext,
  filter: MovementFilter,
): { name: string; spec: SheetSpec<MovementRow> } {
  const scope = scopeOf(filter);
  return {
    name: fileNameOf(filter),
    spec: {
      columns: COLUMNS,
      sheetName: 'Movimientos',
      pages: pagesOf((offset, limit) => listMovementPage(ctx.db, scope, limit, offset), { limit: 1000 }),
    },
  };
}

/** movimientos[-2026[-11]][-venta] */
function fileNameOf({ year, month, type }: MovementFilter) {
  const period = year === undefined ? '' : month === undefined ? `-${year}` : `-${monthKey(year, month)}`;
  return `movimientos${period}${type ? `-${type}` : ''}`;
}
