import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { accountsQueryOptions, type AccountsQuery } from './get-accounts';

const query: AccountsQuery = {
  page: 1,
  limit: 50,
  search: '',
  serviceId: null,
  expiryFilter: 'all',
  hidden: 'exclude',
  providerDue: false,
};

/** A fetch that never answers (a slow server) but fails as the browser's does once aborted. */
function stubSlowFetch() {
  const signals = new Map<string, AbortSignal>();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const signal = init.signal!;
      signals.set(url, signal);
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }),
  );
  return signals;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing in the Cuentas search must never queue up answers nobody will see (issue 12): when the
// screen moves on to another search, the request still in flight for the previous one is aborted.
it('aborts the request of a search the screen has moved past, and keeps the new one', async () => {
  const signals = stubSlowFetch();
  const observer = new QueryObserver(new QueryClient(), accountsQueryOptions({ ...query, search: 'lu' }));
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(signals.size).toBe(1));

  observer.setOptions(accountsQueryOptions({ ...query, search: 'luna' }));
  await vi.waitFor(() => expect(signals.size).toBe(2));

  expect([...signals.keys()]).toEqual([
    '/api/accounts?page=1&limit=50&search=lu',
    '/api/accounts?page=1&limit=50&search=luna',
  ]);
  expect(signals.get('/api/accounts?page=1&limit=50&search=lu')!.aborted).toBe(true);
  expect(signals.get('/api/accounts?page=1&limit=50&search=luna')!.aborted).toBe(false);
  unsubscribe();
});
