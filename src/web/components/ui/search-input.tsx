import { Search } from 'lucide-react';
import { SEARCH_MAX_LENGTH } from '#shared/domain/lists';
import clsx from 'clsx';
import { Input, type InputProps } from './input';

/** A search box with a magnifier; its label is the placeholder unless one is given. */
export function SearchInput({ className, 'aria-label': label, placeholder, ...props }: InputProps) {
  return (
    <div className={clsx('relative', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <Input
        type="search"
        aria-label={label ?? placeholder}
        placeholder={placeholder}
        className="pl-9"
        maxLength={SEARCH_MAX_LENGTH}
        {...props}
      />
    </div>
  );
}
