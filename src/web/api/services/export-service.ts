import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';

/** GET /api/services/{id}/export: the service's accounts and profiles as a CSV for Excel. */
export const exportService = (id: number) =>
  downloadFile(`/api/services/${id}/export`, `servicio-${id}-cuentas.csv`);

export const useExportService = () => useMutation({ mutationFn: exportService });
