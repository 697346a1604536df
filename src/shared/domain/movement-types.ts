// The movement types, in a module without zod: the screens read them without loading the API's
// schemas (schemas/movements.ts re-exports them; decision 037).

export const MOVEMENT_TYPES = ['venta', 'renovacion', 'cancelacion'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** How the screens and the export name each type. */
export const MOVEMENT_TYPE_LABELS: Record<MovementType, string> = {
  venta: 'Venta',
  renovacion: 'Renovación',
  cancelacion: 'Cancelación',
};

/** Ventas and renovaciones are sales; a cancelación is not (docs/decisions/012). */
export const SALE_TYPES = ['venta', 'renovacion'] as const satisfies readonly MovementType[];
