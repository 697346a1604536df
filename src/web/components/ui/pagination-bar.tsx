import { ChevronLeft, ChevronRight } from 'lucide-react';
import { listUi } from '#shared/messages/common';
import { PAGE_SIZES } from '#shared/domain/lists';
import type { Pagination } from '#shared/schemas/common';
import { Button } from './button';
import { Select } from './select';

export interface PaginationBarProps {
  pagination: Pagination;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  disabled?: boolean;
  /**
   * Shows numbered page buttons too, at most this many, in a window around the current page
   * (Movimientos: 5, spec section 9). On a phone previous/next then keep only their arrows.
   */
  pageButtons?: number;
}

/** The pages to offer: `count` consecutive pages around `current`, within 1…`total`. */
export function pageWindow(current: number, total: number, count: number): number[] {
  const size = Math.max(0, Math.min(count, total));
  const first = Math.min(Math.max(1, current - Math.floor(size / 2)), total - size + 1);
  return Array.from({ length: size }, (_, i) => first + i);
}

/** Rows per page (10/25/50), the range shown and previous/next (spec section 9). */
export function PaginationBar({
  pagination,
  onPageChange,
  onLimitChange,
  disabled,
  pageButtons,
}: PaginationBarProps) {
  const { currentPage, totalPages, limit, totalCount, hasNextPage, hasPrevPage } = pagination;
  const pages = pageButtons ? pageWindow(currentPage, totalPages, pageButtons) : [];
  // With numbered pages beside them, previous/next fit a phone as arrows (named for screen readers).
  const arrowLabel = pages.length > 1 ? 'sr-only sm:not-sr-only' : undefined;
  const from = totalCount === 0 ? 0 : (currentPage - 1) * limit + 1;
  const to = Math.min(currentPage * limit, totalCount);
  return (
    <nav
      aria-label={listUi.pagination}
      className="flex flex-col gap-3 px-3 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <label className="flex items-center gap-2 whitespace-nowrap text-muted">
        {listUi.rowsPerPage}
        <span className="w-24">
          <Select
            value={limit}
            onChange={(event) => onLimitChange(Number(event.target.value))}
            className="h-8"
            disabled={disabled}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </span>
      </label>
      <div className="flex flex-wrap items-center justify-between gap-3 sm:justify-end">
        <span className="text-muted" data-testid="pagination-range">
          {listUi.range(from, to, totalCount)}
        </span>
        <div className="flex gap-1.5 sm:gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled || !hasPrevPage}
            onClick={() => onPageChange(currentPage - 1)}
          >
            <ChevronLeft aria-hidden className="size-4" />
            <span className={arrowLabel}>{listUi.previous}</span>
          </Button>
          {pages.length > 1 &&
            pages.map((page) => (
              <Button
                key={page}
                variant={page === currentPage ? 'primary' : 'secondary'}
                size="sm"
                className="min-w-8 px-2 tabular-nums"
                aria-label={listUi.page(page)}
                aria-current={page === currentPage ? 'page' : undefined}
                disabled={disabled}
                onClick={() => page !== currentPage && onPageChange(page)}
              >
                {page}
              </Button>
            ))}
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled || !hasNextPage}
            onClick={() => onPageChange(currentPage + 1)}
          >
            <span className={arrowLabel}>{listUi.next}</span>
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
    </nav>
  );
}
