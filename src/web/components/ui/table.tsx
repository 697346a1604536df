import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import clsx from 'clsx';

/** A table that scrolls sideways inside its card on a narrow screen instead of widening the page. */
export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className="overflow-x-auto">
      <table className={clsx('w-full border-collapse text-left text-sm', className)} {...props} />
    </div>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={clsx(
        'border-b border-border px-3 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={clsx('border-b border-border px-3 py-2.5 align-middle', className)} {...props} />;
}

// When a table is wider than the screen (a phone, or Usuarios beside the sidebar) it scrolls
// sideways; the row's name and its actions stay pinned so every action shows whose row it is.
/** For the row-number column: hidden on phones, where the name column is pinned instead. */
export const indexCellClass = 'hidden sm:table-cell';
/** The column that names the row: pinned to the left on phones. */
export const pinnedStartClass = 'sticky left-0 z-10 bg-surface sm:static sm:z-auto';
/** The Acciones column: pinned to the right edge. */
export const pinnedEndClass = 'sticky right-0 z-10 bg-surface shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.35)]';
