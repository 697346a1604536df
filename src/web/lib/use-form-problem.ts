import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { messages } from '#shared/messages/es';
import { firstIssue, type Problem } from '#shared/schemas/common';

/**
 * The one problem a form shows after a failed check of the shared schema: its message, and its
 * field marked invalid (red border) and focused, so the user sees where to look.
 */
export function useFormProblem<T extends FieldValues>(form: UseFormReturn<T>) {
  const [problem, setProblem] = useState<{ message: string; field?: Path<T> } | null>(null);
  return {
    message: problem?.message ?? null,
    /** `register` plus aria-invalid while this field holds the problem. */
    field: (name: Path<T>) => ({
      ...form.register(name),
      'aria-invalid': problem?.field === name ? true : undefined,
    }),
    show(issues: readonly Problem[], preferred?: string) {
      const issue = firstIssue(issues, preferred);
      const key = issue?.path[0];
      const field = typeof key === 'string' && key in form.getValues() ? (key as Path<T>) : undefined;
      setProblem({ message: issue?.message ?? messages.common.invalidInput, field });
      if (field) form.setFocus(field);
    },
    clear: () => setProblem(null),
  };
}
