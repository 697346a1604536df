import type { ComponentProps, ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import clsx from 'clsx';

// Styled pieces for Radix DropdownMenu; the Root, Trigger and items stay Radix's own.
export const menuItemClass = clsx(
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-foreground outline-none select-none',
  'data-[highlighted]:bg-surface-2 data-[disabled]:opacity-50',
);

export function MenuContent({ className, children, ...props }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        sideOffset={6}
        collisionPadding={8}
        className={clsx(
          'z-50 min-w-44 rounded-xl border border-border bg-surface p-1.5 text-foreground shadow-xl shadow-black/20',
          className,
        )}
        {...props}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return (
    <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
      {children}
    </DropdownMenu.Label>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-border" />;
}
