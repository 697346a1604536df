import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '#shared/domain/lists';
import clsx from 'clsx';
import { Link } from 'react-router';
import { formatDisplayDate } from '#shared/domain/business-time';
import { avisosUi } from '#shared/messages/avisos';
import type { ReleasePreview } from '#shared/schemas/reminders';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { sectionHref } from '@/config/sections';
import type { UseQueryResult } from '@tanstack/react-query';

const t = avisosUi.release;

export interface ReleasePreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page shown; the route owns it and the query (it shows the count on its button). */
  query: UseQueryResult<ReleasePreview>;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  /** Admins get a link to Ajustes, where the grace days are set. */
  canChangeGrace: boolean;
}

/**
 * Se liberarán automáticamente (docs/decisions/040): the expired profiles still held, each with
 * the day the daily job frees it. Information only: nobody frees profiles in bulk by hand.
 */
export function ReleasePreviewDialog({
  open,
  onOpenChange,
  query,
  onPageChange,
  onLimitChange,
  canChangeGrace,
}: ReleasePreviewDialogProps) {
  const graceDays = query.data?.graceDays;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={
        graceDays === undefined
          ? undefined
          : graceDays === 0
            ? t.descriptionNoGrace
            : t.description(graceDays)
      }
      wide
    >
      <div className="flex flex-col gap-4">
        {canChangeGrace && (
          <Link
            to={sectionHref('ajustes')}
            className="self-start text-sm text-primary underline"
            onClick={() => onOpenChange(false)}
          >
            {t.changeGrace}
          </Link>
        )}
        <QueryView
          query={query}
          errorMessage={t.loadFailed}
          isEmpty={(data) => data.pagination.totalCount === 0}
          empty={<Alert tone="info">{t.none}</Alert>}
        >
          {(data) => (
            <>
              <p className="text-sm font-medium">{t.count(data.pagination.totalCount)}</p>
              <ul
                aria-label={t.title}
                className={clsx(
                  'divide-y divide-border rounded-lg border border-border text-sm',
                  query.isPlaceholderData && 'opacity-60',
                )}
              >
                {data.profiles.map((p) => (
                  <li key={p.profileId} className="flex flex-col gap-0.5 px-3 py-2">
                    <span>
                      <span className="font-medium">{p.clientName}</span>
                      <span className="text-muted">
                        {' '}
                        · {p.serviceName} · {p.profileName}
                      </span>
                    </span>
                    <span className="text-xs text-muted">
                      {p.accountUsername} · {formatDisplayDate(p.expiryDate)} ({t.expiredAgo(p.daysExpired)})
                      ·{' '}
                      <span className="font-medium text-foreground">
                        {p.due ? t.releasesNow : t.releasesOn(formatDisplayDate(p.releaseDate))}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
              <PaginationBar
                pagination={data.pagination}
                onPageChange={onPageChange}
                onLimitChange={onLimitChange}
                disabled={query.isFetching}
              />
            </>
          )}
        </QueryView>
      </div>
    </Dialog>
  );
}

/** The page state of the dialog: the first page, of the lists' usual size. */
export function useReleasePreviewPage() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(DEFAULT_PAGE_SIZE);
  return {
    query: { page, limit },
    setPage,
    setLimit: (next: number) => {
      setLimit(next);
      setPage(1);
    },
  };
}
