import { receivablesMessages as m } from '#shared/messages/receivables';
import type { Statement, StatementLine } from '#shared/schemas/payments';
import type { AppContext } from '../../../app-context';
import { exportName } from '../../../lib/export-name';
import { onePage, type Column, type SheetSpec } from '../../../lib/spreadsheet';

type Row = Pick<StatementLine, 'date' | 'description' | 'balance'> & {
  kind: StatementLine['kind'] | null;
  amount: number | null;
};

const COLUMNS: Column<Row>[] = [
  { header: m.columns.date, kind: 'date', value: (r) => r.date },
  { header: m.columns.kind, value: (r) => (r.kind ? m.kindLabels[r.kind] : ''), width: 14 },
  { header: m.columns.description, value: (r) => r.description, width: 44 },
  { header: m.columns.amount, kind: 'money', value: (r) => r.amount, width: 14 },
  { header: m.columns.balance, kind: 'money', value: (r) => r.balance, width: 14 },
];

/** The estado de cuenta as a sheet: the saldo anterior, its lines, the saldo final. */
export function statementSheet(
  ctx: AppContext,
  statement: Statement,
): { name: string; spec: SheetSpec<Row> } {
  const first = statement.from ?? statement.lines[0]?.date ?? null;
  const last = statement.to ?? statement.lines.at(-1)?.date ?? null;
  const rows: Row[] = [
    {
      date: first ?? '',
      kind: null,
      description: m.openingLine,
      amount: null,
      balance: statement.openingBalance,
    },
    ...statement.lines,
    {
      date: last ?? '',
      kind: null,
      description: m.closingLine,
      amount: null,
      balance: statement.closingBalance,
    },
  ];
  return {
    name: exportName(ctx, `estado-de-cuenta-${statement.client.id}`),
    spec: { columns: COLUMNS, sheetName: m.sheetName, pages: onePage(rows) },
  };
}
