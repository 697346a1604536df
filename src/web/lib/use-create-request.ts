import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CREATE_PARAM } from '@/config/paths';
import { latestSearchParams } from './latest-search-params';

/**
 * Whether the screen was opened with `?nuevo=1` (a dashboard quick action): read once, on
 * arrival, and taken out of the URL so a reload or a shared link does not open the form again.
 */
export function useCreateRequest(): boolean {
  const [params, setParams] = useSearchParams();
  const [requested] = useState(() => params.get(CREATE_PARAM) === '1');
  const present = params.has(CREATE_PARAM);
  useEffect(() => {
    if (!present) return;
    setParams(
      () => {
        // Other effects of the same render (useListState tidying the URL) write it too.
        const next = latestSearchParams();
        next.delete(CREATE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [present, setParams]);
  return requested;
}
