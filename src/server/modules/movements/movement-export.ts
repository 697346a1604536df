import { formatDisplayDate } from '#shared/domain/business-time';
import { monthKey } from '#shared/domain/periods';
import { MOVEMENT_TYPE_LABELS, type MovementFilter } from '#shared/schemas/movements';
import type { AppContext } from '../../app-context';
import { excelCsv } from '../../lib/csv';
import { listMovementsInScope } from './movement.repository';
import { scopeOf } from './movement.service';

const HEADER = ['Fecha', 'Tipo', 'Monto', 'Cliente', 'Servicio', 'Descripción', 'Registrado por'];

/**
 * GET /api/movements/export: the filtered movements, newest first, as the services export writes
 * a file (lib/csv.ts): dates dd/mm/aaaa, amounts in whole pesos as plain numbers Excel can add.
 */
export async function exportMovementsCsv(ctx: AppContext, filter: MovementFilter) {
  const rows = await listMovementsInScope(ctx.db, scopeOf(filter));
  const body = excelCsv(
    HEADER,
    rows.map((r) => [
      formatDisplayDate(r.date),
      MOVEMENT_TYPE_LABELS[r.type],
      r.amount,
      r.client_name ?? '',
      r.service_name ?? '',
      r.description ?? '',
      r.created_by_name ?? '',
    ]),
  );
  return { filename: fileNameOf(filter), body };
}

/** movimientos[-2026[-11]][-venta].csv */
function fileNameOf({ year, month, type }: MovementFilter) {
  const period = year === undefined ? '' : month === undefined ? `-${year}` : `-${monthKey(year, month)}`;
  return `movimientos${period}${type ? `-${type}` : ''}.csv`;
}
