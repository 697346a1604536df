// Cobros y cartera (issue 24): medios de pago, pagado o fiado, abonos, cartera, estado de cuenta.
// What the API answers (…Messages) beside what the screens show (…Ui); the specification gives
// none of these texts, so they are ours, in its register.

import { formatCop } from '../domain/money';

export const carteraMessages = {
  // Medios de pago
  methodNotFound: 'Medio de pago no encontrado.',
  invalidMethod: 'El medio de pago no es válido.',
  methodInactive: 'Ese medio de pago está inactivo.',
  invalidKind: 'El tipo debe ser nequi, daviplata, breb, banco, efectivo u otro.',
  methodNameRequired: 'El nombre del medio de pago es obligatorio.',
  methodNameTooLong: 'El nombre no puede tener más de 60 caracteres.',
  holderTooLong: 'El titular no puede tener más de 100 caracteres.',
  numberTooLong: 'El número o llave no puede tener más de 60 caracteres.',
  noteTooLong: 'La nota no puede tener más de 300 caracteres.',
  invalidPosition: 'La posición debe ser un número entero mayor o igual a 0.',
  methodDeletedWithPayments: (payments: number) =>
    payments === 1
      ? 'Un pago registrado con este medio conserva su nombre.'
      : `${payments} pagos registrados con este medio conservan su nombre.`,
  // Pagado o fiado, crédito
  invalidPaymentStatus: 'El estado de pago debe ser pagado o pendiente.',
  invalidPaymentTerms: 'La forma de pago debe ser contado o credito.',
  invalidCreditLimit: 'El cupo de crédito debe ser un número entero de pesos, mayor o igual a 0.',
  invalidCreditDays: 'Los días de crédito deben ser un número entero entre 0 y 365.',
  creditNeedsClient: 'Una venta fiada necesita un cliente.',
  overLimit: (client: string, owed: number, limit: number, amount: number) =>
    `La venta supera el cupo de crédito de ${client}: debe ${formatCop(owed)} de un cupo de ` +
    `${formatCop(limit)} y esta venta es de ${formatCop(amount)}. Registra un abono o pide a un ` +
    `administrador que la autorice.`,
  overrideAdminOnly: 'Solo un administrador puede autorizar una venta por encima del cupo.',
  /** The audit trail's note on a sale an admin let pass the limit. */
  overrideNote: (admin: string, owed: number, limit: number, amount: number) =>
    `Venta por encima del cupo autorizada por ${admin}: debía ${formatCop(owed)} de un cupo de ` +
    `${formatCop(limit)} y la venta es de ${formatCop(amount)}.`,
  // Abonos
  invalidAmount: 'El monto debe ser un número entero de pesos, mayor que 0 y de hasta 100.000.000.',
  clientRequired: 'Elige el cliente que paga.',
  clientNotFound: 'Cliente no encontrado.',
  invalidDate: 'La fecha del pago no es válida.',
  dateInFuture: 'La fecha del pago no puede ser posterior a hoy.',
  referenceTooLong: 'La referencia no puede tener más de 100 caracteres.',
  paymentNotFound: 'Pago no encontrado.',
  alreadyVoided: 'Ese pago ya fue anulado.',
  creditNoteNotVoidable: 'Un saldo a favor por cancelación no se anula: es dinero del cliente.',
  voidReasonRequired: 'Escribe el motivo de la anulación.',
  voidReasonTooLong: 'El motivo no puede tener más de 300 caracteres.',
  // Cancelaciones
  saleNotFound: 'La venta que se cancela no existe.',
  notASale: 'Solo se puede cancelar una venta o una renovación.',
  saleAlreadyCancelled: 'Esa venta ya fue cancelada.',
  saleOfOtherClient: 'La venta que se cancela es de otro cliente.',
  /** The description of the credit note a cancelación leaves. */
  creditNoteNote: (saleId: number) => `Saldo a favor por la cancelación de la venta #${saleId}.`,
  /** A void of a payment whose client was deleted: its sales have nobody to owe them. */
  paymentWithoutClient: 'El cliente de ese pago fue eliminado: no se puede anular.',
  // Cartera y estado de cuenta
  invalidRange: 'La fecha inicial no puede ser posterior a la final.',
  clientHasBalance: 'El cliente tiene saldo pendiente o a favor: no se puede eliminar.',
  loadFailed: 'Error al cargar la cartera. Por favor, intente de nuevo.',
  saveFailed: 'Error al guardar el pago. Por favor, intente de nuevo.',
} as const;

