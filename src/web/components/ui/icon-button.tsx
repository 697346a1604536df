import type { ButtonHTMLAttributes, Ref } from 'react';
import clsx from 'clsx';
import { focusRing } from './button';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name: icon-only buttons must say what they do. */
  label: string;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({ label, className, type = 'button', ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={clsx(
        'relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted transition',
        'hover:bg-surface-2 hover:text-foreground disabled:opacity-60',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
