import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { spreadsheetsMessages, spreadsheetsUi } from '#shared/messages/spreadsheets';
import type { SpreadsheetFormat } from '#shared/schemas/spreadsheets';
import { errorMessage } from '@/lib/api-error';
import { downloadFile } from '@/lib/download';
import { useTimedNotice } from '@/lib/use-timed-notice';
import { Button } from './button';
import { MenuContent, MenuLabel, menuItemClass } from './menu';
import { Toast } from './toast';

export interface ExportMenuProps {
  /** The list's export endpoint, e.g. /api/clients/export. */
  path: string;
  /** The list's current filters; empty values are left out. */
  params?: Record<string, string | number | boolean | null | undefined> | URLSearchParams;
  /** A name for the file when the answer gives none. */
  fileName: string;
}

const FORMATS: [SpreadsheetFormat, string][] = [
  ['xlsx', spreadsheetsUi.xlsx],
  ['csv', spreadsheetsUi.csv],
];

function urlOf(path: string, params: ExportMenuProps['params'], format: SpreadsheetFormat) {
  const search = new URLSearchParams();
  const entries = params instanceof URLSearchParams ? [...params] : Object.entries(params ?? {});
  for (const [key, value] of entries) {
    if (value !== null && value !== undefined && value !== '' && value !== false)
      search.set(key, String(value));
  }
  search.set('format', format);
  return `${path}?${search}`;
}

/** Exportar on a list: the rows the current filters show, as Excel (.xlsx) or CSV. */
export function ExportMenu({ path, params, fileName }: ExportMenuProps) {
  const { notice, showError } = useTimedNotice();
  const download = useMutation({
    mutationFn: (format: SpreadsheetFormat) =>
      downloadFile(urlOf(path, params, format), `${fileName}.${format}`),
    onError: (error) => showError(errorMessage(error, spreadsheetsMessages.exportFailed)),
  });
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button variant="secondary" disabled={download.isPending}>
            <Download aria-hidden className="size-4" />
            {download.isPending ? spreadsheetsUi.exporting : spreadsheetsUi.export}
          </Button>
        </DropdownMenu.Trigger>
        <MenuContent align="end">
          <MenuLabel>{spreadsheetsUi.exportHint}</MenuLabel>
          {FORMATS.map(([format, label]) => (
            <DropdownMenu.Item
              key={format}
              className={menuItemClass}
              onSelect={() => download.mutate(format)}
            >
              {label}
            </DropdownMenu.Item>
          ))}
        </MenuContent>
      </DropdownMenu.Root>
      <Toast notice={notice} />
    </>
  );
}
