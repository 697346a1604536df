// Cartera and estado de cuenta (issue 24, item 4): what the statement's lines say and what the
// Cartera screen shows. The specification gives none of these texts, so they are ours.

import { formatCop } from '../domain/money';

export const receivablesMessages = {
  clientNotFound: 'Cliente no encontrado.',
  paidAtSale: 'Pagado en la venta',
  sale: (what: string | null) => (what ? `Venta: ${what}` : 'Venta'),
  renewal: (what: string | null) => (what ? `Renovación: ${what}` : 'Renovación'),
  cancellation: (what: string | null) => (what ? `Cancelación: ${what}` : 'Cancelación'),
  payment: (method: string | null, reference: string | null) =>
    ['Abono', method, reference ? `ref. ${reference}` : null].filter(Boolean).join(' · '),
  creditNote: 'Saldo a favor por cancelación',
  voided: (reason: string | null) => `Anulación de abono${reason ? `: ${reason}` : ''}`,
  // The .xlsx
  sheetName: 'Estado de cuenta',
  columns: { date: 'Fecha', kind: 'Tipo', description: 'Detalle', amount: 'Valor', balance: 'Saldo' },
  openingLine: 'Saldo anterior',
  closingLine: 'Saldo final',
  kindLabels: {
    venta: 'Venta',
    renovacion: 'Renovación',
    cancelacion: 'Cancelación',
    abono: 'Abono',
    nota_credito: 'Nota crédito',
    anulacion: 'Anulación',
  },
} as const;

/** A balance as a client reads it: what they owe, or their saldo a favor. */
export const balanceText = (balance: number) =>
  balance > 0
    ? `${formatCop(balance)} por pagar`
    : balance < 0
      ? `${formatCop(-balance)} a favor`
      : formatCop(0);

export const receivablesUi = {
  title: 'Cartera de clientes',
  subtitle: 'Quién debe, cuánto y desde cuándo.',
  totalOwed: 'Por cobrar',
  totalOverdue: 'Vencido',
  totalOverdue30: 'Vencido +30 días',
  onlyOverdue: 'Solo vencidos',
  searchPlaceholder: 'Buscar cliente…',
  empty: 'Nadie debe nada. ¡Cartera al día!',
  emptySearch: 'Ningún cliente con deuda coincide con la búsqueda.',
  loadFailed: 'Error al cargar la cartera. Por favor, intente de nuevo.',
  columns: {
    client: 'Cliente',
    owed: 'Debe',
    oldestDue: 'Vence desde',
    daysOverdue: 'Días vencido',
    creditLimit: 'Cupo',
  },
  notDue: 'Al día',
  noLimit: 'Sin límite',
  daysOverdue: (days: number) => (days === 1 ? '1 día' : `${days} días`),
  statement: 'Estado de cuenta',
  statementOf: (name: string) => `Estado de cuenta de ${name}`,
  from: 'Desde',
  to: 'Hasta',
  download: 'Descargar .xlsx',
  sendWhatsapp: 'Enviar por WhatsApp',
  noPhone: 'El cliente no tiene teléfono.',
  opening: 'Saldo anterior',
  closing: 'Saldo',
  noLines: 'No hay movimientos en estas fechas.',
  statementFailed: 'Error al cargar el estado de cuenta. Por favor, intente de nuevo.',
  lineColumns: { date: 'Fecha', description: 'Detalle', amount: 'Valor', balance: 'Saldo' },
  owes: (amount: string) => `Debe ${amount}`,
  inFavor: (amount: string) => `Saldo a favor ${amount}`,
  upToDate: 'Al día',
  // Clientes
  balanceColumn: 'Saldo',
  withDebt: 'Con deuda',
} as const;

/** Caja del día: one day's money in, by medio de pago, to reconcile the Nequi and bank statements. */
export const cashDayUi = {
  open: 'Caja del día',
  title: 'Caja del día',
  description: 'Los abonos del día por medio de pago, con sus referencias, y lo pagado en las ventas.',
  date: 'Día',
  total: (amount: string) => `Entró ${amount}`,
  paidAtSale: (sales: number, amount: string) =>
    `Pagado en la venta: ${amount} (${sales} ${sales === 1 ? 'venta' : 'ventas'})`,
  method: (name: string, count: number, amount: string) =>
    `${name}: ${amount} (${count} ${count === 1 ? 'abono' : 'abonos'})`,
  noMethod: 'Sin medio de pago',
  empty: 'Ese día no se registraron abonos.',
  loadFailed: 'Error al cargar la caja del día. Por favor, intente de nuevo.',
  columns: { client: 'Cliente', reference: 'Referencia', amount: 'Valor', by: 'Registró' },
  noReference: 'Sin referencia',
} as const;
