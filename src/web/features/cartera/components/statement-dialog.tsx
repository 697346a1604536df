import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import clsx from 'clsx';
import { Download, MessageCircle } from 'lucide-react';
import { businessToday, formatDisplayDate } from '#shared/domain/business-time';
import { composeMessage, whatsappMessageLink } from '#shared/domain/messaging';
import { formatCop } from '#shared/domain/money';
import { statementDetail } from '#shared/domain/statement-message';
import { spreadsheetsMessages } from '#shared/messages/spreadsheets';
import { balanceText, receivablesUi as t } from '#shared/messages/receivables';
import type { Statement } from '#shared/schemas/payments';
import {
  clientStatementXlsxUrl,
  useClientStatement,
  type StatementRange,
} from '@/api/clients/get-client-statement';
import { useBusinessTime } from '@/api/config/get-app-config';
import { useTemplates } from '@/api/templates/get-templates';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { QueryView } from '@/components/ui/query-view';
import { Toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { downloadFile } from '@/lib/download';
import { useTimedNotice } from '@/lib/use-timed-notice';

export interface StatementClient {
  id: number;
  name: string;
}

export interface StatementDialogProps {
  client: StatementClient | null;
  onClose: () => void;
}

/** A client's estado de cuenta: lines with a running balance, a date range, .xlsx and WhatsApp. */
export function StatementDialog({ client, onClose }: StatementDialogProps) {
  return (
    <Dialog
      open={client !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t.statementOf(client?.name ?? '')}
      extraWide
    >
      {client && <StatementBody key={client.id} clientId={client.id} />}
    </Dialog>
  );
}

type Line = Statement['lines'][number];

const signed = (amount: number) => `${amount < 0 ? '−' : '+'}${formatCop(Math.abs(amount))}`;

const lineColumns: DataTableColumn<Line>[] = [
  {
    id: 'date',
    header: t.lineColumns.date,
    hiddenOnPhone: true,
    className: 'whitespace-nowrap tabular-nums',
    cell: (l) => formatDisplayDate(l.date),
  },
  {
    id: 'description',
    header: t.lineColumns.description,
    cell: (l) => (
      <>
        {/* On a phone the date goes under the detail, so Valor and Saldo fit beside it. */}
        <span className="block text-xs text-muted tabular-nums sm:hidden">{formatDisplayDate(l.date)}</span>
        {l.description}
      </>
    ),
  },
  {
    id: 'amount',
    header: t.lineColumns.amount,
    align: 'end',
    className: 'whitespace-nowrap tabular-nums',
    cell: (l) => <span className={l.amount < 0 ? 'text-success' : undefined}>{signed(l.amount)}</span>,
  },
  {
    id: 'balance',
    header: t.lineColumns.balance,
    align: 'end',
    className: 'whitespace-nowrap font-semibold tabular-nums',
    cell: (l) => formatCop(l.balance),
  },
];

function BalanceSummary({ balance }: { balance: number }) {
  return (
    <p
      data-testid="statement-balance"
      className={clsx(
        'text-lg font-semibold tabular-nums',
        balance > 0 ? 'text-danger' : balance < 0 ? 'text-success' : 'text-foreground',
      )}
    >
      {balance > 0 ? t.owes(formatCop(balance)) : balance < 0 ? t.inFavor(formatCop(-balance)) : t.upToDate}
    </p>
  );
}

function StatementBody({ clientId }: { clientId: number }) {
  const [range, setRange] = useState<StatementRange>({ from: '', to: '' });
  const statement = useClientStatement(clientId, range);
  const templates = useTemplates();
  const today = useBusinessTime().today ?? businessToday(new Date());
  const { notice, showError } = useTimedNotice();
  const download = useMutation({
    mutationFn: () => downloadFile(clientStatementXlsxUrl(clientId, range), 'estado-de-cuenta.xlsx'),
    onError: (error) => showError(errorMessage(error, spreadsheetsMessages.exportFailed)),
  });

  const send = (data: Statement) => {
    if (!templates.data) return;
    const text = composeMessage(
      templates.data.whatsapp.estado_cuenta,
      'estado_cuenta',
      { name: data.client.name, phone: data.client.phone, type: 'cliente' },
      [],
      today,
      {
        balance: balanceText(data.closingBalance),
        statementDetail: statementDetail(data.lines),
        paymentMethods: templates.data.paymentMethods,
      },
    );
    const link = whatsappMessageLink(data.client.phone, text);
    if (!link.ok) return showError(t.noPhone);
    window.open(link.url, '_blank', 'noopener,noreferrer');
  };

  const setDate = (key: keyof StatementRange, value: string) => setRange((r) => ({ ...r, [key]: value }));
  const invalidRange = Boolean(range.from && range.to && range.from > range.to);

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
        <Field id="statement-from" label={t.from}>
          <Input
            id="statement-from"
            type="date"
            value={range.from}
            max={range.to || undefined}
            onChange={(e) => setDate('from', e.target.value)}
          />
        </Field>
        <Field id="statement-to" label={t.to}>
          <Input
            id="statement-to"
            type="date"
            value={range.to}
            min={range.from || undefined}
            onChange={(e) => setDate('to', e.target.value)}
          />
        </Field>
      </div>
      <QueryView
        query={statement}
        errorMessage={invalidRange ? errorMessage(statement.error, t.statementFailed) : t.statementFailed}
        isEmpty={() => false}
        empty={null}
      >
        {(data) => (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <BalanceSummary balance={data.closingBalance} />
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
                  <Download aria-hidden className="size-4" />
                  {t.download}
                </Button>
                <Button onClick={() => send(data)} disabled={!templates.data}>
                  <MessageCircle aria-hidden className="size-4" />
                  {t.sendWhatsapp}
                </Button>
              </div>
            </div>
            {data.from && (
              <p className="text-sm text-muted">
                {t.opening}:{' '}
                <span className="font-semibold tabular-nums">{formatCop(data.openingBalance)}</span>
              </p>
            )}
            {data.lines.length === 0 ? (
              <p className="rounded-lg border border-border p-6 text-center text-sm text-muted">
                {t.noLines}
              </p>
            ) : (
              <div className="overflow-hidden rounded-lg border border-border">
                <DataTable
                  label={t.statement}
                  rows={data.lines}
                  columns={lineColumns}
                  rowKey={(l) => `${l.kind}-${l.movementId ?? ''}-${l.paymentId ?? ''}-${l.date}`}
                />
              </div>
            )}
          </div>
        )}
      </QueryView>
      <Toast notice={notice} />
    </div>
  );
}
