import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';
import { filterParams, type MovementFilterValues } from './get-movements';

/** GET /api/movements/export?month&year&type: the filtered movements as a CSV for Excel. */
export const exportMovements = (filter: MovementFilterValues) =>
  downloadFile(`/api/movements/export?${filterParams(filter)}`, 'movimientos.csv');

export const useExportMovements = () => useMutation({ mutationFn: exportMovements });
