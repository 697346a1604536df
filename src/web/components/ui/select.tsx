import type { Ref, SelectHTMLAttributes } from 'react';
import clsx from 'clsx';
import { inputClass } from './input';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ className, ...props }: SelectProps) {
  return <select className={clsx(inputClass, 'pr-8', className)} {...props} />;
}
