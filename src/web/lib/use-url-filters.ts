import { useSearchParams } from 'react-router';
import { LIST_PARAMS } from '@/config/paths';
import { latestSearchParams } from './latest-search-params';

export interface UrlFilter {
  /** The search param it lives in. */
  param: string;
  /** The value when absent; left out of the URL. */
  fallback: string;
  /** A value the screen cannot show (a hand-edited link) reads as the fallback. */
  valid: (value: string) => boolean;
}

/**
 * A list's filters (beyond page, size and search, which useListState keeps) in the URL, so a
 * reload or a shared link keeps them. Every change goes back to page 1, as a new search does:
 * the old page number means nothing in the new list.
 */
export function useUrlFilters<K extends string>(spec: Record<K, UrlFilter>) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(spec) as K[];
  const values = Object.fromEntries(
    keys.map((key) => {
      const raw = params.get(spec[key].param);
      return [key, raw !== null && spec[key].valid(raw) ? raw : spec[key].fallback];
    }),
  ) as Record<K, string>;

  /** Several filters at once (a month picked with no year also picks the year): one history entry. */
  const setMany = (changes: Partial<Record<K, string>>) =>
    setParams(() => {
      const next = latestSearchParams();
      for (const key of keys) {
        const value = changes[key];
        if (value === undefined) continue;
        if (value === spec[key].fallback) next.delete(spec[key].param);
        else next.set(spec[key].param, value);
      }
      next.delete(LIST_PARAMS.page);
      return next;
    });

  const set = (key: K, value: string) => setMany({ [key]: value } as Partial<Record<K, string>>);

  return { values, set, setMany };
}