export const carteraUi = {
  paymentStatus: 'Pago',
  paid: 'Pagado',
  onCredit: 'Fiado',
  dueDate: 'Vence el pago',
  owes: 'Debe',
  credit: 'Saldo a favor',
  registerPayment: 'Registrar abono',
  overrideLimit: 'Autorizar por encima del cupo',
  paymentTerms: 'Forma de pago',
  terms: { contado: 'Contado', credito: 'Crédito' },
  creditLimit: 'Cupo de crédito',
  creditLimitHint: 'Vacío: sin límite',
  creditDays: 'Días de crédito',
  // A cancelación in Movimientos may name the sale it takes back (issue 24, item 3).
  cancelsSale: 'Venta que se cancela (opcional)',
  cancelsNone: 'Ninguna: solo la devolución',
  cancelsHint:
    'Lo que el cliente ya pagó por esa venta queda como saldo a favor, y la venta deja de deberse.',
  cancelsOption: (date: string, description: string, amount: string) =>
    `${date} · ${description} · ${amount}`,
  cancelsLoading: 'Cargando las ventas del cliente…',
  // The state of a sale under its amount in Movimientos.
  saleState: {
    owes: (amount: string) => `Fiado · debe ${amount}`,
    paid: 'Fiado · pagado',
    cancelled: 'Anulada',
  },
  // Pagado o fiado en una venta (web, issue 24 item 2)
  paymentStatusHint: 'Fiado: queda en la cartera del cliente hasta que pague.',
  upToDate: 'Al día',
  overLimitAdminHint: 'Como administrador puedes autorizar esta venta; quedará en la auditoría.',
  creditNeedsClient: 'Elige un cliente para vender fiado.',
  noLimit: 'Sin límite',
  creditDaysHint: 'Plazo para pagar una venta fiada.',
  // Abonos (web, issue 24 item 3)
  registerPaymentAction: (name: string) => `Registrar abono de ${name}`,
  registerPaymentTitle: 'Registrar abono',
  registering: 'Registrando…',
  paymentFields: {
    client: 'Cliente',
    amount: 'Monto (COP)',
    amountHint: 'Pesos enteros, por ejemplo 15.000.',
    method: 'Medio de pago',
    noMethod: 'Sin especificar',
    reference: 'Referencia',
    referenceHint: 'El número del comprobante de Nequi, Daviplata o del banco.',
    date: 'Fecha',
    note: 'Nota',
  },
  methodsFailed: 'No se pudieron cargar los medios de pago.',
  paymentSaved: (amount: string, name: string) => `Abono de ${amount} registrado para ${name}.`,
  balanceTitle: 'Cartera',
  viewPayments: 'Ver abonos',
  paymentsAction: (name: string) => `Ver abonos de ${name}`,
  paymentsTitle: (name: string) => `Abonos de ${name}`,
  paymentsEmpty: 'Este cliente no tiene abonos registrados.',
  paymentsLoadFailed: 'Error al cargar los abonos. Por favor, intente de nuevo.',
  paymentsLabel: 'Abonos del cliente',
  origins: { abono: 'Abono', nota_credito: 'Saldo a favor por cancelación' },
  appliedOf: (applied: string) => `Aplicado: ${applied}`,
  voided: 'Anulado',
  voidedBy: (name: string, reason: string) => `Anulado por ${name}: ${reason}`,
  voidAction: 'Anular',
  voidActionLabel: (amount: string, date: string) => `Anular el abono de ${amount} del ${date}`,
  voidTitle: 'Anular abono',
  voidDescription: (amount: string, date: string) =>
    `El abono de ${amount} del ${date} se anula: sus ventas vuelven a quedar pendientes. El pago no se borra.`,
  voidReason: 'Motivo',
  voiding: 'Anulando…',
  voidDone: 'Abono anulado.',
  voidFailed: 'Error al anular el abono. Por favor, intente de nuevo.',
  morePayments: 'Ver más',
  methodKinds: {
    nequi: 'Nequi',
    daviplata: 'Daviplata',
    breb: 'Bre-B (llave)',
    banco: 'Banco',
    efectivo: 'Efectivo',
    otro: 'Otro',
  },
} as const;

// Ajustes → Medios de pago (issue 24 item 1): the shop's payment methods, admins only.
export const paymentMethodsUi = {
  title: 'Medios de pago',
  description:
    'Aparecen, en este orden, en la variable {medios_pago} de los mensajes de WhatsApp. Solo se muestran los activos.',
  new: 'Nuevo medio de pago',
  newTitle: 'Nuevo medio de pago',
  editTitle: 'Editar medio de pago',
  empty: 'Aún no hay medios de pago',
  emptyBody:
    'Agrega tu Nequi, Daviplata, llave Bre-B o cuenta de banco para que los clientes sepan cómo pagarte.',
  columns: {
    index: '#',
    name: 'Nombre',
    kind: 'Tipo',
    number: 'Número o llave',
    holder: 'Titular',
    status: 'Estado',
  },
  fields: {
    kind: 'Tipo',
    name: 'Nombre',
    nameHint: 'El banco o la billetera, como lo verá el cliente (Nequi, Bancolombia…).',
    holder: 'Titular',
    number: 'Número de cuenta o llave',
    note: 'Nota',
    noteHint: 'Opcional: tipo de cuenta, a quién enviar el comprobante…',
    active: 'Activo (se muestra en los mensajes)',
  },
  active: 'Activo',
  inactive: 'Inactivo',
  editAction: (name: string) => `Editar ${name}`,
  deleteAction: (name: string) => `Eliminar ${name}`,
  moveUpAction: (name: string) => `Subir ${name}`,
  moveDownAction: (name: string) => `Bajar ${name}`,
  confirmDelete:
    '¿Eliminar este medio de pago? Los pagos ya registrados con él conservan su nombre. Si solo quieres dejar de mostrarlo en los mensajes, desactívalo.',
  saved: 'Medio de pago guardado.',
  deleted: 'Medio de pago eliminado.',
  moved: 'Orden actualizado.',
  loadFailed: 'Error al cargar los medios de pago. Por favor, intente de nuevo.',
  saveFailed: 'Error al guardar el medio de pago. Por favor, intente de nuevo.',
  deleteFailed: 'Error al eliminar el medio de pago. Por favor, intente de nuevo.',
} as const;
