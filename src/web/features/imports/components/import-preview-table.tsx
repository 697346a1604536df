import { CheckCircle2 } from 'lucide-react';
import { spreadsheetsUi } from '#shared/messages/spreadsheets';
import type { ImportRow } from '#shared/schemas/spreadsheets';
import { Table, Td, Th } from '@/components/ui/table';

/** The preview: each row of the file with its number, what it holds and what is wrong with it. */
export function ImportPreviewTable({ rows }: { rows: ImportRow[] }) {
  return (
    <div className="overflow-x-auto">
      <Table>
        <thead>
          <tr>
            <Th className="w-16">{spreadsheetsUi.columns.row}</Th>
            <Th>{spreadsheetsUi.columns.data}</Th>
            <Th>{spreadsheetsUi.columns.problems}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.row}
              data-testid="import-row"
              className={row.problems.length ? 'bg-danger/5' : undefined}
            >
              <Td className="tabular-nums">{row.row}</Td>
              <Td className="break-words">{row.summary}</Td>
              <Td>
                {row.problems.length === 0 ? (
                  <span className="inline-flex items-center gap-1 text-success">
                    <CheckCircle2 aria-hidden className="size-4" />
                    {spreadsheetsUi.ok}
                  </span>
                ) : (
                  <ul className="list-disc space-y-0.5 pl-4 text-danger">
                    {row.problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                )}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
