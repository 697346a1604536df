import { businessToday } from '#shared/domain/business-time';
import { receivablesMessages as m } from '#shared/messages/receivables';
import type { Statement, StatementLine } from '#shared/schemas/payments';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../lib/app-error';
import { toIso } from '../../../lib/time';
import {
  findStatementClient,
  listClientCancellations,
  listClientPayments,
  listClientSales,
} from './statement.repository';

// A client's estado de cuenta (issue 24, docs/decisions/036), built from their raw rows so its
// balance is owed − credit:
//
// - every sale adds its amount on its date; one paid on the spot is followed by an abono line
//   "Pagado en la venta" taking it back (what it was paid beyond its applied payments);
// - a payment (abono or nota crédito) takes its amount on its date; a void gives it back on the
//   day it was voided;
// - a cancelación takes back the part of the sale not paid on the spot (what was paid on the spot
//   is the nota crédito's, a payment line of its own).
//
// The sum of the lines is then Σ live sales − Σ paid on the spot − Σ live payments, which under
// the invariants of decision 036 is owed − credit.

type Line = StatementLine & { order: [string, number] };

interface Range {
  from?: string | null;
  to?: string | null;
}

const stamp = (value: string | Date) => toIso(value);

export async function clientStatementLines(ctx: AppContext, clientId: number) {
  const client = await findStatementClient(ctx.db, clientId);
  if (!client) throw new AppError(404, m.clientNotFound);
  const [sales, cancellations, payments] = [
    await listClientSales(ctx.db, clientId),
    await listClientCancellations(ctx.db, clientId),
    await listClientPayments(ctx.db, clientId),
  ];
  const cancelOf = new Map(cancellations.map((c) => [c.cancels_movement_id!, c]));
  const creditNoteOf = new Map<number, number>();
  for (const p of payments) {
    if (p.origin === 'nota_credito' && p.source_movement_id !== null && p.voided_at === null)
      creditNoteOf.set(
        p.source_movement_id,
        (creditNoteOf.get(p.source_movement_id) ?? 0) + Number(p.amount),
      );
  }

  const lines: Line[] = [];
  const line = (l: Omit<Line, 'balance'>) => lines.push({ ...l, balance: 0 });
  for (const sale of sales) {
    const amount = Number(sale.amount);
    const what = sale.service_name ?? sale.description;
    const created = stamp(sale.created_at);
    const base = { movementId: sale.id, paymentId: null };
    line({
      ...base,
      date: sale.date,
      kind: sale.type === 'renovacion' ? 'renovacion' : 'venta',
      description: sale.type === 'renovacion' ? m.renewal(what) : m.sale(what),
      amount,
      order: [created, 0],
    });
    const onSpot =
      sale.payment_status === 'anulado'
        ? Math.min(amount, creditNoteOf.get(sale.id) ?? 0)
        : Math.max(0, Number(sale.paid_amount) - Number(sale.applied ?? 0));
    if (onSpot > 0)
      line({
        ...base,
        date: sale.date,
        kind: 'abono',
        description: m.paidAtSale,
        amount: -onSpot,
        order: [created, 1],
      });
    if (sale.payment_status === 'anulado') {
      const cancel = cancelOf.get(sale.id);
      line({
        movementId: cancel?.id ?? sale.id,
        paymentId: null,
        date: cancel?.date ?? sale.date,
        kind: 'cancelacion',
        description: m.cancellation(what),
        amount: -(amount - onSpot),
        order: [cancel ? stamp(cancel.created_at) : created, 2],
      });
    }
  }
  for (const p of payments) {
    const amount = Number(p.amount);
    const base = { movementId: null, paymentId: p.id };
    line({
      ...base,
      date: p.date,
      kind: p.origin,
      description: p.origin === 'nota_credito' ? m.creditNote : m.payment(p.method_name, p.reference),
      amount: -amount,
      order: [stamp(p.created_at), 3],
    });
    if (p.voided_at !== null) {
      const voidedAt = stamp(p.voided_at);
      line({
        ...base,
        date: businessToday(new Date(voidedAt), ctx.config.TZ_APP),
        kind: 'anulacion',
        description: m.voided(p.void_reason),
        amount,
        order: [voidedAt, 4],
      });
    }
  }
  lines.sort(
    (a, b) => a.date.localeCompare(b.date) || a.order[0].localeCompare(b.order[0]) || a.order[1] - b.order[1],
  );
  return { client, lines };
}

/** GET /api/clients/{id}/statement: the lines between from and to, with their running balance. */
export async function clientStatement(ctx: AppContext, clientId: number, range: Range): Promise<Statement> {
  const { client, lines } = await clientStatementLines(ctx, clientId);
  const from = range.from ?? null;
  const to = range.to ?? null;
  let balance = 0;
  const shown: StatementLine[] = [];
  for (const l of lines) {
    if (to !== null && l.date > to) break;
    balance += l.amount;
    if (from === null || l.date >= from) {
      const { date, kind, description, amount, movementId, paymentId } = l;
      shown.push({ date, kind, description, amount, balance, movementId, paymentId });
    }
  }
  const closingBalance = balance;
  const openingBalance = closingBalance - shown.reduce((sum, l) => sum + l.amount, 0);
  return {
    client: { id: client.id, name: client.name, phone: client.phone },
    from,
    to,
    openingBalance,
    lines: shown,
    closingBalance,
    owed: Number(client.owed),
    credit: Number(client.credit),
  };
}
