import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ImportKind,
  ImportPreview,
  ImportResult,
  SpreadsheetFormat,
} from '#shared/schemas/spreadsheets';
import { upload } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';

export interface ImportFileInput {
  kind: ImportKind;
  file: File;
}

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** POST /api/import/{kind}/preview: each row's problems; nothing is written. */
export const previewImport = ({ kind, file }: ImportFileInput) =>
  upload<ImportPreview>(`/api/import/${kind}/preview`, formOf(file));

/** POST /api/import/{kind}/commit: the same file again, written all or nothing. */
export const commitImport = ({ kind, file }: ImportFileInput) =>
  upload<ImportResult>(`/api/import/${kind}/commit`, formOf(file));

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });

/** Every list may hold new rows afterwards (clients, accounts, counts, the dashboard). */
export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: commitImport, onSuccess: () => queryClient.invalidateQueries() });
}

/** GET /api/import/{kind}/template?format: the columns the import reads, with examples. */
export const downloadTemplate = (kind: ImportKind, format: SpreadsheetFormat) =>
  downloadFile(`/api/import/${kind}/template?format=${format}`, `plantilla.${format}`);

export const useDownloadTemplate = () =>
  useMutation({
    mutationFn: ({ kind, format }: { kind: ImportKind; format: SpreadsheetFormat }) =>
      downloadTemplate(kind, format),
  });
