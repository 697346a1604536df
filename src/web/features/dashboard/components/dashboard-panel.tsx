import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import { dashboardMessages } from '#shared/messages/dashboard';
import type { Dashboard } from '#shared/schemas/dashboard';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';

export interface DashboardPanelProps {
  title: string;
  description: string;
  /** The one dashboard query every panel reads. */
  query: UseQueryResult<Dashboard>;
  /** Whether the shop has nothing yet for this panel (a new shop). */
  isEmpty: (data: Dashboard) => boolean;
  empty: { title: string; body: string };
  children: (data: Dashboard) => ReactNode;
  className?: string;
  testId: string;
}

/** A card of the Panel de Control with its loading, error (Intentar de nuevo) and empty states. */
export function DashboardPanel({
  title,
  description,
  query,
  isEmpty,
  empty,
  children,
  className,
  testId,
}: DashboardPanelProps) {
  const titleId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      aria-busy={query.isPending}
      data-testid={testId}
      className={clsx('flex min-w-0 flex-col p-5', className)}
    >
      <h3 id={titleId} className="text-base font-semibold">
        {title}
      </h3>
      <p className="mb-4 text-xs text-muted">{description}</p>
      {query.isPending ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : query.isError ? (
        <ErrorState
          message={dashboardMessages.loadFailed}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : isEmpty(query.data) ? (
        <EmptyState title={empty.title} body={empty.body} />
      ) : (
        children(query.data)
      )}
    </Card>
  );
}

/** A table row's header cell (the service's name), styled like a `Td`, not like a column header. */
export function RowHeader({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <th
      scope="row"
      className={clsx('border-b border-border px-3 py-2.5 text-left align-middle font-medium', className)}
    >
      {children}
    </th>
  );
}
