import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { commonMessages } from '#shared/messages/common';
import { ErrorState } from './error-state';
import { Spinner } from './spinner';

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** The screen's load error text (spec section 8), shown with a retry button. */
  errorMessage: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

/** The loading, error (with retry), empty and loaded states every list screen has. */
export function QueryView<T>({ query, errorMessage, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.isPending) {
    return (
      <div className="flex justify-center p-10">
        <Spinner label={commonMessages.loading} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className="py-10"
      />
    );
  }
  return isEmpty(query.data) ? empty : children(query.data);
}
