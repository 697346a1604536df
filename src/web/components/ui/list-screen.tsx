import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import { Card } from './card';
import { QueryView } from './query-view';

export interface ListScreenProps<T> {
  title: string;
  /** Buttons beside the title (Nuevo…). */
  actions?: ReactNode;
  /** Search box and filters above the table. */
  filters?: ReactNode;
  query: UseQueryResult<T>;
  /** The screen's load error text (spec section 8), shown with Reintentar. */
  errorMessage: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  table: (data: T) => ReactNode;
  pagination?: (data: T) => ReactNode;
  /**
   * Summaries below the list's card. Something that arrives after the list goes here, not in
   * `filters`: drawn above the rows it would push them down as they are read (layout shift).
   */
  after?: ReactNode;
  /** Forms, confirmations and the toast: rendered outside the card. */
  dialogs?: ReactNode;
}

/**
 * The layout every list screen shares: title and actions, filters, then a card holding the
 * table (or its loading, empty or error state) and the pagination.
 */
export function ListScreen<T>({
  title,
  actions,
  filters,
  query,
  errorMessage,
  isEmpty,
  empty,
  table,
  pagination,
  after,
  dialogs,
}: ListScreenProps<T>) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-xl font-semibold">{title}</h2>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {filters}
      <Card className="overflow-hidden">
        <QueryView query={query} errorMessage={errorMessage} isEmpty={isEmpty} empty={empty}>
          {(data) => (
            // While another page or filter loads, the rows shown are the previous ones: dimmed
            // and marked busy, so nobody acts on them believing they are the new list.
            <div
              aria-busy={query.isPlaceholderData || undefined}
              className={clsx('transition-opacity', query.isPlaceholderData && 'opacity-60')}
            >
              {table(data)}
              {pagination?.(data)}
            </div>
          )}
        </QueryView>
      </Card>
      {after}
      {dialogs}
    </div>
  );
}
