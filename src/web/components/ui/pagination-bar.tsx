import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ui } from '#shared/messages/ui';
import { PAGE_SIZES, type Pagination } from '#shared/schemas/common';
import { Button } from './button';
import { Select } from './select';

export interface PaginationBarProps {
  pagination: Pagination;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  disabled?: boolean;
}

/** Rows per page (10/25/50), the range shown and previous/next (spec section 9). */
export function PaginationBar({ pagination, onPageChange, onLimitChange, disabled }: PaginationBarProps) {
  const { currentPage, limit, totalCount, hasNextPage, hasPrevPage } = pagination;
  const from = totalCount === 0 ? 0 : (currentPage - 1) * limit + 1;
  const to = Math.min(currentPage * limit, totalCount);
  return (
    <nav
      aria-label={ui.list.pagination}
      className="flex flex-col gap-3 px-3 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <label className="flex items-center gap-2 whitespace-nowrap text-muted">
        {ui.list.rowsPerPage}
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
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <span className="text-muted" data-testid="pagination-range">
          {ui.list.range(from, to, totalCount)}
        </span>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled || !hasPrevPage}
            onClick={() => onPageChange(currentPage - 1)}
          >
            <ChevronLeft aria-hidden className="size-4" />
            {ui.list.previous}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled || !hasNextPage}
            onClick={() => onPageChange(currentPage + 1)}
          >
            {ui.list.next}
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
    </nav>
  );
}
