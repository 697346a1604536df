import clsx from 'clsx';
import { MOVEMENT_TYPE_LABELS, type MovementType } from '#shared/domain/movement-types';

const tones: Record<MovementType, string> = {
  venta: 'bg-success/15 text-success',
  renovacion: 'bg-primary-soft text-primary',
  cancelacion: 'bg-danger/15 text-danger',
};

/** Venta, Renovación or Cancelación, each its own colour (and its word, never colour alone). */
export function MovementTypeBadge({ type }: { type: MovementType }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[type],
      )}
    >
      {MOVEMENT_TYPE_LABELS[type]}
    </span>
  );
}
