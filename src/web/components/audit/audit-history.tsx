import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { historyUi } from '#shared/messages/audit';
import { commonMessages } from '#shared/messages/common';
import type { AuditPage } from '#shared/schemas/audit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { AuditEventList } from './audit-event-list';

const h = historyUi;

export interface AuditHistoryProps {
  /** The history's pages, newest first (an account's or a client's). */
  query: UseInfiniteQueryResult<InfiniteData<AuditPage>>;
  empty: string;
}

/** One record's history in a dialog: the first page, then "Ver más" for older changes. */
export function AuditHistory({ query, empty }: AuditHistoryProps) {
  if (query.isPending) {
    return (
      <div className="flex justify-center p-10">
        <Spinner label={commonMessages.loading} />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        message={h.loadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className="py-10"
      />
    );
  }
  const pages = query.data?.pages ?? [];
  // Pages are cut by offset, newest first: a change recorded after page 1 was read pushes its
  // last line onto page 2 as well. Lines only ever get added, so dropping ids already shown is enough.
  const seen = new Set<number>();
  const events = pages.flatMap((page) => page.events).filter((e) => !seen.has(e.id) && seen.add(e.id));
  if (events.length === 0) return <p className="py-6 text-center text-sm text-muted">{empty}</p>;
  const total = pages.at(-1)?.pagination.totalCount ?? events.length;
  return (
    <div className="flex flex-col gap-2">
      <AuditEventList events={events} />
      {query.isFetchNextPageError && <Alert tone="error">{h.moreFailed}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3 text-sm">
        <span className="text-muted" data-testid="history-count">
          {h.shown(events.length, total)}
        </span>
        {query.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? h.loadingMore : h.more}
          </Button>
        )}
      </div>
    </div>
  );
}
