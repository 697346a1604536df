import { isOverdue } from '#shared/domain/cartera';
import type { Db } from '../../src/server/app-context';

// Decision 036's invariants, recomputed from the raw rows: what every kept figure (a sale's
// paid_amount, a payment's applied, a client's owed, credit and oldest_due_date, the due-date
// totals) must equal, to the peso. Answers the list of differences (empty when all hold). Given
// the business day every write of the sequence ran on, the overdue flags are checked too.

export async function ledgerProblems(db: Db, today?: string): Promise<string[]> {
  const problems: string[] = [];
  const sales = await db
    .selectFrom('movements')
    .select([
      'id',
      'type',
      'amount',
      'client_id',
      'payment_status',
      'paid_amount',
      'paid_at_sale',
      'due_date',
    ])
    .execute();
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'client_id', 'amount', 'applied', 'voided_at', 'origin'])
    .execute();
  const applications = await db.selectFrom('payment_applications').selectAll().execute();
  const clients = await db
    .selectFrom('clients')
    .select(['id', 'owed', 'credit', 'oldest_due_date', 'overdue'])
    .execute();
  const dueTotals = await db.selectFrom('receivable_due_totals').selectAll().execute();

  const appliedToSale = new Map<number, number>();
  const appliedOfPayment = new Map<number, number>();
  for (const a of applications) {
    const amount = Number(a.amount);
    if (amount <= 0) problems.push(`application ${a.id} of ${amount}`);
    appliedToSale.set(a.movement_id, (appliedToSale.get(a.movement_id) ?? 0) + amount);
    appliedOfPayment.set(a.payment_id, (appliedOfPayment.get(a.payment_id) ?? 0) + amount);
  }

  const owed = new Map<number, number>();
  const oldest = new Map<number, string>();
  const due = new Map<string, number>();
  for (const s of sales) {
    const amount = Number(s.amount);
    const paid = Number(s.paid_amount);
    const applied = appliedToSale.get(s.id) ?? 0;
    const isSale = s.type === 'venta' || s.type === 'renovacion';
    const atSale = Number(s.paid_at_sale);
    if (!isSale) {
      if (applied !== 0) problems.push(`cancelación ${s.id} holds applications`);
      if (atSale !== 0) problems.push(`cancelación ${s.id} was paid ${atSale} on the spot`);
      continue;
    }
    // What was paid on the spot plus what abonos paid is what the sale has been paid. An anulado
    // sale keeps its paid_at_sale: that money came in, and became a credit note; if the
    // cancelación goes, that credit note pays the sale again (applied), the money still counted once.
    const restored = atSale === amount && applied === paid;
    if (s.payment_status !== 'anulado' && paid !== atSale + applied && !restored)
      problems.push(`sale ${s.id}: paid_amount ${paid} ≠ ${atSale} on the spot + ${applied} applied`);
    if (s.payment_status === 'anulado') {
      if (applied !== 0 || paid !== 0)
        problems.push(`anulado sale ${s.id}: paid ${paid}, applied ${applied}`);
    } else if (s.payment_status === 'pendiente') {
      if (paid !== applied) problems.push(`pendiente sale ${s.id}: paid_amount ${paid} ≠ applied ${applied}`);
      if (amount - paid <= 0) problems.push(`pendiente sale ${s.id} owes nothing`);
      if (s.client_id === null) problems.push(`pendiente sale ${s.id} has no client`);
      else {
        owed.set(s.client_id, (owed.get(s.client_id) ?? 0) + amount - paid);
        const before = oldest.get(s.client_id);
        if (s.due_date && (!before || s.due_date < before)) oldest.set(s.client_id, s.due_date);
      }
      if (s.due_date) due.set(s.due_date, (due.get(s.due_date) ?? 0) + amount - paid);
      else problems.push(`pendiente sale ${s.id} has no due date`);
    } else {
      const expected = applied > 0 ? applied : amount;
      if (paid !== expected || (applied > 0 && applied !== amount))
        problems.push(`pagado sale ${s.id}: paid_amount ${paid}, applied ${applied}, amount ${amount}`);
    }
  }

  const credit = new Map<number, number>();
  for (const p of payments) {
    const applied = appliedOfPayment.get(p.id) ?? 0;
    if (Number(p.applied) !== applied) problems.push(`payment ${p.id}: applied ${p.applied} ≠ ${applied}`);
    if (p.voided_at !== null) {
      if (applied !== 0) problems.push(`voided payment ${p.id} holds applications`);
      continue;
    }
    if (applied > Number(p.amount)) problems.push(`payment ${p.id} applies more than its amount`);
    if (p.client_id !== null)
      credit.set(p.client_id, (credit.get(p.client_id) ?? 0) + Number(p.amount) - applied);
  }

  for (const c of clients) {
    const o = owed.get(c.id) ?? 0;
    const cr = credit.get(c.id) ?? 0;
    if (Number(c.owed) !== o) problems.push(`client ${c.id}: owed ${c.owed} ≠ ${o}`);
    if (Number(c.credit) !== cr) problems.push(`client ${c.id}: credit ${c.credit} ≠ ${cr}`);
    if ((c.oldest_due_date ?? null) !== (oldest.get(c.id) ?? null))
      problems.push(`client ${c.id}: oldest_due_date ${c.oldest_due_date} ≠ ${oldest.get(c.id) ?? null}`);
    if (o > 0 && cr > 0) problems.push(`client ${c.id} owes ${o} and has ${cr} in favour`);
    const overdue = o > 0 && today !== undefined && isOverdue(oldest.get(c.id) ?? null, today) ? 1 : 0;
    if (today !== undefined && Number(c.overdue) !== overdue)
      problems.push(`client ${c.id}: overdue ${c.overdue} ≠ ${overdue}`);
  }

  const kept = new Map(dueTotals.map((d) => [d.due_date, Number(d.owed)]));
  for (const date of new Set([...kept.keys(), ...due.keys()])) {
    if ((kept.get(date) ?? 0) !== (due.get(date) ?? 0))
      problems.push(`receivable_due_totals ${date}: ${kept.get(date) ?? 0} ≠ ${due.get(date) ?? 0}`);
  }
  return problems;
}
