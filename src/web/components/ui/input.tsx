import type { InputHTMLAttributes, Ref } from 'react';
import clsx from 'clsx';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export const inputClass = clsx(
  'h-10 w-full rounded-lg border border-border bg-background px-3 text-sm text-foreground',
  'placeholder:text-muted/80 transition',
  'focus:border-primary focus:outline-2 focus:outline-offset-0 focus:outline-primary/40',
  'aria-[invalid=true]:border-danger disabled:opacity-60',
);

export function Input({ className, ...props }: InputProps) {
  return <input className={clsx(inputClass, className)} {...props} />;
}
