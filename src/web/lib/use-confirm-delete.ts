import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from './api-error';

export interface ConfirmDeleteOptions {
  /** The screen's delete error text (spec section 8), used when the server gives none. */
  failedText: string;
  onDeleted: () => void;
}

/**
 * The ask-then-delete flow every list has: which row is about to go, and the ConfirmDialog
 * props that delete it (the dialog stays open, with the error, when the server refuses).
 */
export function useConfirmDelete<T extends { id: number }>(
  remove: UseMutationResult<unknown, Error, number>,
  { failedText, onDeleted }: ConfirmDeleteOptions,
) {
  const [target, setTarget] = useState<T | null>(null);
  return {
    target,
    ask: (item: T) => {
      remove.reset();
      setTarget(item);
    },
    dialog: {
      open: target !== null,
      pending: remove.isPending,
      error: remove.isError ? errorMessage(remove.error, failedText) : null,
      onCancel: () => setTarget(null),
      onConfirm: () =>
        target &&
        remove.mutate(target.id, {
          onSuccess: () => {
            setTarget(null);
            onDeleted();
          },
        }),
    },
  };
}
