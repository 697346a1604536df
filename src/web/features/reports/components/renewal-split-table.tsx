import clsx from 'clsx';
import { reportsUi } from '#shared/messages/reports';
import type { RenewalBucket, RenewalFigures } from '#shared/schemas/reports';
import { focusRing } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table, Td, Th } from '@/components/ui/table';
import { formatRate, pesos } from './renewal-format';

export interface SplitRow extends RenewalFigures {
  key: string;
  name: string;
  /** Opens the list behind one of the row's numbers; absent when the row cannot be filtered. */
  onOpen?: (bucket: RenewalBucket, label: string) => void;
}

const col = reportsUi.columns;

/** The figures split by service or by staff member, one row each; the counts open their lists. */
export function RenewalSplitTable({
  title,
  nameColumn,
  rows,
}: {
  title: string;
  nameColumn: string;
  rows: SplitRow[];
}) {
  const headingId = `split-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Card className="overflow-hidden">
      <h3 id={headingId} className="px-3 pt-3 text-base font-semibold">
        {title}
      </h3>
      <Table aria-labelledby={headingId}>
        <thead>
          <tr>
            <Th>{nameColumn}</Th>
            <Th className="text-right">{col.due}</Th>
            <Th className="text-right">{col.renewed}</Th>
            <Th className="text-right">{col.renewedAmount}</Th>
            <Th className="text-right">{col.lost}</Th>
            <Th className="text-right">{col.lostAmount}</Th>
            <Th className="text-right">{col.reminded}</Th>
            <Th className="text-right">{col.rateWithReminder}</Th>
            <Th className="text-right">{col.rateWithoutReminder}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <Td className="font-medium">{row.name}</Td>
              <Count row={row} bucket="due" value={row.due} label={`${col.due} · ${row.name}`} />
              <Count row={row} bucket="renewed" value={row.renewed} label={`${col.renewed} · ${row.name}`} />
              <Td className="text-right tabular-nums whitespace-nowrap">{pesos(row.renewedAmount)}</Td>
              <Count row={row} bucket="lost" value={row.lost} label={`${col.lost} · ${row.name}`} />
              <Td className="text-right tabular-nums whitespace-nowrap">{pesos(row.lostAmount)}</Td>
              <Count
                row={row}
                bucket="reminded"
                value={row.reminded}
                label={`${col.reminded} · ${row.name}`}
              />
              <Td className="text-right tabular-nums">{formatRate(row.rateWithReminder)}</Td>
              <Td className="text-right tabular-nums">{formatRate(row.rateWithoutReminder)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}

function Count({
  row,
  bucket,
  value,
  label,
}: {
  row: SplitRow;
  bucket: RenewalBucket;
  value: number;
  label: string;
}) {
  return (
    <Td className="text-right tabular-nums">
      {row.onOpen && value > 0 ? (
        <button
          type="button"
          onClick={() => row.onOpen?.(bucket, label)}
          aria-label={`${label}: ${value}. ${reportsUi.showList(label)}`}
          className={clsx(
            'rounded px-1 font-medium text-primary underline-offset-2 hover:underline',
            focusRing,
          )}
        >
          {value}
        </button>
      ) : (
        value
      )}
    </Td>
  );
}
