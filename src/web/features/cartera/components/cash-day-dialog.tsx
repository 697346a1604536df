import { useState } from 'react';
import { businessToday } from '#shared/domain/business-time';
import { formatCop } from '#shared/domain/money';
import { cashDayUi as t } from '#shared/messages/receivables';
import type { CashDay } from '#shared/schemas/payments';
import { useBusinessTime } from '@/api/config/get-app-config';
import { useCashDay } from '@/api/payments/get-cash-day';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { QueryView } from '@/components/ui/query-view';

export interface CashDayDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Caja del día (issue 24): a day's abonos by medio de pago with their references. */
export function CashDayDialog({ open, onClose }: CashDayDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t.title}
      description={t.description}
      extraWide
    >
      {open && <CashDayBody />}
    </Dialog>
  );
}

type Payment = CashDay['methods'][number]['payments'][number];

const columns: DataTableColumn<Payment>[] = [
  {
    id: 'client',
    header: t.columns.client,
    // On a phone the reference goes under the name: three columns do not fit beside the amount.
    cell: (p) => (
      <>
        {p.clientName}
        <span className="block text-xs text-muted tabular-nums sm:hidden">
          {p.reference ?? t.noReference}
        </span>
      </>
    ),
  },
  {
    id: 'reference',
    header: t.columns.reference,
    hiddenOnPhone: true,
    className: 'tabular-nums',
    cell: (p) => p.reference ?? <span className="text-muted">{t.noReference}</span>,
  },
  { id: 'by', header: t.columns.by, hiddenOnPhone: true, cell: (p) => p.createdByName ?? '' },
  {
    id: 'amount',
    header: t.columns.amount,
    align: 'end',
    className: 'whitespace-nowrap tabular-nums',
    cell: (p) => formatCop(p.amount),
  },
];

function CashDayBody() {
  const today = useBusinessTime().today ?? businessToday(new Date());
  const [date, setDate] = useState(today);
  const day = useCashDay(date);
  return (
    <div className="flex flex-col gap-4">
      <div className="sm:max-w-xs">
        <Field id="cash-day-date" label={t.date}>
          <Input
            id="cash-day-date"
            type="date"
            value={date}
            max={today}
            onChange={(e) => setDate(e.target.value || today)}
          />
        </Field>
      </div>
      <QueryView query={day} errorMessage={t.loadFailed} isEmpty={() => false} empty={null}>
        {(data) => (
          <div className="flex flex-col gap-3" data-testid="cash-day">
            <p className="text-lg font-semibold tabular-nums" data-testid="cash-day-total">
              {t.total(formatCop(data.total))}
            </p>
            <p className="text-sm text-muted tabular-nums" data-testid="cash-day-at-sale">
              {t.paidAtSale(data.paidAtSale.sales, formatCop(data.paidAtSale.amount))}
            </p>
            {data.methods.length === 0 ? (
              <p className="rounded-lg border border-border p-6 text-center text-sm text-muted">{t.empty}</p>
            ) : (
              data.methods.map((method) => {
                const name = method.methodName ?? t.noMethod;
                return (
                  <section
                    key={`${method.methodId ?? 0}-${name}`}
                    aria-label={name}
                    className="flex flex-col gap-2"
                    data-testid="cash-day-method"
                  >
                    <h3 className="text-sm font-semibold tabular-nums">
                      {t.method(name, method.count, formatCop(method.amount))}
                    </h3>
                    <div className="overflow-x-auto rounded-lg border border-border">
                      <DataTable
                        label={name}
                        rows={method.payments}
                        columns={columns}
                        rowKey={(p) => String(p.id)}
                      />
                    </div>
                  </section>
                );
              })
            )}
          </div>
        )}
      </QueryView>
    </div>
  );
}
