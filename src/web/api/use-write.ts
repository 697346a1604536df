import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A form's save: without an id it adds (POST), with one it edits that record (PUT). */
export interface SaveInput<TValues> {
  id?: number;
  values: TValues;
}

/**
 * A write that, once it succeeds, reloads what shows the data it changed: its own list's key and
 * the keys of other screens that count or list the same records (the dashboard's totals).
 */
export function useWrite<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  invalidates: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
