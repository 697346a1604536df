import { KeyRound } from 'lucide-react';
import clsx from 'clsx';

/** The product's mark: a key on the primary colour. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-xl bg-primary text-primary-fg',
        className,
      )}
    >
      <KeyRound className="size-1/2" />
    </span>
  );
}
