import type { LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { IconButton } from './icon-button';

export interface RowActionProps {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  /** Red on hover: the action deletes. */
  danger?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A small icon button in a table row's Acciones cell. */
export function RowAction({
  label,
  icon: Icon,
  onClick,
  danger = false,
  disabled,
  className,
}: RowActionProps) {
  return (
    <IconButton
      label={label}
      className={clsx('size-8', danger && 'hover:text-danger', className)}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden className="size-4" />
    </IconButton>
  );
}
